import Foundation

extension TraceText {
    /// What a touch-phase line adds for a touch that is not a finger's: `" pen"`,
    /// `" mouse [secondary]"` for an `.indirectPointer` touch and its buttons, `" mouse (direct)"`
    /// for a click in UIKit's compatibility mode; nothing for a finger, so finger traces read as
    /// they always have.
    static func pointerKind(of touch: UITouch) -> String {
        switch touch.pointerKind {
        case .finger: ""
        case .pen: " pen"
        case .mouse: touch.type == .indirectPointer ? " mouse [\(buttons(touch.buttons))]" : " mouse (direct)"
        }
    }

    /// A button mask as the trace writes it: `primary`, `secondary`, `button 3`, joined with `+`.
    static func buttons(_ mask: UIEvent.ButtonMask) -> String {
        guard !mask.isEmpty else { return "none" }
        var names: [String] = []
        for number in 1...PointerButtons.maximumButtonNumber where mask.contains(.button(number)) {
            names.append(number == 1 ? "primary" : number == 2 ? "secondary" : "button \(number)")
        }
        return names.joined(separator: "+")
    }
}
