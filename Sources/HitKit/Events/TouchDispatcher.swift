import Foundation

/// Delivers a window's touches: first to their gesture recognizers, then to their views.
///
/// View delivery obeys the recognizers: phases that a recognizer delays (`delaysTouchesBegan`,
/// `delaysTouchesEnded`) are held on the touch and released in order when the recognizer fails;
/// when a recognizer with `cancelsTouchesInView` recognizes, the view gets `touchesCancelled`
/// (if it had seen the touch begin) and nothing more. Touches of one event that share a view and a
/// phase arrive in one call, phases in the order began, moved, ended, cancelled.
///
/// The calls of one event are worked out before the first is made, but each is checked again at
/// the moment it is made, because the handlers called before it may have changed the hierarchy:
/// a view that left its window meanwhile gets nothing more (it got its `touchesCancelled` as it
/// left), a touch whose view delivery was finished or cancelled meanwhile gets nothing more, and a
/// view never gets a touch's later phase before its `touchesBegan`.
@MainActor
final class TouchDispatcher {
    unowned let application: UIApplication
    /// The touches whose ``UITouch/heldViewPhases`` are not empty — lifted ones included, which
    /// the router no longer lists — so that a view leaving its window finds their held ends.
    private var touchesWithHeldPhases: [UITouch] = []
    /// The touches whose held phases are being released now: a lifted one is in neither list
    /// above while its released `touchesBegan` runs, and a view leaving its window must find it.
    private var touchesBeingReleased: [UITouch] = []
    /// The last touch that moved alone, as an array and as a set, made once per touch: the usual
    /// one-finger event passes them on instead of building new ones for every moved sample.
    private var aloneTouch: UITouch?
    private var aloneArray: [UITouch] = []
    private var aloneSet: Set<UITouch> = []

    private func alone(_ touch: UITouch) -> (array: [UITouch], set: Set<UITouch>) {
        if aloneTouch !== touch {
            aloneTouch = touch
            aloneArray = [touch]
            aloneSet = [touch]
        }
        return (aloneArray, aloneSet)
    }

    private func forgetAlone() {
        aloneTouch = nil
        aloneArray = []
        aloneSet = []
    }

    init(application: UIApplication) {
        self.application = application
    }

    func deliver(_ event: UIEvent, in window: UIWindow) {
        var single: UITouch?
        var count = 0
        for touch in event.orderedTouches where touch.window === window && touch.phase != .stationary {
            single = touch
            count += 1
        }
        guard let single else { return }
        let touches =
            count == 1
            ? alone(single).array : event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        application.gestureEnvironment.deliver(touches, with: event)
        if count == 1 {
            deliverAlone(single, with: event)
            if !single.isActive { forgetAlone() }
            return
        }
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for touch in touches where touch.view != nil {
            switch touch.viewDelivery {
            case .withheld, .finished: continue
            case .pending, .active: break
            }
            if !touch.heldViewPhases.isEmpty
                || application.gestureEnvironment.holdsViewDelivery(of: touch, phase: touch.phase)
            {
                hold(touch.phase, of: touch)
                continue
            }
            deliveries.append((touch, touch.phase))
        }
        send(deliveries, with: event)
    }

    /// ``deliver(_:in:)``'s view delivery when `touch` is the event's only moving touch in the
    /// window: the same steps as ``send(_:with:)`` for one touch, without building lists.
    private func deliverAlone(_ touch: UITouch, with event: UIEvent) {
        guard let view = touch.view else { return }
        switch touch.viewDelivery {
        case .withheld, .finished: return
        case .pending, .active: break
        }
        let phase = touch.phase
        if !touch.heldViewPhases.isEmpty || application.gestureEnvironment.holdsViewDelivery(of: touch, phase: phase) {
            hold(phase, of: touch)
            return
        }
        guard phase != .stationary, isDeliverable(phase, of: touch) else { return }
        switch phase {
        case .began: touch.viewDelivery = .active
        case .ended, .cancelled: touch.viewDelivery = .finished
        case .moved, .stationary: break
        }
        let touches = alone(touch).set
        application.trace(.touchesDelivered(phase: phase, responder: view, touches: touches))
        view.deliverTouches(phase, touches, with: event)
        if phase == .ended || phase == .cancelled { UIControl.cancelTrackingLeftBehind(by: touch) }
    }

    /// Delivers the phases held on `touches` that no recognizer holds any more, in order.
    func releaseHeldPhases(of touches: [UITouch], with event: UIEvent?) {
        var rounds: [[(UITouch, UITouch.Phase)]] = []
        for touch in touches {
            var index = 0
            while let phase = touch.heldViewPhases.first,
                !application.gestureEnvironment.holdsViewDelivery(of: touch, phase: phase)
            {
                touch.heldViewPhases.removeFirst()
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

    private func hold(_ phase: UITouch.Phase, of touch: UITouch) {
        if touch.heldViewPhases.isEmpty, !touchesWithHeldPhases.contains(where: { $0 === touch }) {
            touchesWithHeldPhases.append(touch)
        }
        touch.heldViewPhases.append(phase)
    }

    private func forgetTouchesWithoutHeldPhases() {
        touchesWithHeldPhases.removeAll { $0.heldViewPhases.isEmpty }
    }

    /// Ends view delivery of `touches`: views that saw them begin get `touchesCancelled`; views
    /// whose `touchesBegan` was still held never hear of them.
    func cancelViewDelivery(of touches: [UITouch], with event: UIEvent?) {
        var cancellations: [(UITouch, UITouch.Phase)] = []
        for touch in touches {
            touch.heldViewPhases.removeAll()
            switch touch.viewDelivery {
            case .active: cancellations.append((touch, .cancelled))
            case .pending: touch.viewDelivery = .finished
            case .finished, .withheld: break
            }
        }
        forgetTouchesWithoutHeldPhases()
        send(cancellations, with: event)
    }

    /// A view is about to leave its window: the touches bound to it or to its subviews are
    /// cancelled for their views (the touch keeps its `view`; recognizers carry on). That includes
    /// touches that lifted while a recognizer held their end, whose held `touchesEnded` is never
    /// delivered, and lifted touches whose held phases are being released.
    ///
    /// The view is still in the hierarchy, so the `touchesCancelled` it forwards reaches the
    /// responders its `touchesBegan` reached (a control it is in stops tracking). A control that
    /// stops tracking this way gets `cancelTracking(with: nil)`, as UIKit documents for a control
    /// removed from its window: the cause is not an event.
    func viewWillLeaveWindow(_ view: UIView) {
        cancelTouches(boundInto: view)
    }

    /// A view has left its window (the links agree again): touches still bound into it are those
    /// of views that joined it while it was leaving — a handler of its cancellation moved them in
    /// — and they left with it, so they are cancelled now, outside the window.
    func viewDidLeaveWindow(_ view: UIView) {
        cancelTouches(boundInto: view)
    }

    /// Cancels, for their views, the touches bound to `view` or its subviews (see
    /// ``viewWillLeaveWindow(_:)``).
    private func cancelTouches(boundInto view: UIView) {
        var candidates = application.touchRouter.activeTouches
        for touch in touchesWithHeldPhases + touchesBeingReleased where !candidates.contains(where: { $0 === touch }) {
            candidates.append(touch)
        }
        let affected = candidates.filter {
            guard let bound = $0.view else { return false }
            return bound.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
        for touch in affected where touch.viewDelivery == .active { touch.wasCancelledByLeavingWindow = true }
        cancelViewDelivery(of: affected, with: application.touchRouter.currentEvent)
    }

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
                let touches = Set(current)
                for touch in current {
                    switch phase {
                    case .began: touch.viewDelivery = .active
                    case .ended, .cancelled: touch.viewDelivery = .finished
                    case .moved, .stationary: break
                    }
                }
                application.trace(.touchesDelivered(phase: phase, responder: group.view, touches: touches))
                group.view.deliverTouches(phase, touches, with: event)
                guard phase == .ended || phase == .cancelled else { continue }
                for touch in current { UIControl.cancelTrackingLeftBehind(by: touch) }
            }
        }
    }

    /// Whether `touch`'s view may get `phase` now: `began` only before anything else and `moved`
    /// or `ended` only after it, both while the view is in the touch's window; `cancelled` once,
    /// after `began`, wherever the view is.
    private func isDeliverable(_ phase: UITouch.Phase, of touch: UITouch) -> Bool {
        switch phase {
        case .began:
            guard touch.viewDelivery == .pending else { return false }
            guard isInItsWindow(touch) else {
                touch.viewDelivery = .finished
                return false
            }
            return true
        case .moved, .ended: return touch.viewDelivery == .active && isInItsWindow(touch)
        case .cancelled: return touch.viewDelivery == .active
        case .stationary: return false
        }
    }

    private func isInItsWindow(_ touch: UITouch) -> Bool {
        guard let window = touch.window, let view = touch.view else { return false }
        return view.storedWindow === window
    }
}
