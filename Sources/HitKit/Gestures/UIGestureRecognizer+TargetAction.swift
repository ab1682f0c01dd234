import Foundation

/// Typed target–action, HitKit's replacement on Linux for UIKit's selector-based
/// `init(target:action:)`, `addTarget(_:action:)` and `removeTarget(_:action:)`.
///
/// The action is an unapplied method reference, so the UIKit lines
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
/// pan.addTarget(self, action: #selector(panned))
/// ```
///
/// become
///
/// ```swift
/// let pan = UIPanGestureRecognizer(target: self, action: PhotoView.handlePan)
/// pan.addTarget(self, action: PhotoView.panned)
/// ```
///
/// The method takes the recognizer — typed as the receiver's own class (`UIPanGestureRecognizer`
/// for a pan recognizer, or any superclass of it), so no cast is needed — or nothing: the two
/// shapes UIKit allows. A method taking a `UIPanGestureRecognizer` cannot be attached to a tap
/// recognizer: the compiler refuses it. Targets are held weakly, as in UIKit.
extension UIGestureRecognizer {
    /// Creates a recognizer that calls `target`'s method `action`, which takes the recognizer.
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `target`'s method `action`, which takes no arguments.
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a typed target–action pair: `action`, a method of `target` that takes the recognizer
    /// (as its own class or a superclass), is called on each state change UIKit reports, e.g.
    /// `recognizer.addTarget(self, action: MyView.handlePan)`. `target` is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        addTypedAction(target) { target, recognizer in
            guard let recognizer = recognizer as? Self else { return }
            action(target)(recognizer)
        }
    }

    /// Adds a typed target–action pair whose method takes no arguments. `target` is held weakly.
    public func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        addTypedAction(target) { target, _ in action(target)() }
    }

    /// Removes `target`'s target–action pairs; with a `nil` target, those of every target of the
    /// method's type. (UIKit compares selectors; Swift cannot compare method references, so this
    /// removes all of the target's actions, as `UIControl`'s `removeTarget(_:action:for:)` does.)
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor (Self) -> Void
    ) {
        removeTypedActions(target, ofType: Target.self)
    }

    /// Removes `target`'s target–action pairs (with a `nil` target, those of every target of the
    /// method's type), for a method that takes no arguments.
    public func removeTarget<Target: AnyObject>(
        _ target: Target?, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        removeTypedActions(target, ofType: Target.self)
    }
}
