import Foundation

/// A recognizer's life outside delivery: its view leaving the window, being disabled or removed,
/// and the reset that makes a finished recognizer ready for the next touch sequence.
extension GestureEnvironment {
    /// A view left its window: recognizers that were no longer in a window stop — undecided ones
    /// fail, continuous ones in progress are cancelled.
    func viewDidLeaveWindow(_ view: UIView) {
        for recognizer in involved where recognizer.view?.window == nil {
            abandon(recognizer, reason: "its view left the window")
        }
        drainIfNeeded()
    }

    /// `isEnabled` became false: the recognizer stops, as UIKit cancels a disabled recognizer.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        abandon(recognizer, reason: "it was disabled")
        drainIfNeeded()
    }

    /// The recognizer was removed from its view: it stops — its target gets `.cancelled` if it
    /// had begun — and is reset. Removed from inside an action (while follow-up work runs), it is
    /// reset once that work, its own `.cancelled` action included, is done.
    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        abandon(recognizer, reason: "it was removed from its view")
        drainIfNeeded()
        for touch in recognizer.seenTouches {
            viewDelivery.recordRecognizers(of: touch) { list in list.removeAll { $0 === recognizer } }
        }
        if !isDraining && isInvolved(recognizer) { reset(recognizer) }
    }

    /// Fails an undecided recognizer or cancels one in progress, recording why.
    private func abandon(_ recognizer: UIGestureRecognizer, reason: String) {
        guard isInvolved(recognizer) else { return }
        recognizer.pendingState = nil
        switch recognizer.storedState {
        case .possible:
            apply(.failed, to: recognizer, decision: .init(recognizer: recognizer, outcome: .failed, reason: reason))
        case .began, .changed:
            apply(
                .cancelled, to: recognizer, decision: .init(recognizer: recognizer, outcome: .cancelled, reason: reason)
            )
        case .ended, .cancelled, .failed:
            break
        }
    }

    // MARK: Reset

    /// Resets every recognizer that finished and whose touches are all up (at the end of each
    /// delivery), or — `onlyNewlyFinished` — only those among the recognizers that finished since
    /// the last pass (after work done between events).
    ///
    /// - Complexity: O(*n*) for *n* involved recognizers, or O(*f*) for *f* newly finished ones,
    ///   plus their `reset()` calls.
    func resetFinishedRecognizers(onlyNewlyFinished: Bool = false) {
        // The full pass looks at `involved` (nothing below runs app code before the resets) and
        // collects into a reused list: a pass allocates nothing.
        var candidates: [UIGestureRecognizer] = []
        if onlyNewlyFinished {
            // In the list's order, as a full pass finds them, and each once.
            candidates = finishedSinceReset.filter { isInvolved($0) }
            candidates.sort { $0.involvementNumber < $1.involvementNumber }
            candidates = candidates.enumerated().filter { $0.offset == 0 || candidates[$0.offset - 1] !== $0.element }
                .map(\.element)
        }
        finishedSinceReset.removeAll(keepingCapacity: true)
        var finished = finishedScratch
        finishedScratch = []  // a reset that resets again (from app code) gets a list of its own
        defer {
            finished.removeAll(keepingCapacity: true)
            finishedScratch = finished
        }
        if !onlyNewlyFinished { candidates = involved }
        // `candidates` holds its recognizers: each is looked at without a reference of its own.
        for index in candidates.indices {
            withUnretained(Unmanaged.passUnretained(candidates[index])) { recognizer in
                if (recognizer.storedState.isFinished && !recognizer.seenTouches.containsActive)
                    || !recognizer.isAttached
                {
                    finished.append(recognizer)
                } else if onlyNewlyFinished && recognizer.storedState.isFinished {
                    finishedSinceReset.append(recognizer)  // still holding a finger: looked at again next time
                }
            }
        }
        candidates = []  // lets go of `involved`'s buffer, so that it is changed in place below
        guard !finished.isEmpty else { return }
        // Out of the list in one pass rather than one search each, before any `reset()` runs.
        for recognizer in finished where isInvolved(recognizer) { recognizer.involvingEnvironment = nil }
        involved.removeAll { !isInvolved($0) }
        for recognizer in finished { reset(recognizer, leavingInvolved: false) }
    }

    /// Returns `recognizer` to `possible` for its next touch sequence and calls its `reset()`.
    func reset(_ recognizer: UIGestureRecognizer) {
        reset(recognizer, leavingInvolved: true)
    }

    private func reset(_ recognizer: UIGestureRecognizer, leavingInvolved: Bool) {
        let old = recognizer.storedState
        recognizer.storedState = .possible
        recognizer.pendingState = nil
        recognizer.passedShouldBegin = false
        recognizer.announcedRecognition = false
        recognizer.reportedRequirementCycle = false
        deferredRecognitions.removeAll { $0 === recognizer }
        // Emptied in place: the recognizer's next sequence reuses the buffers.
        recognizer.trackedTouches.removeAll(keepingCapacity: true)
        recognizer.seenTouches.removeAll(keepingCapacity: true)
        if leavingInvolved {
            involved.removeAll { $0 === recognizer }
            if isInvolved(recognizer) { recognizer.involvingEnvironment = nil }
        }
        recognizedRecognizers.removeAll { $0 === recognizer }
        // The requirement graph stays: a recognizer no longer involved counts as failed in it,
        // and one that is involved again comes with a new touch, which rebuilds it.
        if old != .possible {
            application.trace(.gestureStateChanged(recognizer: recognizer, from: old, to: .possible))
        }
        recognizer.reset()
    }
}
