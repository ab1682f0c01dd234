import CSDL2
@_spi(HitKitTools) import HitKit

/// SDL2's keyboard in HitKit's terms: scancodes as HID usages, `SDL_Keymod` bits as
/// `UIKeyModifierFlags`, and which keys are down, so that a host never reports a key HitKit did not
/// see go down.
///
/// **Key codes.** SDL's scancodes are the USB HID keyboard usages HitKit's `KeySample.keyCode` holds
/// (`SDL_SCANCODE_A` is 4, `UIKeyboardHIDUsage.keyboardA`), so a scancode passes unchanged; one with no
/// `UIKeyboardHIDUsage` (a media key SDL numbers past the HID table) is dropped.
///
/// **Characters.** A key's characters come from HitKit's US layout (`USKeyboardLayout`), from the key and
/// Shift or Caps Lock: SDL gives layout-aware text only in separate `SDL_TEXTINPUT` events, after the key.
///
/// **Repeats.** SDL repeats a held key (`repeat != 0`); iOS delivers one press per key down, so repeats
/// are dropped.
public struct SDLKeyboard {
    private var keysDown: Set<Int> = []

    /// A keyboard with no key down.
    public init() {}

    /// The sample of a `SDL_KEYDOWN` or `SDL_KEYUP`, or `nil` for a repeat, a key HitKit has no usage
    /// for, a second down or an up of a key that is not down (one that went down before a focus loss).
    public mutating func sample(of key: SDL_KeyboardEvent, isDown: Bool, at seconds: Double) -> KeySample? {
        guard key.repeat == 0, let usage = UIKeyboardHIDUsage(rawValue: Int(key.keysym.scancode.rawValue)) else {
            return nil
        }
        if isDown {
            guard keysDown.insert(usage.rawValue).inserted else { return nil }
        } else {
            guard keysDown.remove(usage.rawValue) != nil else { return nil }
        }
        return USKeyboardLayout.sample(
            usage, isDown ? .down : .up, modifiers: Self.modifierFlags(key.keysym.mod), at: seconds)
    }

    /// Forgets every key that is down: the window lost the keyboard, and HitKit cancels their presses.
    public mutating func removeAll() { keysDown.removeAll() }

    /// `SDL_Keymod` bits as modifier flags: either Shift, Control, Alt (Option) or GUI (Command) key,
    /// and Caps Lock.
    public static func modifierFlags(_ mod: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let bits = UInt32(mod)
        if bits & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if bits & KMOD_CTRL.rawValue != 0 { flags.insert(.control) }
        if bits & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if bits & KMOD_GUI.rawValue != 0 { flags.insert(.command) }
        if bits & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }
}
