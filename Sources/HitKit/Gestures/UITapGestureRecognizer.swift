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
///
/// A tap never prevents a tap that needs more taps (see ``canPrevent(_:)``): with a single tap and
/// a double tap on one view and no failure requirement, a double tap fires the single tap on the
/// first tap, then the double tap — and not the single tap again.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1): 2 for a double tap. Values below 1 count as 1.
    open var numberOfTapsRequired: Int = 1

    /// How many fingers each tap needs (default 1). Values below 1 count as 1.
    open var numberOfTouchesRequired: Int = 1

    /// The mouse buttons a click must use to count as a tap (default ``UIEvent/ButtonMask/primary``):
    /// `.secondary` makes a right-click recognizer. An `.indirectPointer` touch counts with the
    /// buttons it holds — exactly these, from its down to its lift (pressing another button
    /// mid-click fails the tap); every other touch (a finger, a pen, a click in UIKit's
    /// compatibility mode) counts as `.primary`.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// ``numberOfTapsRequired``, at least 1.
    var tapsRequired: Int { max(1, numberOfTapsRequired) }
    /// ``numberOfTouchesRequired``, at least 1.
    private var touchesRequired: Int { max(1, numberOfTouchesRequired) }

    /// Taps completed in the current sequence.
    private var completedTaps = 0
    /// Whether fingers of the current tap are down (or it has started and not yet finished).
    private var tapInProgress = false
    /// The fingers of the current (or last) tap, including those already lifted.
    private var tapTouches: [UITouch] = []
    /// The fingers of the first tap, once it completed.
    private var firstTapTouches: [UITouch] = []
    /// How many fingers have touched down in the current tap.
    private var touchesInCurrentTap: Int { tapTouches.count }
    /// Where the first tap was, in window coordinates, for placing later taps.
    private var firstTapLocation: CGPoint?
    private var pressTimer: ScheduledTimer?
    private var intervalTimer: ScheduledTimer?
    /// Counts resets, so a timer of an earlier sequence can never touch a later one.
    fileprivate var sequence = 0

    // MARK: Location

    /// The centroid of the tap's fingers, in `view`'s coordinates (nil: the window's): of the
    /// *first* tap once it completed — Apple: "if there are multiple taps, this location is the
    /// first tap" — including fingers that lifted before the last one; before that, of the current
    /// tap's fingers.
    open override func location(in view: UIView?) -> CGPoint {
        let touches = locatedTouches
        guard !touches.isEmpty else { return super.location(in: view) }
        let points = touches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
    }

    /// Where finger number `touchIndex` of the *first* tap was, once it completed (Apple: "if
    /// multiple taps are allowed, this location is that of the first tap"); before that, that of
    /// tracked touch number `touchIndex`.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard !firstTapTouches.isEmpty else { return super.location(ofTouch: touchIndex, in: view) }
        guard firstTapTouches.indices.contains(touchIndex) else { return .zero }
        return firstTapTouches[touchIndex].location(in: view)
    }

    /// The touches ``location(in:)`` is the centroid of.
    private var locatedTouches: [UITouch] { firstTapTouches.isEmpty ? tapTouches : firstTapTouches }

    // MARK: Prevention

    /// Whether recognizing this tap prevents `preventedGestureRecognizer`: not when it is a tap
    /// that needs more taps, as Apple documents for this method ("a UITapGestureRecognizer object
    /// never prevents another UITapGestureRecognizer object with a higher tap count"); otherwise
    /// as the superclass.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.tapsRequired > tapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        cancelTimer(&intervalTimer)
        if !tapInProgress {
            tapInProgress = true
            if !firstTapTouches.isEmpty { tapTouches = [] }  // the first tap's list keeps its fingers
            tapTouches.removeAll(keepingCapacity: true)
            pressTimer = scheduleFailure(after: HitKitDefaults.tapMaximumPressDuration)
        }
        if touches.count == 1, let touch = touches.first {
            tapTouches.append(touch)
        } else {
            tapTouches += touches.sorted { $0.pointerID < $1.pointerID }
        }
        if touchesInCurrentTap > touchesRequired || !usesRequiredButtons(touches) {
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
        guard usesRequiredButtons(touches) else {
            state = .failed
            return
        }
        failIfMovedTooFar(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        failIfMovedTooFar(touches)
        guard state == .possible, !trackedTouches.containsActive else { return }
        // Every finger of this tap has lifted.
        cancelTimer(&pressTimer)
        tapInProgress = false
        guard touchesInCurrentTap == touchesRequired else {
            state = .failed
            return
        }
        completedTaps += 1
        if firstTapLocation == nil {
            firstTapLocation = Self.windowCentroid(of: tapTouches)
            firstTapTouches = tapTouches
        }
        if completedTaps >= tapsRequired {
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
        // The first tap's list shares the current one's buffer: let go of it first, so that the
        // current one is emptied in place and the next sequence reuses it.
        firstTapTouches = []
        tapTouches.removeAll(keepingCapacity: true)
        firstTapLocation = nil
    }

    // MARK: Helpers

    /// Whether every touch clicks with ``buttonMaskRequired``: an `.indirectPointer` touch with
    /// its buttons, any other touch as the primary button.
    private func usesRequiredButtons(_ touches: Set<UITouch>) -> Bool {
        let required = buttonMaskRequired
        for touch in touches where (touch.type == .indirectPointer ? touch.buttons : .primary) != required {
            return false
        }
        return true
    }

    private func failIfMovedTooFar(_ touches: Set<UITouch>) {
        if Self.hasTouch(in: touches, fartherFromStartThan: HitKitDefaults.tapMovementTolerance) {
            state = .failed
        }
    }

    /// Schedules a timer that fails the recognizer if it is still undecided when it fires (its
    /// tag is the touch sequence it was scheduled in).
    private func scheduleFailure(after delay: TimeInterval) -> ScheduledTimer? {
        scheduleTimer(after: delay, tag: sequence)
    }

    private func cancelTimer(_ timer: inout ScheduledTimer?) {
        if let pending = timer { clock?.cancel(pending) }
        timer = nil
    }
}

extension UITapGestureRecognizer: ClockTimerTarget {
    /// A timer of the sequence `tag` fired: it fails the recognizer if it is still undecided.
    func clockTimerFired(tag: Int) {
        guard tag == sequence, state == .possible else { return }
        state = .failed
    }
}
