import Foundation

/// Where a timed object is at a given time of its parent (HitKit's addition): the result of Core
/// Animation's mapping from parent time to local time, which ``CAAnimation/timingSample(atTime:)``
/// computes.
public struct MediaTimingSample: Equatable, Sendable {
    /// Where the parent time falls relative to the object's active duration.
    public enum Phase: Equatable, Sendable {
        /// Before the object's begin time (or, with a negative speed, before its start).
        case beforeBegin
        /// Within the active duration, its end included: at the end the object shows its last state.
        case active
        /// Past the end of the active duration.
        case afterEnd
    }

    /// Where the parent time falls.
    public let phase: Phase
    /// Whether the object has an effect: it is active, or its fill mode holds its first or last state.
    public let isEffective: Bool
    /// The basic local time, in `[0, duration]`: the time within one forward play of the object.
    public let localTime: CFTimeInterval
    /// ``localTime`` as a fraction of the duration, in `[0, 1]`.
    public let fraction: Double
    /// How many whole cycles (a forward play, and its backward play when autoreversing) came before
    /// this one: what ``CAPropertyAnimation/isCumulative`` multiplies.
    public let iteration: Int
}

/// Core Animation's parent-to-local time mapping for one set of ``CAMediaTiming`` values.
///
/// Active local time is `t = (tₚ − beginTime) · speed`; the object is active while `0 ≤ t ≤ A` (the end included, so
/// that a group's animations show their last values at the group's end), where
/// `A` is the active duration: `repeatDuration` when it is positive, else `repeatCount` (0 counting as
/// 1) times the cycle, which is the duration, doubled when autoreversing. Within the active duration
/// the cycle position is `(t + timeOffset)` modulo the cycle — so a time offset starts the object part
/// way through and wraps round to where it started — played backwards in the second half of an
/// autoreversing cycle. Outside it, the fill mode clamps to `t = 0` (backwards) or `t = A` (forwards),
/// or the object has no effect.
struct MediaTimingModel: Equatable {
    let beginTime: Double
    let duration: Double
    let speed: Double
    let timeOffset: Double
    let activeDuration: Double
    let autoreverses: Bool
    let fillMode: CAMediaTimingFillMode

    /// The model for `timing`. Sanitising, documented in <doc:AnimationTiming>: a duration that is
    /// not a positive finite number is `defaultDuration`; a NaN speed is 1; a non-finite begin time
    /// or time offset is 0; a repeat count that is NaN or not positive is 1; a repeat duration that
    /// is NaN or not positive is unused, and an infinite one repeats forever.
    @MainActor init(_ timing: some CAMediaTiming, defaultDuration: Double) {
        let basic = timing.duration.isFinite && timing.duration > 0 ? timing.duration : defaultDuration
        duration = basic
        speed = timing.speed.isNaN ? 1 : Double(timing.speed)
        beginTime = timing.beginTime.isFinite ? timing.beginTime : 0
        timeOffset = timing.timeOffset.isFinite ? timing.timeOffset : 0
        autoreverses = timing.autoreverses
        fillMode = timing.fillMode
        let cycle = timing.autoreverses ? 2 * basic : basic
        if timing.repeatDuration > 0 {
            activeDuration = timing.repeatDuration
        } else {
            let count = timing.repeatCount > 0 ? Double(timing.repeatCount) : 1
            activeDuration = count * cycle
        }
    }

    /// The sample at parent time `parentTime`; NaN counts as the begin time.
    func sample(atParentTime parentTime: Double) -> MediaTimingSample {
        var elapsed = parentTime - beginTime
        if elapsed.isNaN { elapsed = 0 }
        let active = elapsed == 0 || speed == 0 ? 0 : elapsed * speed
        if elapsed < 0 || active < 0 {
            return state(phase: .beforeBegin, effective: fillMode.fillsBackwards, activeTime: 0)
        }
        if active > activeDuration {
            return state(phase: .afterEnd, effective: fillMode.fillsForwards, activeTime: activeDuration)
        }
        return state(phase: .active, effective: true, activeTime: active)
    }

    private func state(phase: MediaTimingSample.Phase, effective: Bool, activeTime: Double) -> MediaTimingSample {
        let cycle = autoreverses ? 2 * duration : duration
        let position = activeTime + timeOffset
        guard position.isFinite else {
            return MediaTimingSample(phase: phase, isEffective: effective, localTime: 0, fraction: 0, iteration: 0)
        }
        var iteration = (position / cycle).rounded(.down)
        var within = position - iteration * cycle
        // The end of the active duration shows the end of the last cycle, not the start of the next.
        if activeTime >= activeDuration && activeTime > 0 && within <= 0 && position > 0 {
            iteration -= 1
            within = cycle
        }
        within = min(max(within, 0), cycle)
        let local = autoreverses && within > duration ? cycle - within : min(within, duration)
        let count = iteration.isFinite ? Int(min(max(iteration, -1e15), 1e15)) : 0
        return MediaTimingSample(
            phase: phase, isEffective: effective, localTime: local, fraction: min(max(local / duration, 0), 1),
            iteration: max(count, 0))
    }
}
