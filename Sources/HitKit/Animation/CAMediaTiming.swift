import Foundation

/// The timing of an object in a hierarchical timing system: where it begins in its parent's time,
/// how fast it plays, how often it repeats and what it shows outside its active duration.
///
/// ``CAAnimation`` adopts it. The mapping from a parent time to the object's local time follows Core
/// Animation's documented model (see the ``CAMediaTiming`` page of Apple's documentation and
/// <doc:AnimationTiming>); ``CAAnimation/timingSample(atTime:)`` evaluates it.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// The begin time of the object in its parent's time. Defaults to 0.
    var beginTime: CFTimeInterval { get set }
    /// The basic duration of the object, in seconds. Defaults to 0.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's: at 2, twice as fast. Defaults to 1.
    var speed: Float { get set }
    /// An additional offset in active local time. Defaults to 0.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the object repeats; may be fractional, and `.infinity` repeats forever.
    /// Defaults to 0 (play once).
    var repeatCount: Float { get set }
    /// For how long the object repeats, in its local time. Defaults to 0 (no repeat duration).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether the object plays backwards after playing forwards. Defaults to `false`.
    var autoreverses: Bool { get set }
    /// How the object behaves outside its active duration. Defaults to
    /// ``CAMediaTimingFillMode/removed``.
    var fillMode: CAMediaTimingFillMode { get set }
}
