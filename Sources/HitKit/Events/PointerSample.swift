import Foundation

/// One raw pointer report from a host (SDL, Wayland, a browser): HitKit's input.
///
/// A host turns each finger's (or mouse button's) down, move, up and cancel into samples and hands
/// them to ``UIApplication/send(_:)-([PointerSample])``; HitKit turns them into `UITouch`es and `UIEvent`s and
/// dispatches them exactly as UIKit would.
public struct PointerSample: Hashable, Sendable {
    /// What happened to the pointer.
    public enum Phase: String, Hashable, Sendable {
        /// The pointer touched down (a finger on the glass, a mouse button pressed).
        case down
        /// The pointer moved while down.
        case move
        /// The pointer lifted.
        case up
        /// The host lost the pointer (the window lost focus, the gesture was taken by the system).
        case cancel
    }

    /// What kind of pointer a sample comes from.
    public enum Kind: String, Hashable, Sendable {
        /// A finger on a touch screen: a `.direct` touch.
        case finger
        /// A stylus (Apple Pencil, a drawing tablet's pen): a `.pencil` touch.
        case pen
        /// A mouse or a trackpad's click: an `.indirectPointer` touch when the application
        /// supports indirect input events, else a `.direct` touch (see
        /// ``UIApplication/supportsIndirectInputEvents``).
        case mouse
    }

    /// The host's identifier for the pointer; a finger keeps its id from down to up.
    public var pointerID: Int
    /// What happened.
    public var phase: Phase
    /// Where, in screen coordinates: for a window whose frame starts at the origin, the same as
    /// its window coordinates.
    public var location: CGPoint
    /// When, in seconds, on the host's clock. Time never goes backwards: an earlier timestamp is
    /// treated as the application clock's current time.
    public var timestamp: TimeInterval
    /// The kind of pointer: a finger, a pen or a mouse.
    public var kind: Kind
    /// The buttons held down, for a mouse (or a pen's barrel button): `[]` for a finger.
    public var buttons: UIEvent.ButtonMask

    /// Creates a sample.
    public init(
        pointerID: Int, phase: Phase, location: CGPoint, timestamp: TimeInterval, kind: Kind = .finger,
        buttons: UIEvent.ButtonMask = []
    ) {
        self.pointerID = pointerID
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.kind = kind
        self.buttons = buttons
    }
}
