import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UIRotationGestureRecognizer")
struct UIRotationGestureRecognizerTests {
    /// A stage with a rotation recognizer on its view, recording the states its action sees.
    private func rotationStage() -> (GestureStage, UIRotationGestureRecognizer, () -> [UIGestureRecognizer.State]) {
        let stage = GestureStage()
        let rotation = UIRotationGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        rotation.addTarget { states.append($0.state) }
        stage.view.addGestureRecognizer(rotation)
        return (stage, rotation, { states })
    }

    /// Both fingers, in one event, 50 points either side of (100, 100) on a line at `angle`
    /// (radians, clockwise on screen from the x axis).
    private func turn(_ stage: GestureStage, _ angle: CGFloat, _ phase: PointerSample.Phase, at time: TimeInterval) {
        let dx = 50 * cos(angle)
        let dy = 50 * sin(angle)
        stage.app.send([
            PointerSample(pointerID: 1, phase: phase, location: CGPoint(x: 100 - dx, y: 100 - dy), timestamp: time),
            PointerSample(pointerID: 2, phase: phase, location: CGPoint(x: 100 + dx, y: 100 + dy), timestamp: time),
        ])
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("While the window's transform has no inverse the rotation holds, then follows the fingers again")
    func singularWindowTransformHoldsTheRotation() {
        let (stage, rotation, states) = rotationStage()
        turn(stage, 0, .down, at: 0)
        turn(stage, .pi / 8, .move, at: 0.02)
        #expect(states() == [.began])
        // A handler squashes the window flat: locations in it are not numbers.
        stage.window.transform = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        turn(stage, .pi / 4, .move, at: 0.04)
        #expect(rotation.rotation.isFinite)
        #expect(abs(rotation.rotation - .pi / 8) < 1e-9)
        #expect(rotation.velocity.isFinite)
        stage.window.transform = .identity
        turn(stage, .pi / 2, .move, at: 0.06)
        turn(stage, .pi / 2 + 0.1, .move, at: 0.08)
        // The turn made meanwhile counts once the angle can be measured again, as it does for a scale.
        #expect(abs(rotation.rotation - (.pi / 2 + 0.1)) < 1e-9)
    }

    @Test("A new rotation recognizer has no rotation and no velocity")
    func defaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
    }

    @Test("Turning clockwise begins past the threshold with a positive rotation, and ends when both lift")
    func turnsClockwise() {
        let (stage, rotation, states) = rotationStage()
        turn(stage, 0, .down, at: 0)
        turn(stage, HitKitDefaults.rotationStartAngle * 0.9, .move, at: 0.02)
        #expect(states().isEmpty)
        turn(stage, .pi / 8, .move, at: 0.04)
        #expect(states() == [.began])
        #expect(abs(rotation.rotation - .pi / 8) < 1e-9)
        turn(stage, .pi / 2, .move, at: 0.06)
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        stage.up(100, 50, at: 0.08, finger: 1)
        #expect(states() == [.began, .changed])
        stage.up(100, 150, at: 0.1, finger: 2)
        #expect(states() == [.began, .changed, .ended])
        expectNoLeftovers(stage)
    }

    @Test("Turning counterclockwise gives a negative rotation")
    func turnsCounterclockwise() {
        let (stage, rotation, _) = rotationStage()
        turn(stage, 0, .down, at: 0)
        turn(stage, -.pi / 4, .move, at: 0.05)
        #expect(abs(rotation.rotation + .pi / 4) < 1e-9)
        turn(stage, -.pi / 4, .up, at: 0.1)
        expectNoLeftovers(stage)
    }

    @Test("The rotation keeps counting past half a turn")
    func unwrapsPastHalfTurn() {
        let (stage, rotation, _) = rotationStage()
        turn(stage, 0, .down, at: 0)
        for step in 1...12 {
            turn(stage, CGFloat(step) * .pi / 8, .move, at: Double(step) * 0.02)
        }
        #expect(abs(rotation.rotation - 3 * .pi / 2) < 1e-9)
        turn(stage, 3 * .pi / 2, .up, at: 0.3)
    }

    @Test("A small turn never begins it, and it fails when the fingers lift")
    func smallTurnFails() {
        let (stage, _, states) = rotationStage()
        turn(stage, 0, .down, at: 0)
        turn(stage, HitKitDefaults.rotationStartAngle / 2, .move, at: 0.05)
        turn(stage, HitKitDefaults.rotationStartAngle / 2, .up, at: 0.1)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("Velocity is the turning speed in radians per second")
    func velocity() {
        let (stage, rotation, _) = rotationStage()
        var velocities: [CGFloat] = []
        rotation.addTarget { velocities.append(($0 as! UIRotationGestureRecognizer).velocity) }
        turn(stage, 0, .down, at: 0)
        for frame in 1...12 {
            let time = Double(frame) / 60
            turn(stage, 3 * time, .move, at: time)  // 3 rad/s
        }
        #expect(abs(velocities.last! - 3) < 0.01)
        turn(stage, 0.6, .up, at: 0.2 + 1.0 / 60)
    }

    @Test("Setting rotation to 0 on each change makes the rotations add up to the total")
    func settingRotation() {
        let (stage, rotation, _) = rotationStage()
        var total: CGFloat = 0
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            total += rotation.rotation
            rotation.rotation = 0
        }
        turn(stage, 0, .down, at: 0)
        turn(stage, 0.3, .move, at: 0.02)
        turn(stage, 0.5, .move, at: 0.04)
        turn(stage, 1.1, .move, at: 0.06)
        #expect(abs(total - 1.1) < 1e-9)
        turn(stage, 1.1, .up, at: 0.08)
    }

    @Test("Cancelled touches cancel a rotation in progress")
    func cancelled() {
        let (stage, _, states) = rotationStage()
        turn(stage, 0, .down, at: 0)
        turn(stage, 0.5, .move, at: 0.05)
        stage.app.cancelAllTouches()
        #expect(states() == [.began, .cancelled])
        expectNoLeftovers(stage)
    }

    @Test("A pinch and a rotation can run together when the delegate allows it")
    func simultaneousWithPinch() {
        let (stage, _, states) = rotationStage()
        let pinch = UIPinchGestureRecognizer()
        let delegate = ScriptedDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        stage.view.addGestureRecognizer(pinch)
        turn(stage, 0, .down, at: 0)
        stage.app.send([
            PointerSample(pointerID: 1, phase: .move, location: CGPoint(x: 40, y: 80), timestamp: 0.05),
            PointerSample(pointerID: 2, phase: .move, location: CGPoint(x: 160, y: 120), timestamp: 0.05),
        ])
        #expect(states() == [.began])
        #expect(pinch.state == .began)
        stage.up(40, 80, at: 0.1, finger: 1)
        stage.up(160, 120, at: 0.1, finger: 2)
        expectNoLeftovers(stage)
    }

    @Test("EventGenerator's rotation drives a rotation recognizer, with the same sense")
    func generatorRotate() throws {
        let (stage, rotation, states) = rotationStage()
        var finalRotation: CGFloat = 0
        rotation.addTarget { finalRotation = ($0 as! UIRotationGestureRecognizer).rotation }
        let generator = try EventGenerator(view: stage.view)
        try generator.fingerRotate(at: CGPoint(x: 100, y: 100), angle: .pi / 2, duration: 0.2)
        #expect(states().first == .began)
        #expect(states().last == .ended)
        #expect(abs(finalRotation - .pi / 2) < 1e-9)
        try generator.assertNoLeftovers()
    }
}
