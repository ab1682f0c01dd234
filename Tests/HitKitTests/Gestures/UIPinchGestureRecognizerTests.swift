import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UIPinchGestureRecognizer")
struct UIPinchGestureRecognizerTests {
    /// A stage with a pinch on its view, recording the states and scales its action sees.
    private func pinchStage() -> (GestureStage, UIPinchGestureRecognizer, () -> [String]) {
        let stage = GestureStage()
        let pinch = UIPinchGestureRecognizer()
        var seen: [String] = []
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            seen.append("\(pinch.state) \((pinch.scale * 100).rounded() / 100)")
        }
        stage.view.addGestureRecognizer(pinch)
        return (stage, pinch, { seen })
    }

    /// Both fingers, in one event, at `spread` points either side of (100, 100) horizontally.
    private func spread(
        _ stage: GestureStage, _ halfDistance: CGFloat, _ phase: PointerSample.Phase, at time: TimeInterval
    ) {
        stage.app.send([
            PointerSample(
                pointerID: 1, phase: phase, location: CGPoint(x: 100 - halfDistance, y: 100), timestamp: time),
            PointerSample(
                pointerID: 2, phase: phase, location: CGPoint(x: 100 + halfDistance, y: 100), timestamp: time),
        ])
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("The scale stays finite when a finger goes absurdly far and the pinch passes to another pair")
    func scaleStaysFiniteForHugeDistances() {
        let (stage, pinch, _) = pinchStage()
        func send(_ id: Int, _ phase: PointerSample.Phase, _ x: CGFloat, at time: TimeInterval) {
            stage.app.send(PointerSample(pointerID: id, phase: phase, location: CGPoint(x: x, y: 100), timestamp: time))
        }
        send(1, .down, 90, at: 0)
        send(2, .down, 110, at: 0.01)
        send(2, .move, -1e300, at: 0.02)
        #expect(pinch.scale.isFinite)
        send(1, .up, 90, at: 0.03)
        send(3, .down, 120, at: 0.04)
        send(3, .move, 130, at: 0.05)
        #expect(pinch.scale.isFinite)
        #expect(pinch.scale > 1e290)
    }

    @Test("While the window's transform has no inverse the scale holds, then follows the fingers again")
    func singularWindowTransformHoldsTheScale() {
        let (stage, pinch, seen) = pinchStage()
        spread(stage, 20, .down, at: 0)
        spread(stage, 40, .move, at: 0.02)
        #expect(seen() == ["began 2.0"])
        // A handler squashes the window flat: locations in it are not numbers.
        stage.window.transform = CGAffineTransform(a: 0, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        spread(stage, 60, .move, at: 0.04)
        #expect(pinch.scale == 2)
        #expect(pinch.velocity.isFinite)
        stage.window.transform = .identity
        spread(stage, 80, .move, at: 0.06)
        #expect(pinch.scale == 4)
    }

    @Test("A new pinch has scale 1 and no velocity")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
    }

    @Test("Spreading the fingers begins past the threshold, scales, and ends when both lift")
    func pinchOpens() {
        let (stage, pinch, seen) = pinchStage()
        spread(stage, 50, .down, at: 0)
        spread(stage, 50 + HitKitDefaults.pinchStartDistance / 2, .move, at: 0.02)
        #expect(seen().isEmpty)  // exactly the threshold is not past it
        spread(stage, 60, .move, at: 0.04)
        spread(stage, 100, .move, at: 0.06)
        #expect(seen() == ["began 1.2", "changed 2.0"])
        #expect(stage.log.entries == ["view began", "view moved", "view cancelled"])
        stage.up(0, 100, at: 0.08, finger: 1)
        #expect(seen() == ["began 1.2", "changed 2.0"])  // one finger still down
        #expect(pinch.state == .changed)
        stage.up(200, 100, at: 0.1, finger: 2)
        #expect(seen() == ["began 1.2", "changed 2.0", "ended 2.0"])
        expectNoLeftovers(stage)
    }

    @Test("Closing the fingers scales below 1")
    func pinchCloses() {
        let (stage, pinch, _) = pinchStage()
        spread(stage, 80, .down, at: 0)
        spread(stage, 40, .move, at: 0.05)
        #expect(pinch.state == .began)
        #expect(pinch.scale == 0.5)
        spread(stage, 40, .up, at: 0.1)
        expectNoLeftovers(stage)
    }

    @Test("Fingers that barely move never begin it, and it fails when they lift")
    func smallMovementFails() {
        let (stage, _, seen) = pinchStage()
        spread(stage, 50, .down, at: 0)
        spread(stage, 53, .move, at: 0.05)
        spread(stage, 53, .up, at: 0.1)
        #expect(seen().isEmpty)
        #expect(stage.log.entries.last == "view ended")
        expectNoLeftovers(stage)
    }

    @Test("One finger alone never pinches")
    func oneFinger() {
        let (stage, _, seen) = pinchStage()
        stage.down(50, 50, at: 0)
        stage.move(150, 150, at: 0.05)
        stage.up(150, 150, at: 0.1)
        #expect(seen().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("Velocity is the scale's rate of change")
    func velocity() {
        let (stage, pinch, _) = pinchStage()
        var velocities: [CGFloat] = []
        pinch.addTarget { velocities.append(($0 as! UIPinchGestureRecognizer).velocity) }
        spread(stage, 50, .down, at: 0)
        // The distance grows from 100 by 200 points a second: scale rises by 2 a second.
        for frame in 1...12 {
            let time = Double(frame) / 60
            spread(stage, 50 + 100 * time, .move, at: time)
        }
        #expect(abs(velocities.last! - 2) < 0.01)
        spread(stage, 50 + 100 * 0.2, .up, at: 0.2 + 1.0 / 60)
    }

    @Test("Velocity follows an accelerating pinch")
    func acceleratingVelocity() {
        let (stage, pinch, _) = pinchStage()
        var velocities: [CGFloat] = []
        pinch.addTarget { velocities.append(($0 as! UIPinchGestureRecognizer).velocity) }
        spread(stage, 50, .down, at: 0)
        // The distance is 100 + 2000 t²: the scale 1 + 20 t² rises at 40 t a second.
        for step in 1...20 {
            let time = Double(step) * 0.01
            spread(stage, 50 + 1000 * time * time, .move, at: time)
        }
        #expect(abs(velocities.last! - 40 * 0.2) < 0.01)
        #expect(velocities == velocities.sorted())
        spread(stage, 90, .up, at: 0.21)
    }

    @Test("Setting scale back to 1 on each change makes the scales multiply to the total")
    func settingScale() {
        let (stage, pinch, _) = pinchStage()
        var product: CGFloat = 1
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
        }
        spread(stage, 50, .down, at: 0)
        spread(stage, 75, .move, at: 0.02)
        spread(stage, 90, .move, at: 0.04)
        spread(stage, 150, .move, at: 0.06)
        #expect(abs(product - 3) < 1e-9)
        spread(stage, 150, .up, at: 0.08)
    }

    @Test("A third finger is ignored")
    func thirdFingerIgnored() {
        let (stage, pinch, _) = pinchStage()
        spread(stage, 50, .down, at: 0)
        stage.down(100, 180, at: 0.01, finger: 3)
        #expect(pinch.numberOfTouches == 2)
        stage.move(100, 20, at: 0.02, finger: 3)
        #expect(pinch.state == .possible)
        spread(stage, 100, .move, at: 0.04)
        #expect(pinch.scale == 2)
        spread(stage, 100, .up, at: 0.06)
        stage.up(100, 20, at: 0.06, finger: 3)
        expectNoLeftovers(stage)
    }

    @Test("Cancelled touches cancel a pinch in progress")
    func cancelled() {
        let (stage, _, seen) = pinchStage()
        spread(stage, 50, .down, at: 0)
        spread(stage, 80, .move, at: 0.05)
        stage.app.cancelAllTouches()
        #expect(seen() == ["began 1.6", "cancelled 1.6"])
        expectNoLeftovers(stage)
    }

    @Test("EventGenerator's pinch drives a pinch recognizer to the pinch's scale")
    func generatorPinch() throws {
        let (stage, pinch, seen) = pinchStage()
        let generator = try EventGenerator(view: stage.view)
        try generator.fingerPinch(
            at: CGPoint(x: 100, y: 100), fromDistance: 40, toDistance: 160, angle: .pi / 6, duration: 0.2)
        #expect(seen().first?.hasPrefix("began 1.") == true)
        #expect(seen().last == "ended 4.0")
        #expect(pinch.state == .possible)
        try generator.assertNoLeftovers()
    }
}
