import Foundation

extension UIScrollView {
    /// The view the delegate zooms (``UIScrollViewDelegate/viewForZooming(in:)``), if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Creates the pinch recognizer when zooming becomes possible — a delegate and
    /// ``minimumZoomScale`` below ``maximumZoomScale`` — and removes it when it no longer is.
    func updatePinchRecognizer() {
        let possible = delegate != nil && minimumZoomScale < maximumZoomScale
        if possible, zoomPinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTypedAction(self) { scrollView, _ in scrollView.handlePinch() }
            addGestureRecognizer(pinch)
            zoomPinch = pinch
        } else if !possible, let pinch = zoomPinch {
            removeGestureRecognizer(pinch)
            zoomPinch = nil
        }
    }

    /// Scales the zooming view to `scale` — a scale transform, its frame's origin at the content's
    /// origin, ``contentSize`` its frame's size — keeping `anchor` (a point in the scroll view's
    /// bounds) over the same point of the content. Calls `scrollViewDidZoom(_:)`.
    func applyZoomScale(_ scale: CGFloat, anchor: CGPoint?) {
        guard let view = zoomingView, scale > 0, scale.isFinite else { return }
        let old = zoomScaleStorage
        let anchorPoint = anchor ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let visible = CGPoint(x: anchorPoint.x - contentOffset.x, y: anchorPoint.y - contentOffset.y)
        zoomScaleStorage = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        let ratio = scale / old
        let offset = CGPoint(x: anchorPoint.x * ratio - visible.x, y: anchorPoint.y * ratio - visible.y)
        contentOffset = isZooming ? offset : clamped(offset)
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch recognizer's action: the zoom follows the fingers about their centroid, past the
    /// limits with a rubber band when ``bouncesZoom``, and springs back to the limit on release.
    func handlePinch() {
        guard let pinch = zoomPinch, let view = zoomingView else { return }
        switch pinch.state {
        case .began:
            stopScrolling()
            isZooming = true
            zoomStartScale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoomScale(bandedZoomScale(zoomStartScale * pinch.scale), anchor: pinch.location(in: self))
        case .changed:
            applyZoomScale(bandedZoomScale(zoomStartScale * pinch.scale), anchor: pinch.location(in: self))
        case .ended, .cancelled:
            isZooming = false
            drag.startOffset = CGPoint(
                x: contentOffset.x + panGestureRecognizer.translation(in: self).x,
                y: contentOffset.y + panGestureRecognizer.translation(in: self).y)
            let limited = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
            if limited != zoomScale, let clock = window?.application?.clock {
                isZoomBouncing = true
                animateZoom(to: limited, anchor: pinch.location(in: self), clock: clock)
            } else {
                contentOffset = clamped(contentOffset)
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
            }
        case .possible, .failed:
            break
        }
    }

    /// `scale` within the zoom limits; past them, with ``bouncesZoom``, a square-root rubber band.
    private func bandedZoomScale(_ scale: CGFloat) -> CGFloat {
        let lower = minimumZoomScale
        let upper = maximumZoomScale
        guard scale < lower || scale > upper else { return scale }
        guard bouncesZoom else { return min(max(scale, lower), upper) }
        return scale > upper ? upper * (scale / upper).squareRoot() : lower * (scale / lower).squareRoot()
    }

    /// Animates the zoom scale to `scale` about `anchor` over
    /// ``HitKitDefaults/scrollViewAnimationDuration``, then calls `scrollViewDidEndZooming`.
    func animateZoom(to scale: CGFloat, anchor: CGPoint?, clock: any EventClock) {
        let start = zoomScale
        let duration = HitKitDefaults.scrollViewAnimationDuration
        runAnimation(.zoom, duration: duration, clock: clock) { [weak self] elapsed in
            let progress = easeInOut(elapsed / duration)
            self?.applyZoomScale(start + (scale - start) * progress, anchor: anchor)
        }
    }

    /// A zoom animation finished.
    func zoomAnimationDidFinish() {
        isZoomBouncing = false
        contentOffset = clamped(contentOffset)
        delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
    }

    /// Zooms so that `rect`, in the zooming view's coordinates, fills the scroll view as far as
    /// the zoom limits allow, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, zoomingView != nil else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        let targetOffset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        guard animated, let clock = window?.application?.clock else {
            applyZoomScale(scale, anchor: nil)
            contentOffset = clamped(targetOffset)
            return
        }
        let startScale = zoomScale
        let startOffset = contentOffset
        let duration = HitKitDefaults.scrollViewAnimationDuration
        runAnimation(.zoom, duration: duration, clock: clock) { [weak self] elapsed in
            guard let self else { return }
            let progress = easeInOut(elapsed / duration)
            self.applyZoomScale(startScale + (scale - startScale) * progress, anchor: nil)
            self.contentOffset = CGPoint(
                x: startOffset.x + (targetOffset.x - startOffset.x) * progress,
                y: startOffset.y + (targetOffset.y - startOffset.y) * progress)
        }
    }
}
