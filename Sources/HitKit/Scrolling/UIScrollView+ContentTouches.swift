import Foundation

extension UIScrollView {
    /// Whether the pan may begin now that its touches moved `translation` (in the scroll view's
    /// coordinates, as UIKit measures it: a rotated scroll view scrolls along its own axes) past
    /// the start distance:
    /// - the content must be draggable along the drag's dominant axis (it is longer than the
    ///   scroll view on that axis, or ``bounces`` with `alwaysBounce…` on it) — so an inner scroll
    ///   view that cannot move that way leaves the drag to an outer one;
    /// - every content view that already got the touch must let it go: ``canCancelContentTouches``
    ///   and ``touchesShouldCancel(in:)``.
    func panShouldBegin(withTranslation translation: CGPoint) -> Bool {
        let horizontal = abs(translation.x) > abs(translation.y)
        guard horizontal ? canDragHorizontally : canDragVertically else { return false }
        for touch in scrollPan.seenTouches where touch.delivery.progress == .active {
            guard let view = touch.view, view !== self else { continue }
            guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    /// Whether a drag can move the content horizontally: it is wider than the scroll view (with
    /// its insets), or ``bounces`` and ``alwaysBounceHorizontal``.
    var canDragHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag can move the content vertically: it is taller than the scroll view (with its
    /// insets), or ``bounces`` and ``alwaysBounceVertical``.
    var canDragVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
    }

    /// A finger touched down on the scroll view or its content: tracking starts, and a moving
    /// scroll view stops where it is (and settles when the finger lifts, ``trackingDidEnd()``).
    func fingerDidTouchDown() {
        isTracking = true
        guard isScrollingByItself else { return }
        stopScrolling()
        stoppedByTouch = true
    }
}
