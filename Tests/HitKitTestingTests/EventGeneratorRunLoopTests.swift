import Foundation
import HitKit
import HitKitTesting
import Testing

/// A recognizer written as public UIKit code writes one, with a Foundation `Timer` on the run loop
/// rather than a ``ClockTimer``: it recognizes a finger held for 0.05 s.
private final class RunLoopHoldRecognizer: UIGestureRecognizer {
    private var holdTimer: Timer?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        holdTimer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                if self?.state == .possible { self?.state = .recognized }
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        holdTimer?.invalidate()
        holdTimer = nil
    }
}

@MainActor
@Suite("EventGenerator waits running the run loop")
struct EventGeneratorRunLoopTests {
    @Test("A Foundation Timer fires when the wait runs the run loop, not in virtual time alone")
    func foundationTimerFires() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var holds = 0
        view.addGestureRecognizer(RunLoopHoldRecognizer { _ in holds += 1 })
        let generator = try EventGenerator(view: view)
        try generator.fingerDown(at: CGPoint(x: 50, y: 50))
        generator.wait(1)
        #expect(holds == 0, "virtual time does not run Foundation timers")
        let before = generator.now
        generator.wait(0.3, runningRunLoop: true)
        #expect(holds == 1)
        #expect(generator.now == before + 0.3, "the application's clock advanced by exactly the interval")
        try generator.fingerUp()
        try generator.assertNoLeftovers()
    }

    @Test("ClockTimers still fire during a wait that runs the run loop")
    func clockTimersStillFire() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let generator = try EventGenerator(view: view)
        var fired = false
        ClockTimer.scheduledTimer(withTimeInterval: 0.04, repeats: false, on: generator.application.clock) { _ in
            fired = true
        }
        generator.wait(0.05, runningRunLoop: true)
        #expect(fired)
        generator.wait(0, runningRunLoop: true)
        generator.wait(.nan, runningRunLoop: true)
        try generator.assertNoLeftovers()
    }
}
