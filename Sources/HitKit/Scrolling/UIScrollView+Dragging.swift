import Foundation

/// What a scroll view remembers during a drag.
struct ScrollDrag {
    /// The axes a drag can move the content along.
    enum Axis { case horizontal, vertical }

    /// The content offset when the drag began; the offset is this minus the pan's translation.
    var startOffset: CGPoint = .zero
    /// The axis a directionally locked drag keeps to, if any.
    var lockedAxis: Axis?
}

extension UIScrollView {
    /// The pan recognizer's action: the content follows the finger — the point of the content
    /// under the finger when it touched down stays under it — clamped to the scrolling range, or
    /// rubber-banded past it when ``bounces``.
    func handlePan() {
        switch scrollPan.state {
        case .began:
            stopScrolling()
            stoppedByTouch = false  // the drag's own end settles the content
            drag = ScrollDrag(
                startOffset: unbanded(contentOffset), lockedAxis: lockedAxis(for: scrollPan.translation(in: self)))
            isDragging = true
            refreshControl?.scrollViewDragBegan()
            delegate?.scrollViewWillBeginDragging(self)
            followFinger()
        case .changed:
            followFinger()
        case .ended:
            endDragging(velocity: scrollPan.velocity(in: self))
        case .cancelled:
            endDragging(velocity: .zero)
        case .possible, .failed:
            break
        }
    }

    /// The axis a drag that began with `translation` locks to, when ``isDirectionalLockEnabled``:
    /// the dominant one, if the other component is less than
    /// ``HitKitDefaults/scrollViewDirectionalLockRatio`` of it.
    private func lockedAxis(for translation: CGPoint) -> ScrollDrag.Axis? {
        guard isDirectionalLockEnabled else { return nil }
        let ratio = HitKitDefaults.scrollViewDirectionalLockRatio
        if abs(translation.y) < abs(translation.x) * ratio { return .horizontal }
        if abs(translation.x) < abs(translation.y) * ratio { return .vertical }
        return nil
    }

    private func followFinger() {
        guard !isZooming else { return }  // the pinch places the content while it runs
        let translation = scrollPan.translation(in: self)
        let start = drag.startOffset
        var wanted = CGPoint(x: start.x - translation.x, y: start.y - translation.y)
        if drag.lockedAxis == .vertical || !canDragHorizontally { wanted.x = start.x }
        if drag.lockedAxis == .horizontal || !canDragVertically { wanted.y = start.y }
        let range = offsetRange
        let size = bounds.size
        if scrollPan.scroll?.isDiscrete == true {
            // A wheel tick moves the content within its range: it never rubber-bands.
            contentOffset = CGPoint(
                x: min(max(wanted.x, range.min.x), range.max.x), y: min(max(wanted.y, range.min.y), range.max.y))
            return
        }
        contentOffset = CGPoint(
            x: rubberBanded(wanted.x, min: range.min.x, max: range.max.x, dimension: size.width),
            y: rubberBanded(wanted.y, min: range.min.y, max: range.max.y, dimension: size.height))
        refreshControl?.scrollViewWasPulled(self)
    }

    /// `value` inside `min...max`; past either end, with ``bounces``, the rubber band
    /// (``ScrollRubberBand``: the content follows less and less), without it, the end.
    func rubberBanded(_ value: CGFloat, min lower: CGFloat, max upper: CGFloat, dimension: CGFloat) -> CGFloat {
        guard bounces else { return Swift.min(Swift.max(value, lower), upper) }
        return ScrollRubberBand.offset(value, in: lower...upper, dimension: dimension)
    }

    /// The offset the finger would have put the content at for it to show `offset`: inside the
    /// range, `offset` itself; past an edge, undoing the rubber band — so a drag that catches a
    /// bounce goes on from where the content is, without a jump.
    private func unbanded(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        let size = bounds.size
        func axis(_ value: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < lower {
                return lower + ScrollRubberBand.overscroll(forOffset: value - lower, dimension: dimension)
            }
            if value > upper {
                return upper + ScrollRubberBand.overscroll(forOffset: value - upper, dimension: dimension)
            }
            return value
        }
        return CGPoint(
            x: axis(offset.x, range.min.x, range.max.x, size.width),
            y: axis(offset.y, range.min.y, range.max.y, size.height))
    }

    /// The finger lifted (or the drag was cancelled, `velocity` zero): the delegate hears of it
    /// in UIKit's order and the content decelerates, springs back or pages, or stays — or, when
    /// the drag caught a zoom beyond its limits, the zoom bounces back.
    private func endDragging(velocity: CGPoint) {
        // The pan's velocity is the finger's; the content offset moves the other way.
        var offsetVelocity = CGPoint(x: -velocity.x, y: -velocity.y)
        if drag.lockedAxis == .vertical || !canDragHorizontally { offsetVelocity.x = 0 }
        if drag.lockedAxis == .horizontal || !canDragVertically { offsetVelocity.y = 0 }
        let planned = plannedMotion(from: contentOffset, velocity: offsetVelocity)
        var target = planned.restingOffset
        // UIKit reports the velocity in points per millisecond.
        let reported = CGPoint(x: offsetVelocity.x / 1000, y: offsetVelocity.y / 1000)
        delegate?.scrollViewWillEndDragging(self, withVelocity: reported, targetContentOffset: &target)
        isDragging = false
        let motion =
            target == planned.restingOffset
            ? planned
            : ScrollMotion(
                offset: contentOffset, range: motionRange, decelerationRate: decelerationRate.rawValue, target: target)
        release(along: motion)
    }

    /// The content is let go with `motion` ahead of it — a drag released, or a touch that stopped
    /// the content lifted: `scrollViewDidEndDragging(_:willDecelerate:)`, then the motion
    /// (``decelerate(along:)``). A zoom beyond its limits (a drag or a touch caught it bouncing
    /// back) bounces back instead, and its end puts the content within its range.
    func release(along motion: ScrollMotion) {
        let zoomLimit = zoomBounceTarget
        delegate?.scrollViewDidEndDragging(self, willDecelerate: motion.isMoving && zoomLimit == nil)
        if let zoomLimit {
            bounceZoom(to: zoomLimit, anchor: nil)
        } else {
            decelerate(along: motion)
        }
    }

    /// Runs `motion` on the application's clock — `scrollViewWillBeginDecelerating(_:)`, a
    /// `scrollViewDidScroll(_:)` each frame, `scrollViewDidEndDecelerating(_:)` — or, without a
    /// window to give a clock, puts the content where it would come to rest at once.
    func decelerate(along motion: ScrollMotion) {
        guard motion.isMoving, let clock = window?.application?.clock else {
            if motion.restingOffset != contentOffset { contentOffset = motion.restingOffset }
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        runAnimation(.deceleration, duration: motion.duration, clock: clock) { [weak self] elapsed in
            self?.contentOffset = motion.offset(at: elapsed)
        }
    }
}
