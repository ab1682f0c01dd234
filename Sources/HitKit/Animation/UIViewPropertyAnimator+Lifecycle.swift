import Foundation

/// The property animator's moving parts: activating (running the blocks and showing their changes
/// through presentation), the end timer, finishing, and the diagnostics for UIKit's exceptions.
extension UIViewPropertyAnimator {
    /// The clock's time, or 0 when the animator has no clock (its views are in no window of an
    /// application: it then stays where it is until scrubbed, stopped or finished).
    var now: TimeInterval { clock?.now ?? 0 }

    /// Becomes active: runs the waiting blocks at fraction 0 (or their delay factor).
    func activate() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations = []
        for (block, factor) in blocks { capture(block, startFraction: factor) }
    }

    /// Runs `block`, recording its model changes, and shows each through presentation as a change
    /// from its old to its new value that begins at `startFraction` of the animator.
    func capture(_ block: () -> Void, startFraction: Double) {
        let captured = ViewPropertyCapture.capturing(block)
        for change in captured where change.isChange {
            let animated = PropertyAnimatorChange(
                animator: self, view: change.view, keyPath: change.keyPath, from: change.from, to: change.to,
                startFraction: startFraction)
            if clock == nil { clock = change.view.layer.animationClock }
            change.view.layer.addPresentationContribution(animated)
            changes.append(animated)
        }
        updateHitTesting()
    }

    /// The progress `change` shows at `now`: the animator's own progress for a change made from the
    /// start, else its curve over the part of the fraction after the change's start.
    func progress(of change: PropertyAnimatorChange, at now: TimeInterval) -> Double {
        let start = change.startFraction
        guard start > 0 else { return timeline.progress(at: now) }
        guard start < 1 else { return timeline.fraction(at: now) >= 1 ? 1 : 0 }
        let local = min(max((timeline.fraction(at: now) - start) / (1 - start), 0), 1)
        return timeline.curve.progress(at: local)
    }

    /// Sets each change's model value to what `value` gives for it.
    func applyToModel(_ value: (PropertyAnimatorChange) -> Any?) {
        for change in changes {
            guard let view = change.view else { continue }
            LayerKeyPath.setValue(value(change), change.keyPath, of: view.layer)
        }
    }

    /// The model values shown now: each change at its current progress.
    func applyCurrentValuesToModel() {
        let now = self.now
        applyToModel { $0.value(atProgress: self.progress(of: $0, at: now)) }
    }

    /// Takes the changes off presentation and cancels the end timer; the changes are kept, for
    /// ``finishAnimation(at:)``.
    func detachAnimations() {
        cancelEnd()
        for change in changes { change.view?.layer.removePresentationContribution(change) }
    }

    /// Schedules the arrival at the end (start when reversed) on the clock.
    func scheduleEnd() {
        cancelEnd()
        guard let clock, let end = timeline.endTime() else { return }
        endTimer = clock.schedule(at: end) { [self] in
            endTimer = nil
            arrive()
        }
    }

    func cancelEnd() {
        if let endTimer { clock?.cancel(endTimer) }
        endTimer = nil
    }

    /// The clock reached the end (or the start, reversed): pause there when ``pausesOnCompletion``,
    /// else finish at that position — the model values are the end values already; at the start
    /// they go back to the start values.
    func arrive() {
        guard state == .active, timeline.isRunning else { return }
        let now = self.now
        let atStart = timeline.isReversed
        timeline.pause(at: now)
        if pausesOnCompletion { return }
        if atStart { applyToModel { $0.from } }
        finish(at: atStart ? .start : .end)
    }

    /// Becomes inactive and runs the completions, in the order added, with `position`.
    func finish(at position: UIViewAnimatingPosition) {
        becomeInactive()
        let blocks = completions
        completions = []
        for completion in blocks { completion(position) }
    }

    /// Back to inactive, at fraction 0, not reversed, ready for new animations.
    func becomeInactive() {
        detachAnimations()
        changes = []
        state = .inactive
        updateHitTesting()
        timeline = PropertyAnimatorTimeline(curve: timeline.curve, length: timeline.length)
    }

    // MARK: Hit-testing

    /// How the animator's views are hit-tested now.
    var hitTestingMode: PropertyAnimatorHitTesting {
        guard state == .active else { return .model }
        if !storedUserInteractionEnabled { return .ignoresTouches }
        return storedInterruptible && !storedManualHitTesting ? .whereDrawn : .model
    }

    /// Brings the per-view records hit-testing reads up to date with the animated views and
    /// ``hitTestingMode``. O(animated views).
    func updateHitTesting() {
        let mode = hitTestingMode
        var wanted: [ObjectIdentifier: UIView] = [:]
        if mode != .model {
            for change in changes { if let view = change.view { wanted[ObjectIdentifier(view)] = view } }
        }
        for (id, mark) in hitTestingMarks where wanted[id] == nil || mark.mode != mode {
            mark.view.releasePropertyAnimatorHitTesting(mark.mode)
            hitTestingMarks[id] = nil
        }
        for (id, view) in wanted where hitTestingMarks[id] == nil {
            view.holdPropertyAnimatorHitTesting(mode)
            hitTestingMarks[id] = (view, mode)
        }
    }

    // MARK: Diagnostics

    /// Reports a call UIKit refuses (it raises an exception) as a ``HitKitDiagnostic``.
    func report(_ message: String, code: HitKitDiagnostic.Code) {
        let view = changes.lazy.compactMap(\.view).first
        HitKitDiagnostics.report(
            HitKitDiagnostic(code: code, message: message, context: "\(type(of: self)) in state \(state)"),
            in: view?.window?.application)
    }

    /// Whether a flag UIKit lets change only while inactive may change now; reports the refusal.
    func refuseWhileActive(_ property: String) -> Bool {
        guard state == .active else { return true }
        report(
            "\(property) cannot change while the animator is active (UIKit raises an exception); it keeps its value",
            code: .invalidAnimatorOperation)
        return false
    }
}
