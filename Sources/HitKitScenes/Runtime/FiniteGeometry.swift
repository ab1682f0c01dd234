import HitKit

/// Which rectangles the scene tools draw and offer fixes for: only finite ones. (Containment asks
/// HitKit's `finiteSafeContains(_:)`, the core's answer, which never reaches Foundation's trapping
/// `CGRect.contains` on Linux.)
extension CGRect {
    /// Whether the origin, the size and the far edges are all finite numbers.
    var hasFiniteEdges: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }
}
