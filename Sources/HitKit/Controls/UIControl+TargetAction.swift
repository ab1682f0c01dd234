import Foundation

/// Gives controls typed target–action, HitKit's replacement on Linux for UIKit's selector-based
/// `addTarget(_:action:for:)`. ``UIControl`` adopts it; you never adopt it yourself.
///
/// The action is an unapplied method reference, so the UIKit line
/// `button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)` becomes
///
/// ```swift
/// button.addTarget(self, action: MyViewController.tapped, for: .touchUpInside)
/// ```
///
/// where `tapped` takes nothing, the sender, or the sender and the event — as UIKit's action
/// methods do. The sender parameter may be the receiver's own type (`UIButton` for a button), so
/// no cast is needed. The control holds the target weakly, as UIKit does: once the target is gone
/// its registrations stop running and drop out of ``UIControl/allControlEvents``.
///
/// A `nil` target makes the action *nil-targeted*, as in UIKit: at each send it goes to the first
/// responder of the method's type on the responder chain — from the window's first responder, or
/// from the control itself when there is none (see
/// ``UIApplication/sendAction(_:to:from:for:)``). So
/// `button.addTarget(nil, action: DocumentViewController.save, for: .touchUpInside)` reaches the
/// view controller that holds the button, or the first responder's controller if that is one.
@preconcurrency @MainActor
public protocol UIControlTargetActionSupport: AnyObject {}

extension UIControl: UIControlTargetActionSupport {}

extension UIControlTargetActionSupport where Self: UIControl {
    /// Registers `target`'s method `action`, which takes no arguments, to run when the control
    /// sends any of `controlEvents`. The target is held weakly; a `nil` target is nil-targeted.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void,
        for controlEvents: UIControl.Event
    ) {
        addTargetEntry(target, ofType: Target.self, action: action, for: controlEvents) { target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// Registers `target`'s method `action`, which takes the sending control, to run when the
    /// control sends any of `controlEvents`. The target is held weakly; a `nil` target is
    /// nil-targeted.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addTargetEntry(target, ofType: Target.self, action: action, for: controlEvents) { target, control, _ in
            guard let target = target as? Target, let sender = control as? Self else { return }
            action(target)(sender)
        }
    }

    /// Registers `target`'s method `action`, which takes the sending control and the event (the
    /// touch event, or `nil` for ``UIControl/sendActions(for:)``), to run when the control sends
    /// any of `controlEvents`. The target is held weakly; a `nil` target is nil-targeted.
    public func addTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Self, UIEvent?) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addTargetEntry(target, ofType: Target.self, action: action, for: controlEvents) { target, control, event in
            guard let target = target as? Target, let sender = control as? Self else { return }
            action(target)(sender, event)
        }
    }
}

extension UIControl {
    /// Stops running the target–actions of `target` (of every target when `nil`) for
    /// `controlEvents`; they keep running for their other events. Closure actions added with
    /// ``addAction(_:for:)`` are not affected. (UIKit's version also takes a selector; closures
    /// cannot be compared, so this one removes all of the target's actions for those events.)
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        for entry in actionEntries where entry.targetHandler != nil {
            guard target == nil || entry.target === target else { continue }
            entry.events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    /// The control's live targets, each once, as UIKit's `allTargets` gives them: a set holding
    /// an `NSNull` when there are nil-targeted actions, which UIKit documents as "actions that are
    /// dispatched to the responder chain". A target that is `Hashable` — any `NSObject`, so every
    /// responder — appears as itself (`allTargets.contains(self)` works as in UIKit); a Swift class
    /// that is not `Hashable` appears as its `ObjectIdentifier`.
    ///
    /// On Linux `NSNull()` makes a new object each time, equal to the others but hashed by its
    /// address, so look for the nil-targeted marker by type — `allTargets.contains { $0.base is
    /// NSNull }` — rather than with `contains(NSNull())`.
    ///
    /// - Complexity: O(*n*) in the number of registrations.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        var hasNilTargeted = false
        for entry in actionEntries where entry.targetHandler != nil {
            if let target = entry.target {
                if let hashable = target as? any Hashable {
                    targets.insert(AnyHashable(hashable))
                } else {
                    targets.insert(AnyHashable(ObjectIdentifier(target)))
                }
            } else if entry.findTarget != nil {
                hasNilTargeted = true
            }
        }
        // One NSNull: on Linux each NSNull() is a new object hashed by address.
        if hasNilTargeted { targets.insert(AnyHashable(NSNull())) }
        return targets
    }

    func addTargetEntry<Target: AnyObject, Action>(
        _ target: Target?, ofType type: Target.Type, action: Action, for controlEvents: Event,
        handler: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void
    ) {
        guard !controlEvents.isEmpty else { return }
        actionEntries.removeAll { !$0.isLive }
        let findTarget: @MainActor (UIControl) -> AnyObject? = { control in
            UIResponder.actionReceiver(
                ofType: Target.self, from: control, keyWindow: control.window?.application?.keyWindow)
        }
        let entry = ControlActionEntry(target: target, findTarget: findTarget, events: controlEvents, handler: handler)
        entry.targetType = ObjectIdentifier(Target.self)
        entry.actionName = "\(Swift.type(of: action))"
        actionEntries.append(entry)
    }

    /// Stops running, for `controlEvents`, the target–actions of `target`, or of every target of
    /// type `type` (nil-targeted ones included) when `target` is `nil`.
    func removeTargetEntries<Target: AnyObject>(_ target: Target?, ofType type: Target.Type, for controlEvents: Event) {
        for entry in actionEntries where entry.targetHandler != nil {
            if let target {
                guard entry.target === target else { continue }
            } else {
                guard entry.targetType == ObjectIdentifier(type) else { continue }
            }
            entry.events.subtract(controlEvents)
        }
        actionEntries.removeAll { $0.events.isEmpty || !$0.isLive }
    }

    /// The target of an action sent with `sendAction(_:to:for:)`: `target`, or — when `nil` — the
    /// first responder of type `Target` up the chain, as ``UIApplication/sendAction(_:to:from:for:)``
    /// finds it.
    func actionReceiver<Target: AnyObject>(_ target: Target?) -> Target? {
        target ?? UIResponder.actionReceiver(ofType: Target.self, from: self, keyWindow: window?.application?.keyWindow)
    }
}
