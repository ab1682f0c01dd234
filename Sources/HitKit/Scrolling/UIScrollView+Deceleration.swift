import Foundation

extension UIScrollView {
    /// The range of offsets the content rests in, for the motion models.
    var motionRange: ScrollOffsetRange {
        let range = offsetRange
        return ScrollOffsetRange(minimum: range.min, maximum: range.max)
    }

    /// How content released at `offset` moving at `velocity` (points per second, in the direction
    /// the offset moves) goes on: it decelerates at ``decelerationRate``, bounces at an edge on an
    /// axis that ``bounces``, springs back when released past an edge, and with
    /// ``isPagingEnabled`` settles on a page (pages are the scroll view's size). See
    /// ``ScrollMotion``.
    func plannedMotion(from offset: CGPoint, velocity: CGPoint) -> ScrollMotion {
        ScrollMotion(
            offset: offset, velocity: velocity, range: motionRange, decelerationRate: decelerationRate.rawValue,
            pageSize: isPagingEnabled ? bounds.size : nil, bouncesHorizontally: bounces && canDragHorizontally,
            bouncesVertically: bounces && canDragVertically)
    }

    /// Whether the content is moving without a finger: decelerating or in an animated scroll.
    var isScrollingByItself: Bool { animation != nil }

    /// Stops a deceleration or an animation where the content is, without calling the delegate
    /// (UIKit does not call `scrollViewDidEndDecelerating(_:)` when a touch stops the content).
    func stopScrolling() {
        guard let running = animation else { return }
        animation = nil
        running.timer.invalidate()
        isDecelerating = false
        if running.kind == .zoom { isZoomBouncing = false }
    }

    /// Scrolls to `offset` over ``HitKitDefaults/scrollViewAnimationDuration`` (ease-in-out),
    /// then calls `scrollViewDidEndScrollingAnimation(_:)`.
    func animateContentOffset(to offset: CGPoint, clock: any EventClock) {
        let start = contentOffset
        runAnimation(.scroll, duration: HitKitDefaults.scrollViewAnimationDuration, clock: clock) { [weak self] elapsed in
            let progress = easeInOut(elapsed / HitKitDefaults.scrollViewAnimationDuration)
            self?.contentOffset = CGPoint(
                x: start.x + (offset.x - start.x) * progress, y: start.y + (offset.y - start.y) * progress)
        }
    }

    /// Runs `step` with the elapsed time on every 60 Hz frame of `clock` until `duration` has
    /// passed (the last frame gets `duration` exactly), then finishes `kind`'s way.
    func runAnimation(
        _ kind: ScrollAnimation.Kind, duration: TimeInterval, clock: any EventClock,
        step: @escaping @MainActor (TimeInterval) -> Void
    ) {
        stopScrolling()
        let start = clock.now
        let timer = ClockTimer.scheduledTimer(
            withTimeInterval: HitKitDefaults.synthesizedFrameInterval, repeats: true, on: clock
        ) { [weak self] timer in
            guard let self, self.animation?.timer === timer else {
                timer.invalidate()
                return
            }
            let elapsed = min(clock.now - start, duration)
            step(elapsed)
            if elapsed >= duration { self.finishAnimation() }
        }
        animation = ScrollAnimation(kind: kind, timer: timer)
    }

    private func finishAnimation() {
        guard let finished = animation else { return }
        animation = nil
        finished.timer.invalidate()
        switch finished.kind {
        case .deceleration:
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        case .scroll:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .zoom:
            zoomAnimationDidFinish()
        }
    }
}

/// A running scroll-view animation: its kind and its frame timer on the application's clock.
struct ScrollAnimation {
    enum Kind { case deceleration, scroll, zoom }
    let kind: Kind
    let timer: ClockTimer
}

/// Ease-in-out progress for `fraction` of an animation (a cosine curve).
func easeInOut(_ fraction: Double) -> CGFloat {
    let clampedFraction = min(max(fraction, 0), 1)
    return CGFloat((1 - cos(clampedFraction * .pi)) / 2)
}
