import Foundation

/// What a ``ManualClock`` timer scheduled without a closure calls: HitKit's recognizers keep their
/// timers as plain values — the recognizer and a tag saying which timer of which touch sequence —
/// so scheduling one allocates nothing.
@MainActor
protocol ClockTimerTarget: AnyObject {
    /// The timer scheduled with `tag` fired.
    func clockTimerFired(tag: Int)
}
