import Foundation

extension UIView {
    var computedFrame: CGRect {
        let size = storedBounds.size
        let anchor = storedViewTransform?.anchorPoint ?? ViewTransform.defaultAnchorPoint
        let local = CGRect(
            x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        let box = storedTransform.isIdentity ? local : local.applying(storedTransform)
        return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// Sets ``center`` and `bounds.size` so that the frame reads back as `frame`.
    ///
    /// With the identity transform that is the frame's size, and the point of the frame at the
    /// anchor point (its centre by default). Otherwise, as Core Animation does, the size is taken
    /// back through the inverse transform, and the centre (the layer's position) is placed so that
    /// the transformed bounds' box lands on the frame: exact for scales, translations and quarter
    /// turns. For other rotations Apple documents `frame` as undefined; the bounds then grow to the
    /// box of the inverse-rotated frame.
    func setFrame(_ frame: CGRect) {
        let standard = frame.standardized
        let extras = storedViewTransform
        guard let extras, !extras.hasDefaultAnchorPoint || !extras.transform.isIdentity else {
            storedCenter = CGPoint(x: standard.midX, y: standard.midY)
            storedBounds.size = standard.size
            return
        }
        let transform = extras.transform
        if extras.hasDefaultAnchorPoint {
            var linear = extras.inverse
            linear.tx = 0
            linear.ty = 0
            storedCenter = CGPoint(x: standard.midX - transform.tx, y: standard.midY - transform.ty)
            storedBounds.size = CGRect(origin: .zero, size: standard.size).applying(linear).size
            return
        }
        var size = standard.size
        if !transform.isIdentity {
            var linear = extras.inverse
            linear.tx = 0
            linear.ty = 0
            size = CGRect(origin: .zero, size: standard.size).applying(linear).size
        }
        storedBounds.size = size
        let anchor = extras.anchorPoint
        let local = CGRect(
            x: -size.width * anchor.x, y: -size.height * anchor.y, width: size.width, height: size.height)
        let box = transform.isIdentity ? local : local.applying(transform)
        storedCenter = CGPoint(x: standard.minX - box.minX, y: standard.minY - box.minY)
    }

    /// Converts a point from the superview's coordinates into this view's: subtract the centre (the
    /// layer's position), undo the transform, add the anchor point (the centre of the bounds by
    /// default). A transform that cannot be undone (a zero scale flattens the view to no area) has no
    /// answer: the point is NaN, so it hits nothing.
    @inline(__always)
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        var local = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        if let extras = storedViewTransform {
            guard extras.isInvertible else { return CGPoint(x: CGFloat.nan, y: .nan) }
            local = local.applying(extras.inverse)
            let anchor = extras.anchor(in: storedBounds)
            return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
        }
        return CGPoint(x: local.x + storedBounds.midX, y: local.y + storedBounds.midY)
    }

    /// Converts a point from this view's coordinates into its superview's.
    @inline(__always)
    func convertToSuperview(_ point: CGPoint) -> CGPoint {
        guard let extras = storedViewTransform else {
            return CGPoint(
                x: point.x - storedBounds.midX + storedCenter.x, y: point.y - storedBounds.midY + storedCenter.y)
        }
        let anchor = extras.anchor(in: storedBounds)
        var local = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        if !extras.transform.isIdentity { local = local.applying(extras.transform) }
        return CGPoint(x: local.x + storedCenter.x, y: local.y + storedCenter.y)
    }

    /// Converts a point from this view's coordinates into the coordinates of its root: the screen
    /// for a view in a window (a window's own frame places it on the screen), otherwise the space
    /// its top-most ancestor's frame is expressed in.
    func convertToRootSpace(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
        var current = self
        var converted = point
        while true {
            converted = current.convertToSuperview(converted)
            guard let parent = current.storedSuperview else { return (converted, current) }
            current = parent
        }
    }

    /// Converts a point from the root space (see ``convertToRootSpace(_:)``) into this view's
    /// coordinates. The chain of ancestors is held in temporary memory (on the stack for an
    /// ordinary depth), not in an array.
    func convertFromRootSpace(_ point: CGPoint) -> CGPoint {
        var depth = 0
        var current: UIView? = self
        while let view = current {
            depth += 1
            current = view.storedSuperview
        }
        return withUnsafeTemporaryAllocation(of: UIView.self, capacity: depth) { chain in
            var index = 0
            var current: UIView? = self
            while let view = current, index < depth {
                chain.initializeElement(at: index, to: view)
                index += 1
                current = view.storedSuperview
            }
            var converted = point
            for level in stride(from: index - 1, through: 0, by: -1) {
                converted = chain[level].convertFromSuperview(converted)
            }
            chain.baseAddress?.deinitialize(count: index)
            return converted
        }
    }

    /// Converts `point` from this view's coordinates to `view`'s (nil: this view's window).
    ///
    /// Works between any two views: through bounds origins and transforms up to their common root
    /// and down again; views in different windows meet in screen coordinates.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? window else {
            return convertToRootSpace(point).point
        }
        if target === self { return point }
        if target === storedSuperview { return convertToSuperview(point) }
        return target.convertFromRootSpace(convertToRootSpace(point).point)
    }

    /// Converts `point` from `view`'s coordinates (nil: this view's window) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else {
            return convertFromRootSpace(point)
        }
        if source === self { return point }
        if source === storedSuperview { return convertFromSuperview(point) }
        return convertFromRootSpace(source.convertToRootSpace(point).point)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the window); the result
    /// is the bounding box of the four converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.boundingBoxOfCorners { convert($0, to: view) }
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window) to this view's; the result
    /// is the bounding box of the four converted corners.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.boundingBoxOfCorners { convert($0, from: view) }
    }
}
