import Foundation

extension CALayer {
    // MARK: Converting between layers

    /// A point of the superlayer's coordinates in this layer's: for a view's layer exactly the
    /// conversion hit-testing uses. NaN when the transform has no inverse.
    func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
        if let view = backedView { return view.convertFromSuperview(point) }
        return LayerGeometry.fromSuperlayer(
            point, bounds: bounds, position: position, anchorPoint: anchorPoint, transform: affineTransform())
    }

    /// A point of this layer's coordinates in its superlayer's.
    func pointToSuperlayer(_ point: CGPoint) -> CGPoint {
        if let view = backedView { return view.convertToSuperview(point) }
        return LayerGeometry.toSuperlayer(
            point, bounds: bounds, position: position, anchorPoint: anchorPoint, transform: affineTransform())
    }

    /// The point in the coordinates of the root of the layer tree, and that root. For a view's
    /// layer in a window, the root is the window's layer, whose frame places it on the screen.
    private func toRootSpace(_ point: CGPoint) -> (point: CGPoint, root: CALayer) {
        var current = self
        var converted = point
        while true {
            converted = current.pointToSuperlayer(converted)
            guard let parent = current.superlayer else { return (converted, current) }
            current = parent
        }
    }

    /// The point of the root space (see ``toRootSpace(_:)``) in this layer's coordinates.
    private func fromRootSpace(_ point: CGPoint) -> CGPoint {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let layer = current {
            chain.append(layer)
            current = layer.superlayer
        }
        var converted = point
        for layer in chain.reversed() { converted = layer.pointFromSuperlayer(converted) }
        return converted
    }

    /// Converts `p` from `l`'s coordinates to this layer's (`nil`: the root of this layer's tree).
    /// Works between any two layers, through their positions, anchor points, bounds' origins and
    /// transforms; layers of different windows meet in screen coordinates, as views do.
    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let source = l else { return fromRootSpace(p) }
        if source === self { return p }
        return fromRootSpace(source.toRootSpace(p).point)
    }

    /// Converts `p` from this layer's coordinates to `l`'s (`nil`: the root of this layer's tree).
    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        guard let target = l else { return toRootSpace(p).point }
        if target === self { return p }
        return target.fromRootSpace(toRootSpace(p).point)
    }

    /// Converts `r` from `l`'s coordinates to this layer's: the box of its converted corners.
    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        r.boundingBoxOfCorners { convert($0, from: l) }
    }

    /// Converts `r` from this layer's coordinates to `l`'s: the box of its converted corners.
    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.boundingBoxOfCorners { convert($0, to: l) }
    }

    // MARK: Hit-testing

    private struct WalkFrame {
        let layer: CALayer
        let point: CGPoint
        let children: [CALayer]
        var next: Int
    }

    /// ``hitTest(_:)``'s walk, with an explicit stack so a deep tree never deepens the call stack.
    /// Each layer's ``contains(_:)`` is asked (overrides included); an override of `hitTest(_:)` is
    /// honoured on the layer it is called on, not on the sublayers the walk visits.
    func walkHitTest(_ point: CGPoint) -> CALayer? {
        var stack: [WalkFrame] = []

        func enter(_ layer: CALayer, _ point: CGPoint) {
            guard point.isFinite, !layer.isHidden else { return }
            let local = layer.pointFromSuperlayer(point)
            guard local.isFinite else { return }
            if layer.masksToBounds, !layer.contains(local) { return }
            let children = layer.sublayers ?? []
            stack.append(WalkFrame(layer: layer, point: local, children: children, next: children.count - 1))
        }

        enter(self, point)
        while let index = stack.indices.last {
            let frame = stack[index]
            if frame.next < 0 {
                stack.removeLast()
                if frame.layer.contains(frame.point) { return frame.layer }
                continue
            }
            stack[index].next -= 1
            enter(frame.children[frame.next], frame.point)
        }
        return nil
    }
}
