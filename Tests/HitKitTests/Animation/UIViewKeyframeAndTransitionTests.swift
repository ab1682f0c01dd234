import Foundation
import Testing

@_spi(HitKitTools) @testable import HitKit

@MainActor
@Suite("UIView keyframe animations and transitions")
struct UIViewKeyframeAndTransitionTests {
    private func stage() -> (CoreStage, UIView) {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        return (stage, view)
    }

    /// Keyframe options with a linear overall pacing (UIKit reads the curve bits of keyframe options).
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test("Keyframes reach each value at the end of their part, hold through gaps, and complete once")
    func keyframes() {
        let (stage, view) = stage()
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            },
            completion: { log.append("done \($0) at \(stage.app.clock.now)") })
        #expect(view.center.x == 50)
        #expect(view.alpha == 0)
        let expected: [(TimeInterval, CGFloat, Float)] = [
            (0.25, 100, 1), (0.5, 150, 1), (0.625, 125, 0.5), (0.75, 100, 0), (0.9, 70, 0),
        ]
        for (time, x, alpha) in expected {
            stage.app.clock.advance(to: time)
            let shown = view.layer.presentation()!
            #expect(abs(shown.position.x - x) < 1e-9, "x at \(time)")
            #expect(abs(shown.opacity - alpha) < 1e-6, "alpha at \(time)")
        }
        stage.app.clock.advance(to: 2)
        #expect(log == ["done true at 1.0"])
    }

    @Test("The overall pacing of keyframes is ease-in-ease-out by default")
    func defaultPacing() {
        let (stage, view) = stage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: { view.center.x = 250 })
        stage.app.clock.advance(to: 0.25)
        let progress = cubicBezierProgress(0.42, 0, 0.58, 1, at: 0.25)
        #expect(abs(Double(view.layer.presentation()!.position.x) - (50 + 200 * progress)) < 1e-6)
    }

    @Test("The cubic calculation mode runs a Catmull-Rom curve through the keyframes")
    func cubicMode() {
        let (stage, view) = stage()
        let options = linear.union(.calculationModeCubic)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: options,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 100 }
            })
        stage.app.clock.advance(to: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - 150) < 1e-9)
        stage.app.clock.advance(to: 0.25)
        stage.app.clock.advance(to: 0.75)
        // Segment 150 → 100 at u = 0.5, neighbours 50 (before) and 100 (the end repeated).
        let (p0, p1, p2, p3, u) = (50.0, 150.0, 100.0, 100.0, 0.5)
        let catmullRom =
            0.5
            * (2 * p1 + (p2 - p0) * u + (2 * p0 - 5 * p1 + 4 * p2 - p3) * u * u + (3 * p1 - p0 - 3 * p2 + p3) * u * u
                * u)
        #expect(abs(Double(view.layer.presentation()!.position.x) - catmullRom) < 1e-9)
    }

    @Test("A transition changes at once, is a timed state hit-testing skips, and completes at its end")
    func transitionWithView() {
        let (stage, view) = stage()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        var log: [String] = []
        UIView.transition(
            with: view, duration: 0.5, options: .transitionCrossDissolve,
            animations: {
                view.addSubview(label)
                view.alpha = 0.5
            },
            completion: { log.append("done \($0) at \(stage.app.clock.now)") })
        #expect(label.superview === view)
        #expect(view.layer.animationKeys() == ["transition"])
        #expect(view.layer.presentation()!.opacity == 0.5, "the block's changes are not property-animated")
        #expect(view.hitTestSkipReason == .animatingWithoutUserInteraction)
        stage.app.clock.advance(to: 1)
        #expect(log == ["done true at 0.5"])
        #expect(view.hitTestSkipReason == nil)
    }

    @Test("A transition from one view to another swaps them at once, or hides and shows them; a second replaces it")
    func transitionFromTo() {
        let (stage, container) = stage()
        let front = UIView(frame: container.bounds)
        let back = UIView(frame: container.bounds)
        container.addSubview(front)
        var log: [Bool] = []
        UIView.transition(
            from: front, to: back, duration: 0.3, options: [.transitionFlipFromLeft, .allowUserInteraction],
            completion: { log.append($0) })
        #expect(front.superview == nil)
        #expect(back.superview === container)
        #expect(container.hitTestSkipReason == nil)
        let other = UIView(frame: container.bounds)
        container.addSubview(other)
        UIView.transition(from: back, to: other, duration: 0.3, options: .showHideTransitionViews, completion: nil)
        #expect(back.isHidden && !other.isHidden)
        #expect(back.superview === container)
        #expect(log == [false], "the container's second transition replaced the first")
        stage.app.clock.advance(to: 1)
        #expect(log == [false])
    }
}
