import Foundation

/// A function that defines the pacing of an animation as a timing curve: one cubic Bézier segment
/// from (0, 0) to (1, 1) that maps a time fraction in `[0, 1]` to a progress.
///
/// As in Core Animation, create one by name (``init(name:)``) or by its two control points
/// (``init(controlPoints:_:_:_:)``). HitKit adds ``progress(atTimeFraction:)``, which evaluates the
/// curve — Core Animation does the same internally when it draws a frame.
///
/// Bad input never traps: a non-finite control coordinate is replaced by the linear curve's, and
/// control x values are clamped to `[0, 1]` (a timing curve must be a function of time).
open class CAMediaTimingFunction: CustomStringConvertible {
    let curve: CubicTimingCurve

    /// Creates a timing function from one of Core Animation's predefined names. A name Core
    /// Animation does not define gives the ``CAMediaTimingFunctionName/default`` curve.
    public init(name: CAMediaTimingFunctionName) {
        curve = name.curve ?? CAMediaTimingFunctionName.default.curve ?? .linear
    }

    /// Creates a timing function modeled as a cubic Bézier curve with control points `(c1x, c1y)`
    /// and `(c2x, c2y)`; the end points are (0, 0) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicTimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
    }

    /// Writes the control point at `idx` (0 and 3 are the end points (0, 0) and (1, 1); 1 and 2 the
    /// control points) into the two floats at `ptr`. An index outside `0...3` writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Double, Double)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = (curve.x1, curve.y1)
        case 2: point = (curve.x2, curve.y2)
        case 3: point = (1, 1)
        default: return
        }
        ptr[0] = Float(point.0)
        ptr[1] = Float(point.1)
    }

    /// The progress this curve gives at `fraction` of the duration (HitKit's addition).
    ///
    /// Exactly 0 at or below 0 (and for NaN), exactly 1 at or above 1; in between, the y of the curve
    /// point whose x is `fraction`, accurate to about 1e-12. The result is monotone in `fraction`
    /// when both control y values are in `[0, 1]`.
    public func progress(atTimeFraction fraction: Double) -> Double {
        curve.progress(at: fraction)
    }

    /// The function's control points, as `CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)`.
    public var description: String {
        "CAMediaTimingFunction(controlPoints: \(curve.x1), \(curve.y1), \(curve.x2), \(curve.y2))"
    }
}
