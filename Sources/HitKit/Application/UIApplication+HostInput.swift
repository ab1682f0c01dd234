import Foundation

extension UIApplication {
    /// Hands the application raw pointer samples from the host and dispatches them, UIKit-exactly.
    ///
    /// Consecutive samples with the same timestamp and different pointers form one `UIEvent`
    /// (fingers that changed together arrive together); a repeated pointer or a new timestamp
    /// starts the next event. Before each event the application's clock advances to the sample's
    /// timestamp, so timers due by then (a long press, a double-tap timeout) fire first.
    ///
    /// Bad input is reported as a ``HitKitDiagnostic`` and survived, never trapped on: a NaN or
    /// infinite location hits nothing, a move for an unknown pointer is ignored, a second down for
    /// a pointer that is already down is treated as a move. Samples whose timestamps are both NaN
    /// or infinite count as the same time.
    ///
    /// Events are dispatched one at a time, as UIKit's event queue delivers them. When `send` is
    /// called while an event is being dispatched — from a view's `touchesBegan`, a control's
    /// action, a recognizer's action — or while timers fire during ``advanceTime(to:)``, the
    /// samples are queued and `send` returns at once; the outermost call dispatches them, in the
    /// order they were sent, right after the current event. Handlers that keep sending input
    /// from every event they get are cut off after 10,000 queued inputs, with a
    /// ``HitKitDiagnostic`` whose code is `inputQueueOverflow`.
    ///
    /// - Complexity: One hit-test per touch-down (two with ``verifiesHitTestPurity``), then O(*t*)
    ///   per event in the active touches *t* plus the work of the recognizers and views called.
    public func send(_ samples: [PointerSample]) {
        pipeline.handle(samples)
    }

    /// Hands the application one raw pointer sample; see ``send(_:)-([PointerSample])``.
    public func send(_ sample: PointerSample) {
        pipeline.handle(sample)
    }

    /// Moves the application's clock forward to `time`, firing due timers (a long press, a
    /// double-tap timeout, delayed touch delivery). Hosts call this between samples, once a frame.
    ///
    /// The timers fire as part of an event: input their actions send (a long press that lifts
    /// its own finger) is queued as in ``send(_:)-([PointerSample])`` and dispatched once the
    /// clock has reached `time`.
    public func advanceTime(to time: TimeInterval) {
        pipeline.performAsEvent { clock.advance(to: time) }
    }

    /// Cancels every touch that is down, as a host does when its window loses focus: each view and
    /// recognizer gets `touchesCancelled`.
    ///
    /// Called while an event is being dispatched, the cancellation waits until that event is
    /// done, like input sent then: a view is never cancelled before its `touchesBegan`, and each
    /// view that began gets exactly one `touchesEnded` or `touchesCancelled`.
    public func cancelAllTouches() {
        pipeline.cancelTouches(in: nil)
    }

    /// The touches that are down now, in the order their fingers touched down.
    public var activeTouches: [UITouch] { pipeline.activeTouches }

    /// Gesture recognizers that have seen touches and have not finished deciding — what a test's
    /// "leftovers" check reports besides active touches and pending timers.
    public var undecidedGestureRecognizers: [UIGestureRecognizer] {
        pipeline.undecidedRecognizers
    }
}
