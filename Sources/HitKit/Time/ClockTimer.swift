import Foundation

/// A timer with `Foundation.Timer`'s shape that runs on an ``EventClock`` instead of the run loop,
/// so code that schedules timers — a recognizer's timeout, a control's auto-repeat — runs in
/// virtual time, in step with the touches (``UIApplication/advanceTime(to:)``, `EventGenerator`'s
/// `wait(_:)`).
///
/// The rewrite is mechanical: `Timer` becomes `ClockTimer`, and the timer runs on the application's
/// clock (``UIApplication/shared``'s unless you pass `on:` one, e.g. a recognizer's ``UIGestureRecognizer/clock``):
///
/// ```swift
/// // UIKit: holdTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in … }
/// holdTimer = ClockTimer.scheduledTimer(withTimeInterval: 0.5, repeats: false, on: clock) { [weak self] _ in … }
/// ```
@preconcurrency @MainActor
public final class ClockTimer {
    /// The clock the timer runs on.
    public let clock: any EventClock
    /// The interval of a repeating timer; for a one-shot timer, the delay it was scheduled with.
    public let timeInterval: TimeInterval
    /// Whether the timer fires again after each firing.
    public let repeats: Bool
    /// Any value you attach to the timer.
    public var userInfo: Any?
    /// How late the timer may fire; a store, since virtual time fires exactly on time.
    public var tolerance: TimeInterval = 0
    /// The clock time at which the timer fires next.
    public private(set) var fireTime: TimeInterval
    /// Whether the timer will still fire: `false` once invalidated, or once a one-shot timer fired.
    public private(set) var isValid = true

    private let block: @MainActor (ClockTimer) -> Void
    private var scheduled: ScheduledTimer?

    /// Creates a timer and schedules it on `clock`, to call `block` `interval` seconds from now
    /// (and every `interval` seconds after that, if `repeats`), as `Timer.scheduledTimer` does.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, on clock: any EventClock,
        block: @escaping @MainActor (ClockTimer) -> Void
    ) -> ClockTimer {
        let timer = ClockTimer(clock: clock, interval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Creates a timer on ``UIApplication/shared``'s clock; see the other
    /// `scheduledTimer(withTimeInterval:repeats:on:block:)`.
    @discardableResult
    public static func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (ClockTimer) -> Void
    ) -> ClockTimer {
        scheduledTimer(withTimeInterval: interval, repeats: repeats, on: UIApplication.shared.clock, block: block)
    }

    private init(
        clock: any EventClock, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (ClockTimer) -> Void
    ) {
        self.clock = clock
        // As Foundation's Timer does, a repeating interval of 0 or less becomes 0.1 ms.
        self.timeInterval = repeats ? max(interval, 0.0001) : max(interval, 0)
        self.repeats = repeats
        self.block = block
        self.fireTime = clock.now
    }

    private func schedule() {
        fireTime = clock.deadline(after: timeInterval)
        // The clock holds the timer until it fires or is invalidated, as a run loop holds a Timer.
        scheduled = clock.schedule(at: fireTime) { self.timerFired() }
    }

    private func timerFired() {
        scheduled = nil
        guard isValid else { return }
        if repeats { schedule() } else { isValid = false }
        block(self)
    }

    /// Fires the timer now: calls its block; a one-shot timer is then invalidated, a repeating one
    /// keeps its schedule.
    public func fire() {
        guard isValid else { return }
        if !repeats { invalidate() }
        block(self)
    }

    /// Stops the timer: it never fires again. Its pending clock timer is cancelled.
    public func invalidate() {
        isValid = false
        if let scheduled { clock.cancel(scheduled) }
        scheduled = nil
    }
}
