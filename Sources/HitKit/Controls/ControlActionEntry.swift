import Foundation

/// One registration in a control's dispatch table: a ``UIAction`` or a typed target–action pair,
/// with the events it is registered for.
///
/// A control keeps its entries in the order they were first added, and runs them in that order
/// (UIKit keeps one list for actions and targets alike).
@MainActor
final class ControlActionEntry {
    /// The closure action, for an entry made by `addAction(_:for:)`.
    var action: UIAction?
    /// The target, held weakly, for an entry made by `addTarget(_:action:for:)`.
    weak var target: AnyObject?
    /// Finds the target when the send happens, for a nil-targeted entry (`addTarget(nil, …)`).
    let findTarget: (@MainActor (UIControl) -> AnyObject?)?
    /// Calls the target's method; `nil` for a closure action.
    let targetHandler: (@MainActor (AnyObject, UIControl, UIEvent?) -> Void)?
    /// The events the entry runs for.
    var events: UIControl.Event
    /// The type of a target–action's target (`nil` for a closure action).
    var targetType: ObjectIdentifier?
    /// What ``UIControl/actions(forTarget:forControlEvent:)`` reports for a target–action: the
    /// action method's type, since Linux has no selector names.
    var actionName: String?

    init(action: UIAction, events: UIControl.Event) {
        self.action = action
        self.findTarget = nil
        self.targetHandler = nil
        self.events = events
    }

    /// A target–action entry: for `target`, or, when `target` is `nil`, for whatever `findTarget`
    /// finds on the responder chain at each send.
    init(
        target: AnyObject?, findTarget: (@MainActor (UIControl) -> AnyObject?)?, events: UIControl.Event,
        handler: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void
    ) {
        self.target = target
        self.findTarget = target == nil ? findTarget : nil
        self.targetHandler = handler
        self.events = events
    }

    /// Whether the entry can still run: a target–action entry dies with its target (a
    /// nil-targeted one lives as long as the control).
    var isLive: Bool { action != nil || target != nil || findTarget != nil }

    /// Runs the entry for `control`; a target that is gone, or a nil-targeted action that no
    /// responder performs, is skipped.
    func run(from control: UIControl, with event: UIEvent?) {
        if let action {
            control.sendAction(action)
        } else if let targetHandler, let target = target ?? findTarget?(control) {
            targetHandler(target, control, event)
        }
    }
}
