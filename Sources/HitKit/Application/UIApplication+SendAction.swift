import Foundation

/// Action messages, and the nil-targeted ones that travel the responder chain.
///
/// UIKit names an action by selector; Linux has none, so HitKit names it by an unapplied method
/// reference, whose type says which responders can perform it. UIKit sends a nil-targeted action
/// to the first responder that implements the selector; HitKit sends it to the first responder
/// on the chain that *is* of the method's type.
extension UIApplication {
    /// Sends `action` to `target`, or — when `target` is `nil` — up the responder chain.
    ///
    /// The UIKit call `sendAction(#selector(Editor.save(_:)), to: nil, from: button, for: nil)`
    /// becomes `sendAction(Editor.save, to: nil, from: button, for: nil)`.
    ///
    /// A nil-targeted action starts at the first responder of the sender's window (or of the key
    /// window, when the sender is not a view in a window) and follows ``UIResponder/next`` until a
    /// responder of type `Target` performs it. With no first responder, the search starts at the
    /// sender itself if it is a responder — which is how a button's nil-targeted action reaches
    /// its view controller.
    ///
    /// - Returns: `true` if a target performed the action.
    /// - Complexity: O(*n*) in the length of the responder chain.
    @discardableResult
    public func sendAction<Target: AnyObject>(
        _ action: @escaping @MainActor (Target) -> @MainActor (Any?) -> Void, to target: Target?,
        from sender: Any?, for event: UIEvent?
    ) -> Bool {
        let receiver = target ?? UIResponder.actionReceiver(ofType: Target.self, from: sender, keyWindow: keyWindow)
        guard let receiver else { return false }
        action(receiver)(sender)
        return true
    }
}

extension UIResponder {
    /// The responder a nil-targeted action of `Target`'s type sent by `sender` goes to, if any:
    /// the first `Target` on the chain from the first responder of the sender's window (else of
    /// `keyWindow`), or from the sender itself when there is no first responder.
    ///
    /// - Complexity: O(*n*) in the length of the responder chain; a `next` override that loops is
    ///   detected (see `ResponderLoopCheck`) and cannot hang.
    static func actionReceiver<Target>(ofType type: Target.Type, from sender: Any?, keyWindow: UIWindow?) -> Target? {
        let window = (sender as? UIView)?.window ?? keyWindow
        var responder: UIResponder? = window?.currentFirstResponder ?? (sender as? UIResponder)
        var loopCheck = ResponderLoopCheck()
        while let current = responder, loopCheck.step(to: current) {
            if let target = current as? Target { return target }
            responder = current.next
        }
        return nil
    }
}
