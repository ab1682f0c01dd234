import Foundation

/// One axis of a scroll view's bounce: a critically damped spring that pulls the offset to an
/// ``anchor`` (the content's edge), as a closed-form function of time.
///
/// With `ω = 1 / ` ``HitKitDefaults/scrollBounceTimeConstant``, a displacement `d₀` from the anchor
/// and a velocity `v₀`, the displacement is `d(t) = (d₀ + (v₀ + ω·d₀)·t) · e^(−ω·t)`: it never
/// oscillates, and crosses the anchor at most once, only when it is thrown towards it faster than
/// `ω·|d₀|`.
///
/// - When it does cross, before it would have settled anyway, the spring ends there (``exitVelocity`` says how fast it is going): a
///   scroll view released while rubber-banded and flung back into its content decelerates on
///   from the edge.
/// - Otherwise it settles: its ``duration`` ends once `d` is sure to stay within
///   ``HitKitDefaults/scrollBounceRestingDistance`` of the anchor, and the small remainder `d(T)`
///   is taken off as `d(T) · (t / T)²`, so that it starts exactly where and as fast as it was
///   thrown and lands on the anchor exactly at `T`, with no jump and without ever passing it.
struct ScrollSpring: Equatable, Sendable {
    /// Where the spring starts.
    let start: CGFloat

    /// The offset the spring pulls to.
    let anchor: CGFloat

    /// The displacement from the anchor at the start, `d₀`.
    let displacement: Double

    /// The velocity at the start, in points per second, `v₀`.
    let initialVelocity: Double

    /// `ω`, per second.
    let angularFrequency: Double

    /// How long, in seconds, until the offset is at the anchor (settled or crossing it).
    let duration: TimeInterval

    /// The velocity, in points per second, with which the spring passes the anchor at
    /// ``duration``: 0 when it settles there.
    let exitVelocity: CGFloat

    /// The raw displacement left at ``duration``, `d(T)`, taken off as `d(T) · (t / T)²`; 0 when
    /// the spring crosses.
    private let remainder: Double

    /// The fastest a spring with displacement `displacement` may be thrown away from its anchor
    /// so that it goes no further than `maximumDisplacement` from it (or than where it starts,
    /// when that is further); a velocity towards the anchor is unchanged.
    ///
    /// At the anchor the spring's farthest point is `v₀ / (ω·e)`; away from it, it is below
    /// `d₀ + v₀ / ω`.
    static func limitedVelocity(
        _ velocity: CGFloat, displacement: CGFloat, maximumDisplacement: CGFloat,
        angularFrequency: Double = 1 / HitKitDefaults.scrollBounceTimeConstant
    ) -> CGFloat {
        let outwards = displacement == 0 ? velocity != 0 : (velocity > 0) == (displacement > 0) && velocity != 0
        guard outwards else { return velocity }
        let limit =
            displacement == 0
            ? angularFrequency * M_E * Double(maximumDisplacement)
            : angularFrequency * Double(max(0, maximumDisplacement - abs(displacement)))
        return min(abs(velocity), CGFloat(limit)) * (velocity < 0 ? -1 : 1)
    }

    /// A spring at `offset` moving at `velocity` (points per second), pulling to `anchor`. Inputs
    /// are made usable first (``ScrollMotionInput``); the velocity is not limited here.
    init(anchor: CGFloat, offset: CGFloat, velocity: CGFloat) {
        let anchor = ScrollMotionInput.offset(anchor)
        let start = ScrollMotionInput.offset(offset)
        let omega = 1 / HitKitDefaults.scrollBounceTimeConstant
        let a = Double(start - anchor)
        let v = Double(ScrollMotionInput.velocity(velocity))
        let b = v + omega * a
        self.start = start
        self.anchor = anchor
        displacement = a
        initialVelocity = v
        angularFrequency = omega
        // It crosses the anchor at −a/b — unless it has settled long before (b nearly 0: released
        // moving back in at almost the spring's own pace), when it settles like any other.
        if a != 0, b != 0, (a > 0) != (b > 0),
            -a / b < Self.settlingTime(a: abs(a), b: abs(b), omega: omega)
        {
            let crossing = -a / b
            duration = crossing
            exitVelocity = CGFloat(b * exp(-omega * crossing))
            remainder = 0
            return
        }
        exitVelocity = 0
        guard a != 0 || v != 0 else {
            duration = 0
            remainder = 0
            return
        }
        let settle = Self.settlingTime(a: abs(a), b: abs(b), omega: omega)
        duration = settle
        remainder = (a + b * settle) * exp(-omega * settle)
    }

    /// The first time from which the envelope `(a + b·t)·e^(−ω·t)` (a, b ≥ 0, not both 0) stays
    /// within the resting distance: past the envelope's peak and at least one time constant,
    /// found by doubling then bisection.
    private static func settlingTime(a: Double, b: Double, omega: Double) -> TimeInterval {
        let epsilon = Double(HitKitDefaults.scrollBounceRestingDistance)
        func envelope(_ t: Double) -> Double { (a + b * t) * exp(-omega * t) }
        let peak = b > 0 ? max(0, (b - omega * a) / (omega * b)) : 0
        var low = max(peak, 1 / omega)
        if envelope(low) <= epsilon { return low }
        var high = low * 2
        var doublings = 0
        while envelope(high) > epsilon, doublings < 64 {
            low = high
            high *= 2
            doublings += 1
        }
        for _ in 0..<64 {
            let middle = (low + high) / 2
            if envelope(middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// The offset `elapsed` seconds after the start: the start at 0, the anchor from
    /// ``duration`` on.
    func offset(at elapsed: TimeInterval) -> CGFloat {
        let t = ScrollMotionInput.elapsed(elapsed)
        guard t > 0 else { return start }
        guard t < duration else { return anchor }
        let b = initialVelocity + angularFrequency * displacement
        let progress = t / duration
        var d = (displacement + b * t) * exp(-angularFrequency * t) - remainder * progress * progress
        if exitVelocity == 0 {
            // A settling spring stays on its side of the anchor; this keeps rounding from passing it.
            let side = displacement != 0 ? displacement : initialVelocity
            d = side > 0 ? max(0, d) : min(0, d)
        }
        return anchor + CGFloat(d)
    }

    /// The velocity, in points per second, `elapsed` seconds after the start; 0 from
    /// ``duration`` on.
    func velocity(at elapsed: TimeInterval) -> CGFloat {
        let t = ScrollMotionInput.elapsed(elapsed)
        guard t < duration else { return 0 }
        let b = initialVelocity + angularFrequency * displacement
        let v = (b - angularFrequency * (displacement + b * t)) * exp(-angularFrequency * t)
        return CGFloat(v - 2 * remainder * t / (duration * duration))
    }
}
