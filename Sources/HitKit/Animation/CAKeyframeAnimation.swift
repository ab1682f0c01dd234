import Foundation

/// An animation of one layer property through a sequence of values, the keyframes.
///
/// Apple's rules, as HitKit applies them (`n` values):
/// - ``keyTimes`` give each keyframe's time as a fraction of the duration; for `linear` they must be
///   `n` non-decreasing numbers from 0 to 1, for `discrete` `n + 1` (each value holds from its key
///   time until the next; HitKit also takes `n`, the last value holding to the end). Key times that
///   do not fit — wrong count, not starting at 0 or ending at 1, decreasing, non-finite — are ignored,
///   as Apple says, and the keyframes are spaced evenly (`discrete`: value `i` holds over `[i/n, (i+1)/n)`).
/// - ``timingFunctions`` pace each segment (function `i` for segment `i`); a missing one is linear.
/// - `cubic` and `cubicPaced` run a Catmull-Rom curve through the values (see
///   ``CAAnimationCalculationMode``); at the ends the missing neighbour is the end value itself.
/// - `paced` (and `cubicPaced`) spaces the keyframes by the distance between their values and ignores both; values whose
///   distance cannot be measured are spaced evenly.
/// The animation's own ``CAAnimation/timingFunction`` first paces the whole animation. The value at a
/// cumulative repeat builds on the last keyframe.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// The time of each keyframe, as a fraction of the duration.
    public var keyTimes: [NSNumber]?
    /// The timing function of each segment between keyframes.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed. Defaults to ``CAAnimationCalculationMode/linear``.
    public var calculationMode: CAAnimationCalculationMode = .linear

    /// The key times in use for `count` values, by the rules above. Linear in the number of values.
    func effectiveKeyTimes(count: Int) -> [Double] {
        let discrete = calculationMode == .discrete
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if paced, let values, let times = Self.pacedKeyTimes(values) { return times }
        if !paced, let given = keyTimes?.map(\.doubleValue),
            given.count == count || (discrete && given.count == count + 1),
            given.first == 0, given.last == 1, given.allSatisfy(\.isFinite),
            zip(given, given.dropFirst()).allSatisfy({ $0 <= $1 })
        {
            return given
        }
        let segments = discrete ? count : max(count - 1, 1)
        return (0...segments).prefix(discrete ? count + 1 : count).map { Double($0) / Double(segments) }
    }

    private static func pacedKeyTimes(_ values: [Any]) -> [Double]? {
        let parsed = values.map(AnimationValue.init)
        var lengths: [Double] = []
        for (a, b) in zip(parsed, parsed.dropFirst()) {
            guard let a, let b, let length = a.distance(to: b), length.isFinite else { return nil }
            lengths.append(length)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return nil }
        var times = [0.0]
        var run = 0.0
        for length in lengths {
            run += length
            times.append(run / total)
        }
        times[times.count - 1] = 1
        return times
    }

    /// The keyframe value at `fraction` of the cycle.
    func keyframeValue(at fraction: Double, values: [Any]) -> Any? {
        let times = effectiveKeyTimes(count: values.count)
        // The last key time at or before the fraction (binary search).
        var low = 0
        var high = times.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if times[middle] <= fraction { low = middle } else { high = middle - 1 }
        }
        if calculationMode == .discrete { return values[min(low, values.count - 1)] }
        guard low < values.count - 1 else { return values[values.count - 1] }
        let span = times[low + 1] - times[low]
        var local = span > 0 ? (fraction - times[low]) / span : 1
        if calculationMode != .paced, calculationMode != .cubicPaced, let functions = timingFunctions,
            low < functions.count
        {
            local = functions[low].progress(atTimeFraction: local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            return AnimationValue.catmullRom(
                values[max(low - 1, 0)], values[low], values[low + 1], values[min(low + 2, values.count - 1)],
                progress: local)
        }
        return AnimationValue.interpolate(values[low], values[low + 1], progress: local)
    }

    open override func value(forKeyPath keyPath: String, atTime time: CFTimeInterval, over value: Any?) -> Any? {
        guard keyPath == self.keyPath, let values, !values.isEmpty else { return value }
        let sample = timingSample(atTime: time)
        guard sample.isEffective else { return value }
        let current = keyframeValue(at: pacedFraction(sample), values: values)
        return composed(current, cycleEnd: values.last, iteration: sample.iteration, over: value)
    }
}
