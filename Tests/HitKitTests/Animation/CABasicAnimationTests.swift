import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("CABasicAnimation values")
struct CABasicAnimationTests {
    private func basic(_ keyPath: String = "opacity", from: Any? = nil, to: Any? = nil, by: Any? = nil)
        -> CABasicAnimation
    {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = 1
        return animation
    }

    private func number(_ value: Any?) -> Double? { (value as? CGFloat).map(Double.init) }

    @Test("From and to values interpolate with the timing function; numbers come back as CGFloat")
    func fromTo() {
        let animation = basic(from: 10, to: 30.0)
        #expect(number(animation.value(forKeyPath: "opacity", atTime: 0.25, over: 0)) == 15)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let expected = 10 + 20 * CAMediaTimingFunction(name: .easeInEaseOut).progress(atTimeFraction: 0.25)
        #expect(number(animation.value(forKeyPath: "opacity", atTime: 0.25, over: 0)) == expected)
        #expect(animation.keyPath == "opacity" && animation.isRemovedOnCompletion && !animation.isAdditive)
    }

    @Test("Which values the animation runs between follows Apple's from/to/by rules")
    func valueRules() {
        let cases: [(Any?, Any?, Any?, Double)] = [
            (10, 20, nil, 15), (10, nil, 4, 12), (nil, 20, 4, 18), (10, nil, nil, 55), (nil, 20, nil, 60),
            (nil, nil, 4, 102), (nil, nil, nil, 100),
        ]
        for (from, to, by, expected) in cases {
            let value = basic(from: from, to: to, by: by).value(forKeyPath: "opacity", atTime: 0.5, over: 100.0)
            #expect(number(value) == expected, "from \(String(describing: from)) to \(String(describing: to))")
        }
    }

    @Test("Points, sizes, rects and vectors interpolate component by component")
    func geometry() {
        let point = basic("position", from: CGPoint(x: 0, y: 10), to: CGPoint(x: 100, y: 30))
        #expect(point.value(forKeyPath: "position", atTime: 0.25, over: nil) as? CGPoint == CGPoint(x: 25, y: 15))
        let size = basic("bounds.size", from: CGSize(width: 10, height: 10), to: CGSize(width: 20, height: 0))
        #expect(
            size.value(forKeyPath: "bounds.size", atTime: 0.5, over: nil) as? CGSize == CGSize(width: 15, height: 5))
        let rect = basic(
            "bounds", from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 10, y: 20, width: 30, height: 50))
        let mid = rect.value(forKeyPath: "bounds", atTime: 0.5, over: nil) as? CGRect
        #expect(mid == CGRect(x: 5, y: 10, width: 20, height: 30))
        let vector = basic("v", from: CGVector(dx: 0, dy: 0), to: CGVector(dx: 2, dy: -2))
        #expect(vector.value(forKeyPath: "v", atTime: 0.5, over: nil) as? CGVector == CGVector(dx: 1, dy: -1))
    }

    @Test("Transforms interpolate by decomposition: half of a quarter turn is an eighth turn")
    func transforms() throws {
        let turn = basic(
            "affineTransform", from: CGAffineTransform.identity, to: CGAffineTransform(rotationAngle: .pi / 2))
        let half = try #require(turn.value(forKeyPath: "affineTransform", atTime: 0.5, over: nil) as? CGAffineTransform)
        let eighth = CGAffineTransform(rotationAngle: .pi / 4)
        for (a, b) in [(half.a, eighth.a), (half.b, eighth.b), (half.c, eighth.c), (half.d, eighth.d)] {
            #expect(abs(a - b) < 1e-12)
        }
        let moveAndGrow = basic(
            "affineTransform", from: CGAffineTransform(translationX: 10, y: 0),
            to: CGAffineTransform(scaleX: 3, y: 5).concatenating(CGAffineTransform(translationX: 30, y: 40)))
        let mid = try #require(
            moveAndGrow.value(forKeyPath: "affineTransform", atTime: 0.5, over: nil) as? CGAffineTransform)
        #expect(abs(mid.a - 2) < 1e-12 && abs(mid.d - 3) < 1e-12 && abs(mid.b) < 1e-12 && abs(mid.c) < 1e-12)
        #expect(abs(mid.tx - 20) < 1e-12 && abs(mid.ty - 20) < 1e-12)
        let flips = [CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(a: 1, b: 0, c: 0.5, d: 2, tx: 3, ty: 4)]
        for transform in flips {
            let same = AffineDecomposition(transform).transform
            for (a, b) in [(same.a, transform.a), (same.b, transform.b), (same.c, transform.c), (same.d, transform.d)] {
                #expect(abs(a - b) < 1e-12)
            }
        }
    }

    @Test("Values that do not interpolate switch from start to end half-way")
    func discreteValues() {
        let hidden = basic("hidden", from: false, to: true)
        #expect(hidden.value(forKeyPath: "hidden", atTime: 0.49, over: nil) as? Bool == false)
        #expect(hidden.value(forKeyPath: "hidden", atTime: 0.5, over: nil) as? Bool == true)
        let mixed = basic("x", from: CGPoint.zero, to: 5)
        #expect(mixed.value(forKeyPath: "x", atTime: 0.2, over: nil) as? CGPoint == .zero)
    }

    @Test("Additive adds to the value underneath; cumulative adds the end value once per completed cycle")
    func additiveAndCumulative() {
        let additive = basic(from: 0, to: 5)
        additive.isAdditive = true
        #expect(number(additive.value(forKeyPath: "opacity", atTime: 0.5, over: 10.0)) == 12.5)
        #expect(number(additive.value(forKeyPath: "opacity", atTime: 0.5, over: CGFloat(1))) == 3.5)
        #expect(additive.value(forKeyPath: "opacity", atTime: 0.5, over: "text") as? String == "text")
        let cumulative = basic(from: 0, to: 10)
        cumulative.isCumulative = true
        cumulative.repeatCount = 3
        #expect(number(cumulative.value(forKeyPath: "opacity", atTime: 2.5, over: 0)) == 25)
        #expect(number(cumulative.value(forKeyPath: "opacity", atTime: 0.5, over: 0)) == 5)
    }

    @Test("Another key path, or a time with no effect, shows the value underneath")
    func noEffect() {
        let animation = basic(from: 0, to: 1)
        animation.beginTime = 1
        #expect(animation.value(forKeyPath: "position", atTime: 1.5, over: "model") as? String == "model")
        #expect(animation.value(forKeyPath: "opacity", atTime: 0.5, over: "model") as? String == "model")
        #expect(animation.value(forKeyPath: "opacity", atTime: 2.5, over: "model") as? String == "model")
        animation.fillMode = .forwards
        #expect(number(animation.value(forKeyPath: "opacity", atTime: 2.5, over: "model")) == 1)
        #expect(CAAnimation().value(forKeyPath: "opacity", atTime: 0, over: 3) as? Int == 3)
    }

    @Test("A spring animation follows its oscillator in seconds and ignores the timing function")
    func springValues() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 640
        spring.damping = 5
        spring.duration = spring.settlingDuration
        spring.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let oscillator = DampedOscillator(mass: 1, stiffness: 100, damping: 5, initialVelocity: 0)
        for t in [0.1, 0.3, 1] {
            let value = number(spring.value(forKeyPath: "position.x", atTime: t, over: nil)) ?? .nan
            #expect(abs(value - 640 * oscillator.progress(at: t)) < 1e-9)
        }
        let overshoot = number(spring.value(forKeyPath: "position.x", atTime: 0.35, over: nil)) ?? 0
        #expect(overshoot > 640)
    }

    @Test("The delegate is kept alive by the animation, and its methods are optional")
    func delegate() {
        final class Recorder: CAAnimationDelegate {}
        let animation = CABasicAnimation()
        weak var weakRecorder: Recorder?
        do {
            let recorder = Recorder()
            weakRecorder = recorder
            animation.delegate = recorder
        }
        #expect(weakRecorder != nil)
        animation.delegate?.animationDidStart(animation)
        animation.delegate?.animationDidStop(animation, finished: true)
        animation.delegate = nil
        #expect(weakRecorder == nil)
    }
}
