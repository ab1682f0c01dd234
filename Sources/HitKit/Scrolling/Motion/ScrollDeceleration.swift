import Foundation

/// One axis of UIKit's deceleration after a fling, as a closed-form function of the time since
/// the finger lifted.
///
/// UIKit's scroll view keeps `rate` of its velocity each millisecond, so with
/// `k = 1000 · ln(rate)` (negative, per second):
///
/// - velocity `v(t) = v₀ · e^(k·t)` (that is `v₀ · rate^(1000·t)`),
/// - offset `x(t) = x₀ + v₀ · (e^(k·t) − 1) / k`,
/// - projected rest `x₀ − v₀ / k`, the `targetContentOffset` UIKit passes to
///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` before clamping.
///
/// That decay only approaches its rest. HitKit ends it at the ``duration`` `T` when its speed
/// would fall to ``HitKitDefaults/scrollDecelerationStopSpeed`` (at least one time constant
/// `1 / −k` after the start), and adds the small remainder `r` (what the decay still lacks at `T`,
/// 0.25 points at the normal rate) as `r · (t / T)²`, so that the motion starts exactly where and
/// as fast as the finger lifted, stays monotonic, and lands on the rest exactly at `T`, with no
/// jump.
struct ScrollDeceleration: Equatable, Sendable {
    /// Where the motion starts.
    let start: CGFloat

    /// Where it comes to rest, at ``duration``.
    let rest: CGFloat

    /// `1000 · ln(rate)`, per second: negative.
    let decay: Double

    /// How long, in seconds, the motion takes; 0 when it does not move.
    let duration: TimeInterval

    /// What the pure decay still lacks at ``duration``, `(rest − start) · e^(decay · duration)`,
    /// added in as `remainder · (t / duration)²`.
    private let remainder: Double

    /// `1000 · ln(rate)` for a (sanitized) deceleration rate per millisecond: the exponent of
    /// UIKit's decay, per second.
    static func decayConstant(decelerationRate: CGFloat) -> Double {
        1000 * log(Double(ScrollMotionInput.decelerationRate(decelerationRate)))
    }

    /// Where UIKit's decay from `offset` at `velocity` (points per second) comes to rest,
    /// `offset − velocity / (1000 · ln rate)`, before any clamping to the content. Inputs are made
    /// usable first (``ScrollMotionInput``).
    static func projectedOffset(from offset: CGFloat, velocity: CGFloat, decelerationRate: CGFloat) -> CGFloat {
        let decay = decayConstant(decelerationRate: decelerationRate)
        return ScrollMotionInput.offset(offset) - CGFloat(Double(ScrollMotionInput.velocity(velocity)) / decay)
    }

    /// UIKit's deceleration from `start` at `velocity`, points per second. A speed at or below
    /// ``HitKitDefaults/scrollDecelerationStopSpeed`` does not move: the rest is the start.
    init(from start: CGFloat, velocity: CGFloat, decelerationRate: CGFloat) {
        let start = ScrollMotionInput.offset(start)
        let velocity = ScrollMotionInput.velocity(velocity)
        if abs(velocity) <= HitKitDefaults.scrollDecelerationStopSpeed {
            self.init(from: start, to: start, decelerationRate: decelerationRate)
        } else {
            let rest = Self.projectedOffset(from: start, velocity: velocity, decelerationRate: decelerationRate)
            self.init(from: start, to: rest, decelerationRate: decelerationRate)
        }
    }

    /// The same decay from `start` to exactly `rest`: the curve of the fling whose projection is
    /// `rest`, so its initial velocity is `(rest − start) · −k`.
    init(from start: CGFloat, to rest: CGFloat, decelerationRate: CGFloat) {
        let start = ScrollMotionInput.offset(start)
        let rest = ScrollMotionInput.offset(rest)
        let decay = Self.decayConstant(decelerationRate: decelerationRate)
        self.start = start
        self.rest = rest
        self.decay = decay
        let distance = abs(Double(rest - start))
        guard distance > 0 else {
            duration = 0
            remainder = 0
            return
        }
        let speed = distance * -decay
        let timeConstants = max(1, log(speed / Double(HitKitDefaults.scrollDecelerationStopSpeed)))
        duration = timeConstants / -decay
        remainder = Double(rest - start) * exp(-timeConstants)
    }

    /// The offset `elapsed` seconds after the start: the start at 0 (and before), the rest from
    /// ``duration`` on, moving monotonically from one to the other in between.
    func offset(at elapsed: TimeInterval) -> CGFloat {
        let elapsed = ScrollMotionInput.elapsed(elapsed)
        guard elapsed > 0 else { return start }
        guard elapsed < duration else { return rest }
        let progress = elapsed / duration
        let travelled = Double(rest - start) * (1 - exp(decay * elapsed)) + remainder * progress * progress
        // Between the start and the rest mathematically; the clamp keeps rounding from passing the rest.
        return ScrollMotionInput.clamp(start + CGFloat(travelled), to: min(start, rest)...max(start, rest))
    }

    /// The velocity, in points per second, `elapsed` seconds after the start; 0 from
    /// ``duration`` on.
    func velocity(at elapsed: TimeInterval) -> CGFloat {
        let elapsed = ScrollMotionInput.elapsed(elapsed)
        guard elapsed < duration else { return 0 }
        let decaying = Double(rest - start) * -decay * exp(decay * elapsed)
        return CGFloat(decaying + 2 * remainder * elapsed / (duration * duration))
    }

    /// When the motion passes `position`: 0 at the start, ``duration`` at the rest, `nil` when
    /// `position` is not between them. Found by bisection (the motion is monotonic), to well
    /// below a microsecond.
    func time(reaching position: CGFloat) -> TimeInterval? {
        guard rest != start else { return position == start ? 0 : nil }
        let forwards = rest > start
        guard forwards ? (position >= start && position <= rest) : (position <= start && position >= rest) else {
            return nil
        }
        if position == start { return 0 }
        if position == rest { return duration }
        var low = 0.0
        var high = duration
        for _ in 0..<64 {
            let middle = (low + high) / 2
            let before = forwards ? offset(at: middle) < position : offset(at: middle) > position
            if before { low = middle } else { high = middle }
        }
        return high
    }
}
