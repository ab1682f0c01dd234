import Foundation

/// One raw report from a host of a pointer with no contact — a mouse moved with no button down, an
/// Apple Pencil held above the glass — entering, moving over or leaving the application's windows.
///
/// A host hands hover samples to ``UIApplication/send(_:)-(HoverSample)``, or interleaved with
/// other samples to ``UIApplication/send(_:)-([InputSample])``. HitKit hit-tests each one as it
/// would a touch-down and drives the ``UIHoverGestureRecognizer``s of the view hit and its
/// ancestors: they begin as the pointer enters their view, change as it moves over it and end as it
/// leaves (see <doc:Hover>).
///
/// Bad samples are answered by a ``HitKitDiagnostic`` and survived: a non-finite location
/// (`nonFiniteInput`) ends the pointer's hover; a hover for a pointer that is down
/// (`unexpectedPointerPhase`) is ignored; a ``zOffset`` outside 0…1 (`outOfRangeInput`) is clamped.
public struct HoverSample: Hashable, Sendable {
    /// What happened to the hovering pointer.
    public enum Phase: String, Hashable, Sendable {
        /// The pointer came into the application's windows (SDL's window enter, the browser's
        /// `pointerover`, Wayland's `wl_pointer.enter`).
        case enter
        /// The pointer moved with no contact. A move for a pointer that is not hovering starts its
        /// hover: hosts such as SDL send motion without an entry.
        case move
        /// The pointer left the windows, or a pen went out of range. Its ``HoverSample/location``
        /// is not read. A leave for a pointer that is not hovering does nothing.
        case leave
        /// The host lost the pointer: the recognizers it hovers over are cancelled, not ended.
        case cancel
    }

    /// What kind of device hovers.
    public enum Kind: String, Hashable, Sendable {
        /// A mouse or a trackpad's pointer.
        case mouse
        /// A pen (Apple Pencil) above the screen; it carries a ``HoverSample/zOffset``.
        case pen
    }

    /// The host's identifier for the pointer. A host gives a mouse or a pen the same id in its
    /// hover samples and in the ``PointerSample``s of its presses, so a press ends the hover.
    public var pointerID: Int
    /// What happened.
    public var phase: Phase
    /// Where, in screen coordinates, as for ``PointerSample/location``.
    public var location: CGPoint
    /// When, in seconds, on the host's clock; as for ``PointerSample/timestamp``, time never goes
    /// backwards.
    public var timestamp: TimeInterval
    /// The hovering device.
    public var kind: Kind
    /// A pen's normalized distance from the screen: 1 at the farthest it is sensed, approaching 0
    /// as it nears the glass (`UIHoverGestureRecognizer.zOffset`). Read only for a pen; a mouse's
    /// is 0.
    public var zOffset: CGFloat

    /// Creates a sample.
    public init(
        pointerID: Int = 0, phase: Phase, location: CGPoint, timestamp: TimeInterval, kind: Kind = .mouse,
        zOffset: CGFloat = 0
    ) {
        self.pointerID = pointerID
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.kind = kind
        self.zOffset = zOffset
    }
}
