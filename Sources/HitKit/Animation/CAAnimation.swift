import Foundation

/// The abstract superclass of Core Animation's animations: timing (``CAMediaTiming``), a timing
/// function, a delegate and whether it is removed when it completes.
///
/// HitKit evaluates animations on the application's virtual clock, never the wall clock:
/// ``timingSample(atTime:)`` maps a parent time to the animation's local time, and
/// ``value(forKeyPath:atTime:over:)`` gives the value the animation shows for a key path at that time.
/// Both are pure: the same animation and time give the same result.
@preconcurrency @MainActor
open class CAAnimation: CAMediaTiming {
    /// The duration Core Animation uses for an animation whose duration is 0: the default duration of
    /// a transaction, 0.25 s. HitKit uses it for any duration that is not a positive finite number.
    static let defaultDuration: CFTimeInterval = 0.25

    /// When the animation begins, in its parent's time. Defaults to 0.
    public var beginTime: CFTimeInterval = 0
    /// The duration of one forward play, in seconds. Defaults to 0, which plays for 0.25 s.
    public var duration: CFTimeInterval = 0
    /// How fast the animation's time runs relative to its parent's. Defaults to 1.
    public var speed: Float = 1
    /// An offset into the animation's active local time; the animation wraps round to it. Defaults to 0.
    public var timeOffset: CFTimeInterval = 0
    /// How many times the animation plays; fractional counts stop part way. Defaults to 0 (once).
    public var repeatCount: Float = 0
    /// For how long the animation repeats, in its local time. Defaults to 0 (unused).
    public var repeatDuration: CFTimeInterval = 0
    /// Whether each play forwards is followed by a play backwards. Defaults to `false`.
    public var autoreverses = false
    /// What the animation shows outside its active duration. Defaults to ``CAMediaTimingFillMode/removed``.
    public var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of the animation within each cycle; `nil` (the default) is linear pacing.
    public var timingFunction: CAMediaTimingFunction?
    /// The animation's delegate. As in Core Animation, the animation keeps it alive (a strong reference).
    public var delegate: CAAnimationDelegate?
    /// Whether the animation is removed from its layer when its active duration ends. Defaults to `true`.
    public var isRemovedOnCompletion = true

    /// Creates an animation with the default timing: duration 0 (0.25 s), speed 1, played once.
    public init() {}

    /// The animation's local time at `time` of its parent (HitKit's addition), by Core Animation's
    /// documented mapping — see <doc:AnimationTiming>.
    public func timingSample(atTime time: CFTimeInterval) -> MediaTimingSample {
        MediaTimingModel(self, defaultDuration: Self.defaultDuration).sample(atParentTime: time)
    }

    /// The progress the timing function gives the sample's fraction (linear without one).
    func pacedFraction(_ sample: MediaTimingSample) -> Double {
        timingFunction?.progress(atTimeFraction: sample.fraction) ?? sample.fraction
    }

    /// The value this animation shows for `keyPath` at `time` of its parent, applied over `value` — the
    /// model value, or what animations added before this one show (HitKit's addition).
    ///
    /// Returns `value` when the animation does not animate `keyPath` or has no effect at `time`
    /// (before its begin or after its end without a fill mode). The base class animates nothing.
    open func value(forKeyPath keyPath: String, atTime time: CFTimeInterval, over value: Any?) -> Any? {
        value
    }
}
