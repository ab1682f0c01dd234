import Foundation

/// The characters of a US keyboard's keys, without and with Shift: how HitKitTesting's
/// `EventGenerator` and touch scripts fill in the ``KeySample`` characters a host would send, and
/// find the key that types a character. For HitKit's tools (`@_spi(HitKitTools)`).
@_spi(HitKitTools)
public enum USKeyboardLayout {
    /// Each typing key's HID usage and its characters without and with Shift.
    public static let keys: [(UIKeyboardHIDUsage, String, String)] = {
        var keys: [(UIKeyboardHIDUsage, String, String)] = []
        for (offset, scalar) in "abcdefghijklmnopqrstuvwxyz".unicodeScalars.enumerated() {
            let key = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + offset)!
            keys.append((key, String(scalar), String(scalar).uppercased()))
        }
        for (offset, pair) in zip("1234567890", "!@#$%^&*()").enumerated() {
            let key = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + offset)!
            keys.append((key, String(pair.0), String(pair.1)))
        }
        keys += [
            (.keyboardReturnOrEnter, "\r", "\r"), (.keyboardDeleteOrBackspace, "\u{8}", "\u{8}"),
            (.keyboardTab, "\t", "\t"), (.keyboardSpacebar, " ", " "), (.keyboardEscape, "\u{1B}", "\u{1B}"),
            (.keyboardHyphen, "-", "_"), (.keyboardEqualSign, "=", "+"), (.keyboardOpenBracket, "[", "{"),
            (.keyboardCloseBracket, "]", "}"), (.keyboardBackslash, "\\", "|"), (.keyboardSemicolon, ";", ":"),
            (.keyboardQuote, "'", "\""), (.keyboardGraveAccentAndTilde, "`", "~"), (.keyboardComma, ",", "<"),
            (.keyboardPeriod, ".", ">"), (.keyboardSlash, "/", "?"),
        ]
        return keys
    }()

    /// The characters `key` types without and with Shift; empty for a key that types nothing.
    public static func characters(of key: UIKeyboardHIDUsage) -> (plain: String, shifted: String) {
        guard let entry = keys.first(where: { $0.0 == key }) else { return ("", "") }
        return (entry.1, entry.2)
    }

    /// The key that types `character`, and whether Shift is needed; `nil` for a character no
    /// key of a US keyboard types. A newline is Return.
    public static func key(typing character: Character) -> (key: UIKeyboardHIDUsage, shift: Bool)? {
        let text = character == "\n" ? "\r" : String(character)
        if let entry = keys.first(where: { $0.1 == text }) { return (entry.0, false) }
        if let entry = keys.first(where: { $0.2 == text }) { return (entry.0, true) }
        return nil
    }

    /// A sample of `key` going `phase` with `modifiers` held, with the characters a US keyboard
    /// types: shifted with Shift (or Caps Lock, for a letter), the key's plain characters ignoring
    /// modifiers.
    public static func sample(
        _ key: UIKeyboardHIDUsage, _ phase: KeySample.Phase, modifiers: UIKeyModifierFlags, at time: TimeInterval
    ) -> KeySample {
        let (plain, shifted) = characters(of: key)
        let isLetter = plain.count == 1 && plain.first?.isLetter == true
        let shift = modifiers.contains(.shift) != (isLetter && modifiers.contains(.alphaShift))
        return KeySample(
            key: key, phase: phase, characters: shift ? shifted : plain, charactersIgnoringModifiers: plain,
            modifierFlags: modifiers, timestamp: time)
    }
}
