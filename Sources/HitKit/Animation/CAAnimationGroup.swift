import Foundation

/// An animation that runs several animations together, in its own time.
///
/// Each animation of the group is evaluated at the group's local time (its ``CAMediaTiming`` applies
/// within the group), so the group's duration clips them, and they apply in order: each over what
/// the ones before it show. The group's ``CAAnimation/timingFunction`` warps the time it gives them.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    public var animations: [CAAnimation]?

    open override func value(forKeyPath keyPath: String, atTime time: CFTimeInterval, over value: Any?) -> Any? {
        guard let animations, !animations.isEmpty else { return value }
        let sample = timingSample(atTime: time)
        guard sample.isEffective else { return value }
        let duration = duration.isFinite && duration > 0 ? duration : Self.defaultDuration
        let localTime = pacedFraction(sample) * duration
        return animations.reduce(value) { $1.value(forKeyPath: keyPath, atTime: localTime, over: $0) }
    }
}
