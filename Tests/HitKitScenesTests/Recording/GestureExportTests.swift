import Foundation
import HitKit
import HitKitScenes
import Testing

/// Exporting a recording: a touch script that reads back exactly, and a Swift Testing test.
@MainActor
@Suite("Recording: export")
struct GestureExportTests {
    private func sample(_ id: Int, _ phase: PointerSample.Phase, _ x: CGFloat, _ y: CGFloat, _ t: Double)
        -> PointerSample
    {
        PointerSample(pointerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)
    }

    @Test("A touch script reads back to exactly the samples, with several fingers changing at one time")
    func roundTrip() throws {
        let recorded =
            try samples("pinch 160,240 100 -> 200; rotate 160,240 37; drag 1,2 -> 3.3,4.7 0.37s")
            + [
                sample(3, .down, 0.1 + 0.2, 1e-7, 7.000_000_000_000_001), sample(70_000, .down, -5, 1e300, 7.000_000_000_000_001),
                sample(3, .cancel, 0.3, 2, 8), sample(70_000, .up, 1, 2, 1e9 + 0.5),
            ]
        let script = GestureExport.touchScript(recorded)
        #expect(script.contains("down 1 110,240 at 1s\ndown 2 210,240 at 1s\n"))
        #expect(try TouchScript.parse(script).samples == recorded)
    }

    @Test("A location that is not finite is written nan or inf and replays as sent: it hits nothing")
    func nonFinite() throws {
        let recorded = [
            sample(1, .down, .nan, 220, 1), sample(1, .up, .nan, 220, 1.1),
            sample(2, .down, .infinity, -.infinity, 2), sample(2, .up, 160, 220, 2.1),
        ]
        let script = GestureExport.touchScript(recorded)
        #expect(script.contains("down 1 nan,220 at 1s"))
        #expect(script.contains("down 2 inf,-inf at 2s"))
        let parsed = try TouchScript.parse(script).samples
        #expect(parsed.map(\.location.x.description) == recorded.map(\.location.x.description))
        let scene = try BuiltInScenes.scene(id: "001-tap-front-button")
        let original = GestureOutcome(replaying: recorded, on: try scene.makeRuntime())
        #expect(GestureOutcome(replaying: parsed, on: try scene.makeRuntime()) == original)
        #expect(original.touchDowns.map(\.view) == [nil, nil])
    }

    @Test("Times that are not finite or go backwards are written as the time HitKit takes, and replay the same")
    func hostileTimes() throws {
        let recorded = [sample(1, .down, 160, 220, 2), sample(1, .move, 161, 220, .nan), sample(1, .up, 161, 220, 1)]
        let parsed = try TouchScript.parse(GestureExport.touchScript(recorded)).samples
        #expect(parsed.map(\.timestamp) == [2, 2, 2])
        let scene = try BuiltInScenes.scene(id: "001-tap-front-button")
        #expect(
            GestureOutcome(replaying: parsed, on: try scene.makeRuntime())
                == GestureOutcome(replaying: recorded, on: try scene.makeRuntime()))
    }

    @Test("The exported test embeds the scene in a raw literal its text cannot close or interpolate into")
    func rawLiteral() {
        let yaml = "title: \"\"\"# and \\#(x) and \"\"\"##\nviews: []\n"
        let test = GestureExport.swiftTest(
            sceneYAML: yaml, samples: [], outcome: GestureOutcome(), testName: "tricky-name 1")
        #expect(test.contains("private let sceneYAML = ###\"\"\"\n\(yaml)\n\"\"\"###\n"))
        #expect(test.contains("func trickyname1() throws {"))
        let control = GestureExport.swiftTest(
            sceneYAML: "a\r\nb\u{0}", samples: [], outcome: GestureOutcome(), testName: "x")
        #expect(control.contains(#"private let sceneYAML = "a\r\nb\u{0}""#))
    }

    @Test("Recording, exporting and reading back 100,000 samples stays linear")
    func largeRecording() throws {
        var recorded = [sample(1, .down, 10, 10, 1)]
        for step in 1..<99_999 { recorded.append(sample(1, .move, 10 + CGFloat(step % 300), 10, 1 + Double(step) / 1000)) }
        recorded.append(sample(1, .up, 10, 10, 101))
        let start = Date()
        let recorder = GestureRecorder(runtime: try BuiltInScenes.scene(id: "001-tap-front-button").makeRuntime())
        recorder.send(recorded)
        let timeline = recorder.timeline
        let script = GestureExport.touchScript(recorded)
        let parsed = try TouchScript.parse(script).samples
        let elapsed = Date().timeIntervalSince(start)
        #expect(parsed == recorded)
        #expect(timeline.lanes.first?.steps.count == 100_000)
        #expect(elapsed < 60, "took \(elapsed) s")
    }
}
