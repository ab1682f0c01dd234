import Foundation

/// The edges of a rectangle, as a set: which screen edges a ``UIScreenEdgePanGestureRecognizer``
/// accepts, for example.
///
/// The raw values are UIKit's (`top` 1, `left` 2, `bottom` 4, `right` 8), so stored or bridged
/// values keep their meaning.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as UIKit's bit mask.
    public let rawValue: UInt

    /// Creates a set of edges from UIKit's raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
