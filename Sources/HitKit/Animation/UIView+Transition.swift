import Foundation

extension UIView {
    /// Creates a transition animation for `view`: `animations` runs at once, without property
    /// animations (its changes, to the hierarchy too, take effect immediately, as UIKit snapshots
    /// them), and `view`'s layer runs a timed transition state of `duration` under the key
    /// `"transition"` — a renderer may draw the `transition…` option of `options` meanwhile.
    /// Without `.allowUserInteraction`, hit-testing skips `view` until it ends; `completion` runs
    /// when the clock passes its end, with `false` if it was removed before.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        if let animations { _ = ViewPropertyCapture.run(.withoutAnimation, animations) }
        runTransition(on: view, duration: duration, options: options, completion: completion)
    }

    /// Creates a transition animation between `fromView` and `toView`: at once, `fromView` is
    /// removed from its superview and `toView` added to it (with `.showHideTransitionViews`,
    /// `fromView` is hidden and `toView` shown instead), then the superview runs a timed transition
    /// state as ``transition(with:duration:options:animations:completion:)`` does. When `fromView`
    /// has no superview nothing changes and `completion` runs at once with `true`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard let container = fromView.superview else {
            completion?(true)
            return
        }
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        runTransition(on: container, duration: duration, options: options, completion: completion)
    }

    private class func runTransition(
        on view: UIView, duration: TimeInterval, options: UIView.AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        let group = ViewAnimationCompletion(completion)
        let layer = view.layer
        guard let clock = layer.animationClock, duration.isFinite, duration > 0,
            view.window?.application?.areViewAnimationsEnabled ?? true,
            ViewPropertyCapture.current.map({ if case .withoutAnimation = $0.mode { false } else { true } }) ?? true
        else {
            group.seal(clock: layer.animationClock)
            return
        }
        let settings = ViewAnimationSettings(
            duration: duration, delay: 0, options: options, timing: .curve(options.animationCurve),
            inheritingFrom: nil)
        let state = CAAnimation()
        settings.applyTiming(to: state, now: clock.now)
        group.expect()
        let entry = layer.addRunningAnimation(state, forKey: "transition", observer: group)
        if !settings.allowsUserInteraction { entry.blockHitTesting(of: view) }
        group.seal(clock: clock)
    }
}
