import Foundation

extension UIView: CALayerDelegate {
    /// The view's Core Animation layer, never `nil`: an instance of ``layerClass``, made the first
    /// time it is read, whose delegate is the view. The view and its layer are one geometry model:
    /// the layer's `bounds`, `position`, `anchorPoint`, `transform`, `isHidden`, `opacity`,
    /// `masksToBounds` and `backgroundColor` are the view's `bounds`, `center`, anchor point,
    /// `transform`, `isHidden`, `alpha`, `clipsToBounds` and `backgroundColor`. O(1).
    public var layer: CALayer {
        if let storedLayer { return storedLayer }
        // A class that is not a layer class (UIKit would fail) gets a plain layer.
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        let made = layerType.init(_backing: self)
        storedLayer = made
        return made
    }

    /// The layer's anchor point (the default when the view has no geometry extras).
    var storedAnchorPoint: CGPoint { storedViewTransform?.anchorPoint ?? ViewTransform.defaultAnchorPoint }

    /// The layer's 3-D transform: the one set on the layer when it is not affine, otherwise the
    /// view's transform.
    var storedTransform3D: CATransform3D {
        storedViewTransform?.transform3D ?? CATransform3DMakeAffineTransform(storedTransform)
    }

    /// Replaces the view's transform, 3-D transform and anchor point; with all three at their
    /// defaults the view keeps no extras (so hit-testing converts its points in one branch).
    func setGeometryExtras(transform: CGAffineTransform, transform3D: CATransform3D?, anchorPoint: CGPoint) {
        if transform.isIdentity, transform3D == nil, anchorPoint == ViewTransform.defaultAnchorPoint {
            storedViewTransform = nil
        } else {
            storedViewTransform = ViewTransform(transform, transform3D: transform3D, anchorPoint: anchorPoint)
        }
    }
}
