import Foundation

/// Touch geometry shared by the built-in recognizers: centroids and distances in window space,
/// and vectors converted between the window and a view (translations and velocities are vectors:
/// they rotate and scale with the view but do not move with its origin).
extension UIGestureRecognizer {
    /// The centroid of `touches` in their window's coordinates (zero for none).
    static func windowCentroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            let point = touch.location(in: nil)
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// How far `touch` is from where it began, in points.
    static func distanceFromStart(of touch: UITouch) -> CGFloat {
        hypot(
            touch.screenLocation.x - touch.startScreenLocation.x, touch.screenLocation.y - touch.startScreenLocation.y)
    }

    /// Whether a touch of `touches` is farther than `distance` points from where it began (a loop,
    /// not `contains(where:)`, whose main-actor closure is checked for isolation on every call).
    static func hasTouch(in touches: Set<UITouch>, fartherFromStartThan distance: CGFloat) -> Bool {
        for touch in touches where distanceFromStart(of: touch) > distance { return true }
        return false
    }

    /// Converts a displacement from window coordinates into `view`'s (nil: unchanged), through the
    /// view's bounds and transforms.
    static func vector(_ vector: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
        guard let view, view.window != nil, view !== view.window else { return vector }
        let origin = view.convert(CGPoint.zero, from: nil)
        let end = view.convert(vector, from: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    /// Converts a displacement from `view`'s coordinates (nil: the window's) into window
    /// coordinates.
    static func vector(_ vector: CGPoint, toWindowFrom view: UIView?) -> CGPoint {
        guard let view, view.window != nil, view !== view.window else { return vector }
        let origin = view.convert(CGPoint.zero, to: nil)
        let end = view.convert(vector, to: nil)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }
}
