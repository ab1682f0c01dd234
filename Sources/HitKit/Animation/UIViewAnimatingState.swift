import Foundation

/// The state of an animator object, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    /// The animations have not started yet, or have finished.
    case inactive = 0
    /// The animations are running or paused.
    case active = 1
    /// The animations were stopped and have not been finished.
    case stopped = 2
}
