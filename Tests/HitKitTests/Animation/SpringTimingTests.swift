import Foundation
import Testing

@testable import HitKit

/// The closed forms of the damped harmonic oscillator, written out again for the tests: the
/// displacement `x(t)` with `x(0) = 1`, `x′(0) = −v₀`.
private func referenceDisplacement(
    mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
    at t: Double
) -> Double {
    let omega = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 {
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * omega * t) * (cos(omegaD * t) + (zeta * omega - v0) / omegaD * sin(omegaD * t))
    }
    if zeta == 1 { return (1 + (omega - v0) * t) * exp(-omega * t) }
    let s = (zeta * zeta - 1).squareRoot()
    let r1 = -omega * (zeta - s)
    let r2 = -omega * (zeta + s)
    let c2 = (-v0 - r1) / (r2 - r1)
    return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
}

@MainActor
@Suite("Spring timing")
struct SpringTimingTests {
    private let times = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.3, 2.1]

    @Test("Under-, critically and over-damped springs follow their closed forms at chosen times")
    func closedForms() {
        // ζ = 0.5, 1 and 2.5 with ω₀ = 10; velocities towards and away from the target.
        for damping in [10.0, 20, 50] {
            for velocity in [0.0, 4, -3] {
                let spring = DampedOscillator(mass: 1, stiffness: 100, damping: damping, initialVelocity: velocity)
                for t in times {
                    let expected =
                        1
                        - referenceDisplacement(
                            mass: 1, stiffness: 100, damping: damping, velocity: velocity, at: t)
                    #expect(abs(spring.progress(at: t) - expected) < 1e-12, "c \(damping) v \(velocity) t \(t)")
                }
            }
        }
        // Hand-computed values for the default spring (ζ = 0.5, ω₀ = 10, ω_d = 5√3).
        let standard = DampedOscillator(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let omegaD = 5 * 3.0.squareRoot()
        let x = exp(-5 * 0.1) * (cos(omegaD * 0.1) + 5 / omegaD * sin(omegaD * 0.1))
        #expect(abs(standard.progress(at: 0.1) - (1 - x)) < 1e-12)
        let critical = DampedOscillator(mass: 2, stiffness: 50, damping: 20, initialVelocity: 0)  // ω₀ = 5
        #expect(abs(critical.progress(at: 0.3) - (1 - 2.5 * exp(-1.5))) < 1e-12)
    }

    @Test("The spring starts at 0 with the initial velocity as its slope, and ends at 1")
    func startAndSlope() {
        for damping in [4.0, 20, 60] {
            let spring = DampedOscillator(mass: 1, stiffness: 100, damping: damping, initialVelocity: 3)
            #expect(spring.progress(at: 0) == 0 && spring.progress(at: -1) == 0 && spring.progress(at: .nan) == 0)
            let h = 1e-7
            #expect(abs((spring.progress(at: h) - spring.progress(at: 0)) / h - 3) < 1e-4)
            #expect(spring.progress(at: .infinity) == 1)
            #expect(abs(spring.progress(at: 60) - 1) < 1e-9)
        }
    }

    @Test("Settling duration: displacement stays within 0.001 after it, about 2.85 s for Apple's example")
    func settlingDuration() {
        let example = CASpringAnimation()
        example.damping = 5
        #expect(abs(example.settlingDuration - 2.85) < 0.1)
        #expect(abs(example.settlingDuration - 2.7757) < 1e-3)
        for (damping, velocity) in [(5.0, 0.0), (10, 2), (20, 0), (20, -8), (50, 0), (50, 30), (1, 0)] {
            let spring = CASpringAnimation()
            spring.damping = CGFloat(damping)
            spring.initialVelocity = CGFloat(velocity)
            let settle = spring.settlingDuration
            #expect(settle.isFinite && settle > 0)
            for step in 0...4000 {
                let t = settle * (1 + Double(step) / 1000)
                let x = referenceDisplacement(mass: 1, stiffness: 100, damping: damping, velocity: velocity, at: t)
                #expect(abs(x) <= 0.001 + 1e-12, "c \(damping) v \(velocity) t \(t)")
            }
        }
        // Under-damped: the envelope e^(−ζω₀T)·√(1 + B²) is exactly the tolerance at T.
        let spring = CASpringAnimation()
        let omegaD = 5 * 3.0.squareRoot()
        let amplitude = (1 + (5 / omegaD) * (5 / omegaD)).squareRoot()
        #expect(abs(exp(-5 * spring.settlingDuration) * amplitude - 0.001) < 1e-12)
    }

    @Test("An undamped spring never settles; bad spring parameters take Core Animation's defaults")
    func degenerateSprings() {
        let undamped = CASpringAnimation()
        undamped.damping = 0
        #expect(undamped.settlingDuration == .infinity)
        #expect(abs(undamped.oscillator.progress(at: 0.1) - (1 - cos(1))) < 1e-12)
        let bad = CASpringAnimation()
        bad.mass = .nan
        bad.stiffness = -4
        bad.damping = .infinity
        bad.initialVelocity = .nan
        #expect(bad.oscillator == CASpringAnimation().oscillator)
    }

    @Test("A damping-ratio spring lasts its duration: settled at the end, exactly 1 from then on")
    func dampingRatioSpring() {
        for ratio in [0.3, 0.7, 1, 2] {
            let parameters = UISpringTimingParameters(dampingRatio: CGFloat(ratio))
            #expect(parameters.timingCurveType == .spring && parameters.springTimingParameters === parameters)
            #expect(parameters.cubicTimingParameters == nil && parameters.initialVelocity == .zero)
            #expect(parameters.animationDuration(forDuration: 2) == 2)
            #expect(parameters.progress(atElapsed: 2, duration: 2) == 1)
            #expect(parameters.progress(atElapsed: 5, duration: 2) == 1)
            #expect(parameters.progress(atElapsed: 0, duration: 2) == 0)
            #expect(abs(parameters.progress(atElapsed: 1.999_999, duration: 2) - 1) <= 0.001 + 1e-5)
            // ω₀ = T₁ / duration, where T₁ is the settling time of the unit spring with that ratio.
            let unit = DampedOscillator(naturalFrequency: 1, dampingRatio: ratio, initialVelocity: 0)
            let omega = unit.settlingDuration / 2
            let k = omega * omega
            let c = 2 * ratio * omega
            for t in [0.1, 0.4, 0.9, 1.5] {
                let expected = 1 - referenceDisplacement(mass: 1, stiffness: k, damping: c, velocity: 0, at: t)
                #expect(abs(parameters.progress(atElapsed: t, duration: 2) - expected) < 1e-9, "ζ \(ratio) t \(t)")
            }
        }
        let underdamped = DampedOscillator(naturalFrequency: 1, dampingRatio: 0.5, initialVelocity: 0)
        let amplitude = (1 + 1.0 / 3).squareRoot()
        #expect(abs(underdamped.settlingDuration - log(amplitude / 0.001) / 0.5) < 1e-12)
        let standard = UISpringTimingParameters()
        #expect(standard.model == .ratio(4.56) && standard.initialVelocity == .zero)
    }

    @Test("A spring from mass, stiffness and damping runs in seconds and lasts until it settles")
    func physicalSpring() {
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 2, dy: 0))
        let settle = DampedOscillator(mass: 1, stiffness: 100, damping: 10, initialVelocity: 2).settlingDuration
        #expect(parameters.animationDuration(forDuration: 0.1) == settle)
        #expect(parameters.animationDuration(forDuration: 30) == settle)
        for t in [0.05, 0.2, 0.6] {
            let expected = 1 - referenceDisplacement(mass: 1, stiffness: 100, damping: 10, velocity: 2, at: t)
            #expect(abs(parameters.progress(atElapsed: t, duration: 0.1) - expected) < 1e-12)
        }
        #expect(parameters.progress(atElapsed: settle, duration: 0.1) == 1)
    }

    @Test("Non-finite spring inputs never trap and evaluate to documented values")
    func nonFinite() {
        let nanRatio = UISpringTimingParameters(dampingRatio: .nan, initialVelocity: CGVector(dx: CGFloat.nan, dy: 1))
        #expect(nanRatio.model == .ratio(1) && nanRatio.initialVelocity == CGVector(dx: 0, dy: 1))
        #expect(nanRatio.animationDuration(forDuration: .nan) == 0.25)
        #expect(nanRatio.animationDuration(forDuration: .infinity) == 0.25)
        #expect(nanRatio.progress(atElapsed: .nan, duration: 1) == 0)
        #expect(nanRatio.progress(atElapsed: .infinity, duration: 1) == 1)
        let zero = UISpringTimingParameters(dampingRatio: 0)
        let midway = zero.progress(atElapsed: 0.5, duration: 1)
        #expect(midway.isFinite && zero.progress(atElapsed: 1, duration: 1) == 1)
        let badPhysical = UISpringTimingParameters(
            mass: -1, stiffness: .nan, damping: -.infinity, initialVelocity: .zero)
        #expect(badPhysical.animationDuration(forDuration: 1) == CASpringAnimation().settlingDuration)
    }
}
