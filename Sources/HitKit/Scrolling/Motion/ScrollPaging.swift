import Foundation

/// Where a paging scroll view comes to rest on one axis when the finger lifts.
///
/// Pages start at the range's minimum and follow each other every `pageSize` points; the last
/// stop is the range's maximum, so content that is not a whole number of pages long still shows
/// its end (UIKit pages by multiples of the scroll view's bounds, `isPagingEnabled`).
///
/// A fling faster than ``HitKitDefaults/scrollPagingFlickSpeed`` goes to the next page boundary
/// in its direction, so it turns at most one page however hard it is; a slower release settles
/// on the nearest page.
enum ScrollPaging {
    /// The offset a paging axis comes to rest at, from where the finger lifts (`offset`) and how
    /// fast it was moving (`velocity`, points per second). A `pageSize` that is not a positive
    /// finite number means no paging: the offset clamped to `range` is returned.
    static func targetOffset(
        from offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, range: ClosedRange<CGFloat>
    ) -> CGFloat {
        let range = ScrollMotionInput.range(range)
        let offset = ScrollMotionInput.offset(offset)
        let velocity = ScrollMotionInput.velocity(velocity)
        guard pageSize.isFinite, pageSize > 0 else { return ScrollMotionInput.clamp(offset, to: range) }
        var position = Double(offset - range.lowerBound) / Double(pageSize)
        // An offset a rounding error away from a page boundary is on it.
        let nearest = position.rounded()
        if abs(position - nearest) < 1e-9 * max(1, abs(nearest)) { position = nearest }
        let page: Double
        if velocity > HitKitDefaults.scrollPagingFlickSpeed {
            page = position.rounded(.down) + 1
        } else if velocity < -HitKitDefaults.scrollPagingFlickSpeed {
            page = position.rounded(.up) - 1
        } else {
            page = position.rounded(.toNearestOrAwayFromZero)
        }
        let target = range.lowerBound + CGFloat(page) * pageSize
        return ScrollMotionInput.clamp(target, to: range)
    }
}
