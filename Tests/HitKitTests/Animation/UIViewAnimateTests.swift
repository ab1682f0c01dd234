import Foundation
import Testing

@testable import HitKit

/// The y of the cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1) at time fraction `t`,
/// solved by bisection: the formula the curves are checked against, independent of HitKit's solver.
func cubicBezierProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
        let middle = (low + high) / 2
        if coordinate(x1, x2, middle) < t { low = middle } else { high = middle }
    }
    return coordinate(y1, y2, (low + high) / 2)
}

@MainActor
@Suite("UIView animations: model at once, additive presentation, completion on the clock")
struct UIViewAnimateTests {
    private func stage() -> (CoreStage, UIView) {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        return (stage, view)
    }

    @Test("The model changes at once; the presentation follows the ease-in-ease-out curve's formula")
    func modelAtOnceCurveOnScreen() {
        let (stage, view) = stage()
        UIView.animate(withDuration: 1) { view.center = CGPoint(x: 250, y: 50) }
        #expect(view.center == CGPoint(x: 250, y: 50))
        #expect(view.frame.origin.x == 200)
        for time in [0.25, 0.5, 0.8] {
            stage.app.clock.advance(to: time)
            let progress = cubicBezierProgress(0.42, 0, 0.58, 1, at: time)
            let x = view.layer.presentation()!.position.x
            #expect(abs(Double(x) - (50 + 200 * progress)) < 1e-6, "at \(time) s")
        }
    }

    @Test("Each curve option picks its function: ease-in at 0.3 s of 1 s matches its formula, linear is linear")
    func curves() {
        let (stage, view) = stage()
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(other)
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: { view.alpha = 0 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { other.alpha = 0 })
        stage.app.clock.advance(to: 0.3)
        let easeIn = 1 - cubicBezierProgress(0.42, 0, 1, 1, at: 0.3)
        #expect(abs(Double(view.layer.presentation()!.opacity) - easeIn) < 1e-6)
        #expect(abs(other.layer.presentation()!.opacity - 0.7) < 1e-6)
    }

    @Test("A spring of damping ratio 1 follows the critically damped closed form 1 − (1 + (ω − v)t)e^(−ωt)")
    func criticallyDampedSpring() {
        let (stage, view) = stage()
        UIView.animate(
            withDuration: 2, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0.5, options: [],
            animations: { view.center.x = 150 }, completion: nil)
        // A ratio spring lasts its duration: its natural frequency is the unit spring's settling time over it.
        let omega = DampedOscillator(naturalFrequency: 1, dampingRatio: 1, initialVelocity: 0).settlingDuration / 2
        for time in [0.1, 0.4, 1.0] {
            stage.app.clock.advance(to: time)
            let progress = 1 - (1 + (omega - 0.5) * time) * exp(-omega * time)
            let x = Double(view.layer.presentation()!.position.x)
            #expect(abs(x - (50 + 100 * progress)) < 1e-6, "at \(time) s")
        }
    }

    @Test("A second animation of the same property blends in; both complete with true, in end order")
    func additiveBlend() {
        let (stage, view) = stage()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { finished in
                log.append("first \(finished) at \(stage.app.clock.now)")
            })
        stage.app.clock.advance(to: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 250 },
            completion: { finished in
                log.append("second \(finished) at \(stage.app.clock.now)")
            })
        #expect(view.layer.animationKeys() == ["position", "position-2"])
        // Right after: the first shows 150 − 100·0.5 = 100, the second starts at 150 − 250 = −100 over 250.
        #expect(view.layer.presentation()!.position.x == 100)
        stage.app.clock.advance(to: 1)
        // First: −100·0 = 0 left of 150 → its offset is 0; second: −100·0.5 = −50; model 250 → 200.
        #expect(view.layer.presentation()!.position.x == 200)
        stage.app.clock.advance(to: 2)
        #expect(log == ["first true at 1.0", "second true at 1.5"])
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Removing the animations stops them: the completion runs at once with false, and only once")
    func removedBeforeTheEnd() {
        let (stage, view) = stage()
        var log: [Bool] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                view.center.x = 150
                view.alpha = 0.5
            }, completion: { log.append($0) })
        stage.app.clock.advance(to: 0.2)
        view.layer.removeAllAnimations()
        #expect(log == [false])
        stage.app.clock.advance(to: 2)
        #expect(log == [false])
    }

    @Test("beginFromCurrentState starts from what is on screen and replaces the running animation")
    func beginFromCurrentState() {
        let (stage, view) = stage()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { finished in
                log.append("first \(finished)")
            })
        stage.app.clock.advance(to: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 0 }, completion: { log.append("second \($0)") })
        #expect(log == ["first false"])
        #expect(view.layer.presentation()!.position.x == 100)
        stage.app.clock.advance(to: 1)
        #expect(view.layer.presentation()!.position.x == 50)
        stage.app.clock.advance(to: 1.5)
        #expect(log == ["first false", "second true"])
    }

    @Test("A zero-duration beginFromCurrentState block cuts the running animations of what it changes short")
    func zeroDurationBeginFromCurrentStateCutsShort() {
        let (stage, view) = stage()
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { log.append("moving \($0)") })
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { log.append("fading \($0)") })
        stage.app.clock.advance(to: 0.5)
        let shown = view.layer.presentation()!.position.x
        UIView.animate(
            withDuration: 0, delay: 0, options: .beginFromCurrentState, animations: { view.center.x = shown },
            completion: { log.append("stopping \($0)") })
        #expect(log == ["moving false"])
        #expect(view.layer.presentation()!.position.x == 100)
        #expect(view.layer.animationKeys()?.count == 1)
        stage.app.clock.advance(to: 2)
        #expect(log == ["moving false", "stopping true", "fading true"])
    }

    @Test("A zero-duration beginFromCurrentState block cuts short a delayed keyframe animation in its delay")
    func zeroDurationBeginFromCurrentStateCutsDelayedKeyframes() {
        let (stage, view) = stage()
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 0.05, delay: 0.2, options: .allowUserInteraction,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { view.center.x -= 20 }
            }, completion: { log.append("keyframes \($0)") })
        stage.app.clock.advance(to: 0.1)
        UIView.animate(
            withDuration: 0, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
            animations: { view.center.y += 20 }, completion: { log.append("zero \($0)") })
        #expect(log == ["keyframes false"])
        #expect(view.layer.animationKeys() == nil)
        stage.app.clock.advance(to: 1)
        #expect(log == ["keyframes false", "zero true"])
    }

    @Test("A block that changes nothing completes with true at the clock's next advance, not inside animate")
    func nothingChanged() {
        let (stage, view) = stage()
        var log: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center = view.center }, completion: { log.append($0) })
        #expect(log.isEmpty)
        stage.app.clock.advance(by: 0)
        #expect(log == [true])
    }

    @Test("A duration of 0 makes the changes without animating them; the completion still runs, with true")
    func zeroDuration() {
        let (stage, view) = stage()
        var log: [Bool] = []
        UIView.animate(withDuration: 0, animations: { view.alpha = 0 }, completion: { log.append($0) })
        #expect(view.layer.animationKeys() == nil)
        #expect(view.hitTestBlockingAnimationCount == 0)
        stage.app.clock.advance(by: 0)
        #expect(log == [true])
    }

    @Test("A view in no window changes at once and its completion runs at once with true")
    func viewInNoWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { log.append($0) })
        #expect(view.alpha == 0)
        #expect(view.layer.animationKeys() == nil)
        #expect(log == [true])
    }

    @Test("A delay shows the old value until the animation begins; the completion runs after delay + duration")
    func delay() {
        let (stage, view) = stage()
        var log: [TimeInterval] = []
        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
            completion: { _ in
                log.append(stage.app.clock.now)
            })
        stage.app.clock.advance(to: 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        stage.app.clock.advance(to: 1)
        #expect(view.layer.presentation()!.opacity == 0.5)
        stage.app.clock.advance(to: 3)
        #expect(log == [1.5])
    }

    @Test("repeat with autoreverse goes back and forth until removed; the completion then says false")
    func repeatAutoreverse() {
        let (stage, view) = stage()
        var log: [Bool] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
            animations: { view.center.x = 150 }, completion: { log.append($0) })
        stage.app.clock.advance(to: 1.5)
        #expect(view.layer.presentation()!.position.x == 100)
        stage.app.clock.advance(to: 2.25)
        #expect(view.layer.presentation()!.position.x == 75)
        stage.app.clock.advance(to: 100)
        #expect(log.isEmpty)
        view.layer.removeAllAnimations()
        #expect(log == [false])
    }

    @Test("A nested block inherits the outer duration and curve unless it overrides them")
    func nestedInheritance() {
        let (stage, view) = stage()
        var durations: [TimeInterval] = []
        let other = UIView(frame: .zero)
        stage.window.addSubview(other)
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                durations.append(UIView.inheritedAnimationDuration)
                UIView.animate(withDuration: 0.5) {
                    durations.append(UIView.inheritedAnimationDuration)
                    view.alpha = 0
                }
                UIView.animate(
                    withDuration: 0.5, delay: 0, options: .overrideInheritedDuration,
                    animations: {
                        other.alpha = 0
                    })
            })
        #expect(durations == [2, 2])
        #expect(UIView.inheritedAnimationDuration == 0)
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(view.layer.animation(forKey: "opacity")?.timingFunction?.progress(atTimeFraction: 0.3) == 0.3)
        #expect(other.layer.animation(forKey: "opacity")?.duration == 0.5)
    }

    @Test("performWithoutAnimation changes at once, even inside an animation block")
    func withoutAnimation() {
        let (_, view) = stage()
        var completed: [Bool] = []
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation {
                view.alpha = 0.5
                #expect(UIView.inheritedAnimationDuration == 0)
                UIView.animate(
                    withDuration: 1, animations: { view.center.x = 10 }, completion: { completed.append($0) })
            }
        }
        #expect(view.alpha == 0.5)
        #expect(view.layer.animationKeys() == nil)
        #expect(completed == [true])
    }

    @Test("The layer's own setters, frame and transform are captured as the layer key paths UIKit animates")
    func capturedKeyPaths() {
        let (_, view) = stage()
        let changes = ViewPropertyCapture.capturing {
            view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
            view.layer.opacity = 0.5
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            view.backgroundColor = .red
            view.center.x = 100
        }
        #expect(changes.map(\.keyPath) == ["position", "bounds", "opacity", "transform", "backgroundColor"])
        #expect(changes[0].from as? CGPoint == CGPoint(x: 50, y: 50))
        #expect(changes[0].to as? CGPoint == CGPoint(x: 100, y: 35))
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("A transform animates additively: half-way through a turn is half the turn")
    func transformAdditive() {
        let (stage, view) = stage()
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            })
        stage.app.clock.advance(to: 0.5)
        #expect(isClose(view.layer.presentation()!.affineTransform(), CGAffineTransform(rotationAngle: .pi / 4)))
    }
}
