import Foundation

/// UIKit's `removeTarget(_:action:for:)`, `sendAction(_:to:for:)` and
/// `actions(forTarget:forControlEvent:)` in typed forms: the action is an unapplied method
/// reference taking nothing, the sender, or the sender and the event (see
/// ``UIControlTargetActionSupport``).
extension UIControlTargetActionSupport where Self: UIControl {
    /// Stops running `target`'s actions for `controlEvents` (with a `nil` target, the actions of
    /// every target of the method's type, nil-targeted ones included). Swift cannot compare method
    /// references, so all of the target's actions for those events go, whichever method `action`
    /// names; they keep running for their other events.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for controlEvents: UIControl.Event
    ) {
        removeTargetEntries(target, ofType: Target.self, for: controlEvents)
    }

    /// Stops running `target`'s actions for `controlEvents`, for a method taking the sender.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void,
        for controlEvents: UIControl.Event
    ) {
        removeTargetEntries(target, ofType: Target.self, for: controlEvents)
    }

    /// Stops running `target`'s actions for `controlEvents`, for a method taking the sender and the
    /// event.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Self, UIEvent?) -> Void,
        for controlEvents: UIControl.Event
    ) {
        removeTargetEntries(target, ofType: Target.self, for: controlEvents)
    }

    /// Calls `action` on `target` — or, for a `nil` target, on the first responder of the method's
    /// type up the responder chain — with this control as the sender, as UIKit's
    /// `sendAction(_:to:for:)` does. Nothing happens when no responder performs it.
    public func sendAction<Target: AnyObject>(
        _ action: @escaping @MainActor (Target) -> @MainActor () -> Void, to target: Target?,
        for event: UIEvent?
    ) {
        guard let receiver = actionReceiver(target) else { return }
        action(receiver)()
    }

    /// Calls `action`, a method taking the sender, on `target` (or up the chain for `nil`).
    public func sendAction<Target: AnyObject>(
        _ action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void, to target: Target?,
        for event: UIEvent?
    ) {
        guard let receiver = actionReceiver(target) else { return }
        action(receiver)(self)
    }

    /// Calls `action`, a method taking the sender and the event, on `target` (or up the chain for
    /// `nil`).
    public func sendAction<Target: AnyObject>(
        _ action: @escaping @MainActor (Target) -> @MainActor (Self, UIEvent?) -> Void, to target: Target?,
        for event: UIEvent?
    ) {
        guard let receiver = actionReceiver(target) else { return }
        action(receiver)(self, event)
    }
}

extension UIControl {
    /// The actions registered for `target` and `controlEvent`, or `nil` when there are none — as
    /// UIKit returns them. A `nil` target always gives `nil`, nil-targeted actions or not (Apple:
    /// "Specifying nil always returns nil"). UIKit gives selector names; Linux has none, so each
    /// entry names the action method's type, e.g. `"(EditorViewController) -> (UIButton) -> ()"`:
    /// count them, or compare with `nil`.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let names = actionEntries.compactMap { entry -> String? in
            guard entry.targetHandler != nil, entry.isLive, !entry.events.isDisjoint(with: controlEvent) else {
                return nil
            }
            return entry.target === target ? entry.actionName : nil
        }
        return names.isEmpty ? nil : names
    }
}
