import Foundation

/// Where a touch goes and what its receivers have been given so far: the per-touch state of
/// delivery, the one reference a ``UITouch`` holds beyond UIKit's own properties.
///
/// Only ``ViewDeliveryStage`` writes it — its setters are private to this file — and the other
/// stages ask: the queue whether a touch is withheld, the recognizer stage what a touch's view
/// has seen and which recognizers it fixed for the touch (view delivery records them), the scroll
/// view whether its content saw a touch begin, a control whether it tracks the touch.
struct TouchDelivery {
    /// How far the touch's view got.
    enum Progress: Equatable {
        /// Nothing yet (a held `touchesBegan` is still pending).
        case pending
        /// `touchesBegan` was delivered; later phases follow.
        case active
        /// `touchesEnded` or `touchesCancelled` was delivered, or the view will get nothing more.
        case finished
        /// The view never gets this touch.
        case withheld(TouchWithholdReason)
    }

    /// How far the touch's view got.
    fileprivate(set) var progress: Progress = .pending
    /// Phases the view has not been given yet because a recognizer delays them.
    fileprivate(set) var heldPhases: [UITouch.Phase] = []
    /// Whether the view's delivery was cancelled because the view (or an ancestor) left its
    /// window: a cause other than an event.
    fileprivate(set) var wasCancelledByLeavingWindow = false
    /// The gesture recognizers that receive the touch, fixed by the recognizer stage when it
    /// began (``UITouch/gestureRecognizers``).
    fileprivate(set) var recognizers: [UIGestureRecognizer] = []
    /// The controls that track the touch from a `touchesBegan` one of their subviews forwarded
    /// (see `UIControl.cancelTrackingLeftBehind(by:)`): cancelled once the touch's view heard it end.
    fileprivate(set) var controlsTrackingForwardedTouch: [WeakControl] = []
    /// The default `touches…` forwards made with a `nil` event and this touch first in the set
    /// (the forwards' own bookkeeping, not delivery state: `UIResponder` changes its contents).
    let forwardingWithoutEvent = TouchForwarding()

    /// Whether the touch's view never gets it.
    var isWithheld: Bool {
        if case .withheld = progress { return true }
        return false
    }

    /// The state after the view was given `phase`.
    fileprivate mutating func advance(past phase: UITouch.Phase) {
        switch phase {
        case .began: progress = .active
        case .ended, .cancelled: progress = .finished
        case .moved, .stationary: break
        }
    }

    /// The state of a touch that is new to a finger: nothing given, no recognizer, no control —
    /// keeping the lists' buffers for the finger's use.
    fileprivate mutating func startAfresh() {
        progress = .pending
        heldPhases.removeAll(keepingCapacity: true)
        wasCancelledByLeavingWindow = false
        recognizers.removeAll(keepingCapacity: true)
        controlsTrackingForwardedTouch.removeAll(keepingCapacity: true)
    }
}

// MARK: - What other stages ask view delivery to record

extension UIControl {
    /// Records on `touch` that this control tracks it from a forwarded `touchesBegan`, so that view
    /// delivery cancels the tracking once the touch's view hears the touch end (a control that a
    /// handler moved out of the chain would otherwise track for ever).
    func noteTrackingForwardedTouch(_ touch: UITouch) {
        guard touch.view !== self else { return }
        touch.delivery.controlsTrackingForwardedTouch.append(WeakControl(control: self))
    }
}

/// Delivers a window's touches: first to their gesture recognizers, then to their views — the
/// view-delivery stage of ``EventPipeline``, and the one writer of each touch's ``TouchDelivery``.
///
/// View delivery obeys the recognizers: phases that a recognizer delays (`delaysTouchesBegan`,
/// `delaysTouchesEnded`) are held on the touch and released in order when the recognizer fails;
/// when a recognizer with `cancelsTouchesInView` recognizes, the view gets `touchesCancelled`
/// (if it had seen the touch begin) and nothing more. Touches of one event that share a view and a
/// phase arrive in one call, phases in the order began, moved, ended, cancelled.
///
/// The calls of one event are worked out before the first is made, but each is checked again at
/// the moment it is made, because the handlers called before it may have changed the hierarchy,
/// and because the recognizer stage re-enters this one (``ViewDeliveryReentry``) while it is
/// given the event: a view that left its window meanwhile gets nothing more (it got its
/// `touchesCancelled` as it left), a touch whose view delivery was finished or cancelled
/// meanwhile gets nothing more, and a view never gets a touch's later phase before its
/// `touchesBegan`.
///
/// An event with one moving touch in the window (the usual case) takes the same steps as any
/// other, with the touch's one-element list and set from the pipeline's ``SingleTouchCache``.
@MainActor
final class ViewDeliveryStage: TouchWithholding {
    /// Only for tracing.
    private unowned let application: UIApplication
    private unowned let recognizers: any RecognizerDelivery
    private let singleTouch: SingleTouchCache
    /// The touches whose held phases are not empty — lifted ones included, which the queue no
    /// longer lists — so that a view leaving its window finds their held ends.
    @exclusivity(unchecked)
    private var touchesWithHeldPhases: [UITouch] = []
    /// The touches whose held phases are being released now: a lifted one is in neither list
    /// above while its released `touchesBegan` runs, and a view leaving its window must find it.
    @exclusivity(unchecked)
    private var touchesBeingReleased: [UITouch] = []

    init(application: UIApplication, recognizers: any RecognizerDelivery, singleTouch: SingleTouchCache) {
        self.application = application
        self.recognizers = recognizers
        self.singleTouch = singleTouch
    }

    // MARK: One event

    /// Delivers the touches of `event` that belong to `window` and moved: to their recognizers,
    /// then to their views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        var single: UITouch?
        var count = 0
        for touch in event.orderedTouches where touch.window === window && touch.phase != .stationary {
            single = touch
            count += 1
        }
        guard let single else { return }
        if count == 1 {
            recognizers.deliver(singleTouch.array(of: single), with: event)
            if let phase = duePhase(of: single), let view = single.view, isDeliverable(phase, of: single) {
                make(phase, CollectionOfOne(single), singleTouch.set(of: single), to: view, with: event)
            }
            if !single.isActive { singleTouch.forget(single) }
            return
        }
        let touches = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        recognizers.deliver(touches, with: event)
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for touch in touches {
            if let phase = duePhase(of: touch) { deliveries.append((touch, phase)) }
        }
        send(deliveries, with: event)
    }

    /// The phase `touch`'s view is due now, or `nil`: nothing for a touch without a view, kept
    /// from it or finished; a phase that a recognizer delays, or that would overtake one held
    /// earlier, is held.
    private func duePhase(of touch: UITouch) -> UITouch.Phase? {
        guard touch.view != nil else { return nil }
        switch touch.delivery.progress {
        case .withheld, .finished: return nil
        case .pending, .active: break
        }
        let phase = touch.phase
        if !touch.delivery.heldPhases.isEmpty || recognizers.holdsViewDelivery(of: touch, phase: phase) {
            hold(phase, of: touch)
            return nil
        }
        return phase
    }

    // MARK: What the queue asks

    func withhold(_ touch: UITouch, _ reason: TouchWithholdReason) {
        touch.delivery.progress = .withheld(reason)
    }

    func startAfresh(_ touch: UITouch) {
        touch.delivery.startAfresh()
    }

    // MARK: What the recognizer stage asks (through ViewDeliveryReentry)

    /// Delivers the phases held on `touches` that no recognizer holds any more, in order.
    func releaseHeldPhases(of touches: [UITouch], with event: UIEvent?) {
        var rounds: [[(UITouch, UITouch.Phase)]] = []
        for touch in touches {
            var index = 0
            while let phase = touch.delivery.heldPhases.first,
                !recognizers.holdsViewDelivery(of: touch, phase: phase)
            {
                touch.delivery.heldPhases.removeFirst()
                if rounds.count <= index { rounds.append([]) }
                rounds[index].append((touch, phase))
                index += 1
            }
        }
        forgetTouchesWithoutHeldPhases()
        guard !rounds.isEmpty else { return }
        // Releases nest when a handler makes another recognizer fail: each takes its share off.
        let released = rounds[0].map(\.0)
        touchesBeingReleased.append(contentsOf: released)
        for round in rounds { send(round, with: event) }
        touchesBeingReleased.removeLast(released.count)
    }

    /// Ends view delivery of `touches`: views that saw them begin get `touchesCancelled`; views
    /// whose `touchesBegan` was still held never hear of them.
    func cancelViewDelivery(of touches: [UITouch], with event: UIEvent?) {
        var cancellations: [(UITouch, UITouch.Phase)] = []
        for touch in touches {
            touch.delivery.heldPhases.removeAll()
            switch touch.delivery.progress {
            case .active: cancellations.append((touch, .cancelled))
            case .pending: touch.delivery.progress = .finished
            case .finished, .withheld: break
            }
        }
        forgetTouchesWithoutHeldPhases()
        send(cancellations, with: event)
    }

    /// Records the recognizers that receive `touch`: `fill` changes the touch's list in place (its
    /// buffer kept from finger to finger). While it runs the touch lists none.
    func recordRecognizers(of touch: UITouch, _ fill: (inout [UIGestureRecognizer]) -> Void) {
        var list = touch.delivery.recognizers
        touch.delivery.recognizers = []
        fill(&list)
        touch.delivery.recognizers = list
    }

    /// Keeps `touch` from its view for good, if the view has not seen it yet.
    func keepFromView(_ touch: UITouch) {
        guard touch.delivery.progress == .pending else { return }
        touch.delivery.heldPhases.removeAll()
        touch.delivery.progress = .finished
    }

    // MARK: Views leaving their window

    /// Cancels, for their views, the touches bound to `view` or its subviews (the touch keeps its
    /// `view`; recognizers carry on): of `activeTouches`, of touches that lifted while a
    /// recognizer held their end (whose held `touchesEnded` is never delivered), and of lifted
    /// touches whose held phases are being released.
    ///
    /// Called as the view is about to leave its window — it is still in the hierarchy, so the
    /// `touchesCancelled` it forwards reaches the responders its `touchesBegan` reached (a control
    /// it is in stops tracking, with `cancelTracking(with: nil)`, as UIKit documents for a control
    /// removed from its window: the cause is not an event) — and again once it has left, for the
    /// touches of views a handler of its cancellation moved into it meanwhile.
    func cancelTouches(boundInto view: UIView, activeTouches: [UITouch], with event: UIEvent?) {
        var candidates = activeTouches
        for touch in touchesWithHeldPhases + touchesBeingReleased where !candidates.contains(where: { $0 === touch }) {
            candidates.append(touch)
        }
        let affected = candidates.filter {
            guard let bound = $0.view else { return false }
            return bound.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
        for touch in affected where touch.delivery.progress == .active {
            touch.delivery.wasCancelledByLeavingWindow = true
        }
        cancelViewDelivery(of: affected, with: event)
    }

    // MARK: Making the calls

    private func hold(_ phase: UITouch.Phase, of touch: UITouch) {
        if touch.delivery.heldPhases.isEmpty, !touchesWithHeldPhases.contains(where: { $0 === touch }) {
            touchesWithHeldPhases.append(touch)
        }
        touch.delivery.heldPhases.append(phase)
    }

    private func forgetTouchesWithoutHeldPhases() {
        touchesWithHeldPhases.removeAll { $0.delivery.heldPhases.isEmpty }
    }

    /// Makes `deliveries`, grouped: per phase in order, one call per view.
    private func send(_ deliveries: [(UITouch, UITouch.Phase)], with event: UIEvent?) {
        guard !deliveries.isEmpty else { return }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            var groups: [(view: UIView, touches: [UITouch])] = []
            for (touch, touchPhase) in deliveries where touchPhase == phase {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for group in groups {
                // Earlier calls of this round may have removed the view or ended the touches.
                let current = group.touches.filter { isDeliverable(phase, of: $0) }
                guard !current.isEmpty else { continue }
                make(phase, current, Set(current), to: group.view, with: event)
            }
        }
    }

    /// One call: `view` gets `phase` of `touches` (`set` holds the same touches). Records the
    /// touches' progress first; after an end, controls still tracking a touch from a forwarded
    /// `touchesBegan` stop.
    private func make(
        _ phase: UITouch.Phase, _ touches: some Collection<UITouch>, _ set: Set<UITouch>, to view: UIView,
        with event: UIEvent?
    ) {
        for touch in touches { touch.delivery.advance(past: phase) }
        application.trace(.touchesDelivered(phase: phase, responder: view, touches: set))
        view.deliverTouches(phase, set, with: event)
        guard phase == .ended || phase == .cancelled else { return }
        for touch in touches where !touch.delivery.controlsTrackingForwardedTouch.isEmpty {
            let controls = touch.delivery.controlsTrackingForwardedTouch
            touch.delivery.controlsTrackingForwardedTouch = []
            UIControl.cancelTrackingLeftBehind(by: touch, controls)
        }
    }

    /// Whether `touch`'s view may get `phase` now: `began` only before anything else and `moved`
    /// or `ended` only after it, both while the view is in the touch's window; `cancelled` once,
    /// after `began`, wherever the view is.
    private func isDeliverable(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        switch phase {
        case .began:
            guard touch.delivery.progress == .pending else { return false }
            guard isInItsWindow(touch) else {
                touch.delivery.progress = .finished
                return false
            }
            return true
        case .moved, .ended: return touch.delivery.progress == .active && isInItsWindow(touch)
        case .cancelled: return touch.delivery.progress == .active
        case .stationary: return false
        }
    }

    private func isInItsWindow(_ touch: UITouch) -> Bool {
        guard let window = touch.window, let view = touch.view else { return false }
        return view.storedWindow === window
    }
}
