import Foundation

/// The rules that turn a host sample's ``PointerSample/kind`` and ``PointerSample/buttons`` into a
/// touch's type and buttons (see <doc:HostInput>, "Mice, pens and the two indirect-input modes").
///
/// Pure functions: the event queue applies their answers and reports their problems.
enum PointerButtons {
    /// The highest button number a host can report: SDL's button state and the browser's
    /// `buttons` are 32-bit masks, Wayland's pointer has 8 buttons (`BTN_LEFT` to `BTN_TASK`).
    static let maximumButtonNumber = 32

    /// Every button a host can report: buttons 1 to ``maximumButtonNumber``.
    static let possibleButtons = UIEvent.ButtonMask(rawValue: (1 << maximumButtonNumber) - 1)

    /// The type of the touch a sample of `kind` begins: a mouse's click is `.indirectPointer`
    /// only when the application supports indirect input events.
    static func touchType(for kind: PointerSample.Kind, indirectInput: Bool) -> UITouch.TouchType {
        switch kind {
        case .finger: .direct
        case .pen: .pencil
        case .mouse: indirectInput ? .indirectPointer : .direct
        }
    }

    /// The buttons an `.indirectPointer` touch has after `sample`, and what was wrong with it.
    ///
    /// - A down with no buttons is a primary click: a host that reports only "pressed" means the
    ///   primary button.
    /// - A move with no buttons keeps the touch's buttons: most hosts' motion events carry no
    ///   button state. A move with buttons replaces them (a button pressed or released mid-drag).
    /// - An up or a cancel keeps the buttons that were down: hosts report the state after the
    ///   release (empty), and the lifting event should still say which button clicked.
    /// - Bits beyond button ``maximumButtonNumber`` (and a negative mask) are dropped, with a
    ///   problem to report.
    static func buttons(
        after sample: PointerSample, current: UIEvent.ButtonMask
    ) -> (buttons: UIEvent.ButtonMask, problem: String?) {
        var reported = sample.buttons
        var problem: String?
        if !possibleButtons.isSuperset(of: reported) {
            problem =
                "buttons 0x\(String(UInt(bitPattern: reported.rawValue), radix: 16)) name buttons beyond "
                + "button \(maximumButtonNumber); those bits were ignored"
            reported = reported.intersection(possibleButtons)
        }
        switch sample.phase {
        case .down: return (reported.isEmpty ? .primary : reported, problem)
        case .move: return (reported.isEmpty ? current : reported, problem)
        case .up, .cancel: return (current, problem)
        }
    }
}
