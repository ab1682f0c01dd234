import Foundation

/// The transitions of a recognizer that a touchless gesture drives — a pan following a scroll, a
/// pinch or rotation following a trackpad transform, a hover recognizer following a pointer — made
/// by the stage that delivers the gesture, and traced in that stage's application: the recognizer's
/// view may just have left its window (and so the application), and an observer that saw the
/// gesture begin must see it end.
extension UIGestureRecognizer {
    /// Begins the gesture (`.began`) or fails it (`.failed`) from `possible`, or moves it on
    /// (`.changed`) once begun: the change is traced in `application` and the targets hear it
    /// (not of a failure). The stage's application, not the view's window's: a window a handler put
    /// into a view outside every window is still one of the application's, hit-tested as such,
    /// while its views have no window. A change UIKit does not allow from the current state (app
    /// code set it by hand) is ignored.
    func advanceTouchlessGesture(to state: State, tracedIn application: UIApplication) {
        let old = storedState
        guard state == .began || state == .changed || state == .failed,
            GestureEnvironment.isLegalTransition(from: old, to: state)
        else { return }
        storedState = state
        application.trace(.gestureStateChanged(recognizer: self, from: old, to: state))
        if state != .failed { sendActions(tracedIn: application) }
    }

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
