import Foundation

/// A position in an animation: where it ended, or where to finish it, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The end point of the animations.
    case end = 0
    /// The beginning of the animations.
    case start = 1
    /// The current position of the animations.
    case current = 2
}
