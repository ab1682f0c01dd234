import Foundation
import Testing

@testable import HitKit

/// Which recognizers see a touch, in which order against the view, and how their decisions
/// shape what the view gets (Apple's `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`, `UITouch.gestureRecognizers`, `isEnabled`).
@MainActor
@Suite("Gesture recognizers get touches before views")
struct GestureDeliveryTests {
    @Test("Each phase reaches the recognizer before the view")
    func recognizerSeesEachPhaseFirst() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .failed }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.move(12, 10, at: 0.1)
        stage.up(12, 10, at: 0.2)
        #expect(
            stage.log.entries == [
                "rec touchesBegan", "view began", "rec touchesMoved", "view moved", "rec touchesEnded", "view ended",
            ])
    }

    @Test("The touch's recognizers are the hit view's, then its ancestors', then the window's")
    func recognizersComeFromTheHitViewAndItsAncestors() {
        let stage = GestureStage()
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: stage.log)
        let sibling = RecordingView("sibling", frame: CGRect(x: 100, y: 0, width: 50, height: 50), log: stage.log)
        stage.view.addSubview(child)
        stage.view.addSubview(sibling)
        let onChild = ScriptedRecognizer("child", log: stage.log)
        let onView = ScriptedRecognizer("view", log: stage.log)
        let onWindow = ScriptedRecognizer("window", log: stage.log)
        let onSibling = ScriptedRecognizer("sibling", log: stage.log)
        child.addGestureRecognizer(onChild)
        stage.view.addGestureRecognizer(onView)
        stage.window.addGestureRecognizer(onWindow)
        sibling.addGestureRecognizer(onSibling)
        stage.down(10, 10, at: 0)
        let touch = stage.app.activeTouches.first
        #expect(touch?.gestureRecognizers?.compactMap(\.name) == ["child", "view", "window"])
        stage.app.cancelAllTouches()
    }

    @Test("A recognizer under a non-interactive ancestor never sees the touch")
    func nonInteractiveAncestorSilencesRecognizers() {
        let stage = GestureStage()
        let child = RecordingView("child", frame: CGRect(x: 0, y: 0, width: 50, height: 50), log: stage.log)
        stage.view.addSubview(child)
        stage.view.isUserInteractionEnabled = false
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        child.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries.isEmpty)
    }

    @Test("A delegate refusing the touch keeps the recognizer from seeing it")
    func delegateCanRefuseTouch() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        let delegate = ScriptedDelegate()
        delegate.shouldReceive = false
        recognizer.delegate = delegate
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries == ["view began", "view ended"])
    }

    @Test("A disabled recognizer gets no touches")
    func disabledRecognizerGetsNothing() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.isEnabled = false
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries == ["view began", "view ended"])
    }

    @Test("cancelsTouchesInView: a recognizing recognizer turns the view's touch into touchesCancelled")
    func recognizingCancelsTheViewsTouches() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(
            stage.log.entries == [
                "rec touchesBegan", "view began", "rec touchesEnded", "view cancelled", "rec action ended",
            ])
    }

    @Test("cancelsTouchesInView false: the view's touch ends normally after recognition")
    func notCancellingLetsTheViewEnd() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.cancelsTouchesInView = false
        recognizer.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(
            stage.log.entries == [
                "rec touchesBegan", "view began", "rec touchesEnded", "rec action ended", "view ended",
            ])
    }

    @Test("A continuous gesture that begins mid-touch cancels the view, which never sees it end")
    func continuousBeginCancelsTheViewMidTouch() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("pan", log: stage.log)
        recognizer.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        recognizer.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.move(30, 10, at: 0.1)
        stage.move(50, 10, at: 0.2)
        stage.up(50, 10, at: 0.3)
        #expect(
            stage.log.entries == [
                "pan touchesBegan", "view began",
                "pan touchesMoved", "view cancelled", "pan action began",
                "pan touchesMoved", "pan action changed",
                "pan touchesEnded", "pan action ended",
            ])
    }

    @Test("delaysTouchesBegan: the view gets the held began and moves once the recognizer fails")
    func delayedBeganIsReleasedOnFailure() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.delaysTouchesBegan = true
        recognizer.onMoved = { $0.state = .failed }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        #expect(stage.log.entries == ["rec touchesBegan"])
        stage.move(40, 10, at: 0.1)
        stage.up(40, 10, at: 0.2)
        #expect(
            stage.log.entries == [
                "rec touchesBegan", "rec touchesMoved", "view began", "view moved", "view ended",
            ])
    }

    @Test("delaysTouchesBegan: when the recognizer recognizes the view never hears of the touch")
    func delayedBeganIsDroppedOnRecognition() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.delaysTouchesBegan = true
        recognizer.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.move(12, 10, at: 0.1)
        stage.up(12, 10, at: 0.2)
        #expect(
            stage.log.entries == ["rec touchesBegan", "rec touchesMoved", "rec touchesEnded", "rec action ended"])
    }

    @Test("delaysTouchesEnded: the view's end waits while the recognizer may still recognize")
    func endedIsHeldWhileUndecided() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries == ["rec touchesBegan", "view began", "rec touchesEnded"])
        recognizer.state = .failed
        #expect(stage.log.entries.last == "view ended")
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 1)
    }

    @Test("delaysTouchesEnded false: the view's end is not held")
    func endedIsNotHeldWhenNotDelayed() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.delaysTouchesEnded = false
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries == ["rec touchesBegan", "view began", "rec touchesEnded", "view ended"])
        #expect(stage.app.undecidedGestureRecognizers.map(\.traceName) == ["rec"])
    }

    @Test("A finished recognizer is reset to possible once its touches are up, and reset() runs once")
    func finishedRecognizerIsResetWhenTouchesEnd() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onBegan = { $0.state = .failed }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        #expect(recognizer.state == .failed)
        stage.move(20, 10, at: 0.1)
        #expect(!stage.log.entries.contains("rec touchesMoved"))
        stage.up(20, 10, at: 0.2)
        #expect(recognizer.state == .possible)
        #expect(recognizer.resetCount == 1)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("An illegal state change is refused with a diagnostic and leaves the state alone")
    func illegalTransitionIsRefused() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onBegan = { $0.state = .changed }
        stage.view.addGestureRecognizer(recognizer)
        let collected = DiagnosticBox()
        HitKitDiagnostics.$handler.withValue(
            { diagnostic in collected.append(diagnostic) },
            operation: {
                stage.down(10, 10, at: 0)
            })
        #expect(recognizer.state == .possible)
        #expect(collected.codes == [.illegalGestureTransition])
        stage.app.cancelAllTouches()
    }
}

/// A thread-safe collector for diagnostics reported through the task-local handler.
final class DiagnosticBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [HitKitDiagnostic] = []
    func append(_ diagnostic: HitKitDiagnostic) { lock.withLock { stored.append(diagnostic) } }
    var codes: [HitKitDiagnostic.Code] { lock.withLock { stored.map(\.code) } }
}
