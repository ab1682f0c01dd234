import Foundation

/// A discrete recognizer for taps: ``numberOfTouchesRequired`` fingers touching down and lifting,
/// ``numberOfTapsRequired`` times in quick succession.
///
/// It recognizes (`ended`, the same as `recognized`) when the fingers of the last tap lift. It
/// fails when
/// - a finger moves more than ``HitKitDefaults/tapMovementTolerance`` from where it touched down;
/// - a tap lasts longer than ``HitKitDefaults/tapMaximumPressDuration``;
/// - the next tap of a multi-tap starts later than ``HitKitDefaults/multiTapInterval`` after the
///   previous one lifted, or farther than ``HitKitDefaults/multiTapDistance`` from the first tap;
/// - a tap has more fingers than ``numberOfTouchesRequired``, or fewer once they all lift;
/// - its touches are cancelled.
///
/// Its timeouts are timers on the application's clock, so a test can step through them.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1): 2 for a double tap.
    open var numberOfTapsRequired: Int = 1

    /// How many fingers each tap needs (default 1).
    open var numberOfTouchesRequired: Int = 1

    /// Taps completed in the current sequence.
    private var completedTaps = 0
    /// Whether fingers of the current tap are down (or it has started and not yet finished).
    private var tapInProgress = false
    /// The fingers of the current (or last) tap, including those already lifted.
    private var tapTouches: [UITouch] = []
    /// How many fingers have touched down in the current tap.
    private var touchesInCurrentTap: Int { tapTouches.count }
    /// Where the first tap was, in window coordinates, for placing later taps.
    private var firstTapLocation: CGPoint?
    private var pressTimer: ScheduledTimer?
    private var intervalTimer: ScheduledTimer?
    /// Counts resets, so a timer of an earlier sequence can never touch a later one.
    private var sequence = 0

    // MARK: Location

    /// The centroid of the current tap's fingers — at recognition, of the last tap's, including
    /// fingers that lifted before the last one — in `view`'s coordinates (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard !tapTouches.isEmpty else { return super.location(in: view) }
        let points = tapTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        cancelTimer(&intervalTimer)
        if !tapInProgress {
            tapInProgress = true
            tapTouches = []
            pressTimer = scheduleFailure(after: HitKitDefaults.tapMaximumPressDuration)
        }
        tapTouches += touches.sorted { $0.pointerID < $1.pointerID }
        if touchesInCurrentTap > numberOfTouchesRequired {
            state = .failed
            return
        }
        if let first = firstTapLocation {
            for touch in touches {
                let point = touch.location(in: nil)
                if hypot(point.x - first.x, point.y - first.y) > HitKitDefaults.multiTapDistance {
                    state = .failed
                    return
                }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        failIfMovedTooFar(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        failIfMovedTooFar(touches)
        guard state == .possible, !trackedTouches.contains(where: \.isActive) else { return }
        // Every finger of this tap has lifted.
        cancelTimer(&pressTimer)
        tapInProgress = false
        guard touchesInCurrentTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        completedTaps += 1
        if firstTapLocation == nil {
            firstTapLocation = Self.windowCentroid(of: tapTouches)
        }
        if completedTaps >= max(1, numberOfTapsRequired) {
            state = .ended
        } else {
            intervalTimer = scheduleFailure(after: HitKitDefaults.multiTapInterval)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        cancelTimer(&pressTimer)
        cancelTimer(&intervalTimer)
        sequence += 1
        completedTaps = 0
        tapInProgress = false
        tapTouches = []
        firstTapLocation = nil
    }

    // MARK: Helpers

    private func failIfMovedTooFar(_ touches: Set<UITouch>) {
        if touches.contains(where: { Self.distanceFromStart(of: $0) > HitKitDefaults.tapMovementTolerance }) {
            state = .failed
        }
    }

    /// Schedules a timer that fails the recognizer if it is still undecided when it fires.
    private func scheduleFailure(after delay: TimeInterval) -> ScheduledTimer? {
        let scheduledIn = sequence
        return clock?.schedule(after: delay) { [weak self] in
            guard let self, self.sequence == scheduledIn, self.state == .possible else { return }
            self.state = .failed
        }
    }

    private func cancelTimer(_ timer: inout ScheduledTimer?) {
        if let pending = timer { clock?.cancel(pending) }
        timer = nil
    }
}
