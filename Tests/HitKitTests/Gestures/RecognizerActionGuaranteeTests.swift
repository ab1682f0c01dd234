import Foundation
import Testing

@testable import HitKit

/// What a recognizer's target is promised: a continuous gesture it hears of begins before it is
/// cancelled (Apple's `UIGestureRecognizer.State`), and removing or disabling a recognizer
/// mid-gesture cancels it, with its `.cancelled` action (Apple's `isEnabled`) — even from inside an
/// action.
@MainActor
@Suite("Recognizer action guarantees")
struct RecognizerActionGuaranteeTests {
    @Test("A pan prevented by a swipe as both stop waiting never sends its target cancelled")
    func preventedPanSendsNoCancelled() {
        let stage = GestureStage()
        var panStates: [UIGestureRecognizer.State] = []
        var swiped = 0
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        let swipe = UISwipeGestureRecognizer { _ in swiped += 1 }
        let pan = UIPanGestureRecognizer { panStates.append($0.state) }
        swipe.require(toFail: doubleTap)
        pan.require(toFail: doubleTap)
        stage.view.addGestureRecognizer(swipe)
        stage.view.addGestureRecognizer(pan)
        stage.view.addGestureRecognizer(doubleTap)
        stage.down(20, 100, at: 0)
        stage.move(45, 100, at: 0.02)  // the pan waits for the double tap
        stage.move(80, 100, at: 0.04)  // the swipe recognizes and waits; the double tap fails
        stage.up(80, 100, at: 0.06)
        #expect(swiped == 1)
        #expect(!panStates.contains(.cancelled))
        #expect(panStates.isEmpty)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A pan that removes itself from its view in its own action gets the cancelled action")
    func removingItselfInItsActionCancelsIt() {
        let stage = GestureStage()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer()
        pan.addTarget { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .changed { recognizer.view?.removeGestureRecognizer(recognizer) }
        }
        stage.view.addGestureRecognizer(pan)
        stage.down(50, 50, at: 0)
        stage.move(70, 50, at: 0.02)
        stage.move(80, 50, at: 0.04)
        stage.move(90, 50, at: 0.06)
        stage.up(90, 50, at: 0.08)
        #expect(states == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("A pan removed in another recognizer's action gets the cancelled action")
    func removingAnotherInAnActionCancelsIt() {
        let stage = GestureStage()
        var states: [UIGestureRecognizer.State] = []
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        let first = UIPanGestureRecognizer { states.append($0.state) }
        let second = UIPanGestureRecognizer { recognizer in
            if recognizer.state == .began { stage.view.removeGestureRecognizer(first) }
        }
        first.delegate = delegate
        stage.view.addGestureRecognizer(first)
        stage.view.addGestureRecognizer(second)
        stage.down(50, 50, at: 0)
        stage.move(70, 50, at: 0.02)
        stage.up(70, 50, at: 0.04)
        #expect(states == [.began, .cancelled])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("A pan disabled in its own action gets the cancelled action")
    func disablingItselfInItsActionCancelsIt() {
        let stage = GestureStage()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer()
        pan.addTarget { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .began { recognizer.isEnabled = false }
        }
        stage.view.addGestureRecognizer(pan)
        stage.down(50, 50, at: 0)
        stage.move(70, 50, at: 0.02)
        stage.move(80, 50, at: 0.04)
        stage.up(80, 50, at: 0.06)
        #expect(states == [.began, .cancelled])
    }
}

extension RecognizerActionGuaranteeTests {
    @Test("A pan whose row removes itself when the pan cancels its touch never sends its target cancelled alone")
    func rowRemovedByTheCancelOfItsPanHearsNoLoneCancelled() {
        let stage = CoreStage()
        let row = stage.view("row", CGRect(x: 0, y: 0, width: 320, height: 60))
        row.reaction = { if $0 == "cancelled" { row.removeFromSuperview() } }
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        #expect(pan.cancelsTouchesInView)
        row.addGestureRecognizer(pan)
        stage.down(1, 20, 30, at: 0)
        stage.move(1, 60, 30, at: 0.02)
        stage.move(1, 90, 30, at: 0.04)
        stage.up(1, 90, 30, at: 0.06)
        #expect(stage.journal.entries == ["row began 1", "row cancelled 1"])
        #expect(row.window == nil)
        // The row left before the pan's began was announced: the pan fails, as one prevented then does.
        #expect(states.isEmpty)
        #expect(pan.state == .possible)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
    }
}
