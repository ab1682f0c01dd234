import Foundation

/// The keyframes of one `animateKeyframes` block: each `addKeyframe` block's changes with its
/// relative start time and duration, turned into one keyframe animation per property.
@MainActor
final class ViewKeyframeCollector {
    private struct Frame {
        let start: Double
        let end: Double
        let value: Any?
    }

    private struct Track {
        let view: UIView
        let property: AnimatableViewProperty
        let from: Any?
        var frames: [Frame]
    }

    private var tracks: [Track] = []
    private var indexes: [ObjectIdentifier: [AnimatableViewProperty: Int]] = [:]

    /// Records `changes` as keyframes from `start` to `start + duration` (fractions of the whole
    /// duration, clamped to [0, 1]; non-finite ones count as 0 and 1).
    func add(_ changes: [ViewPropertyChange], start: Double, duration: Double) {
        let begin = start.isFinite ? min(max(start, 0), 1) : 0
        let length = duration.isFinite ? max(duration, 0) : 1
        let end = min(begin + length, 1)
        for change in changes {
            let frame = Frame(start: begin, end: end, value: change.to)
            if let index = indexes[ObjectIdentifier(change.view)]?[change.property] {
                tracks[index].frames.append(frame)
            } else {
                indexes[ObjectIdentifier(change.view), default: [:]][change.property] = tracks.count
                tracks.append(Track(view: change.view, property: change.property, from: change.from, frames: [frame]))
            }
        }
    }

    /// Adds one keyframe animation per recorded property, counting each towards `completion`, then
    /// seals it. Values are additive (each keyframe's value minus the final one) when they add;
    /// otherwise absolute, replacing the animations of the key path.
    func commit(settings: ViewAnimationSettings, mode: CAAnimationCalculationMode, completion: ViewAnimationCompletion)
    {
        var anyClock: (any EventClock)?
        for track in tracks {
            let layer = track.view.layer
            guard let clock = layer.animationClock else { continue }
            anyClock = anyClock ?? clock
            guard settings.duration > 0, track.view.window?.application?.areViewAnimationsEnabled ?? true else {
                continue
            }
            let (times, values) = keyframes(of: track)
            let animation = CAKeyframeAnimation(keyPath: track.property.layerKeyPath)
            animation.calculationMode = mode
            animation.keyTimes = times.map { NSNumber(value: $0) }
            settings.applyTiming(to: animation, now: clock.now)
            if case .curve(let curve) = settings.timing {
                animation.timingFunction = CAMediaTimingFunction(name: curve.mediaTimingFunctionName)
            }
            let final = AnimationValue(values.last ?? nil)
            let deltas = values.compactMap { value -> Any? in
                guard let final, let v = AnimationValue(value), let d = final.difference(to: v) else { return nil }
                return d.any
            }
            let path = track.property.layerKeyPath
            var key = path
            if deltas.count == values.count {
                animation.values = deltas
                animation.isAdditive = true
                key = ViewAnimationCommit.freeKey(path, on: layer)
            } else {
                animation.values = values.map { $0 ?? NSNull() }
            }
            completion.expect()
            let entry = layer.addRunningAnimation(animation, forKey: key, observer: completion)
            if !settings.allowsUserInteraction { entry.blockHitTesting(of: track.view) }
        }
        completion.seal(clock: anyClock)
    }

    /// Key times and values: the value before the block at 0, each frame's value held from the end
    /// of the one before to its start, reached at its end; the last value to 1.
    private func keyframes(of track: Track) -> ([Double], [Any?]) {
        var times: [Double] = [0]
        var values: [Any?] = [track.from]
        var current = track.from
        let ordered = track.frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for frame in ordered.map(\.element) {
            let last = times[times.count - 1]
            if frame.start > last {
                times.append(frame.start)
                values.append(current)
            }
            times.append(max(frame.end, times[times.count - 1]))
            values.append(frame.value)
            current = frame.value
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(current)
        }
        return (times, values)
    }
}
