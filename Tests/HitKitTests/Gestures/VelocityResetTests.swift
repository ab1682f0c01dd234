import Foundation
import Testing

@testable import HitKit

/// Setting a pan's translation, a pinch's scale or a rotation's angle resets the velocity, as
/// each property's Apple reference says.
@MainActor
@Suite("Velocity reset")
struct VelocityResetTests {
    @Test("setTranslation(_:in:) resets the pan's velocity until the finger moves again")
    func setTranslationResetsVelocity() {
        let stage = GestureStage()
        var before: [CGPoint] = []
        var after: [CGPoint] = []
        var atEnd = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            if pan.state == .ended {
                atEnd = pan.velocity(in: nil)
                return
            }
            before.append(pan.velocity(in: nil))
            pan.setTranslation(.zero, in: nil)
            after.append(pan.velocity(in: nil))
        }
        stage.view.addGestureRecognizer(pan)
        stage.down(20, 50, at: 0)
        for step in 1...6 {
            stage.move(20 + 10 * CGFloat(step), 50, at: 0.01 * Double(step))
        }
        stage.up(80, 50, at: 0.07)
        #expect(before.allSatisfy { abs($0.x - 1000) < 1e-6 })
        #expect(after.allSatisfy { $0 == .zero })
        #expect(abs(atEnd.x - 1000) < 1e-6)  // a fling still has its speed at the lift
    }

    @Test("Setting a pinch's scale resets its velocity; setting a rotation resets its velocity")
    func settingScaleAndRotationResetsVelocity() {
        let stage = GestureStage()
        var pinchVelocities: [CGFloat] = []
        var rotationVelocities: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            guard pinch.state == .changed else { return }
            pinch.scale = 1
            pinchVelocities.append(pinch.velocity)
        }
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            guard rotation.state == .changed else { return }
            rotation.rotation = 0
            rotationVelocities.append(rotation.velocity)
        }
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        stage.view.addGestureRecognizer(pinch)
        stage.view.addGestureRecognizer(rotation)
        stage.down(80, 100, at: 0, finger: 1)
        stage.down(120, 100, at: 0, finger: 2)
        for step in 1...5 {
            let spread = 20 + 8 * CGFloat(step)
            let turn = 0.1 * CGFloat(step)
            stage.move(100 - spread * cos(turn), 100 - spread * sin(turn), at: 0.01 * Double(step), finger: 1)
            stage.move(100 + spread * cos(turn), 100 + spread * sin(turn), at: 0.01 * Double(step), finger: 2)
        }
        #expect(!pinchVelocities.isEmpty && pinchVelocities.allSatisfy { $0 == 0 })
        #expect(!rotationVelocities.isEmpty && rotationVelocities.allSatisfy { $0 == 0 })
        stage.app.cancelAllTouches()
    }
}
