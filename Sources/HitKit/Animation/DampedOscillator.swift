import Foundation

/// A damped harmonic oscillator, solved in closed form: the spring behind ``CASpringAnimation`` and
/// ``UISpringTimingParameters``.
///
/// The displacement `x` from the target obeys `m·x″ + c·x′ + k·x = 0` with `x(0) = 1` (the whole
/// distance still to go) and `x′(0) = −v₀`, where `v₀` is the initial velocity in distances per
/// second towards the target. With `ω₀ = √(k/m)` and `ζ = c / (2√(k·m))`:
/// - under-damped (`ζ < 1`), with `ω_d = ω₀√(1−ζ²)`:
///   `x(t) = e^(−ζω₀t) · (cos ω_d·t + (ζω₀ − v₀)/ω_d · sin ω_d·t)`;
/// - critically damped (`ζ = 1`): `x(t) = (1 + (ω₀ − v₀)·t) · e^(−ω₀t)`;
/// - over-damped (`ζ > 1`), with roots `r₁,₂ = −ω₀(ζ ∓ √(ζ²−1))`:
///   `x(t) = C₁e^(r₁t) + C₂e^(r₂t)`, `C₂ = (−v₀ − r₁)/(r₂ − r₁)`, `C₁ = 1 − C₂`.
///
/// The progress is `1 − x(t)`. Ratios within 1e-9 of 1 count as critical, where the under- and
/// over-damped forms lose precision.
struct DampedOscillator: Equatable, Sendable {
    /// The tolerance of ``settlingDuration``: the spring is at rest once its displacement stays within
    /// 0.001 of the distance — the epsilon SwiftUI's `Spring.settlingDuration` documents.
    static let settlingTolerance = 0.001

    let naturalFrequency: Double
    let dampingRatio: Double
    let initialVelocity: Double

    /// A spring from its physical coefficients. A mass or stiffness that is not a positive finite
    /// number takes Core Animation's default (1 and 100); a damping that is negative or not finite
    /// takes 10; a non-finite velocity counts as 0.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        self.init(naturalFrequency: omega, dampingRatio: zeta, initialVelocity: initialVelocity)
    }

    /// A spring from its natural frequency (radians per second) and damping ratio. Values that are not
    /// finite, or out of range (frequency ≤ 0, ratio < 0), take 10 rad/s and ratio 1.
    init(naturalFrequency: Double, dampingRatio: Double, initialVelocity: Double) {
        let omega = naturalFrequency.isFinite && naturalFrequency > 0 ? naturalFrequency : 10
        let zeta = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
        self.naturalFrequency = omega
        self.dampingRatio = abs(zeta - 1) < 1e-9 ? 1 : zeta
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The displacement from the target at `time` seconds: 1 at 0 and before, 0 at +∞; NaN counts as 0.
    func displacement(at time: Double) -> Double {
        guard time > 0 else { return 1 }
        guard time.isFinite else { return 0 }
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / omegaD
            return exp(-zeta * omega * time) * (cos(omegaD * time) + b * sin(omegaD * time))
        }
        if zeta == 1 {
            return (1 + (omega - v0) * time) * exp(-omega * time)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * time) + c2 * exp(r2 * time)
    }

    /// The progress `1 − x(t)` at `time` seconds.
    func progress(at time: Double) -> Double { 1 - displacement(at: time) }

    /// A bound on `|x(t)|` that never increases after `time`s where it is used below.
    private func envelope(at time: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - v0) / omegaD
            return exp(-zeta * omega * time) * (1 + b * b).squareRoot()
        }
        if zeta == 1 {
            return (1 + abs(omega - v0) * time) * exp(-omega * time)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return abs(1 - c2) * exp(r1 * time) + abs(c2) * exp(r2 * time)
    }

    /// The time after which the displacement stays within ``settlingTolerance``: the first time the
    /// decaying envelope of `x(t)` (`e^(−ζω₀t)·√(1 + B²)` under-damped, `(1 + |ω₀ − v₀|·t)·e^(−ω₀t)`
    /// critically damped, `|C₁|e^(r₁t) + |C₂|e^(r₂t)` over-damped) falls to the tolerance, found by
    /// doubling and 100 bisection steps — deterministic, and never earlier than the true settling
    /// time. `+∞` for an undamped spring (`ζ = 0`), which never settles.
    var settlingDuration: Double {
        let tolerance = Self.settlingTolerance
        guard dampingRatio > 0 else { return .infinity }
        if dampingRatio < 1 {
            let omegaD = naturalFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
            let b = (dampingRatio * naturalFrequency - initialVelocity) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude / tolerance) / (dampingRatio * naturalFrequency))
        }
        // The critical envelope rises until 1/ω₀ − 1/|ω₀ − v₀| and falls after; the over-damped one
        // only falls. Search from the peak.
        var low = 0.0
        if dampingRatio == 1 {
            let slope = abs(naturalFrequency - initialVelocity)
            if slope > 0 { low = max(0, 1 / naturalFrequency - 1 / slope) }
        }
        if envelope(at: low) <= tolerance { return low }
        var high = max(low, 1 / naturalFrequency)
        var doublings = 0
        while envelope(at: high) > tolerance && doublings < 200 {
            low = high
            high *= 2
            doublings += 1
        }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if envelope(at: middle) > tolerance { low = middle } else { high = middle }
        }
        return high
    }
}
