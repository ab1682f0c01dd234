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

    /// Hands the application one key sample from the host and dispatches it: the key goes to the
    /// key commands along the responder chain, a first-responder text input, or `pressesBegan`
    /// (see <doc:KeyboardInput>). Each key sample is an event of its own; like pointer samples,
    /// it waits while an event is being dispatched.
    ///
    /// Bad samples are reported as a ``HitKitDiagnostic`` and survived: an unknown key code
    /// (`unknownKey`) is dropped; a down for a key that is down or an up for a key that is
    /// not (`unexpectedKeyPhase`) is ignored; a non-finite timestamp (`nonFiniteInput`) counts
    /// as the clock's current time.
    ///
    /// - Complexity: O(*k* + *c*) in the keys down *k* and the key commands *c* along the chain,
    ///   plus the work of the responders called.
    public func send(_ sample: KeySample) {
        pipeline.handle(.key(sample))
    }

    /// Hands the application one scroll sample from the host — a wheel tick, a trackpad scroll's
    /// phase — and dispatches it as a `UIEvent.EventType.scroll` event: to the pan recognizers
    /// under the pointer whose `allowedScrollTypesMask` admits it, the innermost scroll view that
    /// can move that way first (see <doc:ScrollInput>). Like pointer samples, it waits while an
    /// event is being dispatched.
    ///
    /// Bad samples are reported as a ``HitKitDiagnostic`` and survived: a non-finite location or
    /// delta (`nonFiniteInput`) moves nothing; a trackpad phase out of order
    /// (`unexpectedScrollPhase`) is read as the nearest sensible one.
    ///
    /// - Complexity: O(*d* + *r*) in the depth *d* of the view under the pointer and the
    ///   recognizers *r* along its superview chain, plus one hit-test per wheel tick or trackpad
    ///   sequence, plus the work of the recognizers called.
    public func send(_ sample: ScrollSample) {
        pipeline.handle(.scroll(sample))
    }

    /// Hands the application one trackpad pinch-or-rotate sample from the host and dispatches it:
    /// with ``supportsIndirectInputEvents``, as `.transform` events to the pinch and rotation
    /// recognizers under the pointer; without it, as two touches a fixed distance apart (see
    /// <doc:TrackpadGestures>). Like pointer samples, it waits while an event is being
    /// dispatched.
    ///
    /// Bad samples are reported as a ``HitKitDiagnostic`` and survived: a non-finite or
    /// non-positive scale or a non-finite rotation cancels the gesture (`invalidTransform`); a
    /// phase that does not follow (`unexpectedTransformPhase`) is ignored, or a second `began`
    /// taken as a `changed`.
    ///
    /// - Complexity: One hit-test at `began`, then O(*r*) per sample in the recognizers
    ///   following the gesture (or, without indirect input events, one two-touch event).
    public func send(_ sample: TransformSample) {
        pipeline.handle(.transform(sample))
    }

    /// Hands the application one hover sample from the host — a pointer with no contact entering,
    /// moving over or leaving its windows — and dispatches it: the sample is hit-tested as a
    /// touch-down is, and the ``UIHoverGestureRecognizer``s of the view hit and its ancestors
    /// begin, change or end (see <doc:Hover>). Each hover sample is an event of its own; like
    /// pointer samples, it waits while an event is being dispatched.
    ///
    /// Bad samples are reported as a ``HitKitDiagnostic`` and survived: a non-finite location
    /// (`nonFiniteInput`) ends the pointer's hover; a hover for a pointer that is down
    /// (`unexpectedPointerPhase`) is ignored; a pen's `zOffset` outside 0…1 (`outOfRangeInput`)
    /// is clamped; a non-finite timestamp counts as the clock's current time.
    ///
    /// - Complexity: One hit-test, then O(*d* + *r*) in the depth *d* of the view hit and the
    ///   hover recognizers *r* along its ancestors, plus the work of the actions called.
    public func send(_ sample: HoverSample) {
        pipeline.handle(.hover(sample))
    }

    /// Hands the application host input of every kind, in the order it happened, and dispatches
    /// it in that order: runs of pointer samples as ``send(_:)-([PointerSample])`` does, each key
    /// sample as ``send(_:)-(KeySample)`` does, each scroll sample as ``send(_:)-(ScrollSample)``
    /// does, each transform sample as ``send(_:)-(TransformSample)`` does, each hover sample as
    /// ``send(_:)-(HoverSample)`` does.
    public func send(_ inputs: [InputSample]) {
        pipeline.handle(inputs)
    }

    /// Cancels every key press, as a host does when its window loses the keyboard focus: the
    /// responders the presses went to get `pressesCancelled`, and every key counts as up (a
    /// later key up for one is reported as `unexpectedKeyPhase`).
    public func cancelAllPresses() {
        pipeline.cancelPresses()
    }

    /// The presses of the keys that are down, in the order they went down.
    public var activePresses: [UIPress] { pipeline.activePresses }

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
