import Foundation
import HitKit
import HitKitTesting
import Testing

/// A recognizer that never decides.
@MainActor
private final class UndecidedRecognizer: UIGestureRecognizer {}

@MainActor
@Suite("EventGenerator: leftovers")
struct EventGeneratorLeftoversTests {
    @Test("Nothing is left over after a tap")
    func cleanAfterTap() throws {
        let scene = try Scene()
        try scene.generator.fingerTap(at: CGPoint(x: 10, y: 10))
        #expect(scene.generator.leftovers.isEmpty)
        try scene.generator.assertNoLeftovers()
    }

    @Test("A finger still down is left over, with its touch and view")
    func fingerLeftDown() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 20))
        #expect(scene.generator.leftovers == ["finger 0 is still down at (10.0, 20.0) (touch 1, <canvas>)"])
        #expect(code { try scene.generator.assertNoLeftovers() } == .leftovers)
        try scene.generator.fingerUp()
        try scene.generator.assertNoLeftovers()
    }

    @Test("A touch the host started outside the generator is left over")
    func foreignTouchLeftActive() throws {
        let scene = try Scene()
        scene.application.send(PointerSample(pointerID: 7, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 0))
        #expect(scene.generator.leftovers == ["touch 7 is still active (began, <canvas>)"])
    }

    @Test("A pending timer is left over until wait lets it fire")
    func pendingTimer() throws {
        let scene = try Scene()
        scene.application.clock.schedule(at: 5) {}
        #expect(scene.generator.leftovers == ["1 timer is pending (the next is due at 5.0 s, now is 0.0 s)"])
        scene.generator.wait(5)
        #expect(scene.generator.leftovers.isEmpty)
    }

    @Test("An undecided gesture recognizer is left over")
    func undecidedRecognizer() throws {
        let scene = try Scene()
        let recognizer = UndecidedRecognizer()
        recognizer.name = "stuck"
        scene.canvas.addGestureRecognizer(recognizer)
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 10))
        #expect(scene.generator.leftovers.contains("gesture recognizer <stuck> is undecided (possible)"))
    }

    @Test("assertNoLeftovers lists everything left in its message")
    func messageListsAll() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 20))
        scene.application.clock.schedule(at: 1) {}
        do {
            try scene.generator.assertNoLeftovers()
            Issue.record("leftovers must be reported")
        } catch {
            #expect(
                error.message == "left over: finger 0 is still down at (10.0, 20.0) (touch 1, <canvas>); "
                    + "1 timer is pending (the next is due at 1.0 s, now is \(scene.generator.now) s)")
        }
    }
}
