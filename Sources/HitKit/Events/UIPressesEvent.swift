import Foundation

/// An event of button presses — in HitKit, keys of a hardware keyboard — that the `presses…`
/// responder methods receive.
///
/// As with touches, an application reuses one `UIPressesEvent` for its press events; read it
/// during delivery, do not keep it.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// Every press of the event: each key that is down (and the one released in this event).
    open var allPresses: Set<UIPress> { Set(orderedPresses) }

    /// The kind of event: `.presses`.
    open override var type: EventType { .presses }

    /// The modifier keys held during the event: those of the key that changed.
    open override var modifierFlags: UIKeyModifierFlags { storedModifierFlags }

    /// The presses of the event that `gesture` receives: none, as HitKit gives presses to no
    /// gesture recognizer.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }

    /// The presses of the event, in the order their keys went down.
    var orderedPresses: [UIPress] = []
    var storedModifierFlags: UIKeyModifierFlags = []

    /// Creates an empty event, with no presses and no application — for tests that call a
    /// responder's `presses…` methods directly.
    public override init() {
        super.init()
    }

    override init(application: UIApplication) {
        super.init(application: application)
    }
}
