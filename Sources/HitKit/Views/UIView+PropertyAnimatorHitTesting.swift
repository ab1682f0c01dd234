import Foundation

/// How an active ``UIViewPropertyAnimator`` has its views hit-tested (UIKit's rule; see
/// <doc:PropertyAnimators>).
enum PropertyAnimatorHitTesting: Equatable {
    /// At the model geometry, as any view: the animator is not interruptible, or
    /// `isManualHitTestingEnabled` is true.
    case model
    /// Where the views are drawn (their presentation geometry): interruptible, user interaction
    /// enabled, manual hit-testing off.
    case whereDrawn
    /// Not at all: `isUserInteractionEnabled` is false.
    case ignoresTouches
}

/// The per-view record of the property animators that hit-test a view where it is drawn or make it
/// ignore touches: counts, since several animators may animate one view.
struct PropertyAnimatorHitTestingRecord {
    var whereDrawn = 0
    var ignoresTouches = 0
}

extension UIView {
    /// Counts one more animator hit-testing this view in `mode`.
    func holdPropertyAnimatorHitTesting(_ mode: PropertyAnimatorHitTesting) {
        switch mode {
        case .model: return
        case .whereDrawn:
            animatorHitTesting.whereDrawn += 1
            // The superview's spatial index keeps boxes of model frames: it must ask this view always.
            if animatorHitTesting.whereDrawn == 1 { invalidateSuperviewSpatialIndex() }
        case .ignoresTouches: animatorHitTesting.ignoresTouches += 1
        }
    }

    /// Counts one animator fewer hit-testing this view in `mode`.
    func releasePropertyAnimatorHitTesting(_ mode: PropertyAnimatorHitTesting) {
        switch mode {
        case .model: return
        case .whereDrawn:
            animatorHitTesting.whereDrawn = max(animatorHitTesting.whereDrawn - 1, 0)
            if animatorHitTesting.whereDrawn == 0 { invalidateSuperviewSpatialIndex() }
        case .ignoresTouches: animatorHitTesting.ignoresTouches = max(animatorHitTesting.ignoresTouches - 1, 0)
        }
    }

    /// Whether a property animator hit-tests this view where it is drawn.
    var isHitTestedWhereDrawn: Bool { animatorHitTesting.whereDrawn > 0 }

    /// `point`, in the superview's coordinates, in this view's coordinates as hit-testing uses them:
    /// through the model geometry, or through the presentation geometry (position, bounds, anchor
    /// point, transform) when a property animator hit-tests the view where it is drawn. A transform
    /// without an inverse gives a NaN point, which hits nothing.
    @inline(__always)
    func hitTestPoint(fromSuperview point: CGPoint) -> CGPoint {
        guard animatorHitTesting.whereDrawn > 0 else { return convertFromSuperview(point) }
        return convertFromSuperviewWhereDrawn(point)
    }

    /// The bounds hit-testing's default `point(inside:with:)` checks: the presentation bounds when
    /// the view is hit-tested where it is drawn.
    @inline(__always)
    var hitTestBounds: CGRect {
        guard animatorHitTesting.whereDrawn > 0 else { return storedBounds }
        return layer.presentation()?.bounds ?? storedBounds
    }

    /// The frame the view is drawn at now, in its superview's coordinates.
    var drawnFrame: CGRect {
        guard let shown = layer.presentation() else { return frame }
        return shown.frame
    }

    private func convertFromSuperviewWhereDrawn(_ point: CGPoint) -> CGPoint {
        guard let shown = layer.presentation() else { return convertFromSuperview(point) }
        let transform = shown.affineTransform()
        let bounds = shown.bounds
        let anchor = shown.anchorPoint
        var local = CGPoint(x: point.x - shown.position.x, y: point.y - shown.position.y)
        if !transform.isIdentity {
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, determinant.isFinite else { return CGPoint(x: CGFloat.nan, y: .nan) }
            local = local.applying(transform.inverted())
        }
        return CGPoint(
            x: local.x + bounds.origin.x + anchor.x * bounds.width,
            y: local.y + bounds.origin.y + anchor.y * bounds.height)
    }
}
