import Foundation

/// One raw trackpad pinch-or-rotate report from a host (SDL, Wayland, a browser): two fingers on
/// an indirect touch surface pinching or turning while the pointer rests over the content.
///
/// A host hands transform samples to ``UIApplication/send(_:)-(TransformSample)``, or interleaved
/// with other samples to ``UIApplication/send(_:)-([InputSample])``. A gesture is one `began`, any
/// number of `changed` and one `ended` or `cancelled`. What HitKit does with it depends on the
/// application's indirect-input mode (see <doc:TrackpadGestures>): with
/// `supportsIndirectInputEvents`, `.transform` events drive the `UIPinchGestureRecognizer`s and
/// `UIRotationGestureRecognizer`s under the pointer; without it, two touches a fixed distance
/// apart act the gesture out.
///
/// ``scale`` and ``rotation`` are **cumulative**, relative to the gesture's `began`, as UIKit's
/// recognizers report them and as Wayland's pinch (scale) and Safari's `gesturechange` (both)
/// send them. A host whose values are per-update deltas (SDL 3's pinch scale, Wayland's rotation)
/// multiplies the scales and adds the rotations before sending.
///
/// Bad samples are answered by a ``HitKitDiagnostic`` and survived, never trapped on: a scale
/// that is not finite or not positive, or a rotation that is not finite, cancels the gesture
/// (`invalidTransform`); a `changed` or `ended` with no gesture in progress is ignored and a
/// second `began` counts as a `changed` (`unexpectedTransformPhase`); a location that is not
/// finite hits nothing at `began` and keeps the last location later (`nonFiniteInput`).
public struct TransformSample: Hashable, Sendable {
    /// Where the gesture is in its life.
    public enum Phase: String, Hashable, Sendable {
        /// Two fingers started pinching or turning. The sample's scale and rotation are taken as
        /// 1 and 0 whatever they say: they are relative to this moment.
        case began
        /// The fingers pinched or turned further.
        case changed
        /// The fingers lifted. The gesture ends with the last `changed` values; this sample's
        /// scale and rotation are not read (Wayland's `end` carries none).
        case ended
        /// The host lost the gesture (the system took it, the window lost focus).
        case cancelled
    }

    /// Where the gesture is in its life.
    public var phase: Phase
    /// The pointer's location, in screen coordinates: the gesture applies to what is under it,
    /// as fixed at `began`.
    public var location: CGPoint
    /// The scale since `began`: above 1 as the fingers spread, below 1 as they close. Finite
    /// and positive.
    public var scale: CGFloat
    /// The rotation since `began`, in radians, positive clockwise on screen (UIKit's y-down
    /// sense, as `UIRotationGestureRecognizer.rotation` counts it). Finite.
    public var rotation: CGFloat
    /// When, in seconds, on the host's clock; as for ``PointerSample/timestamp``, time never goes
    /// backwards.
    public var timestamp: TimeInterval

    /// Creates a sample.
    public init(
        phase: Phase, location: CGPoint, scale: CGFloat = 1, rotation: CGFloat = 0, timestamp: TimeInterval
    ) {
        self.phase = phase
        self.location = location
        self.scale = scale
        self.rotation = rotation
        self.timestamp = timestamp
    }
}
