import Foundation

/// A view's transform and anchor point when either is not the default, with the transform's
/// inverse, computed once when they are set: most views have neither, and leaving them out saves
/// each of them about a hundred bytes and keeps hit-testing's conversion of a point to one branch.
final class ViewTransform {
    /// The anchor point every view starts with: the centre of its bounds.
    static let defaultAnchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// The transform of the view's plane (the layer's transform's affine part).
    let transform: CGAffineTransform
    /// The inverse; when there is none, the transform itself (as `inverted()` returns it).
    let inverse: CGAffineTransform
    /// Whether the transform has an inverse; a singular transform flattens the view to no area.
    let isInvertible: Bool
    /// The layer's 3-D transform when it is not ``transform``'s own (see ``CATransform3DIsAffine(_:)``).
    let transform3D: CATransform3D?
    /// The layer's anchor point, in the unit coordinates of the bounds.
    let anchorPoint: CGPoint
    /// Whether ``anchorPoint`` is ``defaultAnchorPoint``.
    let hasDefaultAnchorPoint: Bool

    init(_ transform: CGAffineTransform, transform3D: CATransform3D? = nil, anchorPoint: CGPoint = defaultAnchorPoint) {
        self.transform = transform
        inverse = transform.inverted()
        let determinant = transform.a * transform.d - transform.b * transform.c
        isInvertible = determinant != 0 && determinant.isFinite
        self.transform3D = transform3D
        self.anchorPoint = anchorPoint
        hasDefaultAnchorPoint = anchorPoint == Self.defaultAnchorPoint
    }

    /// The anchor point in the coordinates of `bounds`: the point the view's ``UIView/center``
    /// (its layer's position) places, and the transform turns about.
    @inline(__always)
    func anchor(in bounds: CGRect) -> CGPoint {
        if hasDefaultAnchorPoint { return CGPoint(x: bounds.midX, y: bounds.midY) }
        return CGPoint(
            x: bounds.origin.x + bounds.size.width * anchorPoint.x,
            y: bounds.origin.y + bounds.size.height * anchorPoint.y)
    }
}
