import Foundation

extension ClockTimerTarget where Self: UIGestureRecognizer {
    /// Schedules a timer on the recognizer's ``UIGestureRecognizer/clock`` that calls
    /// ``clockTimerFired(tag:)`` with `tag` in `delay` seconds (as ``EventClock/schedule(after:_:)``
    /// rounds it): a plain value on a ``ManualClock``, a closure holding the recognizer weakly on
    /// any other clock. `nil` when the recognizer has no clock.
    func scheduleTimer(after delay: TimeInterval, tag: Int) -> ScheduledTimer? {
        guard let clock else { return nil }
        if let manual = clock as? ManualClock {
            return manual.schedule(at: manual.deadline(after: delay), target: self, tag: tag)
        }
        return clock.schedule(after: delay) { [weak self] in self?.clockTimerFired(tag: tag) }
    }
}
