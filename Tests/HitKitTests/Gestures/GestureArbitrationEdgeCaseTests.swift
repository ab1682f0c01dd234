import Foundation
import Testing

@testable import HitKit

/// A button that records its tracking callbacks and the control events a touch sends it.
@MainActor
private final class ArbitratedButton: UIButton {
    let log: GestureLog

    init(frame: CGRect, log: GestureLog) {
        self.log = log
        super.init(frame: frame)
        addAction(UIAction { _ in log("button tapped") }, for: .touchUpInside)
        addAction(UIAction { _ in log("button cancelled") }, for: .touchCancel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func cancelTracking(with event: UIEvent?) {
        log("button cancelTracking")
        super.cancelTracking(with: event)
    }
}

/// Arbitration rules at their edges (Apple's `isMultipleTouchEnabled`, `isExclusiveTouch`,
/// `cancelsTouchesInView`, `UITouch.gestureRecognizers` and "Attaching gesture recognizers to UIKit
/// controls"): controls against recognizers on their ancestors, touches withheld from views, and
/// which touches a recognizer's recognition cancels.
@MainActor
@Suite("Gesture arbitration edge cases")
struct GestureArbitrationEdgeCaseTests {
    private func stageWithButton() -> (GestureStage, ArbitratedButton) {
        let stage = GestureStage()
        let button = ArbitratedButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40), log: stage.log)
        stage.view.addSubview(button)
        return (stage, button)
    }

    /// "Attaching gesture recognizers to UIKit controls" exempts only a single-finger single tap on
    /// a button, not a parent's two-finger recognizer, so the button lets the parent's two-finger
    /// tap begin, and its recognition cancels the button's touch.
    @Test("A parent's two-finger tap over a button is not refused by it, and cancels the button's touch")
    func parentTwoFingerTapBeatsButton() {
        let (stage, button) = stageWithButton()
        let twoFingerTap = UITapGestureRecognizer { _ in stage.log("two-finger tap") }
        twoFingerTap.numberOfTouchesRequired = 2
        stage.view.addGestureRecognizer(twoFingerTap)
        let recorder = DecisionRecorder()
        stage.app.addObserver(recorder)
        stage.down(30, 30, at: 0, finger: 1)
        stage.down(60, 30, at: 0.02, finger: 2)
        #expect(button.isTracking)
        stage.up(30, 30, at: 0.1, finger: 1)
        stage.up(60, 30, at: 0.12, finger: 2)
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["button cancelTracking", "button cancelled", "two-finger tap"])
        #expect(!recorder.decisions.contains { $0.recognizer === twoFingerTap && $0.outcome == .failed })
        #expect(!button.isTracking)
        #expect(stage.app.activeTouches.isEmpty)
    }

    /// A pan or long press on an ancestor that begins while a control tracks cancels it, as any
    /// recognition does (`cancelsTouchesInView`; the control's exemption is for its own gesture) —
    /// `cancelTracking(with:)`, then touchCancel, and no touchUpInside at the lift.
    @Test("An ancestor's pan that begins while a button tracks cancels the button: no touchUpInside")
    func ancestorPanCancelsTrackingButton() {
        let (stage, button) = stageWithButton()
        let pan = UIPanGestureRecognizer { recognizer in stage.log("pan \(recognizer.state)") }
        stage.view.addGestureRecognizer(pan)
        stage.down(30, 30, at: 0)
        #expect(button.isTracking)
        for step in 1...6 {
            stage.move(30 + 5 * CGFloat(step), 30, at: 0.016 * Double(step))
        }
        #expect(!button.isTracking)
        stage.up(60, 30, at: 0.2)
        #expect(Array(stage.log.entries.prefix(3)) == ["button cancelTracking", "button cancelled", "pan began"])
        #expect(stage.log.entries.last == "pan ended")
        #expect(!stage.log.entries.contains("button tapped"))
        #expect(stage.log.entries.filter { $0 == "button cancelled" }.count == 1)
    }

    /// "Attaching gesture recognizers to UIKit controls" exempts a single-finger swipe along a
    /// UISlider — not a swipe over a button,
    /// whose default action is a tap. So a parent's swipe over a button may recognize, and it
    /// cancels the button's touch (`cancelsTouchesInView`).
    @Test("A parent's swipe across a button is not refused: it recognizes and cancels the button")
    func parentSwipeBeatsButton() {
        let (stage, button) = stageWithButton()
        let swipe = UISwipeGestureRecognizer { _ in stage.log("swipe") }
        stage.view.addGestureRecognizer(swipe)
        stage.down(20, 30, at: 0)
        #expect(button.isTracking)
        stage.move(45, 30, at: 0.03)
        stage.move(25 + HitKitDefaults.swipeMinimumDistance, 31, at: 0.06)
        stage.up(25 + HitKitDefaults.swipeMinimumDistance, 31, at: 0.08)
        #expect(stage.log.entries == ["button cancelTracking", "button cancelled", "swipe"])
        #expect(!button.isTracking)
    }

    /// Apple's `isExclusiveTouch`: while an exclusive view is touched no other view of the window
    /// gets touches. UIKit withholds such a touch from the whole window, so the recognizers of the
    /// view it hit, of that view's ancestors and of the window do not see it either.
    @Test("A touch withheld because an exclusive view is touched reaches no recognizer")
    func exclusiveTouchWithholdsFromRecognizersOfOthers() {
        let stage = GestureStage()
        stage.view.isExclusiveTouch = true
        let other = RecordingView("other", frame: CGRect(x: 0, y: 250, width: 200, height: 200), log: stage.log)
        stage.window.addSubview(other)
        let exclusiveRecognizer = ScriptedRecognizer("exclusive rec", log: stage.log)
        let otherRecognizer = ScriptedRecognizer("other rec", log: stage.log)
        let windowRecognizer = ScriptedRecognizer("window rec", log: stage.log)
        stage.view.addGestureRecognizer(exclusiveRecognizer)
        other.addGestureRecognizer(otherRecognizer)
        stage.window.addGestureRecognizer(windowRecognizer)
        stage.down(50, 50, at: 0, finger: 1)
        stage.down(50, 300, at: 0.1, finger: 2)
        stage.move(60, 300, at: 0.2, finger: 2)
        stage.up(60, 300, at: 0.3, finger: 2)
        #expect(!stage.log.entries.contains { $0.hasPrefix("other") })
        #expect(stage.log.entries.filter { $0 == "window rec touchesBegan" }.count == 1)
        #expect(exclusiveRecognizer.numberOfTouches == 1)
        #expect(windowRecognizer.numberOfTouches == 1)
        stage.up(50, 50, at: 0.4, finger: 1)
    }

    /// Apple's `isExclusiveTouch`, the other direction: an exclusive view gets no touch while
    /// another view of the window is touched — nor do its recognizers.
    @Test("A touch on an exclusive view while another view is touched reaches no recognizer")
    func otherTouchWithholdsFromExclusiveRecognizers() {
        let stage = GestureStage()
        stage.view.isExclusiveTouch = true
        let other = RecordingView("other", frame: CGRect(x: 0, y: 250, width: 200, height: 200), log: stage.log)
        stage.window.addSubview(other)
        let exclusiveRecognizer = ScriptedRecognizer("exclusive rec", log: stage.log)
        stage.view.addGestureRecognizer(exclusiveRecognizer)
        stage.down(50, 300, at: 0, finger: 1)
        stage.down(50, 50, at: 0.1, finger: 2)
        stage.up(50, 50, at: 0.2, finger: 2)
        stage.up(50, 300, at: 0.3, finger: 1)
        #expect(stage.log.entries == ["other began", "other ended"])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    /// `isMultipleTouchEnabled = false` withholds a single-touch view's second touch from *the
    /// view* only; it says nothing of recognizers. UIKit's documentation of
    /// `isMultipleTouchEnabled` is about the view's `touches…` methods, and a pinch recognizer
    /// works on a `UIImageView` whose `isMultipleTouchEnabled` is false — so, unlike an
    /// exclusive-touch withhold, the second touch still reaches the view's recognizers.
    @Test("A second touch a single-touch view does not get still reaches its recognizers")
    func singleTouchViewsRecognizersSeeEveryTouch() {
        let stage = GestureStage()
        #expect(!stage.view.isMultipleTouchEnabled)
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        stage.view.addGestureRecognizer(recognizer)
        stage.down(50, 50, at: 0, finger: 1)
        stage.down(90, 50, at: 0.02, finger: 2)
        #expect(recognizer.numberOfTouches == 2)
        #expect(stage.log.entries == ["rec touchesBegan", "view began", "rec touchesBegan"])
        stage.up(50, 50, at: 0.1, finger: 1)
        stage.up(90, 50, at: 0.12, finger: 2)
    }

    /// Apple's `UITouch.gestureRecognizers`: the recognizers that see a touch are fixed when it
    /// begins, so one added to the view mid-touch sees nothing of that touch, and sees the next
    /// one.
    @Test("A recognizer added mid-touch does not see that touch, and sees the next")
    func recognizerAddedMidTouchWaitsForTheNextTouch() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .failed }
        stage.down(50, 50, at: 0)
        stage.view.addGestureRecognizer(recognizer)
        stage.move(60, 50, at: 0.1)
        stage.up(60, 50, at: 0.2)
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
        stage.down(50, 50, at: 1)
        stage.up(50, 50, at: 1.1)
        #expect(
            Array(stage.log.entries.suffix(4)) == ["rec touchesBegan", "view began", "rec touchesEnded", "view ended"])
    }

    /// Apple's `cancelsTouchesInView`: recognition cancels the touches that recognizer has seen — a
    /// finger on a sibling view, which that recognizer never saw, carries on to its normal end.
    @Test("cancelsTouchesInView cancels only the recognizer's touches; a finger on a sibling view carries on")
    func recognitionCancelsOnlyTheTouchesItSaw() {
        let stage = GestureStage()
        let sibling = RecordingView("sibling", frame: CGRect(x: 0, y: 250, width: 200, height: 200), log: stage.log)
        stage.window.addSubview(sibling)
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(50, 50, at: 0, finger: 1)
        stage.down(50, 300, at: 0.02, finger: 2)
        stage.up(50, 50, at: 0.1, finger: 1)
        stage.move(60, 300, at: 0.15, finger: 2)
        stage.up(60, 300, at: 0.2, finger: 2)
        #expect(
            stage.log.entries == [
                "rec touchesBegan", "view began", "sibling began", "rec touchesEnded", "view cancelled",
                "rec action ended", "sibling moved", "sibling ended",
            ])
    }
}
