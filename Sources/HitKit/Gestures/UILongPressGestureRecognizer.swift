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
    /// ``HitKitDefaults/longPressMinimumPressDuration``, 0.5 s).
    open var minimumPressDuration: TimeInterval = HitKitDefaults.longPressMinimumPressDuration

    /// How far, in points, a finger may move before the press begins without failing it
    /// (default ``HitKitDefaults/longPressAllowableMovement``, 10 points).
    open var allowableMovement: CGFloat = HitKitDefaults.longPressAllowableMovement

    /// How many taps must come before the press (default 0).
    open var numberOfTapsRequired: Int = 0

    /// How many fingers must press (default 1).
    open var numberOfTouchesRequired: Int = 1

    private var completedTaps = 0
    /// Whether fingers of the current tap or press are down.
    private var contactInProgress = false
    /// How many fingers have touched down in the current tap or press.
    private var touchesInContact = 0
    private var pressTimer: ScheduledTimer?
    private var tapTimer: ScheduledTimer?
    private var intervalTimer: ScheduledTimer?
    /// Counts resets, so a timer of an earlier sequence can never touch a later one.
    private var sequence = 0

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
        if touchesInContact > numberOfTouchesRequired {
            state = .failed
            return
        }
        if completedTaps < numberOfTapsRequired {
            if tapTimer == nil { tapTimer = schedule(after: HitKitDefaults.tapMaximumPressDuration) { $0.fail() } }
        } else if touchesInContact == numberOfTouchesRequired {
            pressTimer = schedule(after: minimumPressDuration) { $0.pressTimerFired() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if touches.contains(where: { Self.distanceFromStart(of: $0) > allowableMovement }) { fail() }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if completedTaps >= numberOfTapsRequired {
                fail()  // lifted before the press was long enough
                return
            }
            if touches.contains(where: { Self.distanceFromStart(of: $0) > allowableMovement }) {
                fail()
                return
            }
            guard !trackedTouches.contains(where: \.isActive) else { return }
            // A preliminary tap is complete.
            cancelTimer(&tapTimer)
            contactInProgress = false
            guard touchesInContact == numberOfTouchesRequired else {
                fail()
                return
            }
            completedTaps += 1
            intervalTimer = schedule(after: HitKitDefaults.multiTapInterval) { $0.fail() }
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

    private func pressTimerFired() {
        pressTimer = nil
        let down = trackedTouches.filter(\.isActive).count
        if down == numberOfTouchesRequired { state = .began }
    }

    private func fail() {
        guard state == .possible else { return }
        cancelTimer(&pressTimer)
        cancelTimer(&tapTimer)
        cancelTimer(&intervalTimer)
        state = .failed
    }

    /// Schedules `action` on the clock for this sequence, while the recognizer is undecided.
    private func schedule(
        after delay: TimeInterval, _ action: @escaping @MainActor (UILongPressGestureRecognizer) -> Void
    ) -> ScheduledTimer? {
        let scheduledIn = sequence
        return clock?.schedule(after: delay) { [weak self] in
            guard let self, self.sequence == scheduledIn, self.state == .possible else { return }
            action(self)
        }
    }

    private func cancelTimer(_ timer: inout ScheduledTimer?) {
        if let pending = timer { clock?.cancel(pending) }
        timer = nil
    }
}
