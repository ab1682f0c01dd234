import Foundation

/// A key combination of a hardware keyboard and the action it performs.
///
/// A responder returns its commands from ``UIResponder/keyCommands`` (a view controller can also
/// ``UIViewController/addKeyCommand(_:)``). When a key goes down, the commands of every responder
/// on the chain from the first responder are matched before any `pressesBegan`; the first that
/// matches and whose action finds a target performs it and ends the press's processing (Apple's
/// `keyCommands` page). See <doc:KeyboardInput>.
///
/// UIKit names the action by selector; HitKit, as for nil-targeted control actions, by an
/// unapplied method reference — `#selector(save(_:))` becomes `DocumentViewController.save` —
/// and performs it on the first responder on the chain, from the first responder, that is of the
/// method's type (UIKit: "that implements the corresponding action method"). The method takes
/// nothing, the command, or the sender as `Any?`.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "s", modifierFlags: .command, action: DocumentViewController.save)]
/// }
/// ```
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key the command answers: the text it types without modifiers ("s"), or an input
    /// constant such as ``inputEscape``.
    public let input: String?
    /// The modifier keys that must be held (Shift, Control, Option and Command are compared;
    /// Caps Lock and the keypad flag are not).
    public let modifierFlags: UIKeyModifierFlags
    /// A longer title for the keyboard-shortcuts overlay and accessibility.
    open var discoverabilityTitle: String?
    /// The command's attributes; a `.disabled` command never matches.
    open var attributes: Attributes
    /// Whether the command shows a check mark in menus.
    open var state: State
    /// A value that tells commands with one action apart.
    public let propertyList: Any?
    /// Whether the command comes before text input (and focus movement, which HitKit does not
    /// model): false by default, so a first-responder text field types the key instead — as on
    /// iOS 15 and later.
    open var wantsPriorityOverSystemBehavior = false

    /// Finds the action's target on the chain from a responder and performs the action; returns
    /// the target, or `nil` when none was found.
    let performer: @MainActor (UIResponder, UIKeyCommand) -> UIResponder?
    /// The action's type, for traces.
    let actionName: String

    private init(
        title: String, input: String, modifierFlags: UIKeyModifierFlags, propertyList: Any?,
        discoverabilityTitle: String?, attributes: Attributes, state: State, actionName: String,
        performer: @escaping @MainActor (UIResponder, UIKeyCommand) -> UIResponder?
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.actionName = actionName
        self.performer = performer
        super.init(title: title)
    }

    /// Creates a command for `input` with `modifierFlags` whose action takes nothing.
    public convenience init<Target: AnyObject>(
        input: String, modifierFlags: UIKeyModifierFlags,
        action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a command for `input` with `modifierFlags` whose action takes the command.
    public convenience init<Target: AnyObject>(
        input: String, modifierFlags: UIKeyModifierFlags,
        action: @escaping @MainActor (Target) -> @MainActor (UIKeyCommand) -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a command for `input` with `modifierFlags` whose action takes the sender as `Any?`.
    public convenience init<Target: AnyObject>(
        input: String, modifierFlags: UIKeyModifierFlags,
        action: @escaping @MainActor (Target) -> @MainActor (Any?) -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a command with a title, whose action takes nothing. (UIKit's `image` and
    /// `alternates` are left out: HitKit draws no menus.)
    public convenience init<Target: AnyObject>(
        title: String = "", action: @escaping @MainActor (Target) -> @MainActor () -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            actionName: "\(Swift.type(of: action))",
            performer: Self.performer(ofType: Target.self) { target, _ in action(target)() })
    }

    /// Creates a command with a title, whose action takes the command.
    public convenience init<Target: AnyObject>(
        title: String = "", action: @escaping @MainActor (Target) -> @MainActor (UIKeyCommand) -> Void,
        input: String, modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            actionName: "\(Swift.type(of: action))",
            performer: Self.performer(ofType: Target.self) { target, command in action(target)(command) })
    }

    /// Creates a command with a title, whose action takes the sender as `Any?`.
    public convenience init<Target: AnyObject>(
        title: String = "", action: @escaping @MainActor (Target) -> @MainActor (Any?) -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off
    ) {
        self.init(
            title: title, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            actionName: "\(Swift.type(of: action))",
            performer: Self.performer(ofType: Target.self) { target, command in action(target)(command) })
    }

    private static func performer<Target>(
        ofType type: Target.Type, _ perform: @escaping @MainActor (Target, UIKeyCommand) -> Void
    ) -> @MainActor (UIResponder, UIKeyCommand) -> UIResponder? {
        { start, command in
            var responder: UIResponder? = start
            var loopCheck = ResponderLoopCheck()
            while let current = responder, loopCheck.step(to: current) {
                if let target = current as? Target {
                    perform(target, command)
                    return current
                }
                responder = current.next
            }
            return nil
        }
    }

    /// Whether a press of `key` matches the command: an enabled command whose input is the key's
    /// `charactersIgnoringModifiers` (letters compared without case) and whose Shift, Control,
    /// Option and Command flags are the key's.
    func matches(_ key: UIKey) -> Bool {
        guard !attributes.contains(.disabled), let input, !input.isEmpty else { return false }
        let relevant = UIKeyModifierFlags.commandRelevant
        guard modifierFlags.intersection(relevant) == key.modifierFlags.intersection(relevant) else { return false }
        return input == key.charactersIgnoringModifiers
            || input.lowercased() == key.charactersIgnoringModifiers.lowercased()
    }

}
