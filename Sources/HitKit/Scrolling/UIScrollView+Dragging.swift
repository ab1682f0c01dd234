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
            drag = ScrollDrag(startOffset: contentOffset, lockedAxis: lockedAxis(for: scrollPan.translation(in: self)))
            isDragging = true
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
        contentOffset = CGPoint(
            x: rubberBanded(wanted.x, min: range.min.x, max: range.max.x, dimension: size.width),
            y: rubberBanded(wanted.y, min: range.min.y, max: range.max.y, dimension: size.height))
    }

    /// `value` inside `min...max`; past either end, with ``bounces``, the rubber band of
    /// ``HitKitDefaults/scrollViewRubberBandConstant`` (the content follows less and less),
    /// without it, the end.
    func rubberBanded(_ value: CGFloat, min lower: CGFloat, max upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if value >= lower && value <= upper { return value }
        let edge = value < lower ? lower : upper
        guard bounces, dimension > 0 else { return edge }
        let distance = abs(value - edge)
        let constant = HitKitDefaults.scrollViewRubberBandConstant
        let banded = (1 - 1 / (distance * constant / dimension + 1)) * dimension
        return value < lower ? edge - banded : edge + banded
    }

    /// The finger lifted (or the drag was cancelled, `velocity` zero): the delegate hears of it
    /// in UIKit's order and the content decelerates, springs back or pages, or stays.
    private func endDragging(velocity: CGPoint) {
        // UIKit reports the velocity of the content offset, in points per millisecond.
        var offsetVelocity = CGPoint(x: -velocity.x / 1000, y: -velocity.y / 1000)
        if drag.lockedAxis == .vertical || !canDragHorizontally { offsetVelocity.x = 0 }
        if drag.lockedAxis == .horizontal || !canDragVertically { offsetVelocity.y = 0 }
        let plan = plannedRest(from: contentOffset, velocity: offsetVelocity)
        var target = plan.target
        delegate?.scrollViewWillEndDragging(self, withVelocity: offsetVelocity, targetContentOffset: &target)
        isDragging = false
        let motion = ScrollDeceleration(from: contentOffset, to: target, rate: plan.rate)
        if motion == nil && target != contentOffset { contentOffset = target }
        let willDecelerate = motion != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard let motion, let clock = window?.application?.clock else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        runAnimation(.deceleration, duration: motion.duration, clock: clock) { [weak self] elapsed in
            self?.contentOffset = motion.offset(at: elapsed)
        }
    }
}
