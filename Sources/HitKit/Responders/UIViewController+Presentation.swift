import Foundation

/// The work behind ``UIViewController/present(_:animated:completion:)`` and
/// ``UIViewController/dismiss(animated:completion:)``: synchronous, without transition views.
extension UIViewController {
    func performPresentation(of presented: UIViewController, completion: (() -> Void)?) {
        let window = viewIfLoaded?.window
        if let refusal = presentationRefusal(of: presented, window: window) {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .invalidPresentation,
                    message: "\(refusal); nothing was presented",
                    context: "\(type(of: presented)) on \(type(of: self))"),
                in: window?.application)
            return
        }
        guard let window else { return }
        presentedController = presented
        presented.presentingController = self
        let content = presented.view!
        content.frame = window.bounds
        window.addSubview(content)
        completion?()
    }

    /// Why presenting `presented` from this controller is refused, or nil if it is allowed.
    private func presentationRefusal(of presented: UIViewController, window: UIWindow?) -> String? {
        if presented === self { return "a view controller cannot present itself" }
        if presentedController != nil { return "the view controller is already presenting another" }
        if window == nil { return "the presenting view controller's view is not in a window" }
        if presented.presentingController != nil { return "the view controller is already presented" }
        if presented.parent != nil { return "a child view controller cannot be presented" }
        // UIKit refuses to present an active controller; presenting one that presents, or that
        // contains the presenter, would close a loop that dismissing never leaves.
        if presented.presentedController != nil {
            return "the view controller is active: it is presenting another"
        }
        if isSelfOrDescendant(of: presented) {
            return "the view controller is active: it contains the presenting view controller"
        }
        return nil
    }

    func performDismissal(completion: (() -> Void)?) {
        let base = presentedController != nil ? self : presentingController
        guard let base, let first = base.presentedController else { return }
        // The stack above `base`, dismissed from the top down.
        var stack: [UIViewController] = [first]
        while let next = stack.last?.presentedController { stack.append(next) }
        for controller in stack.reversed() {
            if let content = controller.viewIfLoaded, content.superview != nil {
                content.removeFromSuperview()
            }
            controller.presentingController?.presentedController = nil
            controller.presentingController = nil
        }
        completion?()
    }
}
