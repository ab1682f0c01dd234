import Foundation

// The narrow interfaces the pipeline's stages see of each other (see ``EventPipeline``).

/// What the event queue may ask of view delivery: to keep a new touch from its view, and to start
/// a reused touch's delivery state afresh.
@MainActor
protocol TouchWithholding: AnyObject {
    /// `touch`'s view never gets it, for `reason`.
    func withhold(_ touch: UITouch, _ reason: TouchWithholdReason)
    /// `touch`, lifted and held by nobody else, is reused for a new finger: its delivery state
    /// starts afresh, keeping its buffers.
    func startAfresh(_ touch: UITouch)
}

/// What view delivery may ask of the recognizer stage.
@MainActor
protocol RecognizerDelivery: AnyObject {
    /// Gives the recognizers of `touches` their phases, before the views get them.
    func deliver(_ touches: [UITouch], with event: UIEvent)
    /// Whether a recognizer keeps `phase` of `touch` from the touch's view for now.
    func holdsViewDelivery(of touch: UITouch, phase: UITouch.Phase) -> Bool
}

/// What the recognizer stage may ask of the queue: to hold back input while its follow-up work
/// (actions, released and cancelled view deliveries) runs.
@MainActor
protocol InputGate: AnyObject {
    /// Starts an entry: input waits until the matching ``endEntry()``.
    func beginEntry()
    /// Ends an entry; the outermost dispatches the input that arrived meanwhile.
    func endEntry()
}

/// The one seam through which the recognizer stage re-enters view delivery, synchronously, while
/// view delivery of the event may still be on the stack: UIKit's order (a recognizer that
/// recognizes cancels its touches in view at once; one that fails releases the phases it
/// delayed). The implementation (``EventPipeline``) passes the event in progress along.
@MainActor
protocol ViewDeliveryReentry: AnyObject {
    /// Delivers the phases held on `touches` that no recognizer holds any more, in order.
    func releaseHeldPhases(of touches: [UITouch])
    /// Ends view delivery of `touches`: views that saw them begin get `touchesCancelled`.
    func cancelViewDelivery(of touches: [UITouch])
    /// Keeps `touch` from its view for good if its view has not seen it yet (the scroll view's
    /// delay recognizer, for a touch its scroll view keeps).
    func keepFromView(_ touch: UITouch)
    /// Changes the list of recognizers that receive `touch` (view delivery keeps it, with the
    /// touch's other per-touch state): `fill` gets the list to change in place.
    func recordRecognizers(of touch: UITouch, _ fill: (inout [UIGestureRecognizer]) -> Void)
}
