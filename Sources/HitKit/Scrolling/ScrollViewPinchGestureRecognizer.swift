import Foundation

/// The scroll view's ``UIScrollView/pinchGestureRecognizer``: a `UIPinchGestureRecognizer` that
/// recognizes together with the scroll view's pan, as UIKit's does (a two-finger pinch also
/// drags). Its delegate is its scroll view (``UIScrollView/recognizerDelegate``); another is
/// refused.
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override var delegate: (any UIGestureRecognizerDelegate)? {
        get { scrollView?.recognizerDelegate }
        set { scrollView?.refuseDelegate(newValue, for: self) }
    }

    override init() {
        super.init()
        name = "UIScrollView pinch"
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventedGestureRecognizer !== scrollView?.panGestureRecognizer
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        preventingGestureRecognizer !== scrollView?.panGestureRecognizer
    }
}
