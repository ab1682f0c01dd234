import Foundation

/// One raw scroll report from a host (SDL, Wayland, a browser): a mouse wheel's tick, or two
/// fingers moving on a trackpad.
///
/// A host hands scroll samples to ``UIApplication/send(_:)-(ScrollSample)``, or interleaved with
/// other input to ``UIApplication/send(_:)-([InputSample])``; HitKit turns them into
/// `UIEvent.EventType.scroll` events for the pan recognizers under the pointer whose
/// `allowedScrollTypesMask` admits them — a scroll view's among them (see <doc:ScrollInput>).
///
/// The ``delta`` is the way the content follows, as a finger's drag — a pan's
/// `translation(in:)`: a positive `dy` moves the content down (it shows what is above, the
/// offset decreases), a negative `dy` moves it up. Turning a wheel towards you, or moving two
/// fingers up a trackpad with "natural" scrolling, reveals what is below: a negative `dy`.
///
/// Bad samples are answered by a ``HitKitDiagnostic`` and survived: a non-finite location or
/// delta (`nonFiniteInput`) moves nothing — a trackpad sequence still ends when its `ended`
/// comes — and a phase out of order (`unexpectedScrollPhase`) is read as the nearest sensible
/// one (a `changed` with no `began` begins the scroll).
public struct ScrollSample: Hashable, Sendable {
    /// The device that scrolled.
    public enum Source: String, Hashable, Sendable {
        /// A mouse wheel: discrete ticks (UIKit's `UIScrollTypeMask.discrete`). Each sample is a
        /// whole scroll: the content moves by its delta at once, without deceleration.
        case wheel
        /// A trackpad or another continuous scroller (UIKit's `UIScrollTypeMask.continuous`): a
        /// sequence `began`, `changed`…, `ended` while the fingers are on it, after which a scroll
        /// view decelerates as after a flick.
        case trackpad
    }

    /// Where a trackpad scroll is in its sequence.
    public enum Phase: String, Hashable, Sendable {
        /// Fingers touched the trackpad (the delta is usually zero).
        case began
        /// The fingers moved; a wheel's tick.
        case changed
        /// The fingers lifted: a scroll view goes on decelerating by itself. Hosts drop their own
        /// momentum samples (macOS's, a browser's inertial wheel events carried as such), as
        /// HitKit decelerates the way UIKit does.
        case ended
        /// The host lost the scroll (the window lost focus): it ends without deceleration.
        case cancelled
    }

    /// The device that scrolled.
    public var source: Source
    /// Where the scroll is in its sequence; a wheel's samples are each `changed`.
    public var phase: Phase
    /// The pointer's location, in screen coordinates: the scroll goes to what is under it.
    public var location: CGPoint
    /// How far the content follows, in points (dx, dy), in the direction of a finger's drag; see
    /// the type's discussion for the sign.
    public var delta: CGVector
    /// When, in seconds, on the host's clock; as for ``PointerSample/timestamp``, time never goes
    /// backwards.
    public var timestamp: TimeInterval

    /// Creates a sample.
    public init(source: Source, phase: Phase, location: CGPoint, delta: CGVector, timestamp: TimeInterval) {
        self.source = source
        self.phase = phase
        self.location = location
        self.delta = delta
        self.timestamp = timestamp
    }

    /// Creates a wheel tick at `location` that moves the content by `delta`.
    public static func wheel(_ delta: CGVector, at location: CGPoint, timestamp: TimeInterval) -> ScrollSample {
        ScrollSample(source: .wheel, phase: .changed, location: location, delta: delta, timestamp: timestamp)
    }
}
