import Foundation

/// How scroll motions make their inputs safe: every model in this folder is a closed-form
/// function of time that must stay finite for any input, so that a scroll view never takes a NaN
/// offset and every motion ends.
///
/// - A non-finite offset or velocity (NaN, ±∞) is taken as 0; so is a NaN bound of a range, while
///   an infinite bound (an unbounded axis) is taken as ±``largestOffset``.
/// - Offsets are kept within ±``largestOffset`` and speeds within
///   ``HitKitDefaults/scrollMaximumSpeed``, so that no product of them overflows.
/// - A deceleration rate that is not finite is taken as
///   ``HitKitDefaults/scrollDecelerationRateNormal``; otherwise it is kept within
///   ``slowestDecelerationRate`` and ``fastestDecelerationRate`` (a rate of 1 or more would never
///   stop, one of 0 or less means nothing).
enum ScrollMotionInput {
    /// The largest offset magnitude a motion takes, in points: 10¹², far beyond any content.
    static let largestOffset: CGFloat = 1e12

    /// The slowest deceleration a motion takes, per millisecond: 0.9999 (a fling at the largest
    /// speed then still comes to rest within a few minutes).
    static let slowestDecelerationRate: CGFloat = 0.9999

    /// The fastest deceleration a motion takes, per millisecond: 0.001 (all but stopped at once).
    static let fastestDecelerationRate: CGFloat = 0.001

    /// `value`, or 0 when it is NaN or infinite.
    static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? value : 0
    }

    /// `value` moved into `range`.
    static func clamp(_ value: CGFloat, to range: ClosedRange<CGFloat>) -> CGFloat {
        min(max(value, range.lowerBound), range.upperBound)
    }

    /// An offset made finite and kept within ±``largestOffset``.
    static func offset(_ value: CGFloat) -> CGFloat {
        clamp(finite(value), to: -largestOffset...largestOffset)
    }

    /// A velocity made finite and kept within ±``HitKitDefaults/scrollMaximumSpeed``.
    static func velocity(_ value: CGFloat) -> CGFloat {
        let limit = HitKitDefaults.scrollMaximumSpeed
        return clamp(finite(value), to: -limit...limit)
    }

    /// A bound of a range: 0 when NaN, else kept within ±``largestOffset`` (so ±∞ is the largest
    /// offset).
    static func bound(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : clamp(value, to: -largestOffset...largestOffset)
    }

    /// A range whose bounds are made usable as ``bound(_:)`` says.
    static func range(_ range: ClosedRange<CGFloat>) -> ClosedRange<CGFloat> {
        let lower = bound(range.lowerBound)
        return lower...max(lower, bound(range.upperBound))
    }

    /// A deceleration rate made usable, as described above.
    static func decelerationRate(_ rate: CGFloat) -> CGFloat {
        guard rate.isFinite else { return HitKitDefaults.scrollDecelerationRateNormal }
        return clamp(rate, to: fastestDecelerationRate...slowestDecelerationRate)
    }

    /// A time made usable: NaN and negative times are the start (0); +∞ stays, and means "after
    /// the end".
    static func elapsed(_ time: TimeInterval) -> TimeInterval {
        time.isNaN ? 0 : max(0, time)
    }
}
