import Foundation

extension UIView {
    /// Creates an animation block object for keyframe-based animations of the current view: the
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` blocks that `animations`
    /// runs each animate their changes over their part of `duration`.
    ///
    /// As in UIKit, the model values change at once; each changed property gets one keyframe
    /// animation whose keyframes are the value before the block (at time 0), then each keyframe's
    /// value, reached at the end of its part and held until the next begins. The calculation mode of
    /// `options` computes the values in between; the overall pacing is ease-in-ease-out unless the
    /// raw value of another ``UIView/AnimationOptions`` curve is passed (UIKit reads those bits from
    /// keyframe options). Changes made outside an `addKeyframe` block count as one keyframe over the
    /// whole duration. Completion and hit-testing follow
    /// ``animate(withDuration:delay:options:animations:completion:)``.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let completionGroup = ViewAnimationCompletion(completion)
        if let outer = ViewPropertyCapture.current, case .withoutAnimation = outer.mode {
            animations()
            completionGroup.seal(clock: nil)
            return
        }
        let flags = options.animationOptions
        let settings = ViewAnimationSettings(
            duration: duration, delay: delay, options: flags, timing: .curve(flags.animationCurve),
            inheritingFrom: ViewPropertyCapture.currentSettings)
        let collector = ViewKeyframeCollector()
        let scope = ViewPropertyCapture.run(.keyframes(settings, collector), animations)
        collector.add(scope.changes, start: 0, duration: 1)
        collector.commit(settings: settings, mode: options.calculationMode, completion: completionGroup)
    }

    /// Specifies the timing and animation values for a single frame of a keyframe animation:
    /// `animations`' changes are reached at `frameStartTime + frameDuration`, both fractions (0 to 1)
    /// of the whole duration. Called outside an `animateKeyframes` block, the changes take effect at
    /// once, without animation.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let current = ViewPropertyCapture.current, case .keyframes(_, let collector) = current.mode else {
            animations()
            return
        }
        let changes = ViewPropertyCapture.capturing(animations)
        collector.add(changes, start: frameStartTime, duration: frameDuration)
    }
}
