import Foundation

/// The transitions of a recognizer that a touchless gesture drives — a pan following a scroll, a
/// pinch or rotation following a trackpad transform, a hover recognizer following a pointer — made
/// by the stage that delivers the gesture, and traced in that stage's application: the recognizer's
/// view may just have left its window (and so the application), and an observer that saw the
/// gesture begin must see it end.
extension UIGestureRecognizer {
    /// Ends the gesture as `state` (`.ended` or `.cancelled`) if it has begun: the change is traced
    /// in `application` and the targets hear it. Does nothing in any other state.
    func endTouchlessGesture(as state: State, tracedIn application: UIApplication) {
        let old = storedState
        guard old == .began || old == .changed else { return }
        storedState = state
        application.trace(.gestureStateChanged(recognizer: self, from: old, to: state))
        sendActions(tracedIn: application)
    }

    /// Returns the recognizer to `possible` for its next gesture, traced in `application`, and calls
    /// its `reset()`.
    func returnToPossible(tracedIn application: UIApplication) {
        let old = storedState
        storedState = .possible
        if old != .possible {
            application.trace(.gestureStateChanged(recognizer: self, from: old, to: .possible))
        }
        reset()
    }
}
