import Foundation

/// A control can track a touch whose view is one of its subviews: the subview's `touchesBegan`,
/// forwarded up the responder chain, starts the tracking, and the touch's later phases reach the
/// control only while that chain still passes through it. A handler that moves the subview out of
/// the control (even within the window) breaks the chain, and UIKit would leave the control
/// tracking and highlighted for ever. HitKit does not: once the touch's view has heard how the
/// touch ended, a control still tracking it is cancelled — `cancelTracking(with: nil)` and
/// ``UIControl/Event/touchCancel``, as for any cause other than an event.
extension UIControl {
    /// Remembers on `touch` that this control tracks it from a forwarded `touchesBegan`.
    func noteTrackingForwardedTouch(_ touch: UITouch) {
        guard touch.view !== self else { return }
        touch.controlsTrackingForwardedTouch.append(WeakControl(control: self))
    }

    /// Cancels the tracking of every control that still tracks `touch` from a forwarded
    /// `touchesBegan`, once the touch's view has heard the touch end or be cancelled.
    static func cancelTrackingLeftBehind(by touch: UITouch) {
        guard !touch.controlsTrackingForwardedTouch.isEmpty else { return }
        let controls = touch.controlsTrackingForwardedTouch.compactMap(\.control)
        touch.controlsTrackingForwardedTouch = []
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
