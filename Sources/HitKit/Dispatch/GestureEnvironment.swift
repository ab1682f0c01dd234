import Foundation

/// Delivers touches to gesture recognizers and arbitrates between them, for one application.
///
/// The environment is the recognizer stage of ``EventPipeline``: the ``ViewDeliveryStage`` hands
/// it each window event before any view sees it (``RecognizerDelivery``). It
/// - fixes, when a touch begins, which recognizers receive it: those on the hit-test view, on
///   each of its ancestors and on the window, enabled, and accepted by their delegates;
/// - gives each recognizer its touches of every phase, before the views get them;
/// - judges every state change a recognizer asks for (see `GestureEnvironment+Arbitration.swift`):
///   legality, `gestureRecognizerShouldBegin`, failure requirements, exclusion of competitors,
///   `cancelsTouchesInView`, and the view-delivery holds of `delaysTouchesBegan`/`Ended`;
/// - resets recognizers to `possible` once they finished and their touches are up.
///
/// Follow-up work of a state change runs from a queue, never by recursion, so a long chain of
/// `require(toFail:)` dependencies cannot exhaust the stack. That work reaches view delivery only
/// through ``ViewDeliveryReentry`` (releasing and cancelling what views get), and holds back the
/// queue's input meanwhile through ``InputGate``.
@MainActor
final class GestureEnvironment: RecognizerDelivery {
    unowned let application: UIApplication
    /// The re-entry seam into view delivery.
    unowned let viewDelivery: any ViewDeliveryReentry
    unowned let inputGate: any InputGate
    private let singleTouch: SingleTouchCache

    /// Recognizers that have seen touches of their current sequence and have not been reset, in
    /// the order they first saw one.
    @exclusivity(unchecked)
    var involved: [UIGestureRecognizer] = []
    /// State changes whose follow-up work (exclusion, view cancellation, actions) is pending.
    var effects: [TransitionEffect] = []
    @exclusivity(unchecked)
    var isDraining = false
    @exclusivity(unchecked)
    var isDelivering = false
    /// Recognizers whose recognition during the current delivery waits for the end of it, because a
    /// competitor that can prevent them (and that they cannot prevent) has yet to see the event.
    @exclusivity(unchecked)
    var deferredRecognitions: [UIGestureRecognizer] = []
    /// Involved recognizers that began or recognized in their current sequence (some may have
    /// been cancelled since): the only ones that can own touches, so only they are checked.
    @exclusivity(unchecked)
    var recognizedRecognizers: [UIGestureRecognizer] = []
    /// Recognizers that finished since the last reset pass: between events (a timer, app code)
    /// only they are looked at, so a failure there costs O(1), not a pass over every recognizer.
    @exclusivity(unchecked)
    var finishedSinceReset: [UIGestureRecognizer] = []
    /// The failure requirements among the involved recognizers, built when first needed after a
    /// change (see ``requirementGraph()``): `nil` when stale, `.none` when there are none.
    private var storedRequirementGraph: FailureRequirementGraph??
    /// Numbers recognizers as they join ``involved``.
    private var involvementCounter = 0
    /// The buffer of `resetFinishedRecognizers`' list of finished recognizers, kept between passes.
    var finishedScratch: [UIGestureRecognizer] = []

    init(
        application: UIApplication, viewDelivery: any ViewDeliveryReentry, inputGate: any InputGate,
        singleTouch: SingleTouchCache
    ) {
        self.application = application
        self.viewDelivery = viewDelivery
        self.inputGate = inputGate
        self.singleTouch = singleTouch
    }

    /// Whether `recognizer` is in ``involved``, without searching it.
    func isInvolved(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.involvingEnvironment == ObjectIdentifier(self)
    }

    /// The failure-requirement graph of the involved recognizers, built now if a change made the
    /// last one stale; `nil` when no recognizer names a requirement and none can be paired by an
    /// override or a delegate (the usual case, which builds nothing).
    func requirementGraph() -> FailureRequirementGraph? {
        if let graph = storedRequirementGraph { return graph }
        let graph =
            FailureRequirementGraph.mayHaveEdges(involved) ? FailureRequirementGraph(involved: involved) : nil
        storedRequirementGraph = .some(graph)
        return graph
    }

    /// Who is involved, what they share, or how they are paired changed: the graph is rebuilt
    /// when next needed.
    func invalidateRequirementGraph() {
        storedRequirementGraph = nil
    }

    /// Recognizers that are tracking touches or still undecided.
    var undecidedRecognizers: [UIGestureRecognizer] { involved.filter { !$0.storedState.isFinished } }

    // MARK: Delivery

    /// Gives the recognizers of `touches` their phases, before the views get them.
    ///
    /// One body for every event: a recognizer gets, per phase in order, the set of its touches in
    /// that phase — for an event with one touch, the pipeline's one-touch set instead of a new one.
    ///
    /// - Complexity: O(*t* × *r*) for *t* touches and *r* recognizers per touch, plus the
    ///   ancestors walked once per new touch.
    func deliver(_ touches: [UITouch], with event: UIEvent) {
        isDelivering = true
        defer {
            isDelivering = false
            settleDeferredRecognitions()
            resetFinishedRecognizers()
        }
        // Each recognizer's delegate is asked about the event once, however many of its touches
        // begin in it; the answers are kept only when more than one does.
        var eventAnswers: [ObjectIdentifier: Bool]?
        var beginning = 0
        for touch in touches where touch.phase == .began { beginning += 1 }
        if beginning > 1 { eventAnswers = [:] }
        for touch in touches where touch.phase == .began {
            assignRecognizers(to: touch, in: event, eventAnswers: &eventAnswers)
        }
        // A copy of each touch's list: a recognizer removed meanwhile still gets its turn (and
        // finds it no longer receives).
        if touches.count == 1 {
            let touch = touches[0]
            let phase = touch.phase
            let set = singleTouch.set(of: touch)
            // The list's copy holds its recognizers: each is visited without a reference of its
            // own (recognizers with timers are weakly referenced, so each retain would be slow).
            let recognizers = touch.delivery.recognizers
            for index in recognizers.indices {
                withUnretained(Unmanaged.passUnretained(recognizers[index])) { recognizer in
                    deliver(touches, alone: touch, phase, set, to: recognizer, with: event)
                }
            }
            return
        }
        var order: [UIGestureRecognizer] = []
        var seen: Set<ObjectIdentifier> = []
        for touch in touches {
            for recognizer in touch.delivery.recognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
                order.append(recognizer)
            }
        }
        for recognizer in order {
            deliver(touches, alone: nil, .stationary, [], to: recognizer, with: event)
        }
    }

    /// The phases a recognizer is given, in this order, within one event.
    private static let deliveredPhases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    /// Gives `recognizer`, per phase in order, the set of its touches in that phase — when the
    /// event has one touch (`alone`), that touch's phase (`alonePhase`) with the pipeline's
    /// one-touch set (`aloneSet`), worked out once for all its recognizers and passed as they are,
    /// with no copy. Whether it receives touches is asked before its first phase and again after
    /// each phase it was given (its handler may have changed that), not before phases it has no
    /// touches in: nothing runs between those.
    private func deliver(
        _ touches: [UITouch], alone: UITouch?, _ alonePhase: UITouch.Phase, _ aloneSet: Set<UITouch>,
        to recognizer: UIGestureRecognizer, with event: UIEvent
    ) {
        guard receivesTouches(recognizer) else { return }
        if let alone {
            if alonePhase != .stationary, recognizer.trackedTouches.containsIdentical(alone) {
                send(alonePhase, aloneSet, to: recognizer, with: event)
                if alonePhase != .cancelled, !receivesTouches(recognizer) { return }
            }
        } else {
            for phase in Self.deliveredPhases {
                let tracked = touches.filter { touch in
                    touch.phase == phase && recognizer.trackedTouches.contains { $0 === touch }
                }
                guard !tracked.isEmpty else { continue }
                send(phase, Set(tracked), to: recognizer, with: event)
                if phase != .cancelled, !receivesTouches(recognizer) { return }
            }
        }
        forgetLiftedTouches(of: recognizer, delivered: touches, in: event)
    }

    /// Calls `recognizer`'s `touches…` method for `phase` with `touches`.
    @inline(__always)
    private func send(
        _ phase: UITouch.Phase, _ touches: Set<UITouch>, to recognizer: UIGestureRecognizer, with event: UIEvent
    ) {
        recognizer.receivedButtonMask = event.storedButtonMask
        recognizer.receivedModifierFlags = application.pipeline.modifierFlags
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Lifted touches stop counting, unless the recognizer has decided (or recognized and waits to
    /// report it): its action may still ask for their location. Leaves the list untouched when no
    /// touch has lifted.
    ///
    /// A touch that lifted in `event` but is not among the `delivered` ones is kept: an event is
    /// delivered one window at a time, and a recognizer can have touches in two windows (a window
    /// moved inside another goes on receiving touches of its own), so that touch's lift comes in
    /// its own window's turn.
    private func forgetLiftedTouches(
        of recognizer: UIGestureRecognizer, delivered: some Collection<UITouch>, in event: UIEvent
    ) {
        guard !recognizer.storedState.isFinished && recognizer.pendingState != .ended,
            recognizer.trackedTouches.containsInactive
        else { return }
        recognizer.trackedTouches.removeAll { touch in
            !touch.isActive
                && (delivered.contains { $0 === touch } || !event.orderedTouches.contains { $0 === touch })
        }
    }

    /// Whether `recognizer` gets touch phases now. One that waits for a failure requirement to
    /// *begin* still does (HitKit's choice), so it sees the moves and the lift and stays true to the
    /// fingers; one that has recognized and only waits to report it (`pendingState == .ended`) is
    /// done with its touches.
    private func receivesTouches(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.environmentIdentity == ObjectIdentifier(self) && recognizer.pendingState != .ended
            && !recognizer.storedState.isFinished && recognizer.isEnabled && recognizer.isAttached
    }

    /// Fixes the recognizers that receive `touch`: those on its hit-test view and that view's
    /// ancestors up to the window, in that order (not one a scroll drives: it takes touches once
    /// the scroll ends). A touch that hit nothing, or that an exclusive
    /// view keeps from its view, has none. A delegate is asked whether its recognizer receives
    /// `event`, then the touch.
    private func assignRecognizers(
        to touch: UITouch, in event: UIEvent,
        eventAnswers: inout [ObjectIdentifier: Bool]?
    ) {
        guard let hitView = touch.view else { return }
        if case .withheld(let reason) = touch.delivery.progress, reason != .multipleTouchDisabled { return }
        viewDelivery.recordRecognizers(of: touch) { receivers in
            fixRecognizers(of: touch, from: hitView, in: event, into: &receivers, eventAnswers: &eventAnswers)
        }
        guard !touch.delivery.recognizers.isEmpty else { return }
        invalidateRequirementGraph()
        for recognizer in touch.delivery.recognizers {
            recognizer.environment = self
            recognizer.environmentIdentity = ObjectIdentifier(self)
            recognizer.trackedTouches.append(touch)
            recognizer.seenTouches.append(touch)
            if !isInvolved(recognizer) {
                involved.append(recognizer)
                recognizer.involvingEnvironment = ObjectIdentifier(self)
                involvementCounter += 1
                recognizer.involvementNumber = involvementCounter
            }
        }
    }

    /// Lists in `receivers` (emptied first) the recognizers of `hitView` and its ancestors that
    /// receive `touch`, in that order.
    private func fixRecognizers(
        of touch: UITouch, from hitView: UIView, in event: UIEvent, into receivers: inout [UIGestureRecognizer],
        eventAnswers: inout [ObjectIdentifier: Bool]?
    ) {
        receivers.removeAll(keepingCapacity: true)
        var current: UIView? = hitView
        while let view = current {
            for recognizer in view.storedGestureRecognizers
            where recognizer.isEnabled && recognizer.receivesTouchEvents && !recognizer.storedState.isFinished
                && recognizer.pendingState != .ended && !isBusyElsewhere(recognizer) && recognizer.scrollPointer == nil
                && !recognizer.transformTrackingIsSet
            {
                guard recognizer.allowsTouchType(of: touch) else {
                    traceNotReceiving(recognizer, "its allowedTouchTypes leave out \(touch.type) touches")
                    continue
                }
                if !receives(event, recognizer, answers: &eventAnswers) {
                    traceNotReceiving(
                        recognizer,
                        "its shouldReceive(_:) or its delegate's gestureRecognizer(_:shouldReceive:) returned false for "
                            + "the event")
                    continue
                }
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) {
                    traceNotReceiving(recognizer, "its delegate's gestureRecognizer(_:shouldReceive:) returned false")
                    continue
                }
                receivers.append(recognizer)
            }
            current = view.superview
        }
    }

    /// Records that `recognizer` does not receive the touch being assigned, and why.
    private func traceNotReceiving(_ recognizer: UIGestureRecognizer, _ reason: @autoclosure () -> String) {
        application.trace(
            .gestureDecision(GestureDecision(recognizer: recognizer, outcome: .notReceiving, reason: reason())))
    }

    /// Whether `recognizer` is taking part in another application's touches (its window moved
    /// here mid-gesture): it takes part in one application at a time, so it goes on hearing
    /// how its own touches end there rather than being claimed by this one's.
    private func isBusyElsewhere(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let other = recognizer.environment, other !== self else { return false }
        return other.isInvolved(recognizer)
    }

    /// The recognizer's ``UIGestureRecognizer/shouldReceive(_:)``, then its delegate's
    /// `gestureRecognizer(_:shouldReceive:)`, for `event`: asked once per event, remembered in
    /// `answers` when the event brings several touches.
    private func receives(
        _ event: UIEvent, _ recognizer: UIGestureRecognizer, answers: inout [ObjectIdentifier: Bool]?
    ) -> Bool {
        if let known = answers?[ObjectIdentifier(recognizer)] { return known }
        let receives =
            recognizer.shouldReceive(event)
            && (recognizer.delegate.map { $0.gestureRecognizer(recognizer, shouldReceive: event) } ?? true)
        answers?[ObjectIdentifier(recognizer)] = receives
        return receives
    }

    // MARK: View delivery holds

    /// Whether a recognizer keeps `phase` of `touch` from the touch's view for now: an undecided
    /// recognizer that saw the touch holds `began` when it `delaysTouchesBegan` and `ended` when it
    /// `delaysTouchesEnded`.
    func holdsViewDelivery(of touch: UITouch, phase: UITouch.Phase) -> Bool {
        guard phase == .began || phase == .ended else { return false }
        for recognizer in touch.delivery.recognizers
        where recognizer.storedState == .possible && recognizer.view != nil
            && recognizer.seenTouches.containsIdentical(touch)
        {
            if phase == .began && recognizer.delaysTouchesBegan { return true }
            if phase == .ended && recognizer.delaysTouchesEnded { return true }
        }
        return false
    }

    /// Keeps `touch` from its view for good, if the view has not seen it yet: asked by a
    /// recognizer (the scroll view's delay recognizer) through the re-entry seam.
    func keepFromItsView(_ touch: UITouch) {
        viewDelivery.keepFromView(touch)
    }
}
