import Foundation

/// Trackpad pinches and rotations (``TransformSample``s), delivered in the application's
/// indirect-input mode, as Apple's `UIApplicationSupportsIndirectInputEvents` page describes:
///
/// - with indirect input events, the pinch and rotation recognizers of the view under the pointer
///   and of its ancestors follow the gesture through `.transform` events (``TransformEvent``),
///   each asked first by its own ``UIGestureRecognizer/shouldReceive(_:)``, then by its
///   delegate's `gestureRecognizer(_:shouldReceive:)` and `gestureRecognizerShouldBegin(_:)`;
/// - without them, two touches ``HitKitDefaults/trackpadTouchDistance`` apart, centred on the
///   pointer and both bound to the view under it, act the gesture out: they spread and close
///   with the scale and turn with the rotation, so any touch-based recognizer (a scroll view's
///   zoom too) sees an ordinary two-finger pinch.
///
/// One gesture at a time; see ``TransformSample`` for how bad samples are survived.
@MainActor
final class TransformDelivery {
    /// The pointer ids of the two touches that act out a gesture without indirect input events:
    /// ids no host uses for a finger.
    static let touchPointerIDs = [Int.min, Int.min + 1]

    /// The most a gesture's scale stretches the acted-out touches' distance, either way: a
    /// finite scale never puts a touch at an infinite location.
    static let touchScaleLimit: CGFloat = 1e6

    private enum Gesture {
        /// Acted out by two touches around `center` (screen coordinates).
        case touches(center: CGPoint)
        /// Followed by recognizers through `.transform` events: those that may still begin, and
        /// those that began.
        case recognizers(RecognizerGesture)
        /// Began where it hits nothing (or at a non-finite location): its samples are ignored
        /// until it ends.
        case ignored
    }

    /// A gesture followed through `.transform` events.
    private struct RecognizerGesture {
        /// The pointer's location in its window's coordinates.
        var tracking: TransformTracking
        /// Recognizers that received the gesture and wait for their own quantity to change.
        var waiting: [UIGestureRecognizer]
        /// Recognizers that began, in the order they did.
        var began: [UIGestureRecognizer] = []
    }

    unowned let application: UIApplication
    private unowned let queue: EventQueue
    private var gesture: Gesture?
    private lazy var event = TransformEvent(application: application)

    init(application: UIApplication, queue: EventQueue) {
        self.application = application
        self.queue = queue
    }

    /// Whether a gesture is in progress.
    var isActive: Bool { gesture != nil }

    /// Handles one sample; the clock is already at `time`.
    func handle(_ sample: TransformSample, at time: TimeInterval) {
        application.trace(
            .transformPhase(
                phase: sample.phase, location: sample.location, scale: sample.scale, rotation: sample.rotation))
        event.timestamp = time
        switch sample.phase {
        case .began where gesture == nil:
            begin(at: sample.location, time: time)
        case .began, .changed:
            guard gesture != nil else {
                return report(.unexpectedTransformPhase, "a changed transform with no gesture in progress was ignored")
            }
            if sample.phase == .began {
                report(.unexpectedTransformPhase, "a second began transform was taken as a changed one")
            }
            guard sample.scale.isFinite, sample.scale > 0, sample.rotation.isFinite else {
                report(
                    .invalidTransform,
                    "a transform's scale must be finite and positive and its rotation finite; "
                        + "the gesture was cancelled",
                    "scale \(sample.scale), rotation \(sample.rotation)")
                return finish(ended: false, time: time)
            }
            change(scale: sample.scale, rotation: sample.rotation, time: time)
        case .ended, .cancelled:
            guard gesture != nil else {
                return report(
                    .unexpectedTransformPhase,
                    "a \(sample.phase.rawValue) transform with no gesture in progress was ignored")
            }
            finish(ended: sample.phase == .ended, time: time)
        }
    }

    /// Ends the gesture in progress as cancelled (the host's focus went away).
    func cancel(at time: TimeInterval) {
        if gesture != nil { finish(ended: false, time: time) }
    }

    // MARK: Phases

    private func begin(at location: CGPoint, time: TimeInterval) {
        guard location.isFinite else {
            report(.nonFiniteInput, "a transform began at a non-finite location; it hits nothing")
            gesture = .ignored
            return
        }
        if application.supportsIndirectInputEvents {
            gesture = receivingRecognizers(at: location).map { .recognizers($0) } ?? .ignored
        } else {
            gesture = .touches(center: location)
            queue.dispatchActedOutTouches(
                touchSamples(.down, center: location, scale: 1, rotation: 0, time: time), hitTestingAt: location)
        }
    }

    private func change(scale: CGFloat, rotation: CGFloat, time: TimeInterval) {
        switch gesture {
        case .touches(let center):
            let samples = touchSamples(.move, center: center, scale: scale, rotation: rotation, time: time)
            queue.dispatchActedOutTouches(samples.filter { isDown($0.pointerID) }, hitTestingAt: nil)
        case .recognizers(var followed):
            followed.began.removeAll { !isStillFollowing($0) }
            // Asked again before each: an earlier one's action may have taken it out of the windows.
            for recognizer in followed.began where isStillFollowing(recognizer) {
                follow(recognizer, scale: scale, rotation: rotation, time: time)
                recognizer.advanceTouchlessGesture(to: .changed, tracedIn: application)
            }
            beginWaiting(&followed, scale: scale, rotation: rotation, time: time)
            followed.began.removeAll { !isStillFollowing($0) }
            gesture = .recognizers(followed)
        case .ignored, nil:
            break
        }
    }

    private func finish(ended: Bool, time: TimeInterval) {
        let finished = gesture
        gesture = nil
        switch finished {
        case .touches(let center):
            let samples = touchSamples(ended ? .up : .cancel, center: center, scale: 1, rotation: 0, time: time)
            // Lifted where they are: each touch's own last location.
            let lifting = samples.compactMap { sample -> PointerSample? in
                guard let touch = queue.activeTouches.first(where: { $0.pointerID == sample.pointerID }) else {
                    return nil
                }
                var lifted = sample
                lifted.location = touch.screenLocation
                return lifted
            }
            queue.dispatchActedOutTouches(lifting, hitTestingAt: nil)
        case .recognizers(let followed):
            // Those still waiting never saw their own quantity move.
            for recognizer in followed.waiting {
                let reason: TransformSkipReason =
                    recognizer is UIPinchGestureRecognizer ? .scaleUnchanged : .rotationUnchanged
                application.trace(.transformSkipped(recognizer: recognizer, reason: reason))
            }
            for recognizer in followed.began where isStillFollowing(recognizer) {
                recognizer.endTouchlessGesture(as: ended ? .ended : .cancelled, tracedIn: application)
            }
            for recognizer in followed.began where recognizer.transformTrackingIsSet {
                resetAfterTransform(recognizer)
            }
        case .ignored, nil:
            break
        }
    }

    // MARK: Recognizers

    /// Hit-tests `location` and collects the pinch and rotation recognizers of the view under
    /// it and its ancestors, innermost first, that receive the gesture: enabled, free, and not
    /// refused by their own `shouldReceive(_:)` nor then by their delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for the transform event. Each one passed over is
    /// traced with its reason.
    private func receivingRecognizers(at location: CGPoint) -> RecognizerGesture? {
        guard let (window, view) = hitTest(location) else { return nil }
        var waiting: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let ancestor = current {
            for recognizer in ancestor.gestureRecognizers ?? []
            where recognizer is UIPinchGestureRecognizer || recognizer is UIRotationGestureRecognizer {
                if let reason = refusal(of: recognizer) {
                    application.trace(.transformSkipped(recognizer: recognizer, reason: reason))
                    continue
                }
                waiting.append(recognizer)
            }
            current = ancestor.superview
        }
        let tracking = TransformTracking(point: window.convertFromSuperview(location), window: window)
        return RecognizerGesture(tracking: tracking, waiting: waiting)
    }

    /// Begins each waiting recognizer whose own quantity changed — a pinch's scale, a rotation's
    /// angle — unless its delegate or view refuses (`gestureRecognizerShouldBegin(_:)`) or one
    /// that began prevents it; those refused or prevented stop waiting. No start threshold: the
    /// trackpad has already told a pinch from a rotation. Each one that stops waiting without
    /// beginning is traced with its reason.
    private func beginWaiting(
        _ followed: inout RecognizerGesture, scale: CGFloat, rotation: CGFloat, time: TimeInterval
    ) {
        var starting: [UIGestureRecognizer] = []
        followed.waiting.removeAll { recognizer in
            if let reason = unavailability(of: recognizer) {
                application.trace(.transformSkipped(recognizer: recognizer, reason: reason))
                return true
            }
            let moved = recognizer is UIPinchGestureRecognizer ? scale != 1 : rotation != 0
            guard moved else { return false }
            if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false
                || recognizer.view?.gestureRecognizerShouldBegin(recognizer) == false
            {
                application.trace(.transformSkipped(recognizer: recognizer, reason: .shouldBeginFalse))
            } else if (followed.began + starting).contains(where: { prevents($0, recognizer) }) {
                application.trace(.transformSkipped(recognizer: recognizer, reason: .prevented))
            } else {
                starting.append(recognizer)
            }
            return true
        }
        for recognizer in starting {
            (recognizer as? UIPinchGestureRecognizer)?.transform = followed.tracking
            (recognizer as? UIRotationGestureRecognizer)?.transform = followed.tracking
            follow(recognizer, scale: scale, rotation: rotation, time: time)
        }
        // An earlier one's began action may have taken it out of the windows: it does not begin.
        for recognizer in starting
        where recognizer.storedState == .possible && recognizer.view?.window?.application === application {
            recognizer.advanceTouchlessGesture(to: .began, tracedIn: application)
        }
        followed.began += starting
    }

    private func follow(_ recognizer: UIGestureRecognizer, scale: CGFloat, rotation: CGFloat, time: TimeInterval) {
        if let pinch = recognizer as? UIPinchGestureRecognizer {
            pinch.followTransform(scale: scale, at: time)
        } else if let turning = recognizer as? UIRotationGestureRecognizer {
            turning.followTransform(rotation: rotation, at: time)
        }
    }

    /// Why `recognizer` does not receive a trackpad gesture, or `nil` if it does: it may not
    /// take one now, or its own `shouldReceive(_:)`, then its delegate's
    /// `gestureRecognizer(_:shouldReceive:)`, refuses the transform event.
    private func refusal(of recognizer: UIGestureRecognizer) -> TransformSkipReason? {
        if let reason = unavailability(of: recognizer) { return reason }
        guard recognizer.shouldReceive(event) else { return .refusedByRecognizer }
        guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) != false else {
            return .refusedByDelegate
        }
        return nil
    }

    /// Why `recognizer` may not take a trackpad gesture, or `nil` if it may: attached, enabled, in
    /// `possible`, not busy with touches, and its view in this application's windows (a waiting
    /// recognizer whose view left them before the gesture first changed stops waiting, as a
    /// scroll reaches no pan whose view left them).
    private func unavailability(of recognizer: UIGestureRecognizer) -> TransformSkipReason? {
        guard recognizer.isAttached, recognizer.isEnabled else { return .disabled }
        guard recognizer.storedState == .possible, recognizer.environment?.isInvolved(recognizer) != true else {
            return .busy
        }
        guard recognizer.view?.window?.application === application else { return .viewLeftWindows }
        return nil
    }

    /// Whether `recognizer`, having begun, keeps `other` from beginning: UIKit's default, unless
    /// either's delegate lets them recognize simultaneously or either's class rule allows it.
    private func prevents(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
        {
            return false
        }
        return recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
    }

    /// Whether `recognizer` still follows the gesture: attached, enabled, began or changed (app
    /// code may have disabled, removed or ended it meanwhile), and its view still in this
    /// application's windows. One whose view left them is cancelled, as a touch-driven recognizer
    /// is when its view leaves the window: its targets hear `cancelled`, traced in this
    /// application (which its view is no longer in).
    private func isStillFollowing(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.transformTrackingIsSet else { return false }
        if recognizer.view?.window?.application !== application {
            recognizer.endTouchlessGesture(as: .cancelled, tracedIn: application)
            resetAfterTransform(recognizer)
            return false
        }
        guard recognizer.isAttached, recognizer.isEnabled,
            recognizer.storedState == .began || recognizer.storedState == .changed
        else {
            recognizer.endTouchlessGesture(as: .cancelled, tracedIn: application)
            resetAfterTransform(recognizer)
            return false
        }
        return true
    }

    /// Returns a recognizer that followed a trackpad gesture to `possible` and calls its
    /// `reset()`, as UIKit does once a gesture is over.
    private func resetAfterTransform(_ recognizer: UIGestureRecognizer) {
        recognizer.passedShouldBegin = false
        recognizer.announcedRecognition = false
        recognizer.returnToPossible(tracedIn: application)
    }

    private func hitTest(_ location: CGPoint) -> (UIWindow, UIView)? {
        application.layOutVisibleWindowsIfNeeded()
        for window in application.visibleWindowsFrontToBack {
            if let view = window.hitTest(window.convertFromSuperview(location), with: event) {
                return (window, view)
            }
        }
        return nil
    }

    // MARK: Acted-out touches

    /// The two touches' samples for a gesture at `scale` and `rotation` about `center`.
    private func touchSamples(
        _ phase: PointerSample.Phase, center: CGPoint, scale: CGFloat, rotation: CGFloat, time: TimeInterval
    ) -> [PointerSample] {
        let limited = min(max(scale, 1 / Self.touchScaleLimit), Self.touchScaleLimit)
        let half = HitKitDefaults.trackpadTouchDistance * limited / 2
        let dx = cos(rotation) * half
        let dy = sin(rotation) * half
        return [
            PointerSample(
                pointerID: Self.touchPointerIDs[0], phase: phase, location: CGPoint(x: center.x - dx, y: center.y - dy),
                timestamp: time),
            PointerSample(
                pointerID: Self.touchPointerIDs[1], phase: phase, location: CGPoint(x: center.x + dx, y: center.y + dy),
                timestamp: time),
        ]
    }

    /// Whether the acted-out touch `pointerID` is still down (app code may have cancelled it).
    private func isDown(_ pointerID: Int) -> Bool {
        queue.activeTouches.contains { $0.pointerID == pointerID }
    }

    private func report(_ code: HitKitDiagnostic.Code, _ message: String, _ context: String = "") {
        HitKitDiagnostics.report(HitKitDiagnostic(code: code, message: message, context: context), in: application)
    }
}

extension UIGestureRecognizer {
    /// Whether a trackpad gesture drives this recognizer through `.transform` events.
    var transformTrackingIsSet: Bool {
        (self as? UIPinchGestureRecognizer)?.transform != nil
            || (self as? UIRotationGestureRecognizer)?.transform != nil
    }
}
