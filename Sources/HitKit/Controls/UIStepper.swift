import Foundation

/// A control for incrementing or decrementing a value: a − button on its left half and a + button
/// on its right half.
///
/// As in UIKit:
///
/// - ``value`` (default 0) stays within ``minimumValue`` (0) and ``maximumValue`` (100); setting
///   it, or the limits, sends no action. Setting a limit that would pass the other sets both to
///   the new value, as Apple's `UIStepper` page says. ``stepValue`` (default 1) must be greater
///   than 0: UIKit raises an exception otherwise, HitKit ignores such a value (and any NaN or
///   infinity) and keeps the previous one.
/// - A finger that lands on the left half steps the value down by ``stepValue``, on the right half
///   up (right to left, the halves swap), when it lands (*observed*: the value changes at touch
///   down, not at lift), sending ``UIControl/Event/valueChanged`` and then
///   ``UIControl/Event/primaryActionTriggered`` after touchDown.
/// - At a limit the button towards it is disabled: a press on it changes nothing and sends no
///   valueChanged — unless ``wraps`` is set, when a step past a limit lands on the other limit. A
///   step that would pass a limit from inside stops at the limit (HitKit's choice; UIKit does not
///   say).
/// - With ``autorepeat`` (default `true`) a held press steps again on the application's clock —
///   never the wall clock — while the finger stays within the control's tracking area. Apple says
///   only that "the rate of change depends on how long the user continues pressing"; HitKit takes
///   the timing `NSStepper`'s `autorepeat` documents: the first repeat
///   ``HitKitDefaults/stepperAutorepeatDelay`` (0.5 s) after the press, then one every
///   ``HitKitDefaults/stepperAutorepeatInterval`` (0.1 s). UIKit's further speed-up on long holds
///   is not modelled.
/// - With ``isContinuous`` `false`, the value still changes during the press, but valueChanged is
///   sent once, when the touch ends or is cancelled, and only if the value changed.
///
/// A parent's single-finger single tap does not begin over a stepper (Apple's exemption in
/// "Attaching gesture recognizers to UIKit controls"). HitKit draws nothing: images and tints are
/// not modelled.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The direction a press steps: -1 for the − half, +1 for the + half, while a touch is tracked.
    private var pressedDirection: Double = 0
    /// The value when the tracked press began, for a non-continuous stepper's single send.
    private var valueAtPress: Double = 0
    /// The pending autorepeat timer, and the clock it runs on.
    private var repeatTimer: ScheduledTimer?
    private weak var repeatClock: (any EventClock)?

    /// Creates a stepper with UIKit's defaults: value 0 between 0 and 100, stepping by 1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Value

    /// The stepper's value (default 0), kept between ``minimumValue`` and ``maximumValue``.
    /// Setting it sends no action; a NaN is ignored.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
        }
    }

    /// The lowest value (default 0). Setting it above ``maximumValue`` sets both to it.
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            guard newValue.isFinite else { return }
            storedMinimumValue = newValue
            if storedMaximumValue < newValue { storedMaximumValue = newValue }
            value = storedValue
        }
    }

    /// The highest value (default 100). Setting it below ``minimumValue`` sets both to it.
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            guard newValue.isFinite else { return }
            storedMaximumValue = newValue
            if storedMinimumValue > newValue { storedMinimumValue = newValue }
            value = storedValue
        }
    }

    /// How much a press changes the value (default 1); a value that is not finite and greater
    /// than 0 is ignored.
    open var stepValue: Double {
        get { storedStepValue }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            storedStepValue = newValue
        }
    }

    /// Whether a step past a limit goes round to the other limit (default `false`).
    open var wraps = false

    /// Whether a held press keeps stepping (default `true`).
    open var autorepeat = true

    /// Whether valueChanged is sent as the value changes during a press (default `true`), or
    /// once when the press ends.
    open var isContinuous = true

    private var storedValue: Double = 0
    private var storedMinimumValue: Double = 0
    private var storedMaximumValue: Double = 100
    private var storedStepValue: Double = 1

    // MARK: Tracking

    /// Picks the half under the finger; returns `true`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        guard location.x.isFinite else {
            pressedDirection = 0
            return true
        }
        let onLeft = location.x < bounds.midX
        let leftSteps: Double = effectiveUserInterfaceLayoutDirection == .rightToLeft ? 1 : -1
        pressedDirection = onLeft ? leftSteps : -leftSteps
        valueAtPress = value
        return true
    }

    /// Steps once after the touchDown it sends, then starts the autorepeat timer.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = trackedTouch
        super.touchesBegan(touches, with: event)
        guard wasTracking == nil, let touch = trackedTouch, isTracking, pressedDirection != 0 else { return }
        step(with: event)
        guard trackedTouch === touch, autorepeat else { return }
        scheduleRepeat(after: HitKitDefaults.stepperAutorepeatDelay, for: touch)
    }

    /// Sends a non-continuous stepper's single valueChanged, if the press changed the value.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress(with: event)
    }

    /// Sends a non-continuous stepper's single valueChanged, if the press changed the value.
    open override func cancelTracking(with event: UIEvent?) {
        finishPress(with: event)
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single-finger single tap: Apple's exemption for "a single finger
    /// single tap … on a … UIStepper".
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isAncestorSingleTap(gestureRecognizer) else { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Private

    /// The value one step in `direction` from `value`, or `nil` when the button is disabled (at
    /// its limit, without wrapping).
    private func steppedValue(_ direction: Double) -> Double? {
        let current = value
        if direction > 0 {
            if current >= maximumValue { return wraps && current > minimumValue ? minimumValue : nil }
            return min(current + stepValue, maximumValue)
        }
        if current <= minimumValue { return wraps && current < maximumValue ? maximumValue : nil }
        return max(current - stepValue, minimumValue)
    }

    private func step(with event: UIEvent?) {
        guard let next = steppedValue(pressedDirection), next != value else { return }
        storedValue = next
        if isContinuous { sendValueChangedByTouch(with: event) }
    }

    private func scheduleRepeat(after delay: TimeInterval, for touch: UITouch) {
        guard let clock = window?.application?.clock else { return }
        repeatClock = clock
        repeatTimer = clock.schedule(after: delay) { [weak self, weak touch] in
            guard let self, let touch else { return }
            self.repeatTimer = nil
            self.repeatFired(for: touch)
        }
    }

    private func repeatFired(for touch: UITouch) {
        guard trackedTouch === touch, isTracking, autorepeat else { return }
        if isTouchInside { step(with: nil) }
        guard trackedTouch === touch else { return }
        scheduleRepeat(after: HitKitDefaults.stepperAutorepeatInterval, for: touch)
    }

    private func finishPress(with event: UIEvent?) {
        if let repeatTimer { repeatClock?.cancel(repeatTimer) }
        repeatTimer = nil
        pressedDirection = 0
        if !isContinuous, value != valueAtPress { sendValueChangedByTouch(with: event) }
        valueAtPress = value
    }
}
