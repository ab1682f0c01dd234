import HitKit

/// Rectangle tests that never reach Foundation with a NaN or infinite rectangle: on Linux,
/// `CGRect.contains` and `intersects` trap on one (a view scaled by 1e308 has such a frame). A
/// rectangle that is not finite contains nothing.
extension CGRect {
    /// Whether the origin, the size and the far edges are all finite numbers.
    var hasFiniteEdges: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }

    /// `contains(point)` as Foundation answers it for a finite rectangle and point (the far edges
    /// excluded); `false` when either is not finite.
    func finitelyContains(_ point: CGPoint) -> Bool {
        guard hasFiniteEdges, point.x.isFinite, point.y.isFinite else { return false }
        let (x0, x1) = (Swift.min(origin.x, origin.x + size.width), Swift.max(origin.x, origin.x + size.width))
        let (y0, y1) = (Swift.min(origin.y, origin.y + size.height), Swift.max(origin.y, origin.y + size.height))
        return point.x >= x0 && point.x < x1 && point.y >= y0 && point.y < y1
    }
}
