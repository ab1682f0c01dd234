import Foundation

/// The scroll view's ``UIScrollView/panGestureRecognizer``: a `UIPanGestureRecognizer` that asks
/// its scroll view whether it may begin (``UIScrollView/panShouldBegin(withTranslation:)``, in the
/// scroll view's coordinates) and keeps ``UIScrollView/isTracking`` up to date. Its delegate is
/// its scroll view (``UIScrollView/recognizerDelegate``); another is refused.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override var delegate: (any UIGestureRecognizerDelegate)? {
        get { scrollView?.recognizerDelegate }
        set { scrollView?.refuseDelegate(newValue, for: self) }
    }

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

    /// Two fingers on a trackpad are a finger on the content: the scroll view tracks, and a
    /// deceleration stops. A wheel tick only moves the content (its `began` stops a deceleration).
    override func scrollWillBegin(discrete: Bool) {
        if !discrete { scrollView?.fingerDidTouchDown() }
    }

    override func reset() {
        super.reset()
        scrollView?.trackingDidEnd()
    }

    /// The translation comes in window coordinates; the scroll view decides in its own (a
    /// rotated scroll view scrolls along its own axes).
    override func mayBegin(withTranslation translation: CGPoint) -> Bool {
        guard let scrollView else { return false }
        return scrollView.panShouldBegin(withTranslation: Self.vector(translation, fromWindowTo: scrollView))
    }
}
