import Foundation
import HitKit

extension EventGenerator {
    /// Lets `interval` seconds pass on the application's clock, as ``wait(_:)`` does, and, when
    /// `runningRunLoop` is `true`, also runs the current thread's `RunLoop` for up to that long in
    /// real time, so that Foundation `Timer`s scheduled by the code under test
    /// (`Timer.scheduledTimer(withTimeInterval:repeats:block:)` in a recognizer or a control that
    /// was not ported to `ClockTimer`) fire.
    ///
    /// The application's clock advances in step with real time while the run loop runs, so
    /// `ClockTimer`s and `Timer`s due at about the same moment fire in about that order;
    /// it ends exactly `interval` later. The wait ends early, in real time, when the run loop has
    /// nothing scheduled (no timer can fire).
    ///
    /// It is opt-in because it is the one part of the generator that is not virtual: it takes real
    /// time (a test that waits 0.5 s this way lasts 0.5 s longer), its timers fire only as
    /// precisely as the machine allows, and, as with XCTest's waits, other work scheduled on the
    /// run loop may run meanwhile. Prefer `ClockTimer` in code you port; use this for code
    /// you cannot change. With `runningRunLoop` `false` it is ``wait(_:)``.
    public func wait(_ interval: TimeInterval, runningRunLoop: Bool) {
        guard runningRunLoop else {
            wait(interval)
            return
        }
        guard interval.isFinite, interval > 0 else { return }
        let start = now
        let realStart = Date()
        let deadline = realStart.addingTimeInterval(interval)
        while true {
            application.advanceTime(to: start + min(interval, Date().timeIntervalSince(realStart)))
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { break }
            let sliceEnd = Date(timeIntervalSinceNow: min(remaining, Self.frameInterval))
            // `false`: the run loop has no timer or source at all, so nothing real can happen.
            guard RunLoop.current.run(mode: .default, before: sliceEnd) else { break }
        }
        application.advanceTime(to: start + interval)
    }
}
