import Foundation
import Testing

@testable import HitKit

/// Who wins, who waits, who is refused (Apple's
/// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`, `require(toFail:)`, `isEnabled`),
/// with scripted recognizers so each rule is seen on its own. The built-in recognizers' scenarios
/// are in `GestureScenarioTests`.
@MainActor
@Suite("Gesture arbitration")
struct GestureArbitrationTests {
    @Test("The first recognizer to recognize fails the others on its touches")
    func recognizingFailsCompetitors() {
        let stage = GestureStage()
        let first = ScriptedRecognizer("first", log: stage.log)
        let second = ScriptedRecognizer("second", log: stage.log)
        first.onEnded = { $0.state = .ended }
        second.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(first)
        stage.view.addGestureRecognizer(second)
        let recorder = DecisionRecorder()
        stage.app.addObserver(recorder)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries.contains("first action ended"))
        #expect(!stage.log.entries.contains("second touchesEnded"))
        #expect(!stage.log.entries.contains("second action ended"))
        let failure = recorder.decisions.first { $0.recognizer === second }
        #expect(failure?.outcome == .failed)
        #expect(failure?.cause === first)
    }

    @Test("A delegate allowing simultaneous recognition lets both recognize")
    func simultaneousRecognitionThroughTheDelegate() {
        let stage = GestureStage()
        let first = ScriptedRecognizer("first", log: stage.log)
        let second = ScriptedRecognizer("second", log: stage.log)
        first.onEnded = { $0.state = .ended }
        second.onEnded = { $0.state = .ended }
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        second.delegate = delegate
        stage.view.addGestureRecognizer(first)
        stage.view.addGestureRecognizer(second)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries.contains("first action ended"))
        #expect(stage.log.entries.contains("second action ended"))
    }

    @Test("A continuous gesture in progress is cancelled when a competitor recognizes")
    func competitorCancelsContinuousGesture() {
        let stage = GestureStage()
        let pan = ScriptedRecognizer("pan", log: stage.log)
        let other = ScriptedRecognizer("other", log: stage.log)
        pan.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        stage.view.addGestureRecognizer(pan)
        stage.view.addGestureRecognizer(other)
        stage.down(10, 10, at: 0)
        stage.move(30, 10, at: 0.1)
        #expect(pan.state == .began)
        #expect(other.state == .failed)
        stage.up(30, 10, at: 0.2)
    }

    @Test("A recognizer requiring another's failure waits, then recognizes when the other fails")
    func failureRequirementHoldsUntilTheOtherFails() {
        let stage = GestureStage()
        let single = ScriptedRecognizer("single", log: stage.log)
        let double = ScriptedRecognizer("double", log: stage.log)
        single.onEnded = { $0.state = .ended }
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        let recorder = DecisionRecorder()
        stage.app.addObserver(recorder)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(single.state == .possible)
        #expect(!stage.log.entries.contains("single action ended"))
        #expect(stage.log.entries.last == "double touchesEnded")
        #expect(recorder.decisions.first?.outcome == .waiting)
        #expect(recorder.decisions.first?.cause === double)
        double.state = .failed
        #expect(Array(stage.log.entries.suffix(2)) == ["view cancelled", "single action ended"])
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
    }

    @Test("A recognizer requiring another's failure fails when the other recognizes")
    func failureRequirementFailsWhenTheOtherRecognizes() {
        let stage = GestureStage()
        let single = ScriptedRecognizer("single", log: stage.log)
        let double = ScriptedRecognizer("double", log: stage.log)
        single.onEnded = { $0.state = .ended }
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        double.state = .ended
        #expect(stage.log.entries.contains("double action ended"))
        #expect(!stage.log.entries.contains("single action ended"))
        #expect(single.resetCount == 1)
    }

    @Test(
        "Each delegate and subclass hook creates the same dependency as require(toFail:)",
        arguments: FailureRequirementHook.allCases)
    func failureRequirementHooks(_ hook: FailureRequirementHook) {
        let stage = GestureStage()
        let single = ScriptedRecognizer("single", log: stage.log)
        let double = RequiredToFailRecognizer("double", log: stage.log)
        single.onEnded = { $0.state = .ended }
        let delegate = FailureRequirementDelegate(single: single, double: double)
        switch hook {
        case .delegateShouldRequireFailureOf: single.delegate = delegate
        case .delegateShouldBeRequiredToFailBy: double.delegate = delegate
        case .subclassShouldBeRequiredToFailBy: double.waiter = single
        }
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(single.state == .possible)
        #expect(!stage.log.entries.contains("single action ended"))
        double.state = .failed
        #expect(stage.log.entries.contains("single action ended"))
        withExtendedLifetime(delegate) {}  // recognizers hold their delegate weakly
    }

    @Test("gestureRecognizerShouldBegin false from the delegate fails it and the view ends normally")
    func delegateRefusesToBegin() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        let delegate = ScriptedDelegate()
        delegate.shouldBegin = false
        recognizer.delegate = delegate
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.log.entries == ["rec touchesBegan", "view began", "rec touchesEnded", "view ended"])
    }

    @Test("A view's gestureRecognizerShouldBegin false refuses recognizers of its touches")
    func viewRefusesToLetARecognizerBegin() {
        final class RefusingView: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let stage = GestureStage()
        let child = RefusingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stage.view.addSubview(child)
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        stage.view.addGestureRecognizer(recognizer)
        let recorder = DecisionRecorder()
        stage.app.addObserver(recorder)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(!stage.log.entries.contains("rec action ended"))
        #expect(recorder.decisions.first?.reason == "RefusingView.gestureRecognizerShouldBegin(_:) returned false")
    }

    @Test("Disabling a recognizer mid-gesture cancels it and sends its action")
    func disablingMidGestureCancels() {
        let stage = GestureStage()
        let pan = ScriptedRecognizer("pan", log: stage.log)
        pan.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        stage.view.addGestureRecognizer(pan)
        stage.down(10, 10, at: 0)
        stage.move(30, 10, at: 0.1)
        pan.isEnabled = false
        #expect(stage.log.entries.last == "pan action cancelled")
        stage.move(40, 10, at: 0.2)
        stage.up(40, 10, at: 0.3)
        #expect(stage.log.entries.last == "pan action cancelled")
        #expect(pan.state == .possible)
    }

    @Test("A recognizer removed inside its own action stops cleanly and gets no more touches")
    func removedInsideItsOwnAction() {
        let stage = GestureStage()
        let pan = ScriptedRecognizer("pan", log: stage.log)
        pan.onMoved = { $0.state = $0.state == .possible ? .began : .changed }
        pan.addTarget { recognizer in recognizer.view?.removeGestureRecognizer(recognizer) }
        stage.view.addGestureRecognizer(pan)
        stage.down(10, 10, at: 0)
        stage.move(30, 10, at: 0.1)
        stage.move(40, 10, at: 0.2)
        stage.up(40, 10, at: 0.3)
        #expect(pan.view == nil)
        #expect(pan.state == .possible)
        #expect(stage.log.entries.filter { $0.hasPrefix("pan touchesMoved") }.count == 1)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
    }

    @Test("A recognizer whose view is removed inside its action stops cleanly")
    func viewRemovedInsideTheAction() {
        let stage = GestureStage()
        let recognizer = ScriptedRecognizer("rec", log: stage.log)
        recognizer.onEnded = { $0.state = .ended }
        recognizer.addTarget { recognizer in recognizer.view?.removeFromSuperview() }
        stage.view.addGestureRecognizer(recognizer)
        stage.down(10, 10, at: 0)
        stage.up(10, 10, at: 0.1)
        #expect(stage.view.superview == nil)
        #expect(recognizer.state == .possible)
        stage.down(10, 10, at: 1)
        stage.up(10, 10, at: 1.1)
        #expect(stage.log.entries.filter { $0 == "rec touchesBegan" }.count == 1)
        #expect(stage.app.activeTouches.isEmpty)
    }
}

/// The hooks, besides `require(toFail:)`, that make one recognizer wait for another's failure.
enum FailureRequirementHook: CaseIterable, Sendable {
    /// The waiting recognizer's delegate answers `shouldRequireFailureOf` with true.
    case delegateShouldRequireFailureOf
    /// The other recognizer's delegate answers `shouldBeRequiredToFailBy` with true.
    case delegateShouldBeRequiredToFailBy
    /// The other recognizer's subclass overrides `shouldBeRequiredToFail(by:)`.
    case subclassShouldBeRequiredToFailBy
}

/// A delegate that makes `single` wait for `double`, from either side.
@MainActor
private final class FailureRequirementDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var single: UIGestureRecognizer?
    weak var double: UIGestureRecognizer?

    init(single: UIGestureRecognizer, double: UIGestureRecognizer) {
        self.single = single
        self.double = double
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { gestureRecognizer === single && otherGestureRecognizer === double }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { gestureRecognizer === double && otherGestureRecognizer === single }
}

/// A scripted recognizer whose subclass hook makes `waiter` wait for its failure.
private final class RequiredToFailRecognizer: ScriptedRecognizer {
    weak var waiter: UIGestureRecognizer?

    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === waiter
    }
}
