import Foundation

/// The closure a ``UIAction`` runs: it receives the action itself, whose ``UIAction/sender`` is
/// the control that sent it while the closure runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, as in UIKit since iOS 14: add it to a control with
/// ``UIControl/addAction(_:for:)`` and the control runs its handler for the given events.
///
/// ```swift
/// let action = UIAction(title: "Save") { action in
///     print("saved by", action.sender as? UIButton as Any)
/// }
/// button.addAction(action, for: .touchUpInside)
/// ```
///
/// Controls unique actions by ``identifier``: adding an action whose identifier is already
/// registered replaces the registered one. HitKit draws nothing, so UIKit's `image` parameter does
/// not exist; omit it.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action; a control keeps at most one action per identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String

        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A longer title for menus and accessibility.
    open var discoverabilityTitle: String?

    /// How the action looks and behaves in a menu: a `.disabled` action cannot be chosen.
    open var attributes: UIMenuElement.Attributes

    /// Whether the action shows a check mark in a menu.
    open var state: UIMenuElement.State

    /// The identifier that uniques the action within a control: the one it was created with, or
    /// one made from the action's identity (unique among the actions that exist at the same time;
    /// no process-wide counter).
    public var identifier: Identifier {
        let address = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        return givenIdentifier ?? Identifier("com.hitkit.action.\(address)")
    }
    private let givenIdentifier: Identifier?

    /// The object that sent the action (the control) while the handler runs; `nil` otherwise.
    public internal(set) var sender: Any?

    let handler: UIActionHandler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - title: The action's title (default empty).
    ///   - identifier: The identifier that uniques the action within a control; by default one
    ///     made from the action's identity, which no other existing action has.
    ///   - discoverabilityTitle: A longer title for menus and accessibility.
    ///   - attributes: How the action looks and behaves in a menu.
    ///   - state: Whether it shows a check mark in a menu.
    ///   - handler: The closure the action runs.
    public init(
        title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.givenIdentifier = identifier
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler with ``sender`` set to `sender` for the duration of the call.
    func perform(sender newSender: Any?) {
        let previous = sender
        sender = newSender
        handler(self)
        sender = previous
    }
}
