import Foundation

/// A press of a physical button (a remote's, a game controller's, a keyboard's key), for the
/// `presses…` responder methods. HitKit's hosts send touches only, so it never creates one; the
/// type exists so that code overriding those methods compiles.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phases of a press.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The kinds of button.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    /// The press's phase.
    open var phase: Phase { .began }
    /// The button pressed.
    open var type: PressType { .select }
    /// When the press last changed.
    open var timestamp: TimeInterval { 0 }
    /// The press's force (0 to 1; 0 for a button without force sensing).
    open var force: CGFloat { 0 }

    /// Creates a press.
    public override init() {
        super.init()
    }
}

/// An event of button presses; see ``UIPress``.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The event's presses.
    open var allPresses: Set<UIPress> { [] }

    /// The kind of event: `.presses`.
    open override var type: EventType { .presses }

    /// The presses of the event on `gesture`'s view.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
