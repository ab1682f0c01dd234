import Foundation
import Testing

@testable import HitKit

/// A delegate that pairs every recognizer with every other through
/// `gestureRecognizer(_:shouldRequireFailureOf:)`, so two recognizers it serves require each other.
@MainActor
private final class MutualRequirementDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// `require(toFail:)`: a recognizer that waits for another's failure still receives the touches of
/// its gesture, so its state stays true to the fingers; and no recognizer waits on itself through a
/// cycle of requirements.
@MainActor
@Suite("Failure requirements")
struct FailureRequirementTests {
    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    /// A view with a double tap, and `dependent` (added first) that requires the double tap's failure.
    private func stage(
        with dependent: UIGestureRecognizer
    ) -> (GestureStage, UITapGestureRecognizer) {
        let stage = GestureStage()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        dependent.require(toFail: doubleTap)
        stage.view.addGestureRecognizer(dependent)
        stage.view.addGestureRecognizer(doubleTap)
        return (stage, doubleTap)
    }

    @Test("A pan waiting for a double tap's failure fails when its finger lifts, and the next drag begins afresh")
    func waitingPanFailsAtTheLift() {
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        let (stage, _) = stage(with: pan)
        stage.down(50, 50, at: 0)
        stage.move(65, 50, at: 0.02)  // past the pan's start distance, within the tap's tolerance
        stage.up(65, 50, at: 0.04)
        stage.app.advanceTime(to: 1)  // the double tap fails 0.35 s after the lift
        #expect(states.isEmpty)
        #expect(pan.state == .possible)
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
        expectNoLeftovers(stage)

        stage.down(50, 50, at: 2)
        stage.move(70, 50, at: 2.02)  // the pan waits
        stage.move(110, 50, at: 2.04)  // too far for a tap: the double tap fails, the pan begins
        #expect(states == [.began])
        stage.up(110, 50, at: 2.06)
        #expect(states == [.began, .ended])
        expectNoLeftovers(stage)
    }

    @Test("A long press waiting for a double tap's failure fails when its finger lifts")
    func waitingLongPressFailsAtTheLift() {
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        let (stage, _) = stage(with: press)
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: 0.6)  // the press is long enough, but waits for the double tap
        stage.up(50, 50, at: 0.6)
        stage.app.advanceTime(to: 2)
        #expect(states.isEmpty)
        #expect(stage.log.entries == ["view began", "view ended"])
        expectNoLeftovers(stage)
    }

    @Test("A pinch waiting for another recognizer's failure fails when its fingers lift")
    func waitingPinchFailsAtTheLift() {
        var states: [UIGestureRecognizer.State] = []
        let pinch = UIPinchGestureRecognizer { states.append($0.state) }
        let stage = GestureStage()
        let blocker = ScriptedRecognizer("blocker", log: stage.log)
        pinch.require(toFail: blocker)
        stage.view.addGestureRecognizer(pinch)
        stage.view.addGestureRecognizer(blocker)
        stage.down(80, 100, at: 0, finger: 1)
        stage.down(120, 100, at: 0, finger: 2)
        stage.move(60, 100, at: 0.02, finger: 1)
        stage.move(140, 100, at: 0.02, finger: 2)  // the pinch wants to begin and waits
        stage.up(60, 100, at: 0.04, finger: 1)
        stage.up(140, 100, at: 0.04, finger: 2)
        #expect(pinch.state == .possible)
        blocker.state = .failed  // too late: the pinch's fingers are up
        #expect(states.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A waiting pan receives a finger that touches down while it waits")
    func waitingPanReceivesNewFingers() {
        let stage = GestureStage()
        let blocker = ScriptedRecognizer("blocker", log: stage.log)
        var touchesAtBegan = 0
        let pan = UIPanGestureRecognizer { if $0.state == .began { touchesAtBegan = $0.numberOfTouches } }
        pan.require(toFail: blocker)
        stage.view.addGestureRecognizer(pan)
        stage.view.addGestureRecognizer(blocker)
        stage.down(50, 50, at: 0, finger: 1)
        stage.move(70, 50, at: 0.02, finger: 1)  // the pan waits for the blocker
        stage.down(50, 100, at: 0.04, finger: 2)
        blocker.state = .failed
        #expect(pan.state == .began)
        #expect(touchesAtBegan == 2)
        stage.up(70, 50, at: 0.06, finger: 1)
        stage.up(50, 100, at: 0.06, finger: 2)
        #expect(pan.state == .possible)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A waiting pan whose requirement fails in the event that lifts its finger never begins")
    func requirementFailingAtTheLiftBeginsNothing() {
        let stage = GestureStage()
        var states: [UIGestureRecognizer.State] = []
        let blocker = ScriptedRecognizer("blocker", log: stage.log)
        blocker.onEnded = { $0.state = .failed }
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.require(toFail: blocker)
        stage.view.addGestureRecognizer(blocker)  // delivered first: it fails before the pan sees the lift
        stage.view.addGestureRecognizer(pan)
        stage.down(50, 50, at: 0)
        stage.move(70, 50, at: 0.02)
        stage.up(70, 50, at: 0.04)
        #expect(states.isEmpty)
        #expect(stage.log.entries.last == "view ended")
        expectNoLeftovers(stage)
    }

    @Test("require(toFail:) that would close a cycle is refused with failureRequirementCycle")
    func requireToFailCycleIsRefused() {
        let first = UITapGestureRecognizer()
        let second = UITapGestureRecognizer()
        let third = UITapGestureRecognizer()
        let collected = diagnostics {
            first.require(toFail: second)
            second.require(toFail: third)
            third.require(toFail: first)
        }
        #expect(collected.codes == [.failureRequirementCycle])
        #expect(third.failureRequirements.isEmpty)
        #expect(first.failureRequirements.count == 1)
    }

    @Test("Two recognizers whose delegates make them require each other do not stall: the touch ends")
    func delegateCycleIsBroken() {
        let stage = GestureStage()
        let delegate = MutualRequirementDelegate()
        let first = ScriptedRecognizer("first", log: stage.log)
        let second = ScriptedRecognizer("second", log: stage.log)
        for recognizer in [first, second] {
            recognizer.delegate = delegate
            recognizer.onEnded = { $0.state = .ended }
            stage.view.addGestureRecognizer(recognizer)
        }
        let collected = diagnostics {
            stage.down(50, 50, at: 0)
            stage.up(50, 50, at: 0.1)
            stage.app.advanceTime(to: 1)
        }
        #expect(collected.codes == [.failureRequirementCycle])
        #expect(stage.log.entries.contains("first action ended"))
        #expect(!stage.log.entries.contains("second action ended"))
        #expect(stage.log.entries.contains("view cancelled"))
        expectNoLeftovers(stage)
    }

    @Test("A button under two recognizers that require each other stops tracking when the touch ends")
    func buttonUnderCycleStopsTracking() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        var tapped = false
        button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
        stage.view.addSubview(button)
        let first = UILongPressGestureRecognizer()
        let second = UILongPressGestureRecognizer()
        first.minimumPressDuration = 0.1
        second.minimumPressDuration = 0.1
        let collected = diagnostics {
            first.require(toFail: second)
            second.require(toFail: first)
        }
        #expect(collected.codes == [.failureRequirementCycle])
        stage.view.addGestureRecognizer(first)
        stage.view.addGestureRecognizer(second)
        stage.down(30, 30, at: 0)
        stage.app.advanceTime(to: 0.2)
        stage.up(30, 30, at: 0.3)
        stage.app.advanceTime(to: 1)
        #expect(!button.isTracking)
        #expect(!button.isHighlighted)
        #expect(!tapped)  // the long press that began cancelled the button's touch
        expectNoLeftovers(stage)
    }
}
