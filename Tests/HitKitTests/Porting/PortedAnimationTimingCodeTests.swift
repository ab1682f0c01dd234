import Foundation
import HitKit
import Testing

// UIKit-style animation code, compiled with `import HitKit` only: Core Animation animations built
// the way public UIKit code builds them, and UIKit's timing objects for a card that springs into place.

/// A badge that pulses, with a Core Animation group and a delegate that records how it stopped.
private final class PulsingBadge: UIView, CAAnimationDelegate {
    private(set) var stops: [Bool] = []

    func makePulse() -> CAAnimationGroup {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1.0
        grow.toValue = 1.2
        grow.duration = 0.6
        grow.autoreverses = true
        grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1.0, 0.6, 1.0]
        fade.keyTimes = [0, 0.5, 1]
        fade.duration = 1.2

        let pulse = CAAnimationGroup()
        pulse.animations = [grow, fade]
        pulse.duration = 1.2
        pulse.repeatCount = .infinity
        pulse.isRemovedOnCompletion = false
        pulse.fillMode = .forwards
        pulse.delegate = self
        return pulse
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
    }
}

/// A card controller choosing UIKit timing for a drag release, as interactive cards do.
private final class CardViewController: UIViewController {
    let options: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .curveEaseOut]

    func releaseTiming(velocity: CGFloat, distance: CGFloat) -> UITimingCurveProvider {
        let relative = distance == 0 ? 0 : velocity / distance
        return UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: relative, dy: 0))
    }

    func snapBack() -> CASpringAnimation {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 300
        spring.toValue = 240
        spring.damping = 12
        spring.stiffness = 180
        spring.duration = spring.settlingDuration
        return spring
    }

    func dismissCurve() -> UICubicTimingParameters {
        UICubicTimingParameters(controlPoint1: CGPoint(x: 0.3, y: 0), controlPoint2: CGPoint(x: 0.1, y: 1))
    }
}

@MainActor
@Suite("Ported animation timing code")
struct PortedAnimationTimingCodeTests {
    private func number(_ value: Any?) -> Double { (value as? CGFloat).map(Double.init) ?? .nan }

    @Test("A pulsing badge's group scales and fades as Core Animation times it, forever")
    func pulse() {
        let badge = PulsingBadge()
        let pulse = badge.makePulse()
        #expect(abs(number(pulse.value(forKeyPath: "transform.scale", atTime: 0.3, over: 1.0)) - 1.1) < 1e-12)
        #expect(abs(number(pulse.value(forKeyPath: "opacity", atTime: 0.3, over: 1.0)) - 0.8) < 1e-12)
        #expect(abs(number(pulse.value(forKeyPath: "transform.scale", atTime: 120.9, over: 1.0)) - 1.1) < 1e-9)
        pulse.delegate?.animationDidStop(pulse, finished: false)
        #expect(badge.stops == [false])
    }

    @Test("A card's release spring, snap-back and dismiss curve evaluate as UIKit's timing")
    func card() {
        let controller = CardViewController()
        #expect(controller.options.contains(.allowUserInteraction))
        let timing = controller.releaseTiming(velocity: 600, distance: 300)
        #expect(timing.timingCurveType == .spring)
        #expect(timing.springTimingParameters?.initialVelocity == CGVector(dx: 2, dy: 0))
        #expect(timing.springTimingParameters?.progress(atElapsed: 0.5, duration: 0.5) == 1)
        let spring = controller.snapBack()
        #expect(number(spring.value(forKeyPath: "position.y", atTime: 0, over: nil)) == 300)
        let settled = number(spring.value(forKeyPath: "position.y", atTime: spring.duration - 1e-9, over: nil))
        #expect(abs(settled - 240) <= 60 * 0.001 + 1e-9)
        let curve = controller.dismissCurve()
        #expect(curve.timingCurveType == .cubic && curve.progress(atTimeFraction: 1) == 1)
    }
}
