import Foundation

/// The modifier keys held down during a key press or another event: a ``UIKey``'s and a
/// ``UIEvent``'s `modifierFlags`, and the modifiers a ``UIKeyCommand`` asks for.
///
/// The raw values are UIKit's.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates flags from their raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is down.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is down.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// An Option (Alt) key is down.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// A Command key is down (a host maps the Super, Windows or Meta key here).
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)

    /// The flags a key command compares: Shift, Control, Option and Command (Caps Lock and the
    /// keypad flag never stop a command from matching).
    static let commandRelevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
}
