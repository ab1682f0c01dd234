import Foundation

/// Delivers a window's touches: first to their gesture recognizers, then to their views.
///
/// View delivery obeys the recognizers: phases that a recognizer delays (`delaysTouchesBegan`,
/// `delaysTouchesEnded`) are held on the touch and released in order when the recognizer fails;
/// when a recognizer with `cancelsTouchesInView` recognizes, the view gets `touchesCancelled`
/// (if it had seen the touch begin) and nothing more. Touches of one event that share a view and a
/// phase arrive in one call, phases in the order began, moved, ended, cancelled.
@MainActor
final class TouchDispatcher {
    unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.orderedTouches.filter { $0.window === window && $0.phase != .stationary }
        guard !touches.isEmpty else { return }
        application.gestureEnvironment.deliver(touches, with: event)
        var deliveries: [(UITouch, UITouch.Phase)] = []
        for touch in touches where touch.view != nil {
            switch touch.viewDelivery {
            case .withheld, .finished: continue
            case .pending, .active: break
            }
            if !touch.heldViewPhases.isEmpty
                || application.gestureEnvironment.holdsViewDelivery(of: touch, phase: touch.phase)
            {
                touch.heldViewPhases.append(touch.phase)
                continue
            }
            deliveries.append((touch, touch.phase))
        }
        send(deliveries, with: event)
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
        for round in rounds { send(round, with: event) }
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
        send(cancellations, with: event)
    }

    /// A view left its window: the touches bound to it or to its subviews are cancelled for
    /// their views (the touch keeps its `view`; recognizers carry on).
    func viewDidLeaveWindow(_ view: UIView) {
        let affected = application.touchRouter.activeTouches.filter {
            guard let bound = $0.view else { return false }
            return bound.isDescendant(of: view)
        }
        guard !affected.isEmpty else { return }
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
                let touches = Set(group.touches)
                for touch in group.touches {
                    switch phase {
                    case .began: touch.viewDelivery = .active
                    case .ended, .cancelled: touch.viewDelivery = .finished
                    case .moved, .stationary: break
                    }
                }
                application.trace(.touchesDelivered(phase: phase, responder: group.view, touches: touches))
                group.view.deliverTouches(phase, touches, with: event)
            }
        }
    }
}
