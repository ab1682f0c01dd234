import Foundation

/// What a UIView animation block animates with: its duration, delay, options and timing (a curve or
/// a spring), after inheriting from an enclosing block as UIKit does.
@MainActor
struct ViewAnimationSettings {
    /// The timing of each animation the block makes.
    enum Timing {
        /// A curve of the options (``UIView/AnimationCurve``), from the Animation folder's functions.
        case curve(UIView.AnimationCurve)
        /// A spring of a damping ratio and an initial velocity, lasting the duration.
        case spring(UISpringTimingParameters)
    }

    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var timing: Timing

    /// The settings of a block given `duration`, `delay`, `options` and `timing`, nested in an
    /// enclosing block's `outer` settings if any. As UIKit documents for the options: the block
    /// inherits the enclosing block's duration unless `.overrideInheritedDuration`, its curve unless
    /// `.overrideInheritedCurve`, and its other options unless `.overrideInheritedOptions`. A duration
    /// or delay that is negative or not finite counts as 0.
    init(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
        inheritingFrom outer: ViewAnimationSettings?
    ) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.delay = delay.isFinite ? max(delay, 0) : 0
        self.options = options
        self.timing = timing
        guard let outer else { return }
        if !options.contains(.overrideInheritedDuration) { self.duration = outer.duration }
        if !options.contains(.overrideInheritedCurve) { self.timing = outer.timing }
        if !options.contains(.overrideInheritedOptions) {
            let flags: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .repeat, .autoreverse]
            self.options.formUnion(outer.options.intersection(flags))
        }
    }

    /// Whether views animated with these settings stay hit-testable.
    var allowsUserInteraction: Bool { options.contains(.allowUserInteraction) }

    /// An animation of `keyPath` with these settings' timing, duration, delay and repetition,
    /// beginning at `now + delay` and showing its start during the delay.
    func makeAnimation(keyPath: String, now: TimeInterval) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch timing {
        case .curve(let curve):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = CAMediaTimingFunction(name: curve.mediaTimingFunctionName)
        case .spring(let parameters):
            let spring = ViewSpringAnimation(keyPath: keyPath)
            spring.parameters = parameters
            animation = spring
        }
        applyTiming(to: animation, now: now)
        return animation
    }

    /// Sets the duration, the begin time (`now + delay`, showing the start during the delay) and
    /// the repetition of `animation`.
    func applyTiming(to animation: CAAnimation, now: TimeInterval) {
        animation.duration = duration
        animation.beginTime = now + delay
        if delay > 0 { animation.fillMode = .backwards }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
    }
}

/// A basic animation whose progress follows a UIKit spring of a damping ratio
/// (``UISpringTimingParameters/progress(atElapsed:duration:)``): what
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` adds.
final class ViewSpringAnimation: CABasicAnimation {
    var parameters = UISpringTimingParameters()

    override func progress(at sample: MediaTimingSample) -> Double {
        parameters.progress(atElapsed: sample.localTime, duration: duration)
    }
}
