import Foundation

/// The layer tree. A view's layer lists its own sublayers (the ones added with ``CALayer/addSublayer(_:)``)
/// behind its subviews' layers: HitKit's choice, since Core Animation interleaves them in the order
/// they were added, and HitKit draws nothing — the order matters only to a renderer and to
/// ``CALayer/hitTest(_:)``, and it is what the usual code builds (sublayers added in `init`,
/// `insertSublayer(_:at: 0)` for a background). A view's layer moves only with its view: adding it
/// as a sublayer is refused with a diagnostic, and removing it from its superlayer removes the view
/// from its superview.
extension CALayer {
    /// The sublayers, back to front, or `nil` when there are none. For a view's layer, its own
    /// sublayers, then its subviews' layers (in the order of ``UIView/subviews``). Setting it
    /// replaces the own sublayers; the layers of the view's subviews stay. O(*n*).
    public var sublayers: [CALayer]? {
        get {
            var all = ownSublayers
            if let view = backedView { all += view.storedSubviews.map(\.layer) }
            return all.isEmpty ? nil : all
        }
        set {
            for layer in ownSublayers { layer.ownSuperlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] where !(layer.backedView?.storedSuperview === backedView && backedView != nil) {
                addSublayer(layer)
            }
        }
    }

    /// The layer this one is a sublayer of: for a view's layer, its superview's layer. O(1).
    public var superlayer: CALayer? {
        if let view = backedView { return view.storedSuperview?.layer }
        return ownSuperlayer
    }

    /// Adds `layer` in front of the other sublayers (for a view's layer, in front of its own
    /// sublayers, behind its subviews' layers), removing it from its superlayer first.
    public func addSublayer(_ layer: CALayer) {
        insertOwnSublayer(layer, at: Int.max)
    }

    /// Inserts `layer` at `idx` in ``sublayers`` (clamped; for a view's layer, among its own
    /// sublayers, which come first).
    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insertOwnSublayer(layer, at: Int(idx))
    }

    /// Inserts `layer` just above `sibling` (in front of all own sublayers when `sibling` is `nil`
    /// or not one of them).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in ownSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? Int.max
        insertOwnSublayer(layer, at: index, after: sibling)
    }

    /// Inserts `layer` just below `sibling` (behind all own sublayers when `sibling` is `nil` or not
    /// one of them).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in ownSublayers.firstIndex { $0 === s } } ?? 0
        insertOwnSublayer(layer, at: index, before: sibling)
    }

    /// Puts `newLayer` where `oldLayer`, a sublayer, is; does nothing (and reports) when it is not one.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = ownSublayers.firstIndex(where: { $0 === oldLayer }) else {
            report(.invalidSubviewOperation, "the layer to replace is not a sublayer of the receiver", oldLayer)
            return
        }
        guard oldLayer !== newLayer else { return }
        guard canAdopt(newLayer) else { return }
        oldLayer.ownSuperlayer = nil
        ownSublayers.remove(at: index)
        newLayer.detachFromSuperlayer()
        let target = min(index, ownSublayers.count)
        ownSublayers.insert(newLayer, at: target)
        newLayer.ownSuperlayer = self
    }

    /// Removes the layer from its superlayer; a view's layer removes its view from the superview.
    public func removeFromSuperlayer() {
        if let view = backedView {
            view.removeFromSuperview()
            return
        }
        detachFromSuperlayer()
    }

    func detachFromSuperlayer() {
        guard let parent = ownSuperlayer else { return }
        parent.ownSublayers.removeAll { $0 === self }
        ownSuperlayer = nil
    }

    private func insertOwnSublayer(_ layer: CALayer, at index: Int, after: CALayer? = nil, before: CALayer? = nil) {
        guard canAdopt(layer) else { return }
        layer.detachFromSuperlayer()
        var target = min(max(index, 0), ownSublayers.count)
        // The sibling's place may have moved when `layer` left this same list.
        if let after, let position = ownSublayers.firstIndex(where: { $0 === after }) { target = position + 1 }
        if let before, let position = ownSublayers.firstIndex(where: { $0 === before }) { target = position }
        ownSublayers.insert(layer, at: target)
        layer.ownSuperlayer = self
    }

    /// Whether `layer` may become a sublayer of this one; reports why not.
    private func canAdopt(_ layer: CALayer) -> Bool {
        if layer.backedView != nil {
            report(
                .invalidSubviewOperation, "a view's layer moves with its view: add the view as a subview instead",
                layer)
            return false
        }
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer {
                report(.cyclicHierarchy, "a layer cannot be added to itself or to one of its sublayers", layer)
                return false
            }
            ancestor = current.superlayer
        }
        return true
    }

    private func report(_ code: HitKitDiagnostic.Code, _ message: String, _ layer: CALayer) {
        var application: UIApplication?
        var current: CALayer? = self
        while let layer = current, application == nil {
            application = layer.backedView?.window?.application
            current = layer.superlayer
        }
        HitKitDiagnostics.report(
            HitKitDiagnostic(code: code, message: message, context: "\(layer) in \(self)"), in: application)
    }
}
