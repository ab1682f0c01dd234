import HitKit

/// What one window-system event means to HitKit: the only three things a host ever tells it.
public enum HostEvent: Hashable, Sendable {
    /// Input — a pointer went down, moved, lifted or was lost; the mouse hovered, entering, moving
    /// over or leaving the window; the wheel turned; a key went down or up: hand it to
    /// `UIApplication.send(_:)`, in order with the rest.
    case input(InputSample)
    /// The window lost focus: every touch that is down must be cancelled
    /// (`UIApplication.cancelAllTouches()`), as iOS cancels touches when an alert or the system takes
    /// them, and every key press (`UIApplication.cancelAllPresses()`).
    case focusLost
    /// The user closed the window.
    case quit
}
