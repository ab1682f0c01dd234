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
    /// a pointer that is already down is treated as a move.
    ///
    /// - Complexity: One hit-test per touch-down (two with ``verifiesHitTestPurity``), then O(*t*)
    ///   per event in the active touches *t* plus the work of the recognizers and views called.
    public func send(_ samples: [PointerSample]) {
        touchRouter.handle(samples)
    }

    /// Hands the application one raw pointer sample; see ``send(_:)-([PointerSample])``.
    public func send(_ sample: PointerSample) {
        touchRouter.handle([sample])
    }

    /// Moves the application's clock forward to `time`, firing due timers (a long press, a
    /// double-tap timeout, delayed touch delivery). Hosts call this between samples, once a frame.
    public func advanceTime(to time: TimeInterval) {
        clock.advance(to: time)
    }

    /// Cancels every touch that is down, as a host does when its window loses focus: each view and
    /// recognizer gets `touchesCancelled`.
    public func cancelAllTouches() {
        touchRouter.cancelTouches(in: nil)
    }

    /// The touches that are down now, in the order their fingers touched down.
    public var activeTouches: [UITouch] { touchRouter.activeTouches }

    /// Gesture recognizers that have seen touches and have not finished deciding — what a test's
    /// "leftovers" check reports besides active touches and pending timers.
    public var undecidedGestureRecognizers: [UIGestureRecognizer] {
        gestureEnvironment.undecidedRecognizers
    }
}
