import Foundation

/// A control can track a touch whose view is one of its subviews: the subview's `touchesBegan`,
/// forwarded up the responder chain, starts the tracking, and the touch's later phases reach the
/// control only while that chain still passes through it. A handler that moves the subview out of
/// the control (even within the window) breaks the chain, and UIKit would leave the control
/// tracking and highlighted for ever. HitKit does not: once the touch's view has heard how the
/// touch ended, a control still tracking it is cancelled — `cancelTracking(with: nil)` and
/// ``UIControl/Event/touchCancel``, as for any cause other than an event.
extension UIControl {
    // `noteTrackingForwardedTouch(_:)`, which records the control on the touch, is with the
    // per-touch state it writes, in ViewDeliveryStage.swift.

    /// Cancels the tracking of each of `controls` that still tracks `touch` from a forwarded
    /// `touchesBegan`, once the touch's view has heard the touch end or be cancelled (view delivery
    /// has taken the list off the touch).
    static func cancelTrackingLeftBehind(by touch: UITouch, _ controls: [WeakControl]) {
        let controls = controls.compactMap(\.control)
        // Through touchesCancelled, so that a subclass hears the cancel as it heard the began.
        for control in controls where control.trackedTouch === touch {
            control.touchesCancelled([touch], with: nil)
        }
    }
}

/// A control held weakly by the touch it tracks.
struct WeakControl {
    weak var control: UIControl?
}
