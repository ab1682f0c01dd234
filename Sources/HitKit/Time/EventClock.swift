import Foundation

/// A handle for a timer scheduled on an ``EventClock``; pass it to ``EventClock/cancel(_:)``.
public struct ScheduledTimer: Hashable, Sendable {
    /// The timer's identity, unique within its clock.
    public let id: UInt64

    /// Creates a handle. Clocks create these; you rarely need to.
    public init(id: UInt64) { self.id = id }
}

/// The only source of time in HitKit: touch timestamps, tap counting, long-press delays,
/// multi-tap timeouts and delayed touch delivery all read and schedule on it.
///
/// HitKit has no run loop of its own and never reads the wall clock. A host (or a test) tells the
/// clock what time it is, and due timers fire at that moment, in (deadline, scheduling) order.
@preconcurrency @MainActor
public protocol EventClock: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }

    /// Schedules `action` to run once when the clock reaches `deadline`.
    @discardableResult
    func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
        -> ScheduledTimer

    /// Cancels a timer that has not fired yet; cancelling a fired or unknown timer does nothing.
    func cancel(_ timer: ScheduledTimer)

    /// Moves time forward to `time`, firing every timer due by then. Time never goes backwards:
    /// an earlier `time` fires nothing and leaves ``now`` unchanged.
    func advance(to time: TimeInterval)

    /// The number of timers that have not fired or been cancelled.
    var pendingTimerCount: Int { get }
}

extension EventClock {
    /// Schedules `action` to run `delay` seconds from now, never earlier.
    ///
    /// A `Double` time has about 16 significant digits, so at huge times a short delay cannot be
    /// represented: at 1e17 s consecutive times are 16 s apart and `now + 0.5 == now`. Rather
    /// than fire such a timer at once (a long press that begins the moment the finger lands),
    /// its deadline becomes the first representable time after `now + delay`, and a
    /// ``HitKitDiagnostic`` with code `unrepresentableDelay` is reported when that is more than a
    /// millisecond late. A negative or NaN delay counts as 0.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void)
        -> ScheduledTimer
    {
        schedule(at: deadline(after: delay), action)
    }

    /// `now + delay`, rounded up rather than down when the sum is not representable.
    func deadline(after delay: TimeInterval) -> TimeInterval {
        let start = now
        let wanted = max(0, delay)
        var deadline = start + wanted
        guard start.isFinite, deadline.isFinite, wanted > 0 else { return deadline }
        // Rounding noise (below a microsecond) is kept, as it always was; a real shortfall is not.
        if deadline == start || wanted - (deadline - start) > 1e-6 {
            deadline = deadline.nextUp
        }
        let lateness = (deadline - start) - wanted
        if lateness > 1e-3 {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .unrepresentableDelay,
                    message: "the delay is below the clock's resolution at this time; the timer fires late, not early",
                    context: "delay \(wanted) s at \(start) s fires \(deadline - start) s later"),
                in: nil)
        }
        return deadline
    }

    /// Moves time forward by `interval` seconds, firing due timers.
    public func advance(by interval: TimeInterval) {
        advance(to: now + max(0, interval))
    }
}

/// A deterministic clock that only moves when told to, like SwiftNIO's embedded event loop.
///
/// It starts at time 0 (or the time you give). ``advance(to:)`` runs due timers in
/// (deadline, insertion) order and sets ``now`` to each timer's deadline before running it, so a
/// long-press test that waits 0.6 s runs in microseconds and never flakes.
@preconcurrency @MainActor
public final class ManualClock: EventClock {
    /// A timer: a closure, or — for HitKit's own recognizers — a plain value, its target (held
    /// weakly) and a tag, so that scheduling one allocates nothing.
    private struct Entry {
        var deadline: TimeInterval
        var sequence: UInt64
        var action: (@MainActor () -> Void)?
        weak var target: (any ClockTimerTarget)?
        var tag = 0
        var isCancelled = false
    }

    /// The current time, in seconds.
    @exclusivity(unchecked)
    public private(set) var now: TimeInterval
    /// Timers in scheduling order (so a timer is found by binary search); a cancelled one stays,
    /// marked, until more than half of them are (then they are dropped in one pass), so that
    /// cancelling many timers costs no more than scheduling them.
    @exclusivity(unchecked)
    private var entries: [Entry] = []
    @exclusivity(unchecked)
    private var cancelledCount = 0
    @exclusivity(unchecked)
    private var nextSequence: UInt64 = 0

    /// Creates a clock whose time starts at `start` seconds.
    public init(start: TimeInterval = 0) {
        self.now = start
    }

    /// Schedules `action` for `deadline`; a deadline in the past or not finite fires at the next
    /// advance, at the current time.
    @discardableResult
    public func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void)
        -> ScheduledTimer
    {
        nextSequence += 1
        let safeDeadline = deadline.isFinite ? max(deadline, now) : now
        entries.append(Entry(deadline: safeDeadline, sequence: nextSequence, action: action))
        return ScheduledTimer(id: nextSequence)
    }

    /// Schedules `target.clockTimerFired(tag: tag)` for `deadline`, as ``schedule(at:_:)`` does
    /// a closure, without making one: the timer is a plain value (the target is held weakly;
    /// a target gone by then fires nothing).
    func schedule(at deadline: TimeInterval, target: any ClockTimerTarget, tag: Int) -> ScheduledTimer {
        nextSequence += 1
        let safeDeadline = deadline.isFinite ? max(deadline, now) : now
        entries.append(Entry(deadline: safeDeadline, sequence: nextSequence, action: nil, target: target, tag: tag))
        return ScheduledTimer(id: nextSequence)
    }

    /// Cancels a timer that has not fired yet; cancelling a fired or unknown timer does nothing.
    ///
    /// - Complexity: Amortized O(log *n*) for *n* pending timers.
    public func cancel(_ timer: ScheduledTimer) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].sequence < timer.id { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].sequence == timer.id, !entries[low].isCancelled else { return }
        entries[low].isCancelled = true
        entries[low].action = nil
        entries[low].target = nil
        cancelledCount += 1
        if cancelledCount * 2 > entries.count {
            entries.removeAll { $0.isCancelled }
            cancelledCount = 0
        }
    }

    /// Moves time forward to `time`, running due timers in (deadline, scheduling) order with
    /// ``now`` set to each one's deadline. An earlier or non-finite `time` changes nothing.
    public func advance(to time: TimeInterval) {
        guard time.isFinite else { return }
        while let index = nextDueIndex(by: time) {
            let entry = entries.remove(at: index)
            now = max(now, entry.deadline)
            if let action = entry.action {
                action()
            } else {
                entry.target?.clockTimerFired(tag: entry.tag)
            }
        }
        now = max(now, time)
    }

    /// The number of timers that have not fired or been cancelled.
    public var pendingTimerCount: Int { entries.count - cancelledCount }

    /// The deadline of the earliest pending timer, if any.
    public var nextDeadline: TimeInterval? {
        entries.lazy.filter { !$0.isCancelled }.min { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }?
            .deadline
    }

    private func nextDueIndex(by time: TimeInterval) -> Int? {
        // Reads the fields in place: copying each entry (its action and weak target) on every
        // advance cost more than the search.
        var best: Int?
        for index in entries.indices where entries[index].deadline <= time && !entries[index].isCancelled {
            if let current = best {
                if (entries[index].deadline, entries[index].sequence)
                    < (entries[current].deadline, entries[current].sequence)
                {
                    best = index
                }
            } else {
                best = index
            }
        }
        return best
    }
}
