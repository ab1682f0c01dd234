import Foundation

/// The content offsets a scroll view may rest at: the smallest and the largest `contentOffset` on
/// each axis. Where the content is no longer than the scroll view, the smallest equals the largest
/// and the axis cannot scroll (it can still be rubber-banded and bounce back).
///
/// Every value is finite: a NaN bound is taken as 0 and an infinite one as the largest offset a
/// motion takes (``ScrollMotionInput/bound(_:)``), and a maximum below its minimum is raised to it,
/// as UIKit does for content shorter than its scroll view.
struct ScrollOffsetRange: Equatable, Sendable {
    /// The smallest allowed offset on each axis (`-adjustedContentInset.left`, `.top` in UIKit).
    let minimum: CGPoint

    /// The largest allowed offset on each axis, never below ``minimum``.
    let maximum: CGPoint

    /// Creates a range from its bounds, made finite and ordered as described above.
    init(minimum: CGPoint, maximum: CGPoint) {
        let lower = CGPoint(x: ScrollMotionInput.bound(minimum.x), y: ScrollMotionInput.bound(minimum.y))
        self.minimum = lower
        self.maximum = CGPoint(
            x: max(lower.x, ScrollMotionInput.bound(maximum.x)), y: max(lower.y, ScrollMotionInput.bound(maximum.y)))
    }

    /// The range of a scroll view `boundsSize` big showing `contentSize` with `contentInset` around
    /// it: from `(-left, -top)` to `(contentSize.width + right - boundsSize.width,
    /// contentSize.height + bottom - boundsSize.height)`, the latter raised to the former where the
    /// content is shorter than the scroll view.
    init(contentSize: CGSize, boundsSize: CGSize, contentInset: UIEdgeInsets = .zero) {
        self.init(
            minimum: CGPoint(x: -contentInset.left, y: -contentInset.top),
            maximum: CGPoint(
                x: contentSize.width + contentInset.right - boundsSize.width,
                y: contentSize.height + contentInset.bottom - boundsSize.height))
    }

    /// The allowed horizontal offsets, `minimum.x...maximum.x`.
    var horizontal: ClosedRange<CGFloat> { minimum.x...maximum.x }

    /// The allowed vertical offsets, `minimum.y...maximum.y`.
    var vertical: ClosedRange<CGFloat> { minimum.y...maximum.y }

    /// Whether `offset` lies within the range on both axes.
    func contains(_ offset: CGPoint) -> Bool {
        horizontal.contains(offset.x) && vertical.contains(offset.y)
    }

    /// The offset in the range closest to `offset` (a non-finite coordinate is taken as 0 first).
    func clamped(_ offset: CGPoint) -> CGPoint {
        CGPoint(
            x: ScrollMotionInput.clamp(ScrollMotionInput.finite(offset.x), to: horizontal),
            y: ScrollMotionInput.clamp(ScrollMotionInput.finite(offset.y), to: vertical))
    }
}
