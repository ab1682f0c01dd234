import Foundation

/// How a scroll view's offset moves along one axis after the finger lifts, as a closed-form
/// function of the time since: deceleration, bounce at the edges, paging, or a given target.
///
/// It is made of up to three phases, one after the other:
///
/// 1. **Spring back** (``ScrollSpring``), when it starts outside its range (released while
///    rubber-banded): it pulls to the nearer edge. Flung back into the range fast enough, it
///    crosses the edge and goes on decelerating.
/// 2. **Deceleration** (``ScrollDeceleration``): UIKit's exponential decay towards the
///    projected rest. When that rest lies past an edge, the deceleration ends at the edge.
/// 3. **Bounce** (``ScrollSpring``), when the deceleration reached an edge and the axis bounces:
///    it overshoots by at most ``HitKitDefaults/scrollBounceMaximumOverscroll`` and springs back
///    to the edge. Without bounce the motion stops dead at the edge, as UIKit's does.
///
/// A value type with no clock: sample ``offset(at:)`` at any time, in any order. Inputs are made
/// usable first (``ScrollMotionInput``): no input makes it NaN or last for ever.
struct ScrollAxisMotion: Equatable, Sendable {
    /// Where the motion starts.
    let start: CGFloat

    /// Where it comes to rest, at ``duration``: within the range, exactly.
    let restingOffset: CGFloat

    /// How long, in seconds, the motion lasts; finite, 0 when it does not move.
    let duration: TimeInterval

    /// The first phase, when the motion starts outside its range.
    let springBack: ScrollSpring?

    /// The second phase.
    let deceleration: ScrollDeceleration?

    /// When, in seconds after the start, the deceleration begins (the spring back's duration).
    let decelerationStart: TimeInterval

    /// When, in seconds after the start, the deceleration ends: its own duration, or the time it
    /// reaches an edge.
    let decelerationEnd: TimeInterval

    /// The last phase, when the deceleration reached an edge of a bouncing axis.
    let bounce: ScrollSpring?

    /// The offsets the deceleration may show: the range, and the start when that lies outside it.
    private let decelerationBounds: ClosedRange<CGFloat>

    /// The motion after a fling from `offset` at `velocity` (points per second), with `range`
    /// the offsets it may rest at, `decelerationRate` per millisecond, `pageSize` when the axis
    /// pages (see ``ScrollPaging``) and `bounces` whether it may pass an edge and spring back.
    ///
    /// A paging axis goes to its page with ``init(offset:range:decelerationRate:target:)`` at
    /// ``HitKitDefaults/scrollPagingDecelerationRate`` (or `decelerationRate` when faster).
    init(
        offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>,
        decelerationRate: CGFloat = HitKitDefaults.scrollDecelerationRateNormal, pageSize: CGFloat? = nil,
        bounces: Bool = true
    ) {
        let range = ScrollMotionInput.range(range)
        let offset = ScrollMotionInput.offset(offset)
        let velocity = ScrollMotionInput.velocity(velocity)
        if let pageSize, pageSize.isFinite, pageSize > 0 {
            let target = ScrollPaging.targetOffset(from: offset, velocity: velocity, pageSize: pageSize, range: range)
            let rate = min(
                ScrollMotionInput.decelerationRate(decelerationRate), HitKitDefaults.scrollPagingDecelerationRate)
            self = ScrollAxisMotion(offset: offset, range: range, decelerationRate: rate, target: target)
            return
        }
        start = offset
        var time: TimeInterval = 0
        var position = offset
        var speed = velocity
        if let edge = Self.edge(outside: offset, of: range) {
            let limited = ScrollSpring.limitedVelocity(
                bounces ? velocity : Self.inwards(velocity, from: offset, to: edge), displacement: offset - edge,
                maximumDisplacement: HitKitDefaults.scrollBounceMaximumOverscroll)
            let spring = ScrollSpring(anchor: edge, offset: offset, velocity: limited)
            springBack = spring
            time = spring.duration
            position = edge
            speed = spring.exitVelocity
        } else {
            springBack = nil
        }
        decelerationStart = time
        decelerationBounds = min(range.lowerBound, offset)...max(range.upperBound, offset)
        guard speed != 0 else {
            deceleration = nil
            decelerationEnd = time
            bounce = nil
            restingOffset = position
            duration = time
            return
        }
        let decay = ScrollDeceleration(from: position, velocity: speed, decelerationRate: decelerationRate)
        deceleration = decay
        let clampedRest = ScrollMotionInput.clamp(decay.rest, to: range)
        if clampedRest == decay.rest {
            bounce = nil
            decelerationEnd = time + decay.duration
            restingOffset = decay.rest
            duration = decelerationEnd
            return
        }
        // The rest lies past an edge: decelerate to it, then bounce or stop.
        let edge = clampedRest
        let reached = decay.time(reaching: edge) ?? 0
        decelerationEnd = time + reached
        restingOffset = edge
        if bounces {
            let overshoot = ScrollSpring.limitedVelocity(
                decay.velocity(at: reached), displacement: 0,
                maximumDisplacement: HitKitDefaults.scrollBounceMaximumOverscroll)
            let spring = ScrollSpring(anchor: edge, offset: edge, velocity: overshoot)
            bounce = spring
            duration = decelerationEnd + spring.duration
        } else {
            bounce = nil
            duration = decelerationEnd
        }
    }

    /// The motion from `offset` to exactly `target` (moved into `range` first), on UIKit's
    /// deceleration curve at `decelerationRate`: the curve of the fling whose projection is the
    /// target. A delegate that changes `targetContentOffset` in
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` gets this, as does
    /// paging; when the target is the fling's own projection the curve is the fling's.
    init(
        offset: CGFloat, range: ClosedRange<CGFloat>,
        decelerationRate: CGFloat = HitKitDefaults.scrollDecelerationRateNormal, target: CGFloat
    ) {
        let range = ScrollMotionInput.range(range)
        let offset = ScrollMotionInput.offset(offset)
        let target = ScrollMotionInput.clamp(ScrollMotionInput.offset(target), to: range)
        let decay = ScrollDeceleration(from: offset, to: target, decelerationRate: decelerationRate)
        start = offset
        springBack = nil
        deceleration = decay
        decelerationStart = 0
        decelerationEnd = decay.duration
        decelerationBounds = min(range.lowerBound, offset)...max(range.upperBound, offset)
        bounce = nil
        restingOffset = target
        duration = decay.duration
    }

    /// The offset `elapsed` seconds after the finger lifted: ``start`` at 0 (and before, or for a
    /// NaN time), ``restingOffset`` from ``duration`` on.
    func offset(at elapsed: TimeInterval) -> CGFloat {
        let t = ScrollMotionInput.elapsed(elapsed)
        guard t > 0 else { return start }
        guard t < duration else { return restingOffset }
        if let springBack, t < decelerationStart { return springBack.offset(at: t) }
        if let deceleration, t < decelerationEnd {
            return ScrollMotionInput.clamp(deceleration.offset(at: t - decelerationStart), to: decelerationBounds)
        }
        if let bounce { return bounce.offset(at: t - decelerationEnd) }
        return restingOffset
    }

    /// The velocity, in points per second, `elapsed` seconds after the finger lifted; 0 from
    /// ``duration`` on.
    func velocity(at elapsed: TimeInterval) -> CGFloat {
        let t = ScrollMotionInput.elapsed(elapsed)
        guard t < duration else { return 0 }
        if let springBack, t < decelerationStart { return springBack.velocity(at: t) }
        if let deceleration, t < decelerationEnd { return deceleration.velocity(at: t - decelerationStart) }
        if let bounce { return bounce.velocity(at: t - decelerationEnd) }
        return 0
    }

    /// The edge of `range` nearer to `offset` when `offset` lies outside it.
    private static func edge(outside offset: CGFloat, of range: ClosedRange<CGFloat>) -> CGFloat? {
        if offset < range.lowerBound { return range.lowerBound }
        if offset > range.upperBound { return range.upperBound }
        return nil
    }

    /// `velocity` when it points from `offset` towards `edge`, else 0.
    private static func inwards(_ velocity: CGFloat, from offset: CGFloat, to edge: CGFloat) -> CGFloat {
        (edge - offset) * velocity > 0 ? velocity : 0
    }
}
