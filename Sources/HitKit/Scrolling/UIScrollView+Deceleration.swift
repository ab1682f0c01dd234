import Foundation

extension UIScrollView {
    /// Where content released at `offset` with `velocity` (points per millisecond) comes to rest,
    /// and the rate it slows down at:
    /// - pulled past an edge: springs back to the edge (``HitKitDefaults/scrollViewSpringBackRate``);
    /// - with ``isPagingEnabled``: the next page in the direction of a fling faster than
    ///   ``HitKitDefaults/scrollViewPagingVelocity``, otherwise the nearest page (pages are the
    ///   scroll view's size), at the spring-back rate;
    /// - otherwise: where ``decelerationRate`` brings it, stopped at the edges of the range.
    func plannedRest(from offset: CGPoint, velocity: CGPoint) -> (target: CGPoint, rate: CGFloat) {
        let springRate = HitKitDefaults.scrollViewSpringBackRate
        let inRange = clamped(offset)
        if inRange != offset { return (inRange, springRate) }
        if isPagingEnabled {
            let size = bounds.size
            let target = CGPoint(
                x: pageOffset(offset.x, velocity: velocity.x, pageLength: size.width),
                y: pageOffset(offset.y, velocity: velocity.y, pageLength: size.height))
            return (clamped(target), springRate)
        }
        let rate = decelerationRate.rawValue
        let projected = CGPoint(
            x: offset.x + ScrollDeceleration.distance(for: velocity.x, rate: rate),
            y: offset.y + ScrollDeceleration.distance(for: velocity.y, rate: rate))
        return (clamped(projected), rate)
    }

    private func pageOffset(_ offset: CGFloat, velocity: CGFloat, pageLength: CGFloat) -> CGFloat {
        guard pageLength > 0 else { return offset }
        let page = offset / pageLength
        let threshold = HitKitDefaults.scrollViewPagingVelocity
        let index: CGFloat
        if velocity > threshold {
            index = page.rounded(.down) + 1
        } else if velocity < -threshold {
            index = page.rounded(.up) - 1
        } else {
            index = page.rounded()
        }
        return index * pageLength
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
