import Foundation

/// A key of a hardware keyboard as one press saw it: which key (``keyCode``), the text it types
/// (``characters``, ``charactersIgnoringModifiers``) and the modifier keys held with it.
///
/// HitKit makes one from each key-down ``KeySample`` a host sends and hands it to responders as
/// ``UIPress/key``. For the keys that type no text and have a ``UIKeyCommand`` input constant —
/// the arrows, Escape, Page Up and Page Down, Home, End, Forward Delete, F1 to F12 — both
/// strings are that constant (`UIKeyCommand.inputLeftArrow` for the left arrow), as in UIKit,
/// whatever the host sent; for every other key they are the host's strings.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The key's HID usage: its position on the keyboard, whatever the layout.
    public let keyCode: UIKeyboardHIDUsage
    /// The text the key types with the modifiers held ("S" with Shift), or an input constant.
    public let characters: String
    /// The text the key types without modifiers ("s" with Shift, Command or nothing); empty for a
    /// modifier key itself.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held down with the key.
    public let modifierFlags: UIKeyModifierFlags

    init(
        keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
        modifierFlags: UIKeyModifierFlags
    ) {
        self.keyCode = keyCode
        if let input = UIKeyCommand.specialInput(for: keyCode) {
            self.characters = input
            self.charactersIgnoringModifiers = input
        } else {
            self.characters = characters
            self.charactersIgnoringModifiers = charactersIgnoringModifiers
        }
        self.modifierFlags = modifierFlags
        super.init()
    }

}
