import Foundation

/// A state change whose follow-up work is still to run.
struct TransitionEffect {
    let recognizer: UIGestureRecognizer
    let from: UIGestureRecognizer.State
    let to: UIGestureRecognizer.State
}

extension GestureEnvironment {
    // MARK: Requests

    /// Handles `recognizer.state = state`: validates the transition against UIKit's rules and,
    /// for a recognizer receiving touches, arbitrates it.
    static func requestTransition(of recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        if let environment = recognizer.environment, environment.isInvolved(recognizer) {
            environment.request(state, for: recognizer)
        } else {
            requestWithoutTouches(state, for: recognizer)
        }
    }

    /// Whether UIKit allows a recognizer to go from `old` to `new`.
    static func isLegalTransition(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    /// A recognizer that is not receiving touches (set up by hand, in a test) changes state
    /// directly, still within UIKit's rules, and sends its actions.
    private static func requestWithoutTouches(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        if state == old && state == .possible { return }
        guard isLegalTransition(from: old, to: state) || state == .possible else {
            reportIllegal(recognizer, from: old, to: state, application: recognizer.view?.window?.application)
            return
        }
        recognizer.storedState = state
        let application = recognizer.view?.window?.application
        application?.trace(.gestureStateChanged(recognizer: recognizer, from: old, to: state))
        if state != .possible && state != .failed { recognizer.sendActions(tracedIn: application) }
    }

    private static func reportIllegal(
        _ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State,
        application: UIApplication?, instead: String = "the change was ignored"
    ) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .illegalGestureTransition,
                message: "UIKit does not allow a gesture recognizer to go from \(old) to \(new); \(instead)",
                context: recognizer.traceName),
            in: application)
    }

    private func request(_ requested: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        defer { drainIfNeeded() }
        let old = recognizer.storedState
        if let pending = recognizer.pendingState {
            // Waiting for a failure requirement: remember how far the gesture got. A waiting
            // recognizer still receives its touches, so a lift that fails it is heard here.
            switch requested {
            case .failed, .cancelled:
                recognizer.pendingState = nil
                apply(.failed, to: recognizer)
            case .ended:
                recognizer.pendingState = .ended
            case .began, .changed, .possible:
                recognizer.pendingState = pending
            }
            return
        }
        var new = requested
        if old == .possible && new == .possible { return }
        if old == .possible && new == .cancelled {
            Self.reportIllegal(
                recognizer, from: old, to: new, application: application, instead: "it failed instead")
            new = .failed
        }
        guard Self.isLegalTransition(from: old, to: new) else {
            Self.reportIllegal(recognizer, from: old, to: new, application: application)
            return
        }
        if old == .possible && (new == .began || new == .ended) {
            attemptRecognition(of: recognizer, to: new, resuming: false)
        } else {
            apply(new, to: recognizer)
        }
    }

    // MARK: Recognition

    /// A recognizer asks to leave `possible` by beginning or recognizing. It may be refused
    /// (`gestureRecognizerShouldBegin`), blocked (a required recognizer recognized, or a
    /// competitor already owns the touches), made to wait (a required recognizer is undecided),
    /// or allowed.
    ///
    /// It never waits on itself: a requirement on a recognizer that itself waits, directly or
    /// through others, for this one's failure is ignored, with a `failureRequirementCycle`
    /// diagnostic. A continuous recognizer whose touches all lifted while it waited fails
    /// instead of beginning — even when the recognizer it waited for fails in that same event:
    /// a gesture never begins with no finger down.
    private func attemptRecognition(
        of recognizer: UIGestureRecognizer, to target: UIGestureRecognizer.State, resuming: Bool
    ) {
        if !recognizer.passedShouldBegin {
            if let refusal = shouldBeginRefusal(for: recognizer) {
                // The sentence is only written for an observer.
                let decision =
                    application.isTracing
                    ? GestureDecision(recognizer: recognizer, outcome: .failed, reason: refusal.reason) : nil
                apply(.failed, to: recognizer, decision: decision)
                return
            }
            recognizer.passedShouldBegin = true
        }
        switch requirementBlocker(of: recognizer) {
        case .recognized(let winner):
            fail(recognizer, cause: winner, because: "it requires \(winner.traceName) to fail, and that recognized")
            return
        case .undecided(let undecided):
            if !resuming || recognizer.pendingState == nil {
                application.trace(
                    .gestureDecision(
                        .init(
                            recognizer: recognizer, outcome: .waiting, cause: undecided,
                            reason: "it requires \(undecided.traceName) to fail first")))
            }
            recognizer.pendingState = target
            return
        case nil:
            break
        }
        recognizer.pendingState = nil
        if resuming && target == .began && !recognizer.trackedTouches.containsActive {
            fail(recognizer, because: "its touches lifted while it waited, so it never began")
            return
        }
        if let owner = recognizedRecognizers.first(where: { other in
            other !== recognizer && Self.hasRecognized(other)
                && sharesTouches(other, recognizer) && !recognizeSimultaneously(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) {
            fail(recognizer, cause: owner, because: "\(owner.traceName) already recognized these touches")
            return
        }
        if isDelivering, mayStillBePrevented(recognizer) {
            // Settled once every recognizer has seen this event (`settleDeferredRecognitions`).
            recognizer.pendingState = target
            if !deferredRecognitions.contains(where: { $0 === recognizer }) { deferredRecognitions.append(recognizer) }
            return
        }
        if resuming {
            application.trace(
                .gestureDecision(
                    .init(
                        recognizer: recognizer, outcome: .resumed,
                        reason: "every recognizer it waited for failed")))
        }
        apply(target, to: recognizer)
    }

    /// Whether an undecided competitor on the same view, sharing `recognizer`'s touches, could
    /// prevent it but not be prevented by it — a single tap against a double tap ("a
    /// UITapGestureRecognizer never prevents another UITapGestureRecognizer with a higher tap
    /// count"). Such a recognition waits for the end of the event being delivered, so that if the
    /// competitor recognizes on the same event it wins, whatever order the two were added in.
    ///
    /// Competitors on other views are not waited for: between views the evaluation order is
    /// UIKit's — the hit view's recognizers first, then each ancestor's — so an inner pan that
    /// cannot be stopped by an outer one begins first, and the outer one may begin after it.
    private func mayStillBePrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        let view = recognizer.view
        return involved.contains { other in
            other !== recognizer && other.view === view && other.storedState == .possible
                && sharesTouches(other, recognizer)
                && !recognizeSimultaneously(other, recognizer)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
                && !(recognizer.canPrevent(other) && other.canBePrevented(by: recognizer))
        }
    }

    /// Recognitions put off by ``mayStillBePrevented(_:)`` are decided now that the event has been
    /// delivered to every recognizer.
    func settleDeferredRecognitions() {
        while !deferredRecognitions.isEmpty {
            let recognizer = deferredRecognitions.removeFirst()
            if recognizer.storedState == .possible, let target = recognizer.pendingState {
                recognizer.pendingState = nil
                attemptRecognition(of: recognizer, to: target, resuming: false)
            }
            drainIfNeeded()
        }
    }

    /// Why the recognizer may not begin, or `nil` when its delegate and the views allow it. The
    /// views asked are the hit-test views of its touches and its own view (so a `UIControl` can
    /// refuse a parent's tap on itself). A view that is also the delegate (a scroll view and its
    /// own recognizers) has answered already: in UIKit both questions are one method.
    private func shouldBeginRefusal(for recognizer: UIGestureRecognizer) -> ShouldBeginRefusal? {
        let delegate = recognizer.delegate
        if let delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .byDelegate
        }
        // Each distinct view once, in order, without building a list of them: the touches' views,
        // then the recognizer's own, all as they were before the first is asked.
        let touches = recognizer.seenTouches
        let own = recognizer.view
        for (index, touch) in touches.enumerated() {
            guard let view = touch.view, view !== delegate, !touches[..<index].contains(where: { $0.view === view })
            else { continue }
            if !view.gestureRecognizerShouldBegin(recognizer) { return .byView(view) }
        }
        if let own, own !== delegate, !touches.contains(where: { $0.view === own }),
            !own.gestureRecognizerShouldBegin(recognizer)
        {
            return .byView(own)
        }
        return nil
    }

    func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.seenTouches.contains { touch in second.seenTouches.contains { $0 === touch } }
    }

    func recognizeSimultaneously(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    // MARK: Applying and following up

    /// Fails `recognizer` (see ``apply(_:to:decision:)``), recording `reason` and what caused it.
    func fail(_ recognizer: UIGestureRecognizer, cause: UIGestureRecognizer? = nil, because reason: String) {
        apply(
            .failed, to: recognizer,
            decision: .init(recognizer: recognizer, outcome: .failed, cause: cause, reason: reason))
    }

    /// Sets the state, records it, and queues its follow-up work.
    ///
    /// A recognizer cancelled before the follow-up of its `began` ran — its target never heard
    /// that it began — fails instead: a target never gets `.cancelled` without `.began`.
    func apply(
        _ requested: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer, decision: GestureDecision? = nil
    ) {
        var state = requested
        var decision = decision
        if state == .cancelled && !recognizer.announcedRecognition {
            state = .failed
            decision = decision.map {
                GestureDecision(recognizer: $0.recognizer, outcome: .failed, cause: $0.cause, reason: $0.reason)
            }
        }
        let old = recognizer.storedState
        recognizer.storedState = state
        if old == .possible && (state == .began || state == .ended) && isInvolved(recognizer) {
            recognizedRecognizers.append(recognizer)
        }
        if state.isFinished { finishedSinceReset.append(recognizer) }
        if let decision { application.trace(.gestureDecision(decision)) }
        application.trace(.gestureStateChanged(recognizer: recognizer, from: old, to: state))
        effects.append(TransitionEffect(recognizer: recognizer, from: old, to: state))
    }

    /// Runs queued follow-up work until none is left. Work queued by that work (a failure that
    /// lets a waiting recognizer recognize, an action that changes another recognizer) joins the
    /// same queue.
    ///
    /// It is an entry (``UIApplication/performAsEntry(of:_:_:_:)``): outside an event — app code
    /// set a state, a timer fired on the bare clock — input the handlers send is dispatched once
    /// the queue is empty.
    func drainIfNeeded() {
        guard !isDraining else { return }
        inputGate.beginEntry()
        defer { inputGate.endEntry() }
        isDraining = true
        var index = 0
        while index < effects.count {
            let effect = effects[index]
            index += 1
            followUp(effect)
        }
        effects.removeAll(keepingCapacity: true)
        isDraining = false
        if !isDelivering { resetFinishedRecognizers(onlyNewlyFinished: true) }
    }

    private func followUp(_ effect: TransitionEffect) {
        let recognizer = effect.recognizer
        switch (effect.from, effect.to) {
        case (.possible, .began), (.possible, .ended):
            // Prevented before this follow-up ran: to its target the gesture never happened.
            if recognizer.storedState == .failed { break }
            failDependents(of: recognizer)
            excludeCompetitors(of: recognizer)
            if recognizer.cancelsTouchesInView {
                cancelTouchesInView(of: recognizer)
            } else {
                releaseHeldPhases(of: recognizer)
            }
            // The handlers just called (a cancelled view that removes itself) may have stopped it:
            // it is announced only when its target hears it, so a stop before that fails it.
            if recognizer.storedState == effect.to {
                recognizer.announcedRecognition = true
                recognizer.sendActions(tracedIn: application)
            }
        case (_, .failed):
            releaseHeldPhases(of: recognizer)
            resumeRecognizers(waitingFor: recognizer)
        case (_, .changed), (_, .ended), (_, .cancelled):
            // Never a later state of a gesture whose target did not hear it begin.
            if recognizer.storedState == effect.to && recognizer.announcedRecognition {
                recognizer.sendActions(tracedIn: application)
            }
            releaseHeldPhases(of: recognizer)
        default:
            break
        }
    }

    /// Recognizers that require `recognizer` to fail fail, now that it recognized.
    ///
    /// - Complexity: O(*d*) for the *d* recognizers that require it.
    private func failDependents(of recognizer: UIGestureRecognizer) {
        guard let graph = requirementGraph(), let node = graph.node(of: recognizer) else { return }
        for dependent in graph.dependents[node] where dependent < graph.involvedCount {
            let other = graph.nodes[dependent]
            guard other !== recognizer, other.storedState == .possible, isInvolved(other) else { continue }
            other.pendingState = nil
            fail(other, cause: recognizer, because: "it requires \(recognizer.traceName) to fail, and that recognized")
        }
    }

    /// Recognizers sharing touches with `recognizer` lose them unless either delegate allows
    /// simultaneous recognition: undecided ones fail, continuous ones in progress are cancelled.
    private func excludeCompetitors(of recognizer: UIGestureRecognizer) {
        for other in involved where other !== recognizer && sharesTouches(other, recognizer) {
            guard !recognizeSimultaneously(recognizer, other), recognizer.canPrevent(other),
                other.canBePrevented(by: recognizer)
            else { continue }
            // The sentence is only written for an observer.
            let reason = application.isTracing ? "\(recognizer.traceName) recognized first" : nil
            switch other.storedState {
            case .possible:
                other.pendingState = nil
                apply(
                    .failed, to: other,
                    decision: reason.map {
                        .init(recognizer: other, outcome: .failed, cause: recognizer, reason: $0)
                    })
            case .began, .changed:
                apply(
                    .cancelled, to: other,
                    decision: reason.map {
                        .init(recognizer: other, outcome: .cancelled, cause: recognizer, reason: $0)
                    })
            case .ended, .cancelled, .failed:
                break
            }
        }
    }

    private func cancelTouchesInView(of recognizer: UIGestureRecognizer) {
        let touches = recognizer.seenTouches
        guard !touches.isEmpty else { return }
        application.trace(
            .gestureDecision(
                .init(
                    recognizer: recognizer, outcome: .cancelledTouchesInView,
                    reason: "it recognized and cancelsTouchesInView is true")))
        viewDelivery.cancelViewDelivery(of: touches)
    }

    private func releaseHeldPhases(of recognizer: UIGestureRecognizer) {
        let held = recognizer.seenTouches.filter { !$0.delivery.heldPhases.isEmpty }
        guard !held.isEmpty else { return }
        viewDelivery.releaseHeldPhases(of: held)
    }

    /// Gives the recognizers that wait for `failed` another chance now that it failed (those put
    /// off to the end of the event being delivered are settled there). Only its dependents can
    /// have been waiting for it.
    ///
    /// - Complexity: O(*d*) for its *d* dependents, plus their attempts.
    private func resumeRecognizers(waitingFor failed: UIGestureRecognizer) {
        guard let graph = requirementGraph(), let node = graph.node(of: failed) else { return }
        for dependent in graph.dependents[node] where dependent < graph.involvedCount {
            let waiting = graph.nodes[dependent]
            guard let target = waiting.pendingState, waiting.storedState == .possible, isInvolved(waiting),
                !deferredRecognitions.contains(where: { $0 === waiting })
            else { continue }
            attemptRecognition(of: waiting, to: target, resuming: true)
        }
    }
}

/// Who refused to let a recognizer begin (`gestureRecognizerShouldBegin`): its sentence is written
/// only when an observer is told.
@MainActor
private enum ShouldBeginRefusal {
    case byDelegate
    case byView(UIView)

    var reason: String {
        switch self {
        case .byDelegate:
            return "its delegate's gestureRecognizerShouldBegin(_:) returned false"
        case .byView(let view):
            let name = view.accessibilityIdentifier ?? "\(type(of: view))"
            return "\(name).gestureRecognizerShouldBegin(_:) returned false"
        }
    }
}
