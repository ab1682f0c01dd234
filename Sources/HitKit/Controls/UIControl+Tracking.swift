import Foundation

/// How a control turns the phases of its touch into control events (UIKit's order, spec items
/// 19–22 and 39).
extension UIControl {
    /// Whether `location`, in the control's coordinates, counts as inside while a finger is down:
    /// within the bounds grown by ``HitKitDefaults/controlTrackingMargin`` on every side, or inside
    /// by ``UIView/point(inside:with:)``.
    func isInTrackingArea(_ location: CGPoint, with event: UIEvent?) -> Bool {
        let margin = HitKitDefaults.controlTrackingMargin
        return bounds.insetBy(dx: -margin, dy: -margin).finiteSafeContains(location)
            || point(inside: location, with: event)
    }

    func trackingBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = firstTouch(of: touches, in: event) else {
            return
        }
        trackedTouch = touch
        noteTrackingForwardedTouch(touch)
        isTouchInside = true
        let keepsTracking = beginTracking(touch, with: event)
        // beginTracking may have ended the touch (removed or disabled the control): its answer
        // must not bring back a tracking that the cancellation has cleared.
        guard trackedTouch === touch else { return }
        isTracking = keepsTracking
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendTouchEvents(events, with: event)
    }

    func trackingMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        let inside = isInTrackingArea(touch.location(in: self), with: event)
        isTouchInside = inside
        isHighlighted = inside
        if isTracking {
            let keepsTracking = continueTracking(touch, with: event)
            guard trackedTouch === touch else { return }
            isTracking = keepsTracking
        }
        guard trackedTouch === touch else { return }
        if inside != wasInside {
            sendTouchEvents(inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        guard trackedTouch === touch else { return }
        sendTouchEvents(inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func trackingEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        let wasInside = isTouchInside
        let inside = isInTrackingArea(touch.location(in: self), with: event)
        isTouchInside = inside
        isHighlighted = false
        if inside != wasInside {
            sendTouchEvents(inside ? .touchDragEnter : .touchDragExit, with: event)
        }
        guard trackedTouch === touch else { return }
        if isTracking { endTracking(touch, with: event) }
        guard trackedTouch === touch else { return }
        if inside {
            sendTouchEvents(.touchUpInside, with: event)
            if sendsPrimaryActionAfterTouchUpInside, trackedTouch === touch {
                sendTouchEvents(.primaryActionTriggered, with: event)
            }
        } else {
            sendTouchEvents(.touchUpOutside, with: event)
        }
        finishTracking(touch)
    }

    func trackingCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        // A touch cancelled because its view (this control, or a subview that forwarded it) is
        // leaving the window, or because the subview's chain no longer reaches this control, is
        // cancelled by something other than an event: UIKit documents `cancelTracking(with:)`'s
        // event as nil then.
        let application = event?.application ?? window?.application
        let cause = window == nil || touch.delivery.wasCancelledByLeavingWindow ? nil : event
        isHighlighted = false
        if isTracking { cancelTracking(with: cause) }
        guard trackedTouch === touch else { return }
        sendTouchEvents(.touchCancel, with: cause, reportingTo: application)
        finishTracking(touch)
    }

    /// Stops following the tracked touch without sending anything (the control was disabled).
    func abandonTrackedTouch() {
        guard let touch = trackedTouch else { return }
        isHighlighted = false
        if isTracking { cancelTracking(with: nil) }
        finishTracking(touch)
    }

    /// Sends ``UIControl/Event/valueChanged``, then ``UIControl/Event/primaryActionTriggered`` (a
    /// separate send), for a value the finger changed — a slider's or a switch's. *Observed*: UIKit
    /// runs the `primaryAction` given to their `init(frame:primaryAction:)` when the user changes
    /// the value. A disabled control sends neither, and a valueChanged whose actions ended the
    /// touch (removed or disabled the control) is not followed by primaryActionTriggered.
    func sendValueChangedByTouch(with event: UIEvent?) {
        guard isEnabled else { return }
        let touch = trackedTouch
        performActions(for: .valueChanged, with: event)
        guard isEnabled, trackedTouch === touch else { return }
        performActions(for: .primaryActionTriggered, with: event)
    }

    /// Runs the registrations for `events`, after reporting the send to the trace observers.
    func performActions(for events: Event, with event: UIEvent?, reportingTo application: UIApplication? = nil) {
        guard !events.isEmpty else { return }
        let application = application ?? event?.application ?? window?.application
        application?.trace(.controlEvents(control: self, events: events))
        actionEntries.removeAll { !$0.isLive }
        // One matching entry (the usual case) runs without a list of them.
        var only: ControlActionEntry?
        var count = 0
        for entry in actionEntries where !entry.events.isDisjoint(with: events) {
            only = entry
            count += 1
        }
        if count == 1, let only {
            only.run(from: self, with: event)
            return
        }
        let entries = actionEntries.filter { !$0.events.isDisjoint(with: events) }
        // Removal subtracts the events from the entry, so an entry removed by an earlier action
        // of the same send no longer matches and does not run.
        for entry in entries where !entry.events.isDisjoint(with: events) {
            entry.run(from: self, with: event)
        }
    }

    // MARK: Private

    /// Sends events caused by the touch; a disabled control sends none.
    private func sendTouchEvents(
        _ events: Event, with event: UIEvent?, reportingTo application: UIApplication? = nil
    ) {
        guard isEnabled else { return }
        performActions(for: events, with: event, reportingTo: application)
    }

    private func finishTracking(_ touch: UITouch) {
        guard trackedTouch === touch else { return }
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
    }

    /// The touch to track: the earliest of `touches` in the event's finger order.
    private func firstTouch(of touches: Set<UITouch>, in event: UIEvent?) -> UITouch? {
        event?.orderedTouches.first(where: touches.contains) ?? touches.first
    }
}
