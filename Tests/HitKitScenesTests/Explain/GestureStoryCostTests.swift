import HitKit
import Testing

@testable import HitKitScenes

/// Telling a touch script's gestures reads the recorded dispatch trace a bounded number of times per
/// entry: a gesture's notes never re-read the gestures before it, so `explain --touches` is linear
/// in the script.
@MainActor
@Suite("Explain: the cost of telling many gestures")
struct GestureStoryCostTests {
    /// The recorded story of `taps` taps on the gestures fixture: on a button under a parent's tap
    /// (refused by the control), on a double-tap card and on a held plain view.
    func story(taps: Int) throws -> GestureStory {
        let scene = try fixtureScene("explain-gestures.yaml")
        let points = ["60,50", "60,300", "230,40", "230,280", "160,400"]
        let script = (0..<taps).map { "tap \(points[$0 % points.count])" }.joined(separator: "\n")
        let runtime = try scene.makeRuntime()
        let story = GestureStory(runtime: runtime)
        runtime.application.addObserver(story)
        runtime.run(try TouchScript.parse(script, file: "--touches"))
        runtime.application.removeObserver(story)
        _ = story.notes()
        return story
    }

    @Test("Each recorded entry is read a bounded number of times, however many gestures came before")
    func entriesReadPerEntryAreBounded() throws {
        for taps in [40, 160] {
            let story = try story(taps: taps)
            #expect(story.entryCount > taps * 5)
            #expect(
                story.entriesRead <= 8 * story.entryCount,
                "\(taps) taps: \(story.entriesRead) reads of \(story.entryCount) entries")
        }
    }
}
