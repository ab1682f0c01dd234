import Foundation
import Testing

@testable import HitKit

/// The arbitration rules of issue [2/6] with UIKit's built-in recognizers, each as a small story.
@MainActor
@Suite("Gesture arbitration with built-in recognizers")
struct GestureScenarioTests {
    private func tap(_ stage: GestureStage, at time: TimeInterval, x: CGFloat = 50, y: CGFloat = 50) {
        stage.down(x, y, at: time)
        stage.up(x, y, at: time + 0.05)
    }

    @Test("A single tap that requires a double tap's failure fires only once the double-tap interval has passed")
    func singleTapWaitsForDoubleTapToFail() {
        let stage = GestureStage()
        let single = UITapGestureRecognizer { _ in stage.log("single") }
        let double = UITapGestureRecognizer { _ in stage.log("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        tap(stage, at: 0)
        #expect(stage.log.entries == ["view began"])
        stage.app.advanceTime(to: 0.1)
        #expect(!stage.log.entries.contains("single"))
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["view began", "view cancelled", "single"])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("Two quick taps fire the double tap only, and the view's touches are cancelled")
    func doubleTapWinsOverSingleTap() {
        let stage = GestureStage()
        let single = UITapGestureRecognizer { _ in stage.log("single") }
        let double = UITapGestureRecognizer { _ in stage.log("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        tap(stage, at: 0)
        tap(stage, at: 0.15)
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["view began", "view began", "view cancelled", "double"])
    }

    @Test("A pan inside a pan: the inner one wins by default")
    func innerPanWinsByDefault() {
        let stage = GestureStage()
        let inner = RecordingView("inner", frame: CGRect(x: 20, y: 20, width: 100, height: 100), log: stage.log)
        stage.view.addSubview(inner)
        let outerPan = UIPanGestureRecognizer { recognizer in stage.log("outer \(recognizer.state)") }
        let innerPan = UIPanGestureRecognizer { recognizer in stage.log("inner \(recognizer.state)") }
        stage.view.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        drag(stage, from: CGPoint(x: 40, y: 40), to: CGPoint(x: 100, y: 40))
        #expect(stage.log.entries.contains("inner began"))
        #expect(stage.log.entries.contains("inner ended"))
        #expect(!stage.log.entries.contains { $0.hasPrefix("outer") })
    }

    @Test("A pan inside a pan: both pan when a delegate allows simultaneous recognition")
    func nestedPansRecognizeSimultaneouslyThroughTheDelegate() {
        let stage = GestureStage()
        let inner = RecordingView("inner", frame: CGRect(x: 20, y: 20, width: 100, height: 100), log: stage.log)
        stage.view.addSubview(inner)
        let outerPan = UIPanGestureRecognizer { recognizer in stage.log("outer \(recognizer.state)") }
        let innerPan = UIPanGestureRecognizer { recognizer in stage.log("inner \(recognizer.state)") }
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        stage.view.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        drag(stage, from: CGPoint(x: 40, y: 40), to: CGPoint(x: 100, y: 40))
        #expect(stage.log.entries.contains("inner began"))
        #expect(stage.log.entries.contains("outer began"))
        #expect(stage.log.entries.contains("outer ended"))
    }

    @Test("A UIButton inside a view with a tap recognizer: the button wins the tap")
    func buttonBeatsParentTap() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.addAction(UIAction { _ in stage.log("button tapped") }, for: .touchUpInside)
        stage.view.addSubview(button)
        let parentTap = UITapGestureRecognizer { _ in stage.log("parent tap") }
        stage.view.addGestureRecognizer(parentTap)
        tap(stage, at: 0, x: 30, y: 30)
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["button tapped"])
    }

    /// Apple's list of controls that keep a single tap names no plain `UIControl`, and UIKit gives
    /// one none (see the GestureRecognizers article).
    @Test("A plain UIControl inside a view with a tap recognizer: the parent's tap wins and cancels the control")
    func parentTapBeatsPlainControl() {
        let stage = GestureStage()
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        control.addAction(UIAction { _ in stage.log("control tapped") }, for: .touchUpInside)
        control.addAction(UIAction { _ in stage.log("control cancelled") }, for: .touchCancel)
        stage.view.addSubview(control)
        let parentTap = UITapGestureRecognizer { _ in stage.log("parent tap") }
        stage.view.addGestureRecognizer(parentTap)
        tap(stage, at: 0, x: 30, y: 30)
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["control cancelled", "parent tap"])
    }

    @Test("A tap recognizer on the button itself wins and cancels the button's touch")
    func tapOnTheButtonItselfCancelsTheButton() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.addAction(UIAction { _ in stage.log("button tapped") }, for: .touchUpInside)
        button.addAction(UIAction { _ in stage.log("button cancelled") }, for: .touchCancel)
        stage.view.addSubview(button)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in stage.log("tap") })
        tap(stage, at: 0, x: 30, y: 30)
        #expect(stage.log.entries == ["button cancelled", "tap"])
    }

    @Test("A parent's double tap is not exempted: two quick taps on a button fire the double tap")
    func parentDoubleTapBeatsButton() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.addAction(UIAction { _ in stage.log("button tapped") }, for: .touchUpInside)
        stage.view.addSubview(button)
        let double = UITapGestureRecognizer { _ in stage.log("double") }
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(double)
        tap(stage, at: 0, x: 30, y: 30)
        tap(stage, at: 0.15, x: 30, y: 30)
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["double"])
    }

    @Test("A long press on an ancestor that begins while a button tracks cancels the button")
    func longPressCancelsATrackingButton() {
        let stage = GestureStage()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.addAction(UIAction { _ in stage.log("button tapped") }, for: .touchUpInside)
        button.addAction(UIAction { _ in stage.log("button cancelled") }, for: .touchCancel)
        stage.view.addSubview(button)
        let longPress = UILongPressGestureRecognizer { recognizer in stage.log("long press \(recognizer.state)") }
        stage.view.addGestureRecognizer(longPress)
        stage.down(30, 30, at: 0)
        #expect(button.isTracking)
        stage.app.advanceTime(to: 0.6)
        stage.up(30, 30, at: 0.7)
        #expect(stage.log.entries == ["button cancelled", "long press began", "long press ended"])
    }

    @Test("cancelsTouchesInView true: the view sees began, then cancelled")
    func tapCancelsTheViewsTouch() {
        let stage = GestureStage()
        stage.view.addGestureRecognizer(UITapGestureRecognizer { _ in stage.log("tap") })
        tap(stage, at: 0)
        #expect(stage.log.entries == ["view began", "view cancelled", "tap"])
    }

    @Test("cancelsTouchesInView false: the view sees began, then ended")
    func tapLetsTheViewEndWhenNotCancelling() {
        let stage = GestureStage()
        let tapRecognizer = UITapGestureRecognizer { _ in stage.log("tap") }
        tapRecognizer.cancelsTouchesInView = false
        stage.view.addGestureRecognizer(tapRecognizer)
        tap(stage, at: 0)
        #expect(stage.log.entries == ["view began", "tap", "view ended"])
    }

    @Test("delaysTouchesBegan: a recognized tap never reaches the view; a drag that fails it does")
    func delaysTouchesBeganHoldsTheView() {
        let stage = GestureStage()
        let tapRecognizer = UITapGestureRecognizer { _ in stage.log("tap") }
        tapRecognizer.delaysTouchesBegan = true
        stage.view.addGestureRecognizer(tapRecognizer)
        tap(stage, at: 0)
        #expect(stage.log.entries == ["tap"])
        drag(stage, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 150, y: 20), start: 5)
        #expect(stage.log.entries.prefix(3) == ["tap", "view began", "view moved"])
        #expect(stage.log.entries.last == "view ended")
    }

    @Test("A disabled recognizer does nothing and the view gets the whole touch")
    func disabledTapDoesNothing() {
        let stage = GestureStage()
        let tapRecognizer = UITapGestureRecognizer { _ in stage.log("tap") }
        tapRecognizer.isEnabled = false
        stage.view.addGestureRecognizer(tapRecognizer)
        tap(stage, at: 0)
        #expect(stage.log.entries == ["view began", "view ended"])
    }

    @Test("A tap recognizer removed inside its own action fires once and never again")
    func tapRemovedInItsOwnAction() {
        let stage = GestureStage()
        let tapRecognizer = UITapGestureRecognizer { recognizer in
            stage.log("tap")
            recognizer.view?.removeGestureRecognizer(recognizer)
        }
        stage.view.addGestureRecognizer(tapRecognizer)
        tap(stage, at: 0)
        tap(stage, at: 1)
        #expect(stage.log.entries.filter { $0 == "tap" }.count == 1)
        #expect(tapRecognizer.view == nil)
        #expect(stage.app.activeTouches.isEmpty && stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("A tap whose view is removed inside its action fires once and leaves nothing behind")
    func tapViewRemovedInItsOwnAction() {
        let stage = GestureStage()
        let tapRecognizer = UITapGestureRecognizer { recognizer in
            stage.log("tap")
            recognizer.view?.removeFromSuperview()
        }
        stage.view.addGestureRecognizer(tapRecognizer)
        tap(stage, at: 0)
        tap(stage, at: 1)
        #expect(stage.log.entries.filter { $0 == "tap" }.count == 1)
        #expect(stage.app.activeTouches.isEmpty && stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("gestureRecognizerShouldBegin false: the tap fails and the view's touch ends normally")
    func shouldBeginFalseFailsTheTap() {
        let stage = GestureStage()
        let tapRecognizer = UITapGestureRecognizer { _ in stage.log("tap") }
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        tapRecognizer.delegate = delegate
        stage.view.addGestureRecognizer(tapRecognizer)
        tap(stage, at: 0)
        #expect(stage.log.entries == ["view began", "view ended"])
    }

    private func drag(_ stage: GestureStage, from start: CGPoint, to end: CGPoint, start startTime: TimeInterval = 0) {
        stage.down(start.x, start.y, at: startTime)
        let steps = 10
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            stage.move(
                start.x + (end.x - start.x) * fraction, start.y + (end.y - start.y) * fraction,
                at: startTime + 0.016 * Double(step))
        }
        stage.up(end.x, end.y, at: startTime + 0.016 * Double(steps + 1))
    }
}
