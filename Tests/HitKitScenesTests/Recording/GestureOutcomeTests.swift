import HitKit
import HitKitScenes
import Testing

/// What a replayed gesture did: where fingers landed, how recognizers ended, what controls sent.
@MainActor
@Suite("Recording: a gesture's outcome")
struct GestureOutcomeTests {
    @Test(
        "Tapping FrontButton in takehilo's scene lands on it through its path; it sends touchDown, then touchUpInside"
    )
    func seed001FrontButton() throws {
        let result = try outcome(BuiltInScenes.scene(id: "001-tap-front-button"), "tap 160,220")
        #expect(result.touchDowns.map(\.view) == ["frontButton"])
        #expect(result.touchDowns.first?.pointerID == 1)
        #expect(result.touchDowns.first?.path.suffix(3) == ["rootView", "blackView", "frontButton"])
        #expect(
            result.controlEvents == [
                GestureOutcome.ControlEvent(control: "frontButton", event: "touchDown"),
                GestureOutcome.ControlEvent(control: "frontButton", event: "touchUpInside"),
                GestureOutcome.ControlEvent(control: "frontButton", event: "primaryActionTriggered"),
            ])
        #expect(result.recognizers.isEmpty)
    }

    @Test("A touch that hits nothing is recorded with no view and an empty path")
    func hitsNothing() throws {
        let result = try outcome(BuiltInScenes.scene(id: "001-tap-front-button"), "tap 400,900")
        #expect(result.touchDowns == [GestureOutcome.TouchDown(pointerID: 1, view: nil, path: [])])
    }

    @Test("Dragging off a button sends touchDragExit and ends with touchUpOutside")
    func dragOffButton() throws {
        let scene = try fixtureScene("recording-playground.yaml")
        let events = try outcome(scene, "drag 80,40 -> 80,200").controlEvents.map(\.event)
        #expect(events.first == "touchDown")
        #expect(events.last == "touchUpOutside")
        let exit = try #require(events.firstIndex(of: "touchDragExit"))
        #expect(events[..<exit].allSatisfy { $0 == "touchDown" || $0 == "touchDragInside" })
        #expect(events[(exit + 1)...].dropLast().allSatisfy { $0 == "touchDragOutside" })
    }

    @Test("Recognizers end recognized, failed or possible, and one that saw no touch is untouched")
    func recognizerEnds() throws {
        let scene = try fixtureScene("recording-playground.yaml")
        let result = try outcome(scene, "double-tap 160,260")
        let states = Dictionary(uniqueKeysWithValues: result.recognizers.map { ($0.name, $0.state) })
        #expect(states["double tap"] == .recognized)
        #expect(states["single tap"] == .failed)
        #expect(states["long press"] == .untouched)
        #expect(states["pinch"] == .untouched)
        let single = try outcome(scene, "tap 160,260")
        #expect(single.recognizers.first { $0.name == "single tap" }?.state == .recognized)
        #expect(single.recognizers.first { $0.name == "double tap" }?.state == .failed)
    }

    @Test("A long press began and ended is ended (a continuous gesture), not recognized")
    func longPressEnds() throws {
        let scene = try fixtureScene("recording-playground.yaml")
        let result = try outcome(scene, "long-press 240,80 0.8s")
        #expect(result.recognizers.first { $0.name == "long press" }?.state == .ended)
    }

    @Test("An outcome survives a JSON round trip")
    func codable() throws {
        let result = try outcome(fixtureScene("recording-playground.yaml"), "double-tap 160,260; drag 80,40 -> 80,200")
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(GestureOutcome.self, from: data) == result)
    }
}
