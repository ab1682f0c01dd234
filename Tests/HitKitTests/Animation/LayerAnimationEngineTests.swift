import Foundation
import Testing

@testable import HitKit

/// Records what an animation's delegate hears, with the clock time.
@MainActor
final class RecordingAnimationDelegate: CAAnimationDelegate {
    let clock: any EventClock
    var events: [String] = []
    init(clock: any EventClock) { self.clock = clock }
    func animationDidStart(_ anim: CAAnimation) { events.append("start at \(clock.now)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag) at \(clock.now)")
    }
}

@MainActor
@Suite("Layer animations on the application's clock")
struct LayerAnimationEngineTests {
    private func stage() -> (CoreStage, UIView) {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        return (stage, view)
    }

    @Test("An added animation is a copy: changing the caller's object afterwards changes nothing")
    func addsACopy() {
        let (stage, view) = stage()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        view.layer.add(move, forKey: "move")
        move.toValue = 1000
        move.duration = 10
        stage.app.clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.position.x == 50)
        #expect(view.layer.position.x == 50, "the model value is the view's center, unchanged")
        #expect(view.layer.animation(forKey: "move") !== move)
        #expect(view.layer.animationKeys() == ["move"])
    }

    @Test("The delegate hears the start and the finished stop on the clock, and the animation is removed")
    func delegateOnTheClock() {
        let (stage, view) = stage()
        let delegate = RecordingAnimationDelegate(clock: stage.app.clock)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        fade.beginTime = 1
        fade.delegate = delegate
        view.layer.add(fade, forKey: nil)
        #expect(view.layer.animationKeys() == nil, "an animation added without a key is not listed")
        stage.app.clock.advance(by: 0.5)
        #expect(delegate.events.isEmpty)
        stage.app.clock.advance(to: 2)
        #expect(delegate.events == ["start at 1.0"])
        #expect(view.layer.presentation()?.opacity == 0.5)
        stage.app.clock.advance(to: 5)
        #expect(delegate.events == ["start at 1.0", "stop true at 3.0"])
        #expect(view.layer.animationEntries.isEmpty)
        #expect(view.layer.presentation()?.opacity == 1)
    }

    @Test("The same key replaces an animation, which stops with finished false; removal does too")
    func replaceAndRemove() {
        let (stage, view) = stage()
        let first = RecordingAnimationDelegate(clock: stage.app.clock)
        let second = RecordingAnimationDelegate(clock: stage.app.clock)
        let a = CABasicAnimation(keyPath: "position.y")
        a.toValue = 300
        a.delegate = first
        view.layer.add(a, forKey: "slide")
        stage.app.clock.advance(by: 0.1)
        a.delegate = second
        view.layer.add(a, forKey: "slide")
        #expect(first.events == ["start at 0.0", "stop false at 0.1"])
        view.layer.removeAnimation(forKey: "slide")
        #expect(second.events == ["stop false at 0.1"])
        stage.app.clock.advance(by: 1)
        #expect(second.events == ["stop false at 0.1"], "a removed animation is never started")
    }

    @Test("An animation kept on completion holds its last value with a forwards fill mode")
    func keptOnCompletion() {
        let (stage, view) = stage()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 300
        grow.duration = 1
        grow.fillMode = .forwards
        grow.isRemovedOnCompletion = false
        view.layer.add(grow, forKey: "grow")
        stage.app.clock.advance(by: 2)
        #expect(view.layer.animationKeys() == ["grow"])
        #expect(view.layer.presentation()?.bounds.width == 300)
        #expect(view.bounds.width == 100)
    }

    @Test("Key-path sub-paths animate one component: transform.rotation.z, transform.scale, position.x")
    func subPaths() {
        let (stage, view) = stage()
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi / 2
        turn.duration = 1
        view.layer.add(turn, forKey: "turn")
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 1
        scale.toValue = 3
        scale.duration = 1
        view.layer.add(scale, forKey: "scale")
        stage.app.clock.advance(by: 0.5)
        let shown = view.layer.presentation()!.affineTransform()
        let expected = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 2)
        #expect(isClose(shown, expected, tolerance: 1e-9))
        #expect(view.transform == .identity)
    }

    @Test("A layer with no clock keeps its animations, inert: no callback, the model shows")
    func noClock() {
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate(clock: ManualClock())
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.delegate = delegate
        layer.add(move, forKey: "move")
        #expect(layer.animationKeys() == ["move"])
        #expect(layer.presentation()?.position.x == 0)
        layer.removeAllAnimations()
        #expect(delegate.events == ["stop false at 0.0"])
    }

    @Test("A sublayer runs on its view's clock; presentation is of the layer's class and model() leads back")
    func sublayerClockAndClass() {
        let (stage, view) = stage()
        let shape = CAShapeLayer()
        view.layer.addSublayer(shape)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        shape.add(fade, forKey: "fade")
        stage.app.clock.advance(by: 0.25)
        let shown: CAShapeLayer? = shape.presentation()
        #expect(shown?.opacity == 0.25)
        #expect(shown?.model() === shape)
        #expect(shape.model() === shape)
    }
}
