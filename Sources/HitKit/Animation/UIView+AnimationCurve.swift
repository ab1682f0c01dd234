import Foundation

extension UIView {
    /// The timing curves UIKit's view animations offer, with UIKit's raw values.
    ///
    /// Apple describes each curve but does not give its control points; HitKit uses Core
    /// Animation's named functions, which UIKit's curves are built on: `easeInOut` is
    /// ``CAMediaTimingFunctionName/easeInEaseOut`` (0.42, 0, 0.58, 1), `easeIn` is
    /// ``CAMediaTimingFunctionName/easeIn`` (0.42, 0, 1, 1), `easeOut` is
    /// ``CAMediaTimingFunctionName/easeOut`` (0, 0, 0.58, 1) and `linear` is
    /// ``CAMediaTimingFunctionName/linear``.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the beginning and the end, faster through the middle (the default).
        case easeInOut = 0
        /// Slow at the beginning, then faster.
        case easeIn = 1
        /// Fast at the beginning, then slower.
        case easeOut = 2
        /// Even over the whole duration.
        case linear = 3

        /// The Core Animation function name this curve uses.
        var mediaTimingFunctionName: CAMediaTimingFunctionName {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}
