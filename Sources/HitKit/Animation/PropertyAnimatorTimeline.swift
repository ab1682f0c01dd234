import Foundation

/// The clock arithmetic of a ``UIViewPropertyAnimator``: where its animations are — the time
/// fraction (``UIViewAnimating/fractionComplete``) and the progress of the animated values — at a
/// time of the application's clock, while it runs forwards or backwards, pauses, is scrubbed and
/// is continued with new timing. A value: no clock, no views, no side effects.
///
/// The progress at fraction `f` follows the timing curve `c`: `c(f)` from the start. Scrubbing a
/// paused animator sets the progress to `f` (``UIViewPropertyAnimator/scrubsLinearly``) or `c(f)`;
/// from a progress `p₀` at fraction `f₀` that is off the curve, running resumes along
/// `c(f) + (p₀ − c(f₀)) · (1 − f) / (1 − f₀)` forwards (`· f / f₀` backwards), so the values move on
/// from where they are drawn, never jump, and reach the end (start) exactly — HitKit's choice:
/// Apple says only that the animator "may transition" from one timing to the next.
struct PropertyAnimatorTimeline {
    /// The timing curve: progress as a function of the time fraction.
    enum Curve {
        case cubic(CubicTimingCurve)
        /// A spring evaluated `fraction × length` seconds in, for an animation given `duration`.
        case spring(DampedOscillator, length: TimeInterval)

        func progress(at fraction: Double) -> Double {
            guard fraction > 0 else { return 0 }
            guard fraction < 1 else { return 1 }
            switch self {
            case .cubic(let curve): return curve.progress(at: fraction)
            case .spring(let oscillator, let length): return oscillator.progress(at: fraction * length)
            }
        }
    }

    /// The curve the animator runs with now.
    private(set) var curve: Curve
    /// Seconds from fraction 0 to fraction 1 at the current speed.
    private(set) var length: TimeInterval
    /// The fraction and progress where the current segment began.
    private var startFraction: Double = 0
    private var startProgress: Double = 0
    /// The clock time the current segment began running, or nil while paused.
    private var runningSince: TimeInterval?
    /// Whether the animator runs towards fraction 0.
    private(set) var isReversed = false

    init(curve: Curve, length: TimeInterval) {
        self.curve = curve
        self.length = Self.sanitized(length)
    }

    private static func sanitized(_ length: TimeInterval) -> TimeInterval {
        length.isFinite && length > 0 ? length : 0
    }

    /// Whether the timeline is moving.
    var isRunning: Bool { runningSince != nil }

    /// The time fraction at `now`, in [0, 1].
    func fraction(at now: TimeInterval) -> Double {
        guard let since = runningSince else { return startFraction }
        let elapsed = max(0, now - since)
        let target = isReversed ? 0.0 : 1.0
        guard length > 0 else { return target }
        let moved = elapsed / length
        let fraction = isReversed ? startFraction - moved : startFraction + moved
        return min(max(fraction, 0), 1)
    }

    /// The progress of the animated values at `now` (0 at their start, 1 at their end; a spring may
    /// overshoot).
    func progress(at now: TimeInterval) -> Double {
        guard isRunning else { return startProgress }
        let fraction = fraction(at: now)
        let offset = startProgress - curve.progress(at: startFraction)
        guard offset != 0 else { return curve.progress(at: fraction) }
        let decay: Double
        if isReversed {
            decay = startFraction > 0 ? fraction / startFraction : 0
        } else {
            decay = startFraction < 1 ? (1 - fraction) / (1 - startFraction) : 0
        }
        return curve.progress(at: fraction) + offset * decay
    }

    /// The clock time at which the running timeline reaches its end (its start when reversed).
    func endTime() -> TimeInterval? {
        guard let since = runningSince else { return nil }
        let remaining = isReversed ? startFraction : 1 - startFraction
        return since + remaining * length
    }

    /// Whether the running timeline has reached its end (start when reversed) at `now`.
    func hasArrived(at now: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let fraction = fraction(at: now)
        return isReversed ? fraction <= 0 : fraction >= 1
    }

    /// Runs from where the timeline is, at `now`.
    mutating func run(at now: TimeInterval) {
        guard !isRunning else { return }
        runningSince = now
    }

    /// Stops moving at `now`, keeping the fraction and progress reached.
    mutating func pause(at now: TimeInterval) {
        guard isRunning else { return }
        rebase(at: now)
        runningSince = nil
    }

    /// Starts a new segment at `now` from the fraction and progress reached.
    private mutating func rebase(at now: TimeInterval) {
        let fraction = fraction(at: now)
        let progress = progress(at: now)
        startFraction = fraction
        startProgress = progress
        if runningSince != nil { runningSince = now }
    }

    /// Sets the fraction of a paused timeline: the progress becomes the fraction itself when
    /// `linearly`, else the curve's value there.
    mutating func scrub(to fraction: Double, linearly: Bool) {
        let value = fraction.isFinite ? min(max(fraction, 0), 1) : startFraction
        startFraction = value
        startProgress = linearly ? value : curve.progress(at: value)
    }

    /// Reverses the direction at `now`.
    mutating func setReversed(_ reversed: Bool, at now: TimeInterval) {
        guard reversed != isReversed else { return }
        rebase(at: now)
        isReversed = reversed
    }

    /// Changes the curve (if given) and the length, at `now`, continuing from where it is.
    mutating func retime(curve newCurve: Curve?, length newLength: TimeInterval, at now: TimeInterval) {
        rebase(at: now)
        if let newCurve { curve = newCurve }
        length = Self.sanitized(newLength)
    }

    /// Puts the timeline at its end or start, paused (a finished or reset animator).
    mutating func settle(atEnd: Bool) {
        runningSince = nil
        startFraction = atEnd ? 1 : 0
        startProgress = startFraction
    }
}
