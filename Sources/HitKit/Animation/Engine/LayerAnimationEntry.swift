import Foundation

/// HitKit's own listener for an animation a layer runs — a UIView animation block waiting for its
/// completion, a property animator — told, on the clock, when the animation starts and stops. Not
/// Core Animation API: a ``CAAnimationDelegate`` is told too, through the animation's delegate.
@MainActor
protocol LayerAnimationObserver: AnyObject {
    /// The animation began: the clock reached its begin time.
    func layerAnimationDidStart(_ entry: LayerAnimationEntry)
    /// The animation stopped: `finished` is true when the clock passed the end of its active
    /// duration, false when it was removed before.
    func layerAnimationDidStop(_ entry: LayerAnimationEntry, finished: Bool)
}

/// One animation running on a layer: the copy ``CALayer/add(_:forKey:)`` keeps, its key, the clock
/// it runs on and the timers that start and end it.
///
/// The animation starts when the clock reaches its begin time and ends when it passes the end of
/// its active duration (`beginTime + activeDuration / speed`); an animation that repeats forever or
/// has a speed of 0 or less has no end timer and runs until removed. Each transition is a timer on
/// the clock: nothing polls.
@MainActor
final class LayerAnimationEntry {
    /// The key given to `add(_:forKey:)`; `nil` for an animation added without one.
    let key: String?
    /// The running animation (a copy of the one added, for HitKit's own classes).
    let animation: CAAnimation
    /// The key paths the animation changes, found once when it is added.
    let keyPaths: [String]
    /// The clock the animation runs on: the one of the layer's application when it was added.
    let clock: (any EventClock)?
    /// The layer running it.
    weak var layer: CALayer?
    /// HitKit's listener (a UIView animation block, a property animator), held until the stop.
    var observer: (any LayerAnimationObserver)?
    /// The view hit-testing skips while this animation runs (a UIView animation without
    /// `.allowUserInteraction`); its count is released when the animation stops.
    private(set) weak var blockedView: UIView?
    private(set) var hasStarted = false
    private(set) var hasStopped = false
    /// Taken off the clock, to be stopped: its timers do not fire.
    private var isDisarmed = false
    private var startTimer: ScheduledTimer?
    private var endTimer: ScheduledTimer?

    init(key: String?, animation: CAAnimation, clock: (any EventClock)?, layer: CALayer) {
        self.key = key
        self.animation = animation
        self.keyPaths = animation.animatedKeyPaths
        self.clock = clock
        self.layer = layer
    }

    /// Makes hit-testing skip `view` (and its subtree) until this animation stops.
    func blockHitTesting(of view: UIView) {
        guard blockedView == nil, !hasStopped else { return }
        blockedView = view
        view.hitTestBlockingAnimationCount += 1
    }

    /// The parent time at which the active duration ends, or `nil` when it never does.
    var endTime: CFTimeInterval? {
        let model = MediaTimingModel(animation, defaultDuration: CAAnimation.defaultDuration)
        guard model.speed > 0, model.activeDuration.isFinite else { return nil }
        let end = model.beginTime + model.activeDuration / model.speed
        return end.isFinite ? end : nil
    }

    /// Schedules the start and end timers (again, after the animation's timing changed).
    func schedule() {
        guard let clock, !hasStopped, !isDisarmed else { return }
        cancelTimers()
        if !hasStarted {
            let begin = animation.beginTime.isFinite ? animation.beginTime : clock.now
            startTimer = clock.schedule(at: max(begin, clock.now)) { [self] in
                startTimer = nil
                start()
            }
        }
        if let end = endTime {
            endTimer = clock.schedule(at: max(end, clock.now)) { [self] in
                endTimer = nil
                reachedEnd()
            }
        }
    }

    private func start() {
        guard !hasStarted, !hasStopped else { return }
        hasStarted = true
        animation.delegate?.animationDidStart(animation)
        observer?.layerAnimationDidStart(self)
    }

    private func reachedEnd() {
        guard !hasStopped else { return }
        if animation.isRemovedOnCompletion { layer?.detachAnimationEntry(self) }
        stop(finished: true)
    }

    /// Stops every animation of `entries` with `finished == false`, as removed together: all are
    /// taken off the clock first, so a delegate or completion told of one that moves the clock on
    /// cannot make another of them reach its end (and say `true`) before it is told it was removed.
    static func stopRemoved(_ entries: [LayerAnimationEntry]) {
        for entry in entries { entry.disarm() }
        for entry in entries { entry.stop(finished: false) }
    }

    /// Takes the animation off the clock without telling anyone: its start and end timers will not
    /// fire, and it is not scheduled again. ``stop(finished:)`` follows.
    private func disarm() {
        isDisarmed = true
        cancelTimers()
    }

    /// Stops the animation: releases the hit-testing record and tells the delegate and the observer,
    /// once. An animation that never started is told it started first when it finished.
    func stop(finished: Bool) {
        guard !hasStopped else { return }
        isDisarmed = true
        cancelTimers()
        if finished && !hasStarted { start() }
        hasStopped = true
        if let view = blockedView {
            view.hitTestBlockingAnimationCount -= 1
            blockedView = nil
        }
        animation.delegate?.animationDidStop(animation, finished: finished)
        let observer = self.observer
        self.observer = nil
        observer?.layerAnimationDidStop(self, finished: finished)
    }

    private func cancelTimers() {
        if let startTimer { clock?.cancel(startTimer) }
        if let endTimer { clock?.cancel(endTimer) }
        startTimer = nil
        endTimer = nil
    }
}
