import Foundation
import HitKit
import HitKitScenes
import Testing

/// Touch scripts' `click X,Y [primary|secondary|middle] [cmd+shift…]`: a mouse click on the next
/// whole second, with its modifier keys held around it.
@Suite("Touch scripts: clicks")
struct TouchScriptClickTests {
    static func describe(_ script: TouchScript) -> [String] {
        script.inputs.map { input in
            switch input {
            case .pointer(let sample):
                "\(sample.kind) \(sample.pointerID) \(sample.phase.rawValue) \(sample.buttons.rawValue) @\(sample.timestamp)"
            case .key(let sample):
                "key \(sample.keyCode) \(sample.phase.rawValue) \(sample.modifierFlags.rawValue) @\(sample.timestamp)"
            case .transform(let sample): "transform \(sample.phase.rawValue) @\(sample.timestamp)"
            case .scroll(let sample): "scroll \(sample.phase.rawValue) @\(sample.timestamp)"
            case .hover(let sample): "hover \(sample.phase.rawValue) @\(sample.timestamp)"
            }
        }
    }

    @Test("click is a primary mouse click; secondary and modifiers hold the button and the keys around it")
    func clicks() throws {
        let script = try TouchScript.parse("click 10,10; click 20,20 secondary cmd+shift; click 5,5 middle")
        let both = UIKeyModifierFlags([.command, .shift]).rawValue
        let command = UIKeyModifierFlags.command.rawValue
        #expect(
            Self.describe(script) == [
                "mouse -1 down 1 @1.0", "mouse -1 up 0 @1.1",
                "key 227 down \(command) @2.0", "key 225 down \(both) @2.0",
                "mouse -1 down 2 @2.0", "mouse -1 up 0 @2.1",
                "key 225 up \(command) @2.1", "key 227 up 0 @2.1",
                "mouse -1 down 4 @3.0", "mouse -1 up 0 @3.1",
            ])
    }

    @Test("A click with a word that is no button or modifier, or a held modifier key, is an error at its column")
    func clickErrors() {
        for (text, message) in [
            ("click", "expected a point"), ("click 1,1 sideways", "found \"sideways\""),
            ("click 1,1 secondary cmd shift", "unexpected \"shift\""),
            ("keydown leftcmd; click 1,1 cmd", "already down"),
        ] {
            do {
                _ = try TouchScript.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.message.contains(message), "\(text): \(error.message)")
            }
        }
    }
}
