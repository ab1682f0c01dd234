import Foundation

/// The scroll view's ``UIScrollView/panGestureRecognizer``: a `UIPanGestureRecognizer` that asks
/// its scroll view whether it may begin (``UIScrollView/panShouldBegin(withTranslation:)``) and
/// keeps ``UIScrollView/isTracking`` up to date.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override init() {
        super.init()
        name = "UIScrollView pan"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDidTouchDown()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if !trackedTouches.contains(where: \.isActive) { scrollView?.isTracking = false }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if !trackedTouches.contains(where: \.isActive) { scrollView?.isTracking = false }
    }

    override func reset() {
        super.reset()
        scrollView?.isTracking = false
    }

    override func mayBegin(withTranslation translation: CGPoint) -> Bool {
        scrollView?.panShouldBegin(withTranslation: translation) ?? false
    }
}
