import Foundation

/// A key and the modifiers held with it, written as in touch scripts and traces: `cmd+s`,
/// `shift+tab`, `escape`, `ctrl+alt+delete`, `f5`, `left`.
///
/// Modifier names: `cmd` (or `command`), `shift`, `ctrl` (or `control`), `alt` (or `option`,
/// `opt`), `capslock`. Key names: a character a US keyboard types (`s`, `1`, `/`), or `return`,
/// `enter`, `escape` (`esc`), `tab`, `space`, `backspace`, `delete` (forward delete), `up`, `down`,
/// `left`, `right`, `home`, `end`, `pageup`, `pagedown`, `semicolon`, `f1`…`f12`, and the modifier keys
/// themselves as keys (`leftshift`, `leftcmd`, …).
///
/// For HitKit's tools (`@_spi(HitKitTools)`): HitKitTesting's `EventGenerator.keyPress(_:)` and
/// touch scripts' `key` commands read it. Not UIKit API.
@_spi(HitKitTools)
public struct KeyCombination: Hashable, Sendable, CustomStringConvertible {
    /// The key.
    public var key: UIKeyboardHIDUsage
    /// The modifiers held with it.
    public var modifierFlags: UIKeyModifierFlags

    /// Creates a combination.
    public init(key: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = []) {
        self.key = key
        self.modifierFlags = modifierFlags
    }

    /// Parses `cmd+s` and the like.
    ///
    /// - Throws: ``ParseError``, naming the part that is no key or modifier.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        // "cmd++" is Command and the plus key: an empty last part after a "+" is the key "+".
        var names = parts
        if text.hasSuffix("++") { names = Array(parts.dropLast(2)) + ["+"] }
        guard let keyName = names.last, !keyName.isEmpty else { throw Self.error("no key", in: text) }
        var flags: UIKeyModifierFlags = []
        for name in names.dropLast() {
            guard let flag = Self.modifiers[name] else { throw Self.error("'\(name)' is no modifier", in: text) }
            flags.insert(flag)
        }
        if let key = Self.namedKeys[keyName] {
            self.init(key: key, modifierFlags: flags)
        } else if keyName.count == 1, let found = USKeyboardLayout.key(typing: Character(keyName)) {
            self.init(key: found.key, modifierFlags: found.shift ? flags.union(.shift) : flags)
        } else {
            throw Self.error("'\(keyName)' is no key", in: text)
        }
    }

    /// The combination as a touch script writes it: the key as the character it types when that is
    /// a visible one (`s`, `/`), else by its name (`escape`, `backspace`, `semicolon`: `;` separates
    /// a script's commands) — the longest of its names, so every run writes the same — else its
    /// HID usage.
    public var description: String {
        var parts = Self.modifierOrder.filter { modifierFlags.contains($0.0) }.map(\.1)
        let plain = USKeyboardLayout.characters(of: key).plain
        let names = Self.namedKeys.filter { $0.value == key && $0.key.count > 1 }.map(\.key)
        let name = names.max { ($0.count, $0) < ($1.count, $1) }
        let visible =
            plain.unicodeScalars.count == 1 && plain != ";"
            && plain.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
        parts.append(visible ? plain : name ?? "\(key)")
        return parts.joined(separator: "+")
    }

    private static let modifierOrder: [(UIKeyModifierFlags, String)] = [
        (.control, "ctrl"), (.alternate, "alt"), (.shift, "shift"), (.command, "cmd"), (.alphaShift, "capslock"),
    ]

    private static let modifiers: [String: UIKeyModifierFlags] = [
        "cmd": .command, "command": .command, "shift": .shift, "ctrl": .control, "control": .control,
        "alt": .alternate, "option": .alternate, "opt": .alternate, "capslock": .alphaShift,
    ]

    private static let namedKeys: [String: UIKeyboardHIDUsage] = {
        var keys: [String: UIKeyboardHIDUsage] = [
            "return": .keyboardReturnOrEnter, "enter": .keypadEnter, "escape": .keyboardEscape, "esc": .keyboardEscape,
            "tab": .keyboardTab, "space": .keyboardSpacebar, "backspace": .keyboardDeleteOrBackspace,
            "delete": .keyboardDeleteForward, "up": .keyboardUpArrow, "down": .keyboardDownArrow,
            "left": .keyboardLeftArrow, "right": .keyboardRightArrow, "home": .keyboardHome, "end": .keyboardEnd,
            "pageup": .keyboardPageUp, "pagedown": .keyboardPageDown, "leftshift": .keyboardLeftShift,
            "rightshift": .keyboardRightShift, "leftctrl": .keyboardLeftControl, "rightctrl": .keyboardRightControl,
            "leftalt": .keyboardLeftAlt, "rightalt": .keyboardRightAlt, "leftcmd": .keyboardLeftGUI,
            "rightcmd": .keyboardRightGUI, "capslockkey": .keyboardCapsLock, "semicolon": .keyboardSemicolon,
        ]
        for number in 1...12 {
            keys["f\(number)"] = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardF1.rawValue + number - 1)
        }
        return keys
    }()

    /// Why text is no key combination.
    public struct ParseError: Error, Hashable, Sendable {
        /// What is wrong, as a sentence: `not a key combination: 'cmmd' is no modifier (write cmd+s, …)`.
        public var message: String
        /// The text that was parsed.
        public var text: String
    }

    private static func error(_ problem: String, in text: String) -> ParseError {
        ParseError(message: "not a key combination: \(problem) (write cmd+s, shift+tab, escape)", text: text)
    }
}
