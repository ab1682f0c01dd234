import Foundation

/// One raw key report from a host (SDL, Wayland, a browser): a key of a hardware keyboard went
/// down or up.
///
/// A host hands key samples to ``UIApplication/send(_:)-(KeySample)``, or interleaved with pointer
/// samples to ``UIApplication/send(_:)-([InputSample])``; HitKit turns each key down into a
/// ``UIPress`` that goes first to the key commands of the responder chain, then to the first
/// responder's `pressesBegan` (see <doc:KeyboardInput>). Bad samples — an unknown key code, a
/// second down for a key that is down, an up for a key that is not, a non-finite timestamp — are
/// answered by a ``HitKitDiagnostic`` and survived.
public struct KeySample: Hashable, Sendable {
    /// What happened to the key.
    public enum Phase: String, Hashable, Sendable {
        /// The key went down. Hosts send one down per press: a key's auto-repeat is not a press.
        case down
        /// The key went up.
        case up
    }

    /// The key's HID usage (``UIKeyboardHIDUsage``'s raw value): its position on the keyboard.
    /// A value that is no ``UIKeyboardHIDUsage`` is reported and the sample dropped.
    public var keyCode: Int
    /// What happened.
    public var phase: Phase
    /// The text the key types with the modifiers held ("S" with Shift); empty for a modifier key
    /// or a key that types nothing.
    public var characters: String
    /// The text the key types without modifiers ("s").
    public var charactersIgnoringModifiers: String
    /// The modifier keys held down, the key itself included when it is one.
    public var modifierFlags: UIKeyModifierFlags
    /// When, in seconds, on the host's clock; as for ``PointerSample/timestamp``, time never goes
    /// backwards.
    public var timestamp: TimeInterval

    /// Creates a sample from a key's raw HID usage.
    public init(
        keyCode: Int, phase: Phase, characters: String = "", charactersIgnoringModifiers: String = "",
        modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval
    ) {
        self.keyCode = keyCode
        self.phase = phase
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }

    /// Creates a sample for `key`.
    public init(
        key: UIKeyboardHIDUsage, phase: Phase, characters: String = "", charactersIgnoringModifiers: String = "",
        modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval
    ) {
        self.init(
            keyCode: key.rawValue, phase: phase, characters: characters,
            charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifierFlags,
            timestamp: timestamp)
    }
}
