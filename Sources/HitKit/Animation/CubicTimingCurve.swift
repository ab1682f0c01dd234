import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, evaluated as a
/// function of x: the shared solver behind ``CAMediaTimingFunction`` and ``UICubicTimingParameters``.
///
/// The curve is `B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³` for `t` in `[0, 1]`. To get the progress at a
/// time fraction `x`, the solver finds the `t` with `Bx(t) = x` — Newton's method from `t = x`, and
/// bisection over `[0, 1]` when Newton leaves the interval, meets a flat slope or has not converged —
/// then returns `By(t)`. With both control x values in `[0, 1]` (the initialiser clamps them there),
/// `Bx` is non-decreasing, so the `t` is unique up to flat stretches and bisection always converges.
/// Every step is plain `Double` arithmetic in a fixed order: the same input gives the same output on
/// every run and machine.
struct CubicTimingCurve: Equatable, Sendable {
    /// The first control point, x clamped to `[0, 1]`.
    let x1: Double
    let y1: Double
    /// The second control point, x clamped to `[0, 1]`.
    let x2: Double
    let y2: Double

    /// The linear curve.
    static let linear = CubicTimingCurve(0, 0, 1, 1)

    /// Creates a curve. A non-finite coordinate takes the linear curve's value for that coordinate
    /// (`(0, 0)` for the first point, `(1, 1)` for the second); x values are clamped to `[0, 1]`, as
    /// a timing curve must be a function of time. y values may leave `[0, 1]` (overshoot).
    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        self.y2 = y2.isFinite ? y2 : 1
    }

    private static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        // 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³, in Horner form.
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return ((a * t + b) * t + c) * t
    }

    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (3 * a * t + 2 * b) * t + c
    }

    /// The curve parameter `t` whose x is `x` (for `x` in `(0, 1)`).
    func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-14 { return t }
            let derivative = Self.slope(t, x1, x2)
            if abs(derivative) < 1e-9 { break }
            let next = t - error / derivative
            if !(next >= 0 && next <= 1) { break }
            t = next
        }
        if abs(Self.coordinate(t, x1, x2) - x) < 1e-14 { return t }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<64 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-15 { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
            if high - low < 1e-16 { break }
        }
        return t
    }

    /// The progress at time fraction `x`: exactly 0 at or below 0 and for NaN, exactly 1 at or above 1.
    func progress(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }
}
