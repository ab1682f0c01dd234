import Foundation
import HitKit
import HitKitScenes
import Testing

/// Touch scripts' `scroll DX,DY at X,Y [wheel|trackpad]`: a wheel tick, or a trackpad's
/// sequence, on the next whole second.
@Suite("Touch scripts: scroll")
struct TouchScriptScrollTests {
    static func describe(_ script: TouchScript) -> [String] {
        script.inputs.compactMap { input in
            guard case .scroll(let sample) = input else { return nil }
            return "\(sample.source.rawValue) \(sample.phase.rawValue) \(sample.delta.dx),\(sample.delta.dy) "
                + "at \(sample.location.x),\(sample.location.y) @\(sample.timestamp)"
        }
    }

    @Test("scroll is a wheel tick by default, on the next whole second")
    func wheel() throws {
        let script = try TouchScript.parse("tap 10,10; scroll 0,-120 at 50,60")
        #expect(Self.describe(script) == ["wheel changed 0.0,-120.0 at 50.0,60.0 @2.0"])
        #expect(script.endTime == 2)
    }

    @Test("scroll … trackpad is began, ten changes 0.01 s apart adding up to the delta, and ended")
    func trackpad() throws {
        let script = try TouchScript.parse("scroll 20,-100 at 50,60 trackpad")
        let lines = Self.describe(script)
        #expect(lines.count == 12)
        #expect(lines.first == "trackpad began 0.0,0.0 at 50.0,60.0 @1.0")
        #expect(lines[1] == "trackpad changed 2.0,-10.0 at 50.0,60.0 @1.01")
        #expect(lines.last == "trackpad ended 0.0,0.0 at 50.0,60.0 @1.11")
    }

    @Test("A scroll without at, or with an unknown device, is an error at its column")
    func errors() {
        for (text, message) in [
            ("scroll 0,-10", "expected 'at X,Y'"), ("scroll 0,-10 at", "expected a point X,Y"),
            ("scroll 0,-10 at 5,5 mouse", "expected wheel or trackpad"), ("scroll 0,-10 at 5,5 wheel x", "x"),
        ] {
            do {
                _ = try TouchScript.parse(text)
                Issue.record("\(text) parsed")
            } catch {
                #expect(error.description.contains(message), "\(text): \(error.description)")
            }
        }
    }
}
