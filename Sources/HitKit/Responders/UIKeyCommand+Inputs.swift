import Foundation

/// The input strings of the keys that type no text, UIKit's "Input strings for special keys": a
/// key command's ``UIKeyCommand/input`` for such a key, and the ``UIKey/characters`` and
/// ``UIKey/charactersIgnoringModifiers`` of its presses.
extension UIKeyCommand {
    /// The up arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The Forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// The F2 key.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// The F3 key.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// The F4 key.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// The F5 key.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// The F6 key.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// The F7 key.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// The F8 key.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// The F9 key.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// The F10 key.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// The F11 key.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// The F12 key.
    nonisolated public static let f12 = "UIKeyInputF12"

    /// The input string of `key` when it is one of the special keys above.
    nonisolated static func specialInput(for key: UIKeyboardHIDUsage) -> String? {
        switch key {
        case .keyboardUpArrow: inputUpArrow
        case .keyboardDownArrow: inputDownArrow
        case .keyboardLeftArrow: inputLeftArrow
        case .keyboardRightArrow: inputRightArrow
        case .keyboardEscape: inputEscape
        case .keyboardPageUp: inputPageUp
        case .keyboardPageDown: inputPageDown
        case .keyboardHome: inputHome
        case .keyboardEnd: inputEnd
        case .keyboardDeleteForward: inputDelete
        case .keyboardF1: f1
        case .keyboardF2: f2
        case .keyboardF3: f3
        case .keyboardF4: f4
        case .keyboardF5: f5
        case .keyboardF6: f6
        case .keyboardF7: f7
        case .keyboardF8: f8
        case .keyboardF9: f9
        case .keyboardF10: f10
        case .keyboardF11: f11
        case .keyboardF12: f12
        default: nil
        }
    }
}

/// How traces and explanations write a key combination: `cmd+shift+s`, `escape`, `left`.
enum KeyText {
    /// The modifiers' names, in the order they are written.
    static let modifierNames: [(UIKeyModifierFlags, String)] = [
        (.control, "ctrl"), (.alternate, "alt"), (.shift, "shift"), (.command, "cmd"),
    ]

    /// The short names of the special keys' input strings.
    static func name(ofInput input: String) -> String {
        switch input {
        case UIKeyCommand.inputUpArrow: "up"
        case UIKeyCommand.inputDownArrow: "down"
        case UIKeyCommand.inputLeftArrow: "left"
        case UIKeyCommand.inputRightArrow: "right"
        case UIKeyCommand.inputEscape: "escape"
        case UIKeyCommand.inputPageUp: "pageup"
        case UIKeyCommand.inputPageDown: "pagedown"
        case UIKeyCommand.inputHome: "home"
        case UIKeyCommand.inputEnd: "end"
        case UIKeyCommand.inputDelete: "delete"
        case " ": "space"
        case "\r", "\n": "return"
        case "\t": "tab"
        case "\u{8}", "\u{7F}": "backspace"
        default: input.hasPrefix("UIKeyInputF") ? "f" + input.dropFirst("UIKeyInputF".count) : input
        }
    }

    /// `cmd+shift+s` for input "s" with Command and Shift.
    static func combination(_ input: String, _ modifierFlags: UIKeyModifierFlags) -> String {
        var parts = modifierNames.filter { modifierFlags.contains($0.0) }.map(\.1)
        parts.append(name(ofInput: input))
        return parts.joined(separator: "+")
    }

    /// How a trace names a key: its combination when it types something, else its HID usage.
    @MainActor
    static func name(of key: UIKey) -> String {
        let input = key.charactersIgnoringModifiers
        guard !input.isEmpty else { return "\(key.keyCode)" }
        return combination(input, key.modifierFlags)
    }
}
