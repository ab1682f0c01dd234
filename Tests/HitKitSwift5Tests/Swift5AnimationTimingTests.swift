import HitKit
import HitKitTesting
import Testing

// UIKit-style animation code in the Swift 5 language mode: a plain class (no actor annotation) that
// builds Core Animation animations and UIKit timing objects, and a delegate adopted in an extension.

final class ShakeFactory {
    func makeShake() -> CAKeyframeAnimation {
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, -5, 5, 0]
        shake.duration = 0.5
        shake.isAdditive = true
        shake.timingFunction = CAMediaTimingFunction(name: .linear)
        return shake
    }

    func makeBounce() -> CASpringAnimation {
        let bounce = CASpringAnimation(keyPath: "transform.scale")
        bounce.fromValue = 0.8
        bounce.toValue = 1.0
        bounce.initialVelocity = 5
        bounce.duration = bounce.settlingDuration
        return bounce
    }

    func timing(for curve: UIView.AnimationCurve) -> UITimingCurveProvider {
        UICubicTimingParameters(animationCurve: curve)
    }
}

final class ShakeObserver {
    var finished: [Bool] = []
}

extension ShakeObserver: CAAnimationDelegate {
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        finished.append(flag)
    }
}

@MainActor
@Suite("Swift 5 animation timing")
struct Swift5AnimationTimingTests {
    @Test("Animations built by a plain class evaluate as Core Animation times them")
    func plainClassAnimations() {
        let factory = ShakeFactory()
        let shake = factory.makeShake()
        let shaken = shake.value(forKeyPath: "position.x", atTime: 0.05, over: CGFloat(100)) as? CGFloat
        #expect(shaken == 95)
        let bounce = factory.makeBounce()
        let start = bounce.value(forKeyPath: "transform.scale", atTime: 0, over: nil) as? CGFloat
        #expect(start == 0.8)
        #expect(factory.timing(for: .linear).cubicTimingParameters?.progress(atTimeFraction: 0.3) == 0.3)
        let observer = ShakeObserver()
        shake.delegate = observer
        shake.delegate?.animationDidStop(shake, finished: true)
        #expect(observer.finished == [true])
    }
}
