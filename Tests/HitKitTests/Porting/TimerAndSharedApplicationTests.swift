import Foundation
import HitKit
import HitKitTesting
import Testing

/// A custom recognizer written as public code writes one with `Timer.scheduledTimer`, ported by
/// renaming `Timer` to `ClockTimer` and passing the recognizer's clock: it recognizes a finger
/// held still for 0.3 s.
private final class HoldGestureRecognizer: UIGestureRecognizer {
    private var holdTimer: ClockTimer?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let clock else { return }
        // UIKit: holdTimer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in … }
        holdTimer = ClockTimer.scheduledTimer(withTimeInterval: 0.3, repeats: false, on: clock) { [weak self] _ in
            self?.state = .recognized
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
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
@Suite("Timers and the shared application (Porting)")
struct TimerAndSharedApplicationTests {
    @Test("A recognizer's ClockTimer fires in virtual time: a 0.3 s hold recognizes, a quick tap does not")
    func recognizerTimerRunsOnTheApplicationClock() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var holds = 0
        let hold = HoldGestureRecognizer { _ in holds += 1 }
        view.addGestureRecognizer(hold)
        let generator = try EventGenerator(view: view)
        try generator.fingerTap(at: CGPoint(x: 50, y: 50))
        generator.wait(1)
        #expect(holds == 0)
        try generator.fingerDown(at: CGPoint(x: 50, y: 50))
        generator.wait(0.2)
        #expect(holds == 0)
        generator.wait(0.2)
        #expect(holds == 1)
        try generator.fingerUp()
        try generator.assertNoLeftovers()
    }

    @Test("A repeating ClockTimer fires every interval until invalidated; fire() runs it at once")
    func repeatingTimer() {
        let clock = ManualClock()
        var fired: [TimeInterval] = []
        let timer = ClockTimer.scheduledTimer(withTimeInterval: 0.5, repeats: true, on: clock) { timer in
            fired.append(timer.clock.now)
        }
        clock.advance(to: 1.6)
        #expect(fired == [0.5, 1.0, 1.5])
        #expect(timer.isValid && timer.fireTime == 2.0)
        timer.fire()
        #expect(fired.count == 4)
        timer.invalidate()
        clock.advance(to: 5)
        #expect(fired.count == 4)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("A one-shot ClockTimer nobody keeps still fires once, as a scheduled Timer does")
    func unretainedTimerFires() {
        let clock = ManualClock()
        var fired = 0
        ClockTimer.scheduledTimer(withTimeInterval: 1, repeats: false, on: clock) { _ in fired += 1 }
        clock.advance(to: 3)
        #expect(fired == 1)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("Once UIApplication.shared is in use, makeShared(_:) refuses another application with a diagnostic")
    func sharedApplicationCannotBeReplacedOnceInUse() {
        final class MyApplication: UIApplication {}
        let current = UIApplication.shared
        #expect(UIApplication.makeShared(current))
        let log = DiagnosticLog()
        let replaced = HitKitDiagnostics.$handler.withValue(
            { log.append($0) },
            operation: {
                UIApplication.makeShared(MyApplication())
            })
        #expect(!replaced)
        #expect(log.codes == [.sharedApplicationInUse])
        #expect(UIApplication.shared === current)
    }
}
