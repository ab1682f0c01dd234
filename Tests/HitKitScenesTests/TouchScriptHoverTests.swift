import Foundation
import HitKit
import Testing

@testable import HitKitScenes

/// Touch scripts' hover command: `hover X,Y` enters, then moves, the mouse (pointer 0) 0.1 s after
/// the current time; `hover leave` takes it away.
@Suite("Touch scripts: hover")
struct TouchScriptHoverTests {
    static func describe(_ script: TouchScript) -> [String] {
        script.inputs.map { input in
            switch input {
            case .pointer(let sample): "pointer \(sample.pointerID) \(sample.phase.rawValue) @\(sample.timestamp)"
            case .key(let sample): "key \(sample.keyCode) @\(sample.timestamp)"
            case .hover(let sample):
                "hover \(sample.pointerID) \(sample.phase.rawValue) \(Int(sample.location.x)),\(Int(sample.location.y)) "
                    + "@\((sample.timestamp * 1000).rounded() / 1000)"
            case .scroll(let sample): "scroll \(sample.phase.rawValue) @\(sample.timestamp)"
            case .transform(let sample): "transform \(sample.phase.rawValue) @\(sample.timestamp)"
            }
        }
    }

    @Test("hover enters then moves the mouse 0.1 s apart; hover leave takes it away; at T sets the time")
    func hoverCommands() throws {
        let script = try TouchScript.parse("hover 10,20; hover 30,40; hover leave; hover 5,5 at 2")
        #expect(
            Self.describe(script) == [
                "hover 0 enter 10,20 @0.1", "hover 0 move 30,40 @0.2", "hover 0 leave 0,0 @0.3",
                "hover 0 enter 5,5 @2.0",
            ])
    }

    @Test("A hover without a point, with extra words or at an earlier time is a script error")
    func errors() {
        for text in ["hover", "hover 10,10 now", "hover 1,1 at 2; hover 1,1 at 1", "hover leave 3,3"] {
            #expect(throws: SceneFileError.self, "\(text)") { try TouchScript.parse(text) }
        }
    }
}
