import Foundation
import Testing

@testable import HitKit

/// Input that a handler sends while nothing is being dispatched — the handler was run by app code
/// (removing a recognizer or a view, disabling one, setting a recognizer's state) or by a timer —
/// is dispatched before the call that ran the handler returns, once that call's own work is done
/// (issue 24, item 18).
@MainActor
@Suite("Input from handlers outside events")
struct InputFromHandlersOutsideEventsTests {
    /// A view whose long press holds its `touchesBegan`, and whose `touchesBegan` cancels the
    /// touch it gets by sending the host's cancel.
    private func heldBeganThatCancels() -> (CoreStage, JournalingView, UILongPressGestureRecognizer) {
        let stage = CoreStage()
        let view = stage.view("view", CGRect(x: 0, y: 0, width: 200, height: 200))
        view.reaction = { phase in
            guard phase == "began" else { return }
            stage.app.send(
                PointerSample(
                    pointerID: 1, phase: .cancel, location: CGPoint(x: 20, y: 20), timestamp: stage.app.clock.now))
        }
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        stage.down(1, 20, 20, at: 0)
        #expect(stage.journal.entries.isEmpty)  // held
        return (stage, view, press)
    }

    @Test("A cancel sent from a touchesBegan that removing a recognizer released is dispatched before it returns")
    func removingARecognizerDispatchesWhatItsReleaseSent() {
        let (stage, view, press) = heldBeganThatCancels()
        view.removeGestureRecognizer(press)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.journal.entries == ["view began 1", "view cancelled 1"])
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("A cancel sent from a touchesBegan that disabling a recognizer released is dispatched before it returns")
    func disablingARecognizerDispatchesWhatItsReleaseSent() {
        let (stage, _, press) = heldBeganThatCancels()
        press.isEnabled = false
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.journal.entries == ["view began 1", "view cancelled 1"])
    }

    @Test("A cancel sent from a touchesBegan released by replacing a view's recognizers is dispatched at once")
    func replacingRecognizersDispatchesWhatTheReleaseSent() {
        let (stage, view, _) = heldBeganThatCancels()
        view.gestureRecognizers = []
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.journal.entries == ["view began 1", "view cancelled 1"])
    }

    @Test("A lift sent from a recognizer's action, when app code sets its state, is dispatched before that returns")
    func settingAStateDispatchesWhatTheActionSent() {
        let stage = CoreStage()
        let view = stage.view("view", CGRect(x: 0, y: 0, width: 200, height: 200))
        let manual = UIGestureRecognizer()
        var heard: [UIGestureRecognizer.State] = []
        manual.addTarget { recognizer in
            heard.append(recognizer.state)
            stage.up(1, 20, 20, at: stage.app.clock.now)
        }
        view.addGestureRecognizer(manual)
        stage.down(1, 20, 20, at: 0)
        manual.state = .ended  // app code, outside any event
        #expect(heard == [.ended])
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.journal.entries == ["view began 1", "view cancelled 1"])
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("A touch sent from the touchesCancelled of a view being removed lands once the view is gone")
    func removingAViewDispatchesWhatItsCancelSentAfterTheRemoval() {
        let stage = CoreStage()
        let back = stage.view("back", CGRect(x: 0, y: 0, width: 320, height: 480))
        let front = stage.view("front", CGRect(x: 0, y: 0, width: 200, height: 200))
        front.reaction = { phase in
            if phase == "cancelled" { stage.down(2, 20, 20, at: stage.app.clock.now) }
        }
        stage.down(1, 20, 20, at: 0)
        front.removeFromSuperview()
        // Dispatched after the removal, not in the middle of it: the finger lands on what is there now.
        #expect(stage.journal.entries == ["front began 1", "front cancelled 1", "back began 1"])
        #expect(stage.app.activeTouches.map(\.view) == [front, back])
        stage.up(1, 20, 20, at: 0.1)
        stage.up(2, 20, 20, at: 0.1)
        #expect(stage.journal.entries.suffix(1) == ["back ended 1"])
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A touch sent from didMoveToWindow lands once the view has been added")
    func addingAViewDispatchesWhatItsCallbackSentAfterTheChange() {
        final class Announcer: UIView {
            var onWindow: () -> Void = {}
            override func didMoveToWindow() { if window != nil { onWindow() } }
        }
        let stage = CoreStage()
        let back = stage.view("back", CGRect(x: 0, y: 0, width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = Announcer(frame: container.bounds)
        let second = JournalingView("second", frame: container.bounds, journal: stage.journal)
        container.addSubview(first)
        container.addSubview(second)
        first.onWindow = { stage.tap(1, 20, 20, at: stage.app.clock.now) }
        stage.window.addSubview(container)
        // Sent while the first subview heard of its window: dispatched once the whole subtree is in.
        #expect(stage.journal.entries == ["second began 1", "second ended 1"])
        _ = back
    }

    @Test("A tap sent from a disabled control's cancelTracking is dispatched once the control stopped tracking")
    func disablingAControlDispatchesWhatItsCancelSentAfterwards() {
        final class Control: UIControl {
            var onCancel: () -> Void = {}
            override func cancelTracking(with event: UIEvent?) { onCancel() }
        }
        let stage = CoreStage()
        let control = Control(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(control)
        var trackingWhenTapped: [Bool] = []
        let other = stage.view("other", CGRect(x: 100, y: 0, width: 100, height: 100))
        other.reaction = { if $0 == "began" { trackingWhenTapped.append(control.isTracking) } }
        control.onCancel = { stage.tap(2, 150, 20, at: stage.app.clock.now) }
        stage.down(1, 20, 20, at: 0)
        #expect(control.isTracking)
        control.isEnabled = false
        #expect(trackingWhenTapped == [false])
        #expect(stage.journal.entries == ["other began 1", "other ended 1"])
        stage.up(1, 20, 20, at: 0.1)
        #expect(stage.app.activeTouches.isEmpty)
    }
}
