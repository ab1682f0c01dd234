import Foundation
import Testing

@testable import HitKit

/// Handlers that change the hierarchy or send input while an event is being delivered (issue 14:
/// never lose a touch, never stall, never crash).
@MainActor
@Suite("Re-entrant dispatch")
struct ReentrantDispatchTests {
    private func samples(_ phase: PointerSample.Phase, _ points: [(Int, CGFloat, CGFloat)], at time: TimeInterval)
        -> [PointerSample]
    {
        points.map {
            PointerSample(pointerID: $0.0, phase: phase, location: CGPoint(x: $0.1, y: $0.2), timestamp: time)
        }
    }

    /// Two side-by-side views, A and B, each touched by its own finger in every event.
    private func twoViews() -> (CoreStage, JournalingView, JournalingView) {
        let stage = CoreStage()
        let a = stage.view("A", CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = stage.view("B", CGRect(x: 100, y: 0, width: 100, height: 100))
        return (stage, a, b)
    }

    // MARK: Deliveries are re-checked at the moment of each call

    @Test("A view removed by another view's touchesEnded of the same event is cancelled, not ended")
    func removedDuringEnded() {
        let (stage, a, b) = twoViews()
        a.reaction = { if $0 == "ended" { b.removeFromSuperview() } }
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        stage.app.send(samples(.up, [(1, 10, 10), (2, 150, 10)], at: 0.1))
        #expect(stage.journal.entries == ["A began 1", "B began 1", "A ended 1", "B cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A view removed by another view's touchesMoved of the same event gets nothing after its cancel")
    func removedDuringMoved() {
        let (stage, a, b) = twoViews()
        a.reaction = { if $0 == "moved" { b.removeFromSuperview() } }
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        stage.app.send(samples(.move, [(1, 12, 10), (2, 152, 10)], at: 0.1))
        stage.app.send(samples(.up, [(1, 12, 10), (2, 152, 10)], at: 0.2))
        #expect(
            stage.journal.entries == ["A began 1", "B began 1", "A moved 1", "B cancelled 1", "A ended 1"])
    }

    @Test("A view removed before its touchesBegan of the same event never hears of the touch")
    func removedBeforeBegan() {
        let (stage, a, b) = twoViews()
        a.reaction = { if $0 == "began" { b.removeFromSuperview() } }
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        stage.app.send(samples(.move, [(1, 12, 10), (2, 152, 10)], at: 0.1))
        stage.app.send(samples(.up, [(1, 12, 10), (2, 152, 10)], at: 0.2))
        #expect(stage.journal.entries == ["A began 1", "A moved 1", "A ended 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A view cancelled again from inside its own cancellation gets exactly one touchesCancelled")
    func oneCancelPerView() {
        let (stage, a, b) = twoViews()
        // A's cancel removes B, whose touch the same cancellation also ends.
        a.reaction = { if $0 == "cancelled" { b.removeFromSuperview() } }
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        stage.app.cancelAllTouches()
        #expect(stage.journal.entries == ["A began 1", "B began 1", "A cancelled 1", "B cancelled 1"])
    }

    // MARK: Leaving the window cancels held ends

    @Test("A button removed while a double tap holds its lift sends touchCancel and never touchUpInside")
    func removedButtonWithHeldEnd() {
        let stage = CoreStage()
        let container = stage.view("container", CGRect(x: 0, y: 0, width: 200, height: 200))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        container.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
        stage.tap(1, 20, 20, at: 0)
        #expect(events.isEmpty)  // The double tap holds the button's touchesEnded.
        button.removeFromSuperview()
        stage.app.advanceTime(to: 2)  // The double tap fails and would release the held end.
        #expect(events == ["touchCancel"])
        #expect(!button.isTracking)
    }

    // MARK: Input sent from inside a handler is queued

    @Test("An action that sends input does not keep the lifted touch down, and the button keeps working")
    func actionSendsIgnoredSample() {
        let stage = CoreStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        stage.window.addSubview(button)
        var taps = 0
        button.addAction(
            UIAction { _ in
                taps += 1
                // A sample HitKit ignores: a move for a pointer that is not down.
                stage.app.send(PointerSample(pointerID: 99, phase: .move, location: .zero, timestamp: 0))
            }, for: .touchUpInside)
        let collected = diagnostics {
            stage.tap(1, 20, 20, at: 0)
            stage.tap(2, 20, 20, at: 1)
        }
        #expect(taps == 2)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(collected.codes == [.unexpectedPointerPhase, .unexpectedPointerPhase])
    }

    @Test("Input sent from a handler is dispatched after the current event, in order")
    func nestedInputIsQueued() {
        let (stage, a, _) = twoViews()
        var downsSeenInHandler: [Int] = []
        a.reaction = { phase in
            guard phase == "began" else { return }
            stage.down(2, 150, 10, at: 0)
            downsSeenInHandler = stage.app.activeTouches.map(\.pointerID)
            stage.up(2, 150, 10, at: 0)
        }
        stage.down(1, 10, 10, at: 0)
        #expect(downsSeenInHandler == [1])
        #expect(stage.journal.entries == ["A began 1", "B began 1", "B ended 1"])
        #expect(stage.app.activeTouches.map(\.pointerID) == [1])
    }

    @Test("cancelAllTouches from touchesBegan cancels every view after it began, once")
    func cancelAllFromBegan() {
        let (stage, a, _) = twoViews()
        a.reaction = { if $0 == "began" { stage.app.cancelAllTouches() } }
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        #expect(stage.journal.entries == ["A began 1", "B began 1", "A cancelled 1", "B cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("Moving the window to another application from touchesBegan cancels every view after it began")
    func windowChangesApplicationFromBegan() {
        let (stage, a, _) = twoViews()
        let other = UIApplication()
        a.reaction = { if $0 == "began" { other.attach(stage.window) } }
        stage.app.send(samples(.down, [(1, 10, 10), (2, 150, 10)], at: 0))
        #expect(stage.journal.entries == ["A began 1", "B began 1", "A cancelled 1", "B cancelled 1"])
        #expect(stage.app.activeTouches.isEmpty)
        #expect(other.activeTouches.isEmpty)
        #expect(stage.window.application === other)
        // The window now takes its touches from the other application.
        other.send(samples(.down, [(3, 10, 10)], at: 1))
        other.send(samples(.up, [(3, 10, 10)], at: 1.1))
        #expect(stage.journal.entries.suffix(2) == ["A began 1", "A ended 1"])
    }

    @Test("A long-press action that sends the lift gets its ended state")
    func longPressActionSendsLift() {
        let stage = CoreStage()
        let target = stage.view("target", CGRect(x: 0, y: 0, width: 200, height: 200))
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        press.addTarget { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { stage.up(1, 20, 20, at: stage.app.clock.now) }
        }
        target.addGestureRecognizer(press)
        stage.down(1, 20, 20, at: 0)
        stage.app.advanceTime(to: 1)
        #expect(states == [.began, .ended])
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("A long-press action that sends the lift gets its ended state when the clock is advanced directly")
    func longPressActionSendsLiftOnBareClock() {
        let stage = CoreStage()
        let target = stage.view("target", CGRect(x: 0, y: 0, width: 200, height: 200))
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        press.addTarget { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { stage.up(1, 20, 20, at: stage.app.clock.now) }
        }
        target.addGestureRecognizer(press)
        stage.down(1, 20, 20, at: 0)
        stage.app.clock.advance(to: 1)
        #expect(states == [.began, .ended])
        #expect(stage.app.activeTouches.isEmpty)
    }

    // MARK: Grouping samples into events

    @Test("Samples of one frame whose timestamps are both NaN form one event")
    func nanTimestampsGroup() {
        let stage = CoreStage()
        let pad = stage.view("pad", CGRect(x: 0, y: 0, width: 200, height: 200))
        pad.isMultipleTouchEnabled = true
        _ = diagnostics {
            stage.app.send(samples(.down, [(1, 10, 10), (2, 50, 50)], at: .nan))
            stage.app.send(samples(.up, [(1, 10, 10), (2, 50, 50)], at: .infinity))
        }
        #expect(stage.journal.entries == ["pad began 2", "pad ended 2"])
    }
}

extension ReentrantDispatchTests {
    @Test("A handler that sends new input from every event it gets is cut off with a diagnostic")
    func endlessNestedInput() {
        let stage = CoreStage()
        let view = stage.view("view", CGRect(x: 0, y: 0, width: 200, height: 200))
        var nextPointer = 2
        view.reaction = { phase in
            guard phase == "ended" else { return }
            stage.tap(nextPointer, 20, 20, at: 0)
            nextPointer += 1
        }
        let collected = diagnostics { stage.tap(1, 20, 20, at: 0) }
        #expect(collected.codes == [.inputQueueOverflow])
        #expect(stage.app.activeTouches.count <= 1)
        // The application still works afterwards.
        view.reaction = nil
        stage.app.cancelAllTouches()
        stage.tap(99, 20, 20, at: 1)
        #expect(stage.journal.entries.suffix(2) == ["view began 1", "view ended 1"])
    }
}
