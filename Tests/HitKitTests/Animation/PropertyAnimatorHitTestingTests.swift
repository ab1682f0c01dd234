import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A card that answers hit-tests where its presentation layer is drawn: the classic override for
/// `isManualHitTestingEnabled`.
@MainActor
final class PresentationHitTestingCard: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let superview, let shown = layer.presentation() else { return super.hitTest(point, with: event) }
        let inSuperview = convert(point, to: superview)
        return shown.frame.contains(inSuperview) ? self : nil
    }
}

@MainActor
@Suite("Hit-testing views a property animator animates")
struct PropertyAnimatorHitTestingTests {
    /// The stage with named views, the card's animator running 0.5 s into its 1 s slide: the card is
    /// drawn at x 105…205 and its model frame is at x 210…310.
    private func midway(
        card: UIView? = nil, configure: (UIViewPropertyAnimator) -> Void = { _ in }
    ) -> (AnimatorStage, UIViewPropertyAnimator, EventGenerator) {
        let stage = AnimatorStage()
        if let card {
            stage.card.removeFromSuperview()
            card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            stage.background.addSubview(card)
        }
        let moving = card ?? stage.card
        moving.accessibilityIdentifier = "Card"
        stage.background.accessibilityIdentifier = "Background"
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { moving.center = CGPoint(x: 260, y: 50) }
        configure(animator)
        animator.startAnimation()
        stage.advance(0.5)
        let generator = try! EventGenerator(window: stage.window)
        return (stage, animator, generator)
    }

    private func hit(_ stage: AnimatorStage, _ x: CGFloat, _ y: CGFloat) -> UIView? {
        stage.window.hitTest(CGPoint(x: x, y: y), with: nil)
    }

    @Test("By default a property animator's view is hit where it is drawn, not at its model frame")
    func hitWhereDrawn() {
        let (stage, _, _) = midway()
        #expect(hit(stage, 150, 50) === stage.card)
        #expect(hit(stage, 260, 50) === stage.background)
        #expect(hit(stage, 50, 50) === stage.background)
    }

    @Test("The trace says the view was hit-tested where the property animator draws it")
    func traceSaysWhereDrawn() throws {
        let (stage, _, generator) = midway()
        let recorder = TraceRecorder(application: stage.app)
        try generator.fingerTap(at: CGPoint(x: 150, y: 50))
        let lines = recorder.lines(.hitTesting)
        #expect(
            lines.contains {
                $0.hasPrefix("whereDrawn <Card> (10") && $0.hasSuffix("hit-tested where a property animator draws it")
            })
        #expect(recorder.lines(.touches).contains("touch 1 bound to <Card>"))
    }

    @Test("With isUserInteractionEnabled false the animated view takes no touches, and the trace says why")
    func userInteractionDisabled() throws {
        let (stage, _, generator) = midway { $0.isUserInteractionEnabled = false }
        #expect(hit(stage, 150, 50) === stage.background)
        #expect(hit(stage, 260, 50) === stage.background)
        let recorder = TraceRecorder(application: stage.app)
        try generator.fingerTap(at: CGPoint(x: 260, y: 50))
        #expect(recorder.lines(.hitTesting).contains("skip <Card>: propertyAnimatorIgnoresTouches"))
    }

    @Test("With isManualHitTestingEnabled true the view is hit-tested at its model frame")
    func manualHitTestingUsesTheModel() {
        let (stage, animator, _) = midway { $0.isManualHitTestingEnabled = true }
        #expect(hit(stage, 260, 50) === stage.card)
        #expect(hit(stage, 150, 50) === stage.background)
        animator.isManualHitTestingEnabled = false
        #expect(hit(stage, 150, 50) === stage.card)
    }

    @Test("With isManualHitTestingEnabled true a hitTest override asking the presentation layer decides")
    func manualHitTestingWithOverride() {
        let card = PresentationHitTestingCard()
        let (stage, _, _) = midway(card: card) { $0.isManualHitTestingEnabled = true }
        #expect(hit(stage, 150, 50) === card)
        #expect(hit(stage, 260, 50) === stage.background)
    }

    @Test("A non-interruptible animator's views are hit-tested at their model frame")
    func nonInterruptibleUsesTheModel() {
        let (stage, _, _) = midway { $0.isInterruptible = false }
        #expect(hit(stage, 260, 50) === stage.card)
        #expect(hit(stage, 150, 50) === stage.background)
    }

    @Test("A paused animator's view is hit where it is drawn; once stopped or finished, at its model frame")
    func pausedAndStopped() {
        let (stage, animator, _) = midway()
        animator.pauseAnimation()
        animator.fractionComplete = 0.2
        #expect(hit(stage, 100, 50) === stage.card)
        #expect(hit(stage, 200, 50) === stage.background)
        animator.stopAnimation(false)
        #expect(hit(stage, 100, 50) === stage.card)
        #expect(stage.card.animatorHitTesting.whereDrawn == 0)
        animator.finishAnimation(at: .end)
        #expect(hit(stage, 260, 50) === stage.card)
    }

    @Test("A subview of a view hit-tested where drawn is hit where it is drawn too")
    func subviewsFollow() {
        let (stage, _, _) = midway()
        let badge = UIView(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
        stage.card.addSubview(badge)
        #expect(hit(stage, 195, 10) === badge)
    }

    @Test("An animator started from a touch handler makes the next touch hit the view where it is drawn")
    func startedFromATouchHandler() throws {
        let stage = AnimatorStage()
        let button = UIButton(frame: CGRect(x: 0, y: 400, width: 100, height: 40))
        stage.background.addSubview(button)
        let card = stage.card
        var animator: UIViewPropertyAnimator?
        button.addAction(
            UIAction { _ in
                animator = UIViewPropertyAnimator.runningPropertyAnimator(
                    withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 260 })
            }, for: .touchUpInside)
        let generator = try EventGenerator(window: stage.window)
        try generator.fingerTap(at: CGPoint(x: 50, y: 420))
        #expect(animator?.isRunning == true)
        generator.wait(0.5)
        let drawn = card.layer.presentation()!.frame
        #expect(hit(stage, drawn.midX, 50) === card)
        generator.wait(1)
        #expect(animator?.state == .inactive)
        #expect(hit(stage, 260, 50) === card)
    }
}
