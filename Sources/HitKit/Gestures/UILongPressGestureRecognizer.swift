import Foundation

/// A continuous recognizer for presses held in place: ``numberOfTouchesRequired`` fingers kept
/// down for ``minimumPressDuration`` without moving more than ``allowableMovement``.
///
/// It begins when the press timer fires with the fingers still down, changes whenever a finger
/// moves afterwards (movement no longer matters), and ends when any finger lifts. It fails when
/// a finger moves too far or lifts before it began, when more fingers than required touch down,
/// or when its touches are cancelled (once it began, that cancels it).
///
/// With ``numberOfTapsRequired`` above 0, the press must follow that many quick taps, each held
/// no longer than ``HitKitDefaults/tapMaximumPressDuration`` and each starting within
/// ``HitKitDefaults/multiTapInterval`` of the previous lift.
///
/// The press timer runs on the application's clock: advance it to see the press begin.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long, in seconds, the fingers must stay down (default
    /// ``HitKitDefaults/longPressMinimumPressDuration``, 0.5 s). A negative duration counts as 0;
    /// `.infinity` means the press never begins (no timer is scheduled); NaN counts as the default.
    open var minimumPressDuration: TimeInterval = HitKitDefaults.longPressMinimumPressDuration

    /// How far, in points, a finger may move before the press begins without failing it
    /// (default ``HitKitDefaults/longPressAllowableMovement``, 10 points). A negative distance
    /// counts as 0 (any movement fails the press); `.infinity` allows any movement; NaN counts as
    /// the default.
    @exclusivity(unchecked)
    open var allowableMovement: CGFloat = HitKitDefaults.longPressAllowableMovement

    /// How many taps must come before the press (default 0). Negative values count as 0.
    open var numberOfTapsRequired: Int = 0

    /// How many fingers must press (default 1). Values below 1 count as 1.
    open var numberOfTouchesRequired: Int = 1

    /// ``minimumPressDuration`` made sane; `nil` when the press can never begin.
    private var pressDuration: TimeInterval? {
        if minimumPressDuration.isNaN { return HitKitDefaults.longPressMinimumPressDuration }
        return minimumPressDuration.isFinite ? max(0, minimumPressDuration) : (minimumPressDuration > 0 ? nil : 0)
    }
    /// ``allowableMovement`` made sane.
    private var movementAllowed: CGFloat {
        allowableMovement.isNaN ? HitKitDefaults.longPressAllowableMovement : max(0, allowableMovement)
    }
    private var tapsRequired: Int { max(0, numberOfTapsRequired) }
    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    private var completedTaps = 0
    /// Whether fingers of the current tap or press are down.
    private var contactInProgress = false
    /// How many fingers have touched down in the current tap or press.
    private var touchesInContact = 0
    private var pressTimer: ScheduledTimer?
    private var tapTimer: ScheduledTimer?
    private var intervalTimer: ScheduledTimer?
    /// Counts resets, so a timer of an earlier sequence can never touch a later one.
    fileprivate var sequence = 0

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed {
            for touch in touches { ignore(touch, for: event) }  // the press already has its fingers
            return
        }
        guard state == .possible else { return }
        cancelTimer(&intervalTimer)
        if !contactInProgress {
            contactInProgress = true
            touchesInContact = 0
        }
        touchesInContact += touches.count
        if touchesInContact > touchesRequired {
            state = .failed
            return
        }
        if completedTaps < tapsRequired {
            if tapTimer == nil { tapTimer = schedule(after: HitKitDefaults.tapMaximumPressDuration, .fail) }
        } else if touchesInContact == touchesRequired, let duration = pressDuration,
            ((clock?.now ?? 0) + duration).isFinite  // a deadline past the end of time never comes
        {
            pressTimer = schedule(after: duration, .press)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if Self.hasTouch(in: touches, fartherFromStartThan: movementAllowed) { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if completedTaps >= tapsRequired {
                fail()  // lifted before the press was long enough
                return
            }
            if Self.hasTouch(in: touches, fartherFromStartThan: movementAllowed) {
                fail()
                return
            }
            guard !trackedTouches.containsActive else { return }
            // A preliminary tap is complete.
            cancelTimer(&tapTimer)
            contactInProgress = false
            guard touchesInContact == touchesRequired else {
                fail()
                return
            }
            completedTaps += 1
            intervalTimer = schedule(after: HitKitDefaults.multiTapInterval, .fail)
        case .began, .changed:
            state = .ended
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible: fail()
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    open override func reset() {
        super.reset()
        cancelTimer(&pressTimer)
        cancelTimer(&tapTimer)
        cancelTimer(&intervalTimer)
        sequence += 1
        completedTaps = 0
        contactInProgress = false
        touchesInContact = 0
    }

    // MARK: Helpers

    fileprivate func pressTimerFired() {
        pressTimer = nil
        let down = trackedTouches.filter(\.isActive).count
        if down == touchesRequired { state = .began }
    }

    fileprivate func fail() {
        guard state == .possible else { return }
        cancelTimer(&pressTimer)
        cancelTimer(&tapTimer)
        cancelTimer(&intervalTimer)
        state = .failed
    }

    /// What a timer does when it fires.
    fileprivate enum TimerAction: Int {
        /// The recognizer fails.
        case fail
        /// The press has lasted `minimumPressDuration`.
        case press
    }

    /// Schedules `action` on the clock for this sequence, while the recognizer is undecided: a
    /// plain value, its tag the sequence and the action.
    private func schedule(after delay: TimeInterval, _ action: TimerAction) -> ScheduledTimer? {
        scheduleTimer(after: delay, tag: sequence * 2 + action.rawValue)
    }

    private func cancelTimer(_ timer: inout ScheduledTimer?) {
        if let pending = timer { clock?.cancel(pending) }
        timer = nil
    }
}

extension UILongPressGestureRecognizer: ClockTimerTarget {
    /// A timer fired: its action runs if it belongs to this touch sequence and the recognizer is
    /// still undecided.
    func clockTimerFired(tag: Int) {
        guard tag / 2 == sequence, state == .possible, let action = TimerAction(rawValue: tag % 2) else { return }
        switch action {
        case .fail: fail()
        case .press: pressTimerFired()
        }
    }
}
