/// Edge insets as a dump prints them: `adjustedContentInset: {top, left, bottom, right}`.
public struct DumpedEdgeInsets: Hashable, Sendable {
    /// The insets, in the order the dump prints them.
    public var top: Double, left: Double, bottom: Double, right: Double

    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}
