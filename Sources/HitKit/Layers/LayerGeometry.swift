import Foundation

/// The geometry of a layer that keeps its own values (one that backs no view): the same rules a
/// view's geometry follows (see UIView+Geometry.swift), for any anchor point and affine transform.
enum LayerGeometry {
    /// The bounds' rectangle with the anchor point at the origin.
    static func anchored(_ size: CGSize, _ anchorPoint: CGPoint) -> CGRect {
        CGRect(x: -size.width * anchorPoint.x, y: -size.height * anchorPoint.y, width: size.width, height: size.height)
    }

    /// The frame: the bounds about the anchor point, transformed, placed at the position.
    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform) -> CGRect {
        let local = anchored(bounds.size, anchorPoint)
        let box = transform.isIdentity ? local : local.applying(transform)
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    /// The bounds' size and the position that give `frame`: the size taken back through the
    /// transform, as Core Animation does (exact for scales, translations and quarter turns).
    static func placement(
        for frame: CGRect, anchorPoint: CGPoint, transform: CGAffineTransform
    ) -> (size: CGSize, position: CGPoint) {
        let standard = frame.standardized
        var size = standard.size
        if !transform.isIdentity {
            var linear = transform.inverted()
            linear.tx = 0
            linear.ty = 0
            size = CGRect(origin: .zero, size: standard.size).applying(linear).size
        }
        let local = anchored(size, anchorPoint)
        let box = transform.isIdentity ? local : local.applying(transform)
        return (size, CGPoint(x: standard.minX - box.minX, y: standard.minY - box.minY))
    }

    /// The anchor point in the coordinates of `bounds`.
    static func anchor(in bounds: CGRect, _ anchorPoint: CGPoint) -> CGPoint {
        CGPoint(
            x: bounds.origin.x + bounds.size.width * anchorPoint.x,
            y: bounds.origin.y + bounds.size.height * anchorPoint.y)
    }

    /// A point of the superlayer's coordinates in the layer's; NaN when the transform has no
    /// inverse (the layer is flattened to no area).
    static func fromSuperlayer(
        _ point: CGPoint, bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform
    ) -> CGPoint {
        var local = CGPoint(x: point.x - position.x, y: point.y - position.y)
        if !transform.isIdentity {
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, determinant.isFinite else { return CGPoint(x: CGFloat.nan, y: .nan) }
            local = local.applying(transform.inverted())
        }
        let anchor = anchor(in: bounds, anchorPoint)
        return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
    }

    /// A point of the layer's coordinates in its superlayer's.
    static func toSuperlayer(
        _ point: CGPoint, bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CGAffineTransform
    ) -> CGPoint {
        let anchor = anchor(in: bounds, anchorPoint)
        var local = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        if !transform.isIdentity { local = local.applying(transform) }
        return CGPoint(x: local.x + position.x, y: local.y + position.y)
    }
}
