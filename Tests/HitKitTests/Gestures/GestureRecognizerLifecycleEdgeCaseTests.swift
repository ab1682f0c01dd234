import Foundation
import Testing

@testable import HitKit

/// Apple's `UIGestureRecognizer.isEnabled` and `reset()` at their edges: removing or disabling a
/// recognizer in the middle of its touches, and what the view gets of those touches afterwards
/// (`cancelsTouchesInView`, `delaysTouchesBegan`).
@MainActor
@Suite("Gesture recognizer lifecycle edge cases")
struct GestureRecognizerLifecycleEdgeCaseTests {
    /// A pan on the stage's view, logging its actions, that has begun and changed on one finger.
    private func stageWithPanInProgress(cancelsTouchesInView: Bool = true) -> (GestureStage, UIPanGestureRecognizer) {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer { recognizer in stage.log("pan \(recognizer.state)") }
        pan.cancelsTouchesInView = cancelsTouchesInView
        stage.view.addGestureRecognizer(pan)
        stage.down(50, 50, at: 0)
        stage.move(70, 50, at: 0.016)
        stage.move(80, 50, at: 0.032)
        return (stage, pan)
    }

    /// `isEnabled`: removing a recognizer mid-gesture cancels it (its action sees `cancelled`);
    /// it is reset to `possible` at once, gets nothing more of the touch, and the next touch
    /// sequence reaches the view normally.
    @Test("Removing a pan mid-gesture cancels it, resets it, and it gets no more touches")
    func removingAChangedPanCancelsIt() {
        let (stage, pan) = stageWithPanInProgress()
        #expect(pan.state == .changed)
        stage.view.removeGestureRecognizer(pan)
        #expect(stage.log.entries.last == "pan cancelled")
        #expect(pan.state == .possible)
        #expect(pan.view == nil)
        let entriesAtRemoval = stage.log.entries
        stage.move(90, 50, at: 0.048)
        stage.up(90, 50, at: 0.064)
        #expect(stage.log.entries == entriesAtRemoval)
        #expect(entriesAtRemoval == ["view began", "view cancelled", "pan began", "pan changed", "pan cancelled"])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        stage.down(50, 50, at: 1)
        stage.move(80, 50, at: 1.05)
        stage.up(80, 50, at: 1.1)
        #expect(Array(stage.log.entries.suffix(3)) == ["view began", "view moved", "view ended"])
    }

    /// `isEnabled` with `cancelsTouchesInView = false`: the view kept its touch while the pan ran,
    /// and keeps getting it, to its normal end, once the pan is removed.
    @Test("Removing a pan that does not cancel touches leaves the view's touch running to its end")
    func removingAPanThatKeepsTheViewsTouch() {
        let (stage, pan) = stageWithPanInProgress(cancelsTouchesInView: false)
        stage.view.removeGestureRecognizer(pan)
        stage.move(90, 50, at: 0.048)
        stage.up(90, 50, at: 0.064)
        #expect(
            stage.log.entries == [
                "view began", "pan began", "view moved", "pan changed", "view moved", "pan cancelled", "view moved",
                "view ended",
            ])
    }

    /// `delaysTouchesBegan` and `isEnabled`: removing or disabling an undecided recognizer fails it
    /// (no action is sent), so the touch it held from the view is delivered at once, in order —
    /// began, then the moves that followed — and the rest of the touch goes straight to the view.
    @Test(
        "Stopping an undecided recognizer that delays touchesBegan delivers the held began, then the moves",
        arguments: Stopping.allCases)
    func stoppingADelayingRecognizerReleasesTheHeldTouch(_ stopping: Stopping) {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.delaysTouchesBegan = true
        stage.view.addGestureRecognizer(recognizer)
        stage.down(50, 50, at: 0)
        stage.move(55, 50, at: 0.1)
        stage.move(58, 50, at: 0.15)
        #expect(!stage.log.entries.contains { $0.hasPrefix("view") })
        switch stopping {
        case .removal: stage.view.removeGestureRecognizer(recognizer)
        case .disabling: recognizer.isEnabled = false
        }
        #expect(
            stage.log.entries == [
                "rec touchesBegan", "rec touchesMoved", "rec touchesMoved", "view began", "view moved", "view moved",
            ])
        stage.move(60, 50, at: 0.2)
        stage.up(60, 50, at: 0.25)
        #expect(Array(stage.log.entries.suffix(2)) == ["view moved", "view ended"])
        #expect(!stage.log.entries.contains { $0.hasPrefix("rec action") })
        #expect(recognizer.state == .possible)
        #expect(stage.app.activeTouches.isEmpty)
    }

    /// How a test stops a recognizer: by removing it from its view, or by disabling it.
    enum Stopping: CaseIterable, Sendable {
        case removal
        case disabling
    }

    /// `delaysTouchesEnded` and `isEnabled`: a double tap holds the view's first touchesEnded while
    /// it may still recognize; stopping it (which fails it, as it is undecided) releases that end
    /// at once.
    @Test(
        "Stopping a double tap that holds the first tap's touchesEnded releases it to the view",
        arguments: Stopping.allCases)
    func stoppingADoubleTapReleasesTheHeldEnd(_ stopping: Stopping) {
        let stage = GestureStage()
        let double = UITapGestureRecognizer { _ in stage.log("double") }
        double.numberOfTapsRequired = 2
        stage.view.addGestureRecognizer(double)
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        #expect(stage.log.entries == ["view began"])
        switch stopping {
        case .removal: stage.view.removeGestureRecognizer(double)
        case .disabling: double.isEnabled = false
        }
        #expect(stage.log.entries == ["view began", "view ended"])
        stage.down(50, 50, at: 0.15)
        stage.up(50, 50, at: 0.2)
        stage.app.advanceTime(to: 2)
        #expect(stage.log.entries == ["view began", "view ended", "view began", "view ended"])
        #expect(double.state == .possible)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    /// Apple's `reset()`: a recognizer stopped mid-touch is reset only before the next touch
    /// sequence — re-enabling it while the finger is still down does not give it the rest of that
    /// touch.
    @Test("A recognizer disabled and re-enabled mid-touch sits out that touch and takes the next")
    func reEnabledRecognizerWaitsForTheNextTouch() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        stage.view.addGestureRecognizer(recognizer)
        stage.down(50, 50, at: 0)
        recognizer.isEnabled = false
        recognizer.isEnabled = true
        stage.move(60, 50, at: 0.1)
        stage.up(60, 50, at: 0.2)
        #expect(stage.log.entries == ["rec touchesBegan", "view began", "view moved", "view ended"])
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 1)
        stage.down(50, 50, at: 1)
        #expect(Array(stage.log.entries.suffix(2)) == ["rec touchesBegan", "view began"])
        stage.up(50, 50, at: 1.1)
    }
}
