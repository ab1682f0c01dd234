import Foundation

extension UIScrollView {
    /// The view the delegate zooms (``UIScrollViewDelegate/viewForZooming(in:)``), if any.
    var zoomingView: UIView? { delegate?.viewForZooming(in: self) }

    /// Creates the pinch recognizer when zooming becomes possible — a delegate and
    /// ``minimumZoomScale`` below ``maximumZoomScale`` — and removes it when it no longer is; a
    /// pinch under way then ends its zooming (``endZooming(anchor:)``).
    func updatePinchRecognizer() {
        let possible = delegate != nil && minimumZoomScale < maximumZoomScale
        if possible, zoomPinch == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.scrollView = self
            pinch.addTypedAction(self) { scrollView, recognizer in scrollView.handlePinch(recognizer) }
            addGestureRecognizer(pinch)
            zoomPinch = pinch
        } else if !possible, let pinch = zoomPinch {
            zoomPinch = nil
            endZooming(anchor: nil)
            removeGestureRecognizer(pinch)
        }
    }

    /// Scales the zooming view to `scale` — a scale transform, its frame's origin at the content's
    /// origin, ``contentSize`` its frame's size — keeping `anchor` (a point in the scroll view's
    /// bounds) over the same point of the content. Calls `scrollViewDidZoom(_:)`.
    func applyZoomScale(_ scale: CGFloat, anchor: CGPoint?) {
        guard let view = zoomingView, scale > 0, scale.isFinite else { return }
        let old = storedZoomScale
        let anchorPoint = anchor ?? CGPoint(x: bounds.midX, y: bounds.midY)
        let visible = CGPoint(x: anchorPoint.x - contentOffset.x, y: anchorPoint.y - contentOffset.y)
        storedZoomScale = scale
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
    func handlePinch(_ recognizer: UIGestureRecognizer) {
        guard let pinch = recognizer as? UIPinchGestureRecognizer, pinch === zoomPinch else { return }
        switch pinch.state {
        case .began:
            guard let view = zoomingView else { return }
            stopScrolling()
            stoppedByTouch = false  // the pinch's own end settles the zoom
            isZooming = true
            zoomStartScale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyZoomScale(bandedZoomScale(zoomStartScale * pinch.scale), anchor: pinch.location(in: self))
        case .changed:
            guard isZooming else { return }
            applyZoomScale(bandedZoomScale(zoomStartScale * pinch.scale), anchor: pinch.location(in: self))
        case .ended, .cancelled:
            endZooming(anchor: pinch.location(in: self))
        case .possible, .failed:
            break
        }
    }

    /// The pinch ended, was cancelled, or can no longer zoom (the delegate went away, or zooming
    /// became impossible): ``isZooming`` is `false` from here, whatever else happens.
    ///
    /// A scale beyond the limits springs back to the limit about `anchor` (``bounceZoom(to:anchor:)``).
    /// With no zooming view left — no delegate, or `viewForZooming(in:)` answering `nil` — there
    /// is nothing to scale: the zoom ends where it is, and a delegate still there hears
    /// `scrollViewDidEndZooming(_:with:atScale:)` with a `nil` view.
    func endZooming(anchor: CGPoint?) {
        guard isZooming else { return }
        isZooming = false
        let translation = panGestureRecognizer.translation(in: self)
        drag.startOffset = CGPoint(x: contentOffset.x + translation.x, y: contentOffset.y + translation.y)
        guard let view = zoomingView else {
            delegate?.scrollViewDidEndZooming(self, with: nil, atScale: zoomScale)
            return
        }
        if let limit = zoomScaleLimit {
            bounceZoom(to: limit, anchor: anchor)
        } else {
            contentOffset = clamped(contentOffset)
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
        }
    }

    /// The limit the zoom scale must bounce back to — ``minimumZoomScale`` or ``maximumZoomScale`` —
    /// when it is beyond them, no pinch is under way and there is a view to zoom; otherwise `nil`.
    var zoomBounceTarget: CGFloat? {
        guard !isZooming, zoomingView != nil else { return nil }
        return zoomScaleLimit
    }

    /// The limit — ``minimumZoomScale`` or ``maximumZoomScale`` — the zoom scale is beyond, if any.
    private var zoomScaleLimit: CGFloat? {
        let limited = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
        return limited == zoomScale ? nil : limited
    }

    /// Brings the zoom scale back to `limit` about `anchor`: animated on the application's clock
    /// (``isZoomBouncing`` meanwhile), or at once when the scroll view has no window to give it a
    /// clock (removed mid-pinch, say) — never left beyond the limits. Ends with
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    func bounceZoom(to limit: CGFloat, anchor: CGPoint?) {
        guard let clock = window?.application?.clock else {
            applyZoomScale(limit, anchor: anchor)
            zoomAnimationDidFinish()
            return
        }
        isZoomBouncing = true
        animateZoom(to: limit, anchor: anchor, clock: clock)
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
        let scale = min(
            max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
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
