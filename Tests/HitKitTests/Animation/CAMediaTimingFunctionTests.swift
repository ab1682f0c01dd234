import Foundation
import Testing

@testable import HitKit

/// A reference for a timing curve by brute force: the curve sampled at 200,001 parameter values, and
/// the progress at `x` read by linear interpolation inside the sample pair that brackets `x`.
private struct BruteForceCurve {
    private let xs: [Double]
    private let ys: [Double]

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let count = 200_000
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        xs = (0...count).map { bezier(Double($0) / Double(count), x1, x2) }
        ys = (0...count).map { bezier(Double($0) / Double(count), y1, y2) }
    }

    func progress(at x: Double) -> Double {
        var low = 0
        var high = xs.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if xs[middle] <= x { low = middle } else { high = middle }
        }
        let span = xs[high] - xs[low]
        let weight = span > 0 ? (x - xs[low]) / span : 0
        return ys[low] + (ys[high] - ys[low]) * weight
    }
}

/// Control points of the curves checked against the reference: Apple's five and custom ones.
private let curves: [(Double, Double, Double, Double)] = [
    (0, 0, 1, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1), (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1),
    (0.9, 0.05, 0.1, 0.95), (1, 0, 0, 1), (0.68, -0.55, 0.265, 1.55), (0.05, 0.9, 0.95, 0.1), (0, 1, 1, 0),
]

@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    private func controlPoints(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0...3).map { index in
            var values: [Float] = [-1, -1]
            function.getControlPoint(at: index, values: &values)
            return values
        }
    }

    @Test("The named functions have the control points Apple documents")
    func namedControlPoints() {
        #expect(controlPoints(CAMediaTimingFunction(name: .linear)) == [[0, 0], [0, 0], [1, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeIn)) == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeOut)) == [[0, 0], [0, 0], [0.58, 1], [1, 1]])
        #expect(
            controlPoints(CAMediaTimingFunction(name: .easeInEaseOut)) == [[0, 0], [0.42, 0], [0.58, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .default)) == [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]])
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
    }

    @Test("Custom control points are kept; an index outside 0...3 writes nothing")
    func customControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoints(function) == [[0, 0], [0.1, 0.2], [0.3, 0.4], [1, 1]])
        var values: [Float] = [7, 8]
        function.getControlPoint(at: 4, values: &values)
        function.getControlPoint(at: -1, values: &values)
        #expect(values == [7, 8])
    }

    @Test("Progress is exactly 0 at and below 0 and for NaN, exactly 1 at and above 1")
    func exactEnds() {
        for (x1, y1, x2, y2) in curves {
            let function = CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
            #expect(function.progress(atTimeFraction: 0) == 0)
            #expect(function.progress(atTimeFraction: -3) == 0)
            #expect(function.progress(atTimeFraction: .nan) == 0)
            #expect(function.progress(atTimeFraction: -.infinity) == 0)
            #expect(function.progress(atTimeFraction: 1) == 1)
            #expect(function.progress(atTimeFraction: 7) == 1)
            #expect(function.progress(atTimeFraction: .infinity) == 1)
        }
    }

    @Test("Known values: linear is the identity, ease-in-ease-out is symmetric, default at one half is 0.8024")
    func knownValues() {
        let linear = CAMediaTimingFunction(name: .linear)
        let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(abs(linear.progress(atTimeFraction: x) - x) < 1e-15)
            let sum = easeInOut.progress(atTimeFraction: x) + easeInOut.progress(atTimeFraction: 1 - x)
            #expect(abs(sum - 1) < 1e-12)
        }
        #expect(abs(easeInOut.progress(atTimeFraction: 0.5) - 0.5) < 1e-12)
        #expect(abs(CAMediaTimingFunction(name: .default).progress(atTimeFraction: 0.5) - 0.802403387) < 1e-6)
        #expect(abs(CAMediaTimingFunction(name: .easeIn).progress(atTimeFraction: 0.5) - 0.315356) < 1e-6)
    }

    @Test("Progress agrees with a brute-force reference within 1e-6 at 1,001 fractions of ten curves")
    func bruteForce() {
        for (x1, y1, x2, y2) in curves {
            let function = CAMediaTimingFunction(controlPoints: Float(x1), Float(y1), Float(x2), Float(y2))
            let reference = BruteForceCurve(Double(Float(x1)), Double(Float(y1)), Double(Float(x2)), Double(Float(y2)))
            var worst = 0.0
            for step in 0...1000 {
                let x = Double(step) / 1000
                worst = max(worst, abs(function.progress(atTimeFraction: x) - reference.progress(at: x)))
            }
            #expect(worst < 1e-6, "curve \(x1), \(y1), \(x2), \(y2): error \(worst)")
        }
    }

    @Test("Progress never decreases when both control y values are in [0, 1]")
    func monotone() {
        for (x1, y1, x2, y2) in curves where (0...1).contains(y1) && (0...1).contains(y2) {
            let curve = CubicTimingCurve(x1, y1, x2, y2)
            var previous = 0.0
            for step in 0...10_000 {
                let value = curve.progress(at: Double(step) / 10_000)
                #expect(value >= previous, "curve \(x1), \(y1), \(x2), \(y2) at \(step)")
                previous = value
            }
        }
    }

    @Test("Non-finite control points take the linear curve's, x values are clamped to [0, 1]")
    func badControlPoints() {
        let nan = CAMediaTimingFunction(controlPoints: .nan, .infinity, -.infinity, .nan)
        #expect(controlPoints(nan) == [[0, 0], [0, 0], [1, 1], [1, 1]])
        #expect(nan.progress(atTimeFraction: 0.3) == 0.3)
        let wide = CAMediaTimingFunction(controlPoints: -2, 0.5, 3, 0.5)
        #expect(controlPoints(wide) == [[0, 0], [0, 0.5], [1, 0.5], [1, 1]])
        let value = wide.progress(atTimeFraction: 0.5)
        #expect(value.isFinite && abs(value - 0.5) < 1e-12)
    }
}
