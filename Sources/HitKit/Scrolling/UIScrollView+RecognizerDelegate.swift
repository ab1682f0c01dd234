import Foundation

extension UIScrollView {
    /// The delegate of the scroll view's pan and pinch recognizers: the scroll view itself, as in
    /// UIKit, whenever its class adopts `UIGestureRecognizerDelegate` — so a subclass's
    /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` and the other delegate methods are
    /// asked. A plain `UIScrollView` is no `UIGestureRecognizerDelegate` in Swift (UIKit's
    /// conformance is private, and declaring it would make the subclass's own adoption a compile
    /// error), so its recognizers report no delegate.
    var recognizerDelegate: (any UIGestureRecognizerDelegate)? {
        self as? any UIGestureRecognizerDelegate
    }

    /// Refuses `delegate` for `recognizer`, one of the scroll view's own, unless it is the delegate
    /// it already has: UIKit raises an exception ("UIScrollView's built-in pan gesture recognizer
    /// must have its scroll view as its delegate"); HitKit reports an
    /// `invalidGestureRecognizerDelegate` diagnostic and the scroll view stays.
    func refuseDelegate(_ delegate: (any UIGestureRecognizerDelegate)?, for recognizer: UIGestureRecognizer) {
        guard delegate !== recognizerDelegate else { return }
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .invalidGestureRecognizerDelegate,
                message: "a scroll view's built-in recognizer must have its scroll view as its delegate; "
                    + "the new delegate was refused",
                context: "\(recognizer.name ?? "\(type(of: recognizer))") of \(self)"),
            in: window?.application)
    }
}
