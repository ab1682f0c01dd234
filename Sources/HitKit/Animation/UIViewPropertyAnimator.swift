import Foundation

/// Animates changes to views on the application's clock and lets you start, pause, scrub, reverse,
/// stop and finish them (UIKit's `UIViewPropertyAnimator`).
///
/// The animation blocks run when the animator becomes active (``startAnimation()``,
/// ``pauseAnimation()``, setting ``fractionComplete``), or at once for blocks added to an active
/// animator: as in UIKit, the views' model values change at once and only
/// `layer.presentation()` shows the values in between. Time is the application's clock of the
/// first animated view's window (`window?.application?.clock`); nothing reads the wall clock.
///
/// Hit-testing follows UIKit: while the animator is active, interruptible
/// (``isInterruptible``), its ``isUserInteractionEnabled`` is true and its
/// ``isManualHitTestingEnabled`` false, its views are hit-tested where they are drawn; with
/// ``isUserInteractionEnabled`` false they take no touches; with ``isManualHitTestingEnabled`` true
/// they are hit-tested at their model geometry, so a `hitTest(_:with:)` override of your own that
/// asks `layer.presentation()` decides. See <doc:PropertyAnimators>.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing the animator was made with.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration given when the animator was made, in seconds (a spring made from mass,
    /// stiffness and damping runs until it settles instead).
    open private(set) var duration: TimeInterval
    /// The delay of the last ``startAnimation(afterDelay:)`` (0 before any).
    open private(set) var delay: TimeInterval = 0
    /// Whether a paused animator scrubs linearly (the default) or along its timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, instead of finishing (default false);
    /// it then runs no completion until stopped and finished.
    open var pausesOnCompletion = false

    /// Whether the animated views take touches while the animations run (default true). Setting it
    /// on an active animator is refused with a ``HitKitDiagnostic`` (UIKit raises an exception).
    open var isUserInteractionEnabled: Bool {
        get { storedUserInteractionEnabled }
        set {
            guard refuseWhileActive("isUserInteractionEnabled") else { return }
            storedUserInteractionEnabled = newValue
        }
    }

    /// Whether you manage hit-testing of the animated views yourself (default false): when true,
    /// they are hit-tested at their model geometry, not where the animator draws them.
    open var isManualHitTestingEnabled: Bool {
        get { storedManualHitTesting }
        set {
            guard newValue != storedManualHitTesting else { return }
            storedManualHitTesting = newValue
            updateHitTesting()
        }
    }

    /// Whether the animations can be paused and stopped (default true). A non-interruptible
    /// animator runs to its end once started: ``pauseAnimation()`` and ``stopAnimation(_:)`` are
    /// refused with a diagnostic. Setting it on an active animator is refused with a
    /// ``HitKitDiagnostic`` (UIKit raises an exception).
    open var isInterruptible: Bool {
        get { storedInterruptible }
        set {
            guard refuseWhileActive("isInterruptible") else { return }
            storedInterruptible = newValue
        }
    }

    /// The state of the animator: inactive, active (running or paused) or stopped.
    open internal(set) var state: UIViewAnimatingState = .inactive

    var storedUserInteractionEnabled = true
    var storedManualHitTesting = false
    var storedInterruptible = true
    var timeline: PropertyAnimatorTimeline
    /// The blocks waiting for the animator to become active, with their delay factors.
    var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The property changes the running blocks made, with what presentation shows for them.
    var changes: [PropertyAnimatorChange] = []
    /// The clock, found from the animated views' window when the animator becomes active.
    var clock: (any EventClock)?
    var endTimer: ScheduledTimer?
    /// How each animated view is hit-tested now (the record hit-testing reads).
    var hitTestingMarks: [ObjectIdentifier: (view: UIView, mode: PropertyAnimatorHitTesting)] = [:]

    /// Creates an animator with timing parameters and no animations. A duration that is negative or
    /// not finite counts as 0.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let length = duration.isFinite && duration > 0 ? duration : 0
        self.duration = length
        self.timingParameters = parameters
        let curve = Self.curve(for: parameters, duration: length)
        timeline = PropertyAnimatorTimeline(curve: curve.curve, length: curve.length)
    }

    /// Creates an animator with one of UIKit's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with a spring of the given damping ratio, lasting `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator, runs `animations` and starts it (after `delay` seconds), with the curve
    /// of `options` and `completion` as its first completion. Of the options only the curve
    /// matters here; `.allowUserInteraction` is implied, as property animators always allow it.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// The curve and run length for `parameters`: a spring from a damping ratio lasts `duration`, a
    /// spring from mass, stiffness and damping its settling duration; a provider with neither a
    /// spring nor a cubic curve runs ease-in-ease-out, UIKit's default curve.
    static func curve(
        for parameters: (any UITimingCurveProvider)?, duration: TimeInterval
    ) -> (curve: PropertyAnimatorTimeline.Curve, length: TimeInterval) {
        if let spring = parameters?.springTimingParameters {
            let length = spring.animationDuration(forDuration: duration)
            let oscillator = spring.oscillator(duration: duration, velocity: Double(spring.initialVelocity.dx))
            return (.spring(oscillator, length: length), duration > 0 ? length : 0)
        }
        let cubic = parameters?.cubicTimingParameters ?? UICubicTimingParameters()
        return (.cubic(cubic.curve), duration)
    }

    // MARK: UIViewAnimating

    /// Whether the animations are moving now (also during a start delay).
    open var isRunning: Bool { state == .active && timeline.isRunning }

    /// Whether the animations run towards their start. Set on an active animator, the animations
    /// turn around where they are; a stopped animator ignores it.
    open var isReversed: Bool {
        get { timeline.isReversed }
        set {
            guard state != .stopped else { return }
            timeline.setReversed(newValue, at: now)
            if isRunning { scheduleEnd() }
        }
    }

    /// The completion fraction, from 0 to 1 (time, not the curve's progress). Settable while the
    /// animator is paused (setting it on an inactive animator activates it, paused); the animated
    /// values follow linearly or along the curve (``scrubsLinearly``). Ignored while running or
    /// stopped, as in UIKit. A NaN is ignored; values are clamped to [0, 1].
    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction(at: now)) }
        set {
            switch state {
            case .stopped: return
            case .inactive: activate()
            case .active: if timeline.isRunning { return }
            }
            timeline.scrub(to: Double(newValue), linearly: scrubsLinearly)
        }
    }

    /// Starts the animations, or resumes paused ones. Refused with a diagnostic on a stopped
    /// animator (UIKit: "an animation cannot be started while in this state").
    open func startAnimation() { start(afterDelay: 0) }

    /// Starts the animations after `delay` seconds of the application's clock (``delay`` reports
    /// it); during the delay the animator is active and running, and the views show their start.
    open func startAnimation(afterDelay delay: TimeInterval) {
        start(afterDelay: delay.isFinite && delay > 0 ? delay : 0)
    }

    private func start(afterDelay delay: TimeInterval) {
        if state != .stopped, !isRunning { self.delay = delay }
        switch state {
        case .stopped:
            report(
                "startAnimation() on a stopped animator; call finishAnimation(at:) first",
                code: .invalidAnimatorOperation)
            return
        case .inactive: activate()
        case .active: if timeline.isRunning { return }
        }
        timeline.run(at: now + delay)
        scheduleEnd()
    }

    /// Pauses running animations where they are; makes an inactive animator active and paused at
    /// its start. Refused with a diagnostic when the animator is not interruptible or is stopped.
    open func pauseAnimation() {
        guard storedInterruptible else {
            report("pauseAnimation() on an animator that is not interruptible", code: .invalidAnimatorOperation)
            return
        }
        switch state {
        case .stopped:
            report(
                "pauseAnimation() on a stopped animator; call finishAnimation(at:) first",
                code: .invalidAnimatorOperation)
        case .inactive: activate()
        case .active:
            timeline.pause(at: now)
            cancelEnd()
        }
    }

    /// Stops the animations where they are: the views' model values become the values drawn now and
    /// the animations are removed. With `true` the animator becomes inactive and runs no completion;
    /// with `false` it becomes stopped until ``finishAnimation(at:)``. Does nothing on an inactive
    /// animator; refused with a diagnostic when the animator is not interruptible.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard storedInterruptible else {
            report("stopAnimation(_:) on an animator that is not interruptible", code: .invalidAnimatorOperation)
            return
        }
        switch state {
        case .inactive: return
        case .stopped:
            if withoutFinishing { becomeInactive() }
        case .active:
            timeline.pause(at: now)
            applyCurrentValuesToModel()
            if withoutFinishing {
                becomeInactive()
            } else {
                detachAnimations()
                state = .stopped
                updateHitTesting()
            }
        }
    }

    /// Finishes stopped animations: sets the animated properties to their end (``UIViewAnimatingPosition/end``),
    /// start (``UIViewAnimatingPosition/start``) or leaves them where they stopped
    /// (``UIViewAnimatingPosition/current``), runs the completions in the order added with
    /// `finalPosition`, and makes the animator inactive. Refused with a diagnostic unless the
    /// animator is stopped (UIKit: a programmer error).
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            report("finishAnimation(at:) on an animator that is not stopped", code: .invalidAnimatorOperation)
            return
        }
        switch finalPosition {
        case .end: applyToModel { $0.to }
        case .start: applyToModel { $0.from }
        case .current: break
        }
        finish(at: finalPosition)
    }

    // MARK: UIViewImplicitlyAnimating

    /// Adds animations: kept for later on an inactive animator; run at once on an active one, where
    /// they animate from the current values over the rest of the duration. Refused with a
    /// diagnostic on a stopped animator.
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (clamped to 0…1) of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active:
            let fraction = timeline.fraction(at: now)
            capture(animation, startFraction: fraction + factor * (1 - fraction))
        case .stopped:
            report("addAnimations(_:) on a stopped animator", code: .invalidAnimatorOperation)
        }
    }

    /// Adds a block to run, after those added before, when the animations finish.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator (or retimes a running one) with new timing — `nil` keeps the
    /// current curve — over `durationFactor` × ``duration`` (a factor of 0 or less, or not finite,
    /// counts as 1): the rest of the animation takes the remaining fraction of that time, starting
    /// from the values drawn now. Ignored on an inactive or stopped animator.
    open func continueAnimation(
        withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
    ) {
        guard state == .active else { return }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        let base = Self.curve(for: parameters ?? timingParameters, duration: duration)
        timeline.retime(curve: parameters == nil ? nil : base.curve, length: base.length * factor, at: now)
        timeline.run(at: now)
        scheduleEnd()
    }
}
