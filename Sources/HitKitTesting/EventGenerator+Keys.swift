import Foundation
@_spi(HitKitTools) import HitKit

extension EventGenerator {
    // MARK: Keys
    //
    // Named as Hammer's keyboard methods are (`keyDown`, `keyUp`, `keyPress`, `keyType`), beside
    // the `finger…` methods.

    /// The keys that are down, in the order they went down.
    public var keysDown: [UIKeyboardHIDUsage] {
        application.activePresses.compactMap { $0.key?.keyCode }
    }

    /// Puts `key` down, one frame from now, with `modifiers` held: a `KeySample` with the
    /// characters a US keyboard types (see HitKit's "Keyboard input" article).
    ///
    /// - Throws: ``EventGeneratorError/Code/keyAlreadyDown`` if the key is down.
    public func keyDown(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) throws(EventGeneratorError) {
        guard !keysDown.contains(key) else {
            throw EventGeneratorError(code: .keyAlreadyDown, message: "the key is already down", context: "\(key)")
        }
        application.send(USKeyboardLayout.sample(key, .down, modifiers: modifiers, at: nextEventTime))
    }

    /// Lets `key` go up, one frame from now, with `modifiers` held.
    ///
    /// - Throws: ``EventGeneratorError/Code/keyNotDown`` if the key is not down (HitKit may have
    ///   cancelled it: `UIApplication.cancelAllPresses()`).
    public func keyUp(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) throws(EventGeneratorError) {
        guard keysDown.contains(key) else {
            throw EventGeneratorError(code: .keyNotDown, message: "the key is not down", context: "\(key)")
        }
        application.send(USKeyboardLayout.sample(key, .up, modifiers: modifiers, at: nextEventTime))
    }

    /// Presses `key` with `modifiers` held: down one frame from now, up one frame later. The
    /// modifier keys themselves are not pressed — their flags ride on the key's samples, which is
    /// all a key command reads; press them with ``keyDown(_:modifiers:)`` to see them as presses.
    ///
    /// - Throws: ``EventGeneratorError/Code/keyAlreadyDown`` if the key is down.
    public func keyPress(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) throws(EventGeneratorError) {
        try keyDown(key, modifiers: modifiers)
        // A handler may have ended the press meanwhile (cancelAllPresses()).
        if keysDown.contains(key) { try keyUp(key, modifiers: modifiers) }
    }

    /// Presses a key combination written as in touch scripts: `cmd+s`, `shift+tab`, `escape`.
    ///
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` for text that is no combination
    ///   (`cmd+s`, `shift+tab`, `escape`, `f5`, `left`), or as `keyPress(_:modifiers:)`.
    public func keyPress(_ combination: String) throws(EventGeneratorError) {
        let parsed: KeyCombination
        do {
            parsed = try KeyCombination(parsing: combination)
        } catch {
            throw EventGeneratorError(code: .invalidArgument, message: error.message, context: error.text)
        }
        try keyPress(parsed.key, modifiers: parsed.modifierFlags)
    }

    /// Types `text` on a US keyboard: for each character, its key down and up (with Shift for a
    /// capital or a shifted symbol), one frame apart. A newline is Return.
    ///
    /// - Throws: ``EventGeneratorError/Code/invalidArgument``, before typing anything, for a
    ///   character no key of a US keyboard types.
    public func keyType(_ text: String) throws(EventGeneratorError) {
        var strokes: [(UIKeyboardHIDUsage, UIKeyModifierFlags)] = []
        for character in text {
            guard let found = USKeyboardLayout.key(typing: character) else {
                throw EventGeneratorError(
                    code: .invalidArgument, message: "no key of a US keyboard types this character",
                    context: String(character).debugDescription)
            }
            strokes.append((found.key, found.shift ? .shift : []))
        }
        for (key, modifiers) in strokes { try keyPress(key, modifiers: modifiers) }
    }
}
