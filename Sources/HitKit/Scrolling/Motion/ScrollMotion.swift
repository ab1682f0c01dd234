import Foundation

/// How a scroll view's `contentOffset` moves after the finger lifts: deceleration, bounce at the
/// content's edges and paging, as a closed-form function of the time since the finger lifted.
///
/// It is two independent ``ScrollAxisMotion``s, one per axis, as in UIKit. A value type with no
/// clock and no view: the scroll view samples ``offset(at:)`` at each display frame of its own
/// clock, in any order, and gets the same offsets every run.
///
/// ```swift
/// // The content moves against the finger: negate the pan recognizer's velocity.
/// let pan = panGestureRecognizer.velocity(in: scrollView)
/// let velocity = CGPoint(x: -pan.x, y: -pan.y)
/// let motion = ScrollMotion(offset: scrollView.contentOffset, velocity: velocity, range: range)
/// var target = motion.restingOffset  // targetContentOffset for scrollViewWillEndDragging
/// // UIKit passes `withVelocity` in points per millisecond.
/// delegate?.scrollViewWillEndDragging?(
///     scrollView, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
/// let final = target == motion.restingOffset
///     ? motion : ScrollMotion(offset: scrollView.contentOffset, range: range, target: target)
/// // each frame: scrollView.contentOffset = final.offset(at: now - liftTime)
/// ```
///
/// Inputs are made usable first (``ScrollMotionInput``): non-finite offsets and velocities are 0,
/// so no input makes the motion NaN or last for ever.
struct ScrollMotion: Equatable, Sendable {
    /// The horizontal motion.
    let horizontal: ScrollAxisMotion

    /// The vertical motion.
    let vertical: ScrollAxisMotion

    /// The motion after a fling from `offset` at `velocity` (points per second, as a pan
    /// recognizer reports it, in the direction the content offset moves), with `range` the
    /// offsets it may rest at and `decelerationRate` the fraction of its velocity kept each
    /// millisecond (UIKit's `.normal` is ``HitKitDefaults/scrollDecelerationRateNormal``, `.fast`
    /// ``HitKitDefaults/scrollDecelerationRateFast``). With a `pageSize` (a non-positive dimension
    /// means no paging on that axis) each axis settles on a page (``ScrollPaging``); the bounce
    /// flags say on which axis the motion may pass an edge and spring back.
    init(
        offset: CGPoint, velocity: CGPoint, range: ScrollOffsetRange,
        decelerationRate: CGFloat = HitKitDefaults.scrollDecelerationRateNormal, pageSize: CGSize? = nil,
        bouncesHorizontally: Bool = true, bouncesVertically: Bool = true
    ) {
        horizontal = ScrollAxisMotion(
            offset: offset.x, velocity: velocity.x, range: range.horizontal, decelerationRate: decelerationRate,
            pageSize: pageSize?.width, bounces: bouncesHorizontally)
        vertical = ScrollAxisMotion(
            offset: offset.y, velocity: velocity.y, range: range.vertical, decelerationRate: decelerationRate,
            pageSize: pageSize?.height, bounces: bouncesVertically)
    }

    /// The motion from `offset` to exactly `target` (moved into `range` first) on UIKit's
    /// deceleration curve: for a delegate-changed `targetContentOffset`, or any animated settle.
    /// See ``ScrollAxisMotion/init(offset:range:decelerationRate:target:)``.
    init(
        offset: CGPoint, range: ScrollOffsetRange,
        decelerationRate: CGFloat = HitKitDefaults.scrollDecelerationRateNormal, target: CGPoint
    ) {
        horizontal = ScrollAxisMotion(
            offset: offset.x, range: range.horizontal, decelerationRate: decelerationRate, target: target.x)
        vertical = ScrollAxisMotion(
            offset: offset.y, range: range.vertical, decelerationRate: decelerationRate, target: target.y)
    }

    /// Where the motion starts (the offset made usable).
    var startOffset: CGPoint { CGPoint(x: horizontal.start, y: vertical.start) }

    /// Where the motion comes to rest, within the range: the `targetContentOffset` UIKit passes to
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    var restingOffset: CGPoint { CGPoint(x: horizontal.restingOffset, y: vertical.restingOffset) }

    /// How long, in seconds, until both axes are at rest; finite, 0 when nothing moves.
    var duration: TimeInterval { max(horizontal.duration, vertical.duration) }

    /// Whether the offset changes at all (UIKit's `willDecelerate`).
    var isMoving: Bool { duration > 0 }

    /// The content offset `elapsed` seconds after the finger lifted: ``startOffset`` at 0,
    /// ``restingOffset`` from ``duration`` on.
    ///
    /// - Complexity: O(1).
    func offset(at elapsed: TimeInterval) -> CGPoint {
        CGPoint(x: horizontal.offset(at: elapsed), y: vertical.offset(at: elapsed))
    }

    /// The velocity, in points per second, `elapsed` seconds after the finger lifted; zero from
    /// ``duration`` on.
    ///
    /// - Complexity: O(1).
    func velocity(at elapsed: TimeInterval) -> CGPoint {
        CGPoint(x: horizontal.velocity(at: elapsed), y: vertical.velocity(at: elapsed))
    }

    /// Whether the motion is over `elapsed` seconds after the finger lifted.
    func isFinished(at elapsed: TimeInterval) -> Bool {
        elapsed >= duration
    }
}
