import HitKit

/// What one window-system event means to HitKit: the only three things a host ever tells it.
public enum HostEvent: Hashable, Sendable {
    /// A pointer went down, moved, lifted or was lost: hand it to `UIApplication.send(_:)`.
    case sample(PointerSample)
    /// The window lost focus: every touch that is down must be cancelled
    /// (`UIApplication.cancelAllTouches()`), as iOS cancels touches when an alert or the system takes them.
    case focusLost
    /// The user closed the window.
    case quit
}
