import Foundation

/// The timing information for animations that mimics the behavior of a spring.
///
/// A spring made from a damping ratio (``init(dampingRatio:)``, ``init(dampingRatio:initialVelocity:)``,
/// ``init()``) lasts the duration of the animation that uses it; one made from physical coefficients
/// (``init(mass:stiffness:damping:initialVelocity:)``) runs in real seconds and lasts until it settles,
/// whatever duration the animator was given — UIKit's observed behaviour, which Apple does not document.
///
/// Apple does not say how a damping ratio becomes a spring for a given duration. HitKit's mapping:
/// mass 1, the damping ratio as given (below 0.01 it counts as 0.01, so the spring can settle), and
/// the natural frequency `ω₀` for which the same spring with no initial velocity settles —
/// displacement within 0.001 of the distance, as ``CASpringAnimation/settlingDuration`` — exactly at
/// the end of the duration; the progress is exactly 1 from then on. The spring's curves are the
/// damped harmonic oscillator's closed forms (see <doc:AnimationTiming>).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    enum Model: Equatable {
        case ratio(Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    /// The initial velocity of the animated property, in distances per second relative to the total
    /// distance of the animation (a velocity of 100 points per second over 200 points is 0.5).
    public let initialVelocity: CGVector
    let model: Model

    /// Creates default spring parameters: damping ratio 4.56 and no initial velocity, as Apple
    /// documents for this initialiser.
    public convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

    /// Creates spring parameters with a damping ratio and no initial velocity. A ratio of 1 decelerates
    /// smoothly without oscillating; ratios closer to 0 oscillate more.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// Creates spring parameters with a damping ratio and an initial velocity. A ratio that is NaN or
    /// negative counts as 1; a non-finite velocity component counts as 0.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let value = Double(ratio)
        model = .ratio(value.isFinite && value >= 0 ? value : 1)
        initialVelocity = Self.sanitized(velocity)
    }

    /// Creates spring parameters from the spring's mass, stiffness and damping coefficient. Values out
    /// of range take ``CASpringAnimation``'s defaults (mass 1, stiffness 100, damping 10).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        model = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = Self.sanitized(velocity)
    }

    private static func sanitized(_ velocity: CGVector) -> CGVector {
        CGVector(dx: velocity.dx.isFinite ? velocity.dx : 0, dy: velocity.dy.isFinite ? velocity.dy : 0)
    }

    /// ``UITimingCurveType/spring``.
    open var timingCurveType: UITimingCurveType { .spring }
    /// `nil`: a spring has no cubic curve.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// This object.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The smallest damping ratio a duration-based spring uses, so that it settles within the duration.
    static let minimumDurationDampingRatio = 0.01

    /// The spring this object describes for an animation of `duration` seconds, with the initial
    /// velocity `velocity` (distances per second).
    func oscillator(duration: TimeInterval, velocity: Double) -> DampedOscillator {
        switch model {
        case .physical(let mass, let stiffness, let damping):
            return DampedOscillator(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        case .ratio(let ratio):
            let zeta = max(ratio, Self.minimumDurationDampingRatio)
            let unit = DampedOscillator(naturalFrequency: 1, dampingRatio: zeta, initialVelocity: 0)
            let length = duration.isFinite && duration > 0 ? duration : CAAnimation.defaultDuration
            return DampedOscillator(
                naturalFrequency: unit.settlingDuration / length, dampingRatio: zeta, initialVelocity: velocity)
        }
    }

    /// How long an animation given `duration` seconds runs with this spring (HitKit's addition): the
    /// duration itself for a damping-ratio spring (0.25 s when it is not a positive finite number),
    /// the spring's settling duration for a spring from mass, stiffness and damping.
    public func animationDuration(forDuration duration: TimeInterval) -> TimeInterval {
        switch model {
        case .physical: oscillator(duration: duration, velocity: Double(initialVelocity.dx)).settlingDuration
        case .ratio: duration.isFinite && duration > 0 ? duration : CAAnimation.defaultDuration
        }
    }

    /// The progress `elapsed` seconds into an animation given `duration` seconds (HitKit's addition),
    /// with the horizontal component of ``initialVelocity`` as the initial velocity: 0 at or before 0
    /// and for NaN, exactly 1 from ``animationDuration(forDuration:)`` on, the spring's
    /// `1 − x(t)` in between (it overshoots 1 when the spring oscillates).
    public func progress(atElapsed elapsed: TimeInterval, duration: TimeInterval) -> Double {
        guard elapsed > 0 else { return 0 }
        guard elapsed < animationDuration(forDuration: duration) else { return 1 }
        return oscillator(duration: duration, velocity: Double(initialVelocity.dx)).progress(at: elapsed)
    }
}
