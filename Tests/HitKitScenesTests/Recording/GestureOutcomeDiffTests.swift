import HitKit
import HitKitScenes
import Testing

/// What-if: the same gesture on the scene before and after an edit, told as plain lines.
@MainActor
@Suite("Recording: what changed between two outcomes")
struct GestureOutcomeDiffTests {
    private let seed = "001-touch-back-button-behind-black-view"

    @Test("Making BlackView pass-through moves the tap to backButton and its control events appear")
    func passThroughBlackView() throws {
        let before = try BuiltInScenes.scene(id: seed)
        let edited = before.text.replacingOccurrences(
            of: "name: blackView", with: "name: blackView\n        userInteractionEnabled: false")
        let after = try SceneFile.load(edited, file: "edited.yaml")
        #expect(edited != before.text)
        let diff = GestureOutcomeDiff(before: try outcome(before, "tap 160,270"), after: try outcome(after, "tap 160,270"))
        #expect(
            diff.changes == [
                "tap 1 now hits backButton (was blackView)",
                "backButton touchDown now sent",
                "backButton touchUpInside now sent",
                "backButton primaryActionTriggered now sent",
            ])
    }

    @Test("Recognizer ends and lost control events are told as before → after")
    func lines() {
        let before = GestureOutcome(
            touchDowns: [GestureOutcome.TouchDown(pointerID: 1, view: "frontButton", path: ["frontButton"])],
            recognizers: [GestureOutcome.RecognizerEnd(name: "double tap", state: .failed)],
            controlEvents: [GestureOutcome.ControlEvent(control: "frontButton", event: "touchUpInside")])
        let after = GestureOutcome(
            touchDowns: [
                GestureOutcome.TouchDown(pointerID: 1, view: "frontButton", path: ["frontButton"]),
                GestureOutcome.TouchDown(pointerID: 2, view: nil, path: []),
            ],
            recognizers: [
                GestureOutcome.RecognizerEnd(name: "double tap", state: .recognized),
                GestureOutcome.RecognizerEnd(name: "pan", state: .untouched),
            ])
        #expect(
            GestureOutcomeDiff(before: before, after: after).changes == [
                "tap 2 now happens, on nothing",
                "double tap: failed → recognized",
                "pan: new recognizer, untouched",
                "frontButton touchUpInside no longer sent",
            ])
        #expect(GestureOutcomeDiff(before: before, after: before).isEmpty)
    }
}
