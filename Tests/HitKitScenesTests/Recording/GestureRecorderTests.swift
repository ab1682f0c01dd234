import HitKit
import HitKitScenes
import Testing

/// A recorder attached to a live session's runtime.
@MainActor
@Suite("Recording: a live recorder")
struct GestureRecorderTests {
    private func sample(_ id: Int, _ phase: PointerSample.Phase, _ x: CGFloat, _ y: CGFloat, _ t: Double)
        -> PointerSample
    {
        PointerSample(pointerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: t)
    }

    @Test("A live recording starts again when a finger goes down while none is, and reports each sample once")
    func lastGesture() throws {
        let runtime = try fixtureScene("recording-playground.yaml").makeRuntime()
        let recorder = GestureRecorder(runtime: runtime)
        var reported: [Int] = []
        recorder.onSample = { reported.append($0) }
        recorder.send([sample(1, .down, 80, 40, 1)])
        recorder.send([sample(1, .up, 80, 40, 1.1)])
        #expect(recorder.outcome.controlEvents.map(\.event) == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        recorder.send([sample(5, .down, 160, 260, 2), sample(6, .down, 200, 260, 2)])
        recorder.send([sample(5, .up, 160, 260, 2.1), sample(6, .up, 200, 260, 2.1)])
        #expect(recorder.samples.count == 4)
        #expect(recorder.outcome.touchDowns.map(\.pointerID) == [5, 6])
        #expect(recorder.outcome.controlEvents.isEmpty)
        #expect(reported == [0, 1, 0, 1, 2, 3])
    }

    @Test("Times that are not finite or go backwards are recorded as the time before them")
    func normalizedTimes() throws {
        let runtime = try fixtureScene("recording-playground.yaml").makeRuntime()
        let recorder = GestureRecorder(runtime: runtime)
        recorder.send([sample(1, .down, 80, 40, 2), sample(1, .move, 81, 40, .nan), sample(1, .up, 81, 40, 1)])
        #expect(recorder.samples.map(\.timestamp) == [2, 2, 2])
        #expect(recorder.outcome.controlEvents.map(\.event).contains("touchUpInside"))
    }

    @Test("A stopped recorder hears nothing more")
    func stop() throws {
        let runtime = try fixtureScene("recording-playground.yaml").makeRuntime()
        let recorder = GestureRecorder(runtime: runtime)
        recorder.stop()
        runtime.application.send(sample(1, .down, 80, 40, 1))
        #expect(recorder.outcome.touchDowns.isEmpty)
    }
}
