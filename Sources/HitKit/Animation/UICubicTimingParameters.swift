import Foundation

/// The timing information for animations in the form of a cubic Bézier curve.
///
/// Built from one of UIKit's curves (``init(animationCurve:)``, ``init()``), it reports
/// ``UITimingCurveType/builtin``; from control points (``init(controlPoint1:controlPoint2:)``),
/// ``UITimingCurveType/cubic``. HitKit adds ``progress(atTimeFraction:)``, which evaluates the curve.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The built-in curve; for a custom curve, `easeInOut` (UIKit documents no value for that case).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point of the curve.
    public let controlPoint1: CGPoint
    /// The second control point of the curve.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool
    let curve: CubicTimingCurve

    /// Creates parameters with UIKit's default curve, ``UIView/AnimationCurve/easeInOut``.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// Creates parameters with one of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        let cubic = curve.mediaTimingFunctionName.curve ?? .linear
        animationCurve = curve
        controlPoint1 = CGPoint(x: cubic.x1, y: cubic.y1)
        controlPoint2 = CGPoint(x: cubic.x2, y: cubic.y2)
        isBuiltin = true
        self.curve = cubic
    }

    /// Creates parameters with a custom cubic Bézier curve from (0, 0) through `point1` and
    /// `point2` to (1, 1). As for ``CAMediaTimingFunction``, a non-finite coordinate takes the
    /// linear curve's value and x values are clamped to `[0, 1]`; the properties report the points
    /// as given.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        curve = CubicTimingCurve(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
    }

    /// ``UITimingCurveType/builtin`` for a UIKit curve, ``UITimingCurveType/cubic`` for control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// This object.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: a cubic curve has no spring.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The progress at `fraction` of the duration (HitKit's addition): exactly 0 at or below 0 and
    /// for NaN, exactly 1 at or above 1, the curve's y at that x in between.
    public func progress(atTimeFraction fraction: Double) -> Double {
        curve.progress(at: fraction)
    }
}
