import Foundation

/// The kind of timing information a ``UITimingCurveProvider`` gives, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (a ``UIView/AnimationCurve``).
    case builtin = 0
    /// A custom cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both a cubic curve and a spring.
    case composed = 3
}
