import Foundation

/// What a pinch or rotation recognizer driven by a trackpad's `.transform` events knows of the
/// gesture: where the pointer was when it began. Such a gesture has no touches, so the
/// recognizer's `location(in:)` is the pointer's location.
@MainActor
struct TransformTracking {
    /// The pointer's location in its window's coordinates.
    var point: CGPoint
    /// The window the pointer was over.
    weak var window: UIWindow?

    /// The pointer's location in `view`'s coordinates (`nil`: the window's).
    func location(in view: UIView?) -> CGPoint {
        guard let view, let window, view.window === window else { return point }
        return view.convert(point, from: window)
    }
}
