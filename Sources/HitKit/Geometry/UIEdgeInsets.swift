import Foundation

/// The inset distances for the edges of a rectangle; positive values shrink it, negative values
/// grow it (the usual way to enlarge a hit area).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Creates insets from the four edge distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates zero insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// Returns the rectangle with each edge moved inwards by the given insets.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let standard = standardized
        return CGRect(
            x: standard.minX + insets.left,
            y: standard.minY + insets.top,
            width: standard.width - insets.left - insets.right,
            height: standard.height - insets.top - insets.bottom)
    }
}

extension CGPoint {
    /// Whether both coordinates are finite numbers (neither NaN nor infinite). HitKit never lets a
    /// non-finite point hit anything.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}
