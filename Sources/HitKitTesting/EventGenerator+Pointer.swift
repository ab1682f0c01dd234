import Foundation
import HitKit

extension EventGenerator {
    // MARK: Mouse
    //
    // A mouse is one more pointer beside the fingers: its samples are `PointerSample`s of kind
    // `.mouse` with their buttons, so they become `.indirectPointer` touches when the application
    // `supportsIndirectInputEvents`, and `.direct` touches otherwise (see HitKit's "Host input"
    // article, "Mice, pens and the two indirect-input modes").

    /// The modifier keys ``mouseClick(at:buttons:modifiers:)`` holds for each flag, in the order
    /// it presses them.
    nonisolated static let modifierKeys: [(UIKeyModifierFlags, UIKeyboardHIDUsage)] = [
        (.control, .keyboardLeftControl), (.alternate, .keyboardLeftAlt), (.shift, .keyboardLeftShift),
        (.command, .keyboardLeftGUI), (.alphaShift, .keyboardCapsLock),
    ]

    /// Clicks the mouse at `location` with `buttons` while holding `modifiers`: the modifier keys
    /// go down (one frame apart, as `KeySample`s, so `UIEvent.modifierFlags` and a recognizer's
    /// `modifierFlags` see them), the buttons go down and up one frame apart, then the keys go up.
    ///
    /// - Parameters:
    ///   - location: A point in window coordinates, or a view (its visible centre).
    ///   - buttons: The buttons pressed (default the primary button; `.secondary` for a right click).
    ///   - modifiers: The modifier keys held: `.command`, `.shift`, `.control`, `.alternate`,
    ///     `.alphaShift`. A modifier key already down (``keyDown(_:modifiers:)``) is left as it is.
    /// - Throws: ``EventGeneratorError/Code/invalidArgument`` for no buttons or a modifier flag
    ///   with no key (`.numericPad`), or a location's error.
    public func mouseClick(
        at location: any TouchLocatable, buttons: UIEvent.ButtonMask = .primary, modifiers: UIKeyModifierFlags = []
    ) throws(EventGeneratorError) {
        try mouseGesture(from: location, to: location, buttons: buttons, modifiers: modifiers, duration: nil)
    }

    /// Drags the mouse from `start` to `end` with `buttons` held (and `modifiers`, as in
    /// ``mouseClick(at:buttons:modifiers:)``): the buttons go down one frame from now, the mouse
    /// moves one sample per frame (at most ``maximumMoveCount``) arriving `duration` seconds
    /// later, and the buttons go up one frame after that.
    ///
    /// - Throws: as ``mouseClick(at:buttons:modifiers:)``, or
    ///   ``EventGeneratorError/Code/invalidArgument`` for a negative or non-finite duration.
    public func mouseDrag(
        from start: any TouchLocatable, to end: any TouchLocatable, buttons: UIEvent.ButtonMask = .primary,
        modifiers: UIKeyModifierFlags = [], duration: TimeInterval = 0.25
    ) throws(EventGeneratorError) {
        try validate(duration: duration)
        try mouseGesture(from: start, to: end, buttons: buttons, modifiers: modifiers, duration: duration)
    }

    /// A click (`duration` nil: down and up at one spot) or a drag.
    private func mouseGesture(
        from start: any TouchLocatable, to end: any TouchLocatable, buttons: UIEvent.ButtonMask,
        modifiers: UIKeyModifierFlags, duration: TimeInterval?
    ) throws(EventGeneratorError) {
        guard !buttons.isEmpty else {
            throw EventGeneratorError(code: .invalidArgument, message: "a click needs at least one button")
        }
        let unknown = modifiers.subtracting(Self.modifierKeys.reduce(into: []) { $0.formUnion($1.0) })
        guard unknown.isEmpty else {
            throw EventGeneratorError(
                code: .invalidArgument, message: "no modifier key sets these flags",
                context: "modifierFlags \(unknown.rawValue)")
        }
        let points = try windowPoints([start, end])
        let pressed = holdModifierKeys(modifiers)
        let pointerID = newFinger(-1, at: points[0]).pointerID
        func sample(_ phase: PointerSample.Phase, _ point: CGPoint, at time: TimeInterval) {
            application.send(
                PointerSample(
                    pointerID: pointerID, phase: phase, location: screenPoint(fromWindowPoint: point), timestamp: time,
                    kind: .mouse, buttons: phase == .up ? [] : buttons))
        }
        sample(.down, points[0], at: nextEventTime)
        if let duration {
            let begin = now
            let frames = (duration / Self.frameInterval - 1e-9).rounded(.up)
            let steps = duration > 0 ? Int(min(max(1, frames), Double(Self.maximumMoveCount))) : 1
            for step in 1...steps {
                let time = step == steps ? begin + duration : begin + duration * (Double(step) / Double(steps))
                let point = interpolate(from: points[0], to: points[1], Double(step) / Double(steps))
                sample(.move, point, at: duration > 0 ? time : nextEventTime)
            }
        }
        // A handler may have ended the click meanwhile (cancelAllTouches()).
        if application.activeTouches.contains(where: { $0.pointerID == pointerID }) {
            sample(.up, points[1], at: nextEventTime)
        }
        releaseModifierKeys(pressed)
    }

    /// Puts down the keys of `modifiers` that are not down, one frame apart, each sample carrying
    /// the flags held so far; returns them with the flags each one's up must carry.
    private func holdModifierKeys(_ modifiers: UIKeyModifierFlags) -> [(UIKeyboardHIDUsage, UIKeyModifierFlags)] {
        var held = heldModifierFlags
        var pressed: [(UIKeyboardHIDUsage, UIKeyModifierFlags)] = []
        for (flag, key) in Self.modifierKeys where modifiers.contains(flag) && !keysDown.contains(key) {
            held.insert(flag)
            application.send(KeySample(key: key, phase: .down, modifierFlags: held, timestamp: nextEventTime))
            pressed.append((key, flag))
        }
        return pressed
    }

    /// Lets the keys ``holdModifierKeys(_:)`` put down go up, in reverse order.
    private func releaseModifierKeys(_ pressed: [(UIKeyboardHIDUsage, UIKeyModifierFlags)]) {
        for (key, flag) in pressed.reversed() where keysDown.contains(key) {
            let held = heldModifierFlags.subtracting(flag)
            application.send(KeySample(key: key, phase: .up, modifierFlags: held, timestamp: nextEventTime))
        }
    }

    /// The flags of the modifier keys that are down.
    private var heldModifierFlags: UIKeyModifierFlags {
        let down = keysDown
        var flags: UIKeyModifierFlags = []
        for (flag, key) in Self.modifierKeys where down.contains(key) { flags.insert(flag) }
        return flags
    }
}
