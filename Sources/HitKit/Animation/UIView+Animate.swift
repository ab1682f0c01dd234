import Foundation

extension UIView {
    /// Animates changes to one or more views with the given duration, delay, options and
    /// completion, on the clock of the views' application.
    ///
    /// As in UIKit since iOS 8: the properties `animations` changes (`frame`, `bounds`, `center`,
    /// `transform`, `alpha`, `backgroundColor`, through the view or its layer) take their new model
    /// values at once — hit-testing sees them — and each gets an additive animation on the view's
    /// layer from the old value to the new one, which ``CALayer/presentation()`` shows. A second
    /// animation of the same property blends in; the first still completes with `true`.
    /// `completion` runs once the clock passes the end of every animation the block added, with
    /// `false` when one was removed before its end. Without `.allowUserInteraction` hit-testing skips
    /// the animated views (and their subviews) until their animations end. See <doc:Animations>.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, timing: .curve(options.animationCurve),
            animations: animations, completion: completion)
    }

    /// Animates changes to one or more views with the given duration and completion, no delay and
    /// the default options (the ease-in-ease-out curve).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates changes to one or more views with the given duration, no delay and the default
    /// options.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a timing curve of a spring: `dampingRatio` (1 settles without
    /// oscillating, less oscillates) and `velocity`, the initial speed as a fraction of the total
    /// distance per second. The spring lasts `duration`; its progress is
    /// ``UISpringTimingParameters/progress(atElapsed:duration:)`` of the same ratio and velocity.
    /// Otherwise as ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = UISpringTimingParameters(
            dampingRatio: dampingRatio, initialVelocity: CGVector(dx: velocity, dy: velocity))
        run(
            duration: duration, delay: delay, options: options, timing: .spring(spring), animations: animations,
            completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled: its changes take effect at once,
    /// even inside an animation block, and animation blocks it runs animate nothing (their
    /// completions still run).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _ = ViewPropertyCapture.run(.withoutAnimation, actionsWithoutAnimation)
    }

    /// The duration of the animation block running now, or 0 outside one (and inside
    /// ``performWithoutAnimation(_:)``).
    public class var inheritedAnimationDuration: TimeInterval {
        ViewPropertyCapture.currentSettings?.duration ?? 0
    }

    /// Whether animations are enabled: UIKit's process-wide switch is, in HitKit, a flag of
    /// ``UIApplication/shared`` (each application has its own, read for the views of its windows).
    public class var areAnimationsEnabled: Bool { UIApplication.shared.areViewAnimationsEnabled }

    /// Enables or disables animations for the views of ``UIApplication/shared``'s windows: with
    /// animations disabled, animation blocks change the model at once and their completions run.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        UIApplication.shared.areViewAnimationsEnabled = enabled
    }

    private class func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        timing: ViewAnimationSettings.Timing, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let outer = ViewPropertyCapture.current
        if let outer, case .withoutAnimation = outer.mode {
            animations()
            ViewAnimationCompletion(completion).seal(clock: nil)
            return
        }
        let settings = ViewAnimationSettings(
            duration: duration, delay: delay, options: options, timing: timing,
            inheritingFrom: ViewPropertyCapture.currentSettings)
        let scope = ViewPropertyCapture.run(.animation(settings), animations)
        ViewAnimationCommit.commit(scope.changes, settings: settings, completion: ViewAnimationCompletion(completion))
    }
}
