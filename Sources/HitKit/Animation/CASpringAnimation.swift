import Foundation

/// An animation that applies a spring-like force to a layer property: a ``CABasicAnimation`` whose
/// progress follows a damped harmonic oscillator instead of a timing function.
///
/// The progress `t` seconds into a cycle is the oscillator's `1 − x(t)` (see <doc:AnimationTiming>):
/// the spring runs in real seconds, not in fractions of ``CAMediaTiming/duration``; the duration only
/// decides when the animation ends (Core Animation's rule: set it to ``settlingDuration`` to see the
/// whole spring). The ``CAAnimation/timingFunction`` is not used.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object attached to the spring; must be greater than 0. Defaults to 1.
    public var mass: CGFloat = 1
    /// The spring stiffness coefficient; must be greater than 0. Defaults to 100.
    public var stiffness: CGFloat = 100
    /// The damping coefficient; must be 0 or greater. Defaults to 10.
    public var damping: CGFloat = 10
    /// The initial velocity of the object, in distances per second: positive towards the target,
    /// negative away from it. Defaults to 0.
    public var initialVelocity: CGFloat = 0

    var oscillator: DampedOscillator {
        DampedOscillator(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// The estimated duration for the spring to be considered at rest, for the current parameters.
    ///
    /// HitKit's estimate: the first time the decaying envelope of the displacement falls to 0.001 of
    /// the distance (SwiftUI's documented epsilon for `Spring.settlingDuration`), so the displacement
    /// stays within that tolerance from then on. For Apple's example — mass 1, stiffness 100,
    /// damping 5, which Apple says settles in about 2.85 s — it gives 2.78 s. An undamped spring
    /// (damping 0) never settles: `+∞`. Out-of-range parameters take the defaults above.
    public var settlingDuration: CFTimeInterval { oscillator.settlingDuration }

    override func progress(at sample: MediaTimingSample) -> Double {
        oscillator.progress(at: sample.localTime)
    }
}
