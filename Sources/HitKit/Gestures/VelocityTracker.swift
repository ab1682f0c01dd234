import Foundation

/// Estimates how fast a point moves from its recent positions: a least-squares polynomial fit
/// (quadratic when there are enough samples) over the last ``HitKitDefaults/velocityHorizon``
/// seconds, at most ``HitKitDefaults/velocityMaximumSampleCount`` samples, differentiated at the
/// newest sample.
///
/// Fitting a curve rather than dividing the last two moves keeps the estimate steady when samples
/// arrive unevenly, and exact for constant velocity and constant acceleration. A pause longer
/// than ``HitKitDefaults/velocityStoppedInterval`` between two samples means the pointer stopped:
/// the samples before it no longer count, so a finger that rests before it lifts has no velocity.
///
/// The pan, pinch and rotation recognizers use it; custom recognizers can too. For a single
/// value (a scale, an angle) pass it as `x` and read the velocity's `x`.
public struct VelocityTracker: Sendable {
    /// One position of the tracked point and when it was there.
    public struct Sample: Equatable, Sendable {
        /// Where the point was.
        public var position: CGPoint
        /// When, in seconds on the application's clock.
        public var time: TimeInterval

        /// Creates a sample.
        public init(position: CGPoint, time: TimeInterval) {
            self.position = position
            self.time = time
        }
    }

    /// The samples the next estimate fits, oldest first.
    public private(set) var samples: [Sample] = []

    /// Creates a tracker with no samples (its velocity is zero).
    public init() {}

    /// Records that the point was at `position` at `time`. A sample older than the newest one is
    /// ignored: time never goes backwards.
    ///
    /// - Complexity: O(*n*) in the samples kept, at most
    ///   ``HitKitDefaults/velocityMaximumSampleCount``.
    public mutating func addSample(_ position: CGPoint, at time: TimeInterval) {
        guard time.isFinite, position.x.isFinite, position.y.isFinite else { return }
        if let newest = samples.last {
            if time < newest.time { return }
            if time - newest.time > HitKitDefaults.velocityStoppedInterval {
                samples.removeAll(keepingCapacity: true)
            }
        }
        samples.append(Sample(position: position, time: time))
        let oldestKept = time - HitKitDefaults.velocityHorizon
        if let firstKept = samples.firstIndex(where: { $0.time >= oldestKept }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
        if samples.count > HitKitDefaults.velocityMaximumSampleCount {
            samples.removeFirst(samples.count - HitKitDefaults.velocityMaximumSampleCount)
        }
    }

    /// Forgets every sample; the velocity is zero until two new samples arrive.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)  // a reused buffer: the next gesture's moves allocate nothing
    }

    /// The estimated velocity at `time`, in position units per second: zero when the newest
    /// sample is more than ``HitKitDefaults/velocityStoppedInterval`` older than `time` (the
    /// pointer has stopped), else ``velocity()``.
    ///
    /// - Complexity: O(*n*) in the samples kept.
    public func velocity(at time: TimeInterval) -> CGPoint {
        guard let newest = samples.last, time - newest.time <= HitKitDefaults.velocityStoppedInterval else {
            return .zero
        }
        return velocity()
    }

    /// The estimated velocity at the newest sample, in position units per second; zero with fewer
    /// than two samples at different times.
    ///
    /// - Complexity: O(*n*) in the samples kept.
    public func velocity() -> CGPoint {
        guard let newest = samples.last else { return .zero }
        let times = samples.map { $0.time - newest.time }
        let span = -(times.first ?? 0)
        guard span > 0 else { return .zero }
        // Time in units of the span keeps the fit well conditioned whatever the sampling rate.
        let scaled = times.map { $0 / span }
        let distinctTimes = Set(scaled).count
        let degree = min(2, distinctTimes - 1)
        let vx = Self.slopeAtZero(values: samples.map { Double($0.position.x) }, times: scaled, degree: degree)
        let vy = Self.slopeAtZero(values: samples.map { Double($0.position.y) }, times: scaled, degree: degree)
        return CGPoint(x: CGFloat(vx / span), y: CGFloat(vy / span))
    }

    /// The first-order coefficient of the least-squares polynomial of `degree` (falling back to
    /// lower degrees when the system is singular) through (`times`, `values`): its slope at 0.
    static func slopeAtZero(values: [Double], times: [Double], degree: Int) -> Double {
        var degree = degree
        while degree >= 1 {
            if let coefficients = fitPolynomial(values: values, times: times, degree: degree) {
                return coefficients[1]
            }
            degree -= 1
        }
        return 0
    }

    /// Solves the normal equations of a least-squares polynomial fit by Gaussian elimination with
    /// partial pivoting; `nil` when they are singular.
    static func fitPolynomial(values: [Double], times: [Double], degree: Int) -> [Double]? {
        let size = degree + 1
        // powerSums[k] = Σ t^k for k in 0...2·degree; moments[k] = Σ y·t^k.
        var powerSums = [Double](repeating: 0, count: 2 * degree + 1)
        var moments = [Double](repeating: 0, count: size)
        for (time, value) in zip(times, values) {
            var power = 1.0
            for k in 0..<powerSums.count {
                powerSums[k] += power
                if k < size { moments[k] += value * power }
                power *= time
            }
        }
        var matrix = (0..<size).map { row in (0..<size).map { column in powerSums[row + column] } + [moments[row]] }
        for column in 0..<size {
            guard
                let pivot = (column..<size).max(by: { abs(matrix[$0][column]) < abs(matrix[$1][column]) }),
                abs(matrix[pivot][column]) > 1e-12 * max(1, powerSums[0])
            else { return nil }
            matrix.swapAt(column, pivot)
            for row in (column + 1)..<size {
                let factor = matrix[row][column] / matrix[column][column]
                for k in column...size { matrix[row][k] -= factor * matrix[column][k] }
            }
        }
        var coefficients = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            var sum = matrix[row][size]
            for k in (row + 1)..<size { sum -= matrix[row][k] * coefficients[k] }
            coefficients[row] = sum / matrix[row][row]
        }
        return coefficients
    }
}
