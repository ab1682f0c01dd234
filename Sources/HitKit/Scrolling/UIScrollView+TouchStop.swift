import Foundation

extension UIScrollView {
    /// Every finger on the scroll view lifted (or was cancelled), and its pan reset. If a finger
    /// stopped the content while it moved by itself and no drag or pinch followed, the content
    /// settles: see ``settleAfterTouchStop()``.
    func trackingDidEnd() {
        isTracking = false
        guard stoppedByTouch else { return }
        stoppedByTouch = false
        guard !isDragging, !isZooming else { return }
        settleAfterTouchStop()
    }

    /// A touch stopped the content — springing back past an edge, turning a page, decelerating or
    /// bouncing a zoom — and lifted without dragging. As iOS 13 and later do, the lift ends the
    /// interrupted scrolling as a drag released at rest would:
    /// `scrollViewDidEndDragging(_:willDecelerate:)` (though no drag began), then, if the content
    /// is past an edge or between pages, the deceleration that brings it back, with
    /// `scrollViewWillBeginDecelerating(_:)` and `scrollViewDidEndDecelerating(_:)`. A zoom scale
    /// beyond the limits bounces back as after a pinch (`willDecelerate` is `false`; the bounce
    /// ends with `scrollViewDidEndZooming(_:with:atScale:)`). See the "Scroll views and touches"
    /// article.
    private func settleAfterTouchStop() {
        release(along: plannedMotion(from: contentOffset, velocity: .zero))
    }
}
