import Foundation

/// The exemption UIKit gives a slider's thumb and a switch from their ancestors' pans and swipes.
///
/// Apple's "Attaching gesture recognizers to UIKit controls" says a control calls its action
/// method, rather than letting an overlapping recognizer on a parent take the touch, when "a single
/// finger swipe occurs on the knob of a UISlider object, in a direction parallel to the slider", and
/// when "a single finger pan occurs on the knob of a UISwitch object, in a direction parallel to the
/// switch". HitKit treats a pan and a swipe alike for both controls — a swipe is a fast pan, and a
/// scroll view's pan over a slider must not steal the thumb either.
///
/// These are the listed classes' own exemptions, not ``UIControl``'s (see
/// UIControl+TapExemption.swift for the single tap, and why a plain custom control has none). The
/// judgement is made when the parent's recognizer would begin (or, for a swipe, recognize), in
/// ``UISlider`` and ``UISwitch``'s `gestureRecognizerShouldBegin(_:)`:
///
/// - the recognizer is attached to an ancestor of the control (never to the control or to one of
///   its subviews);
/// - the control is tracking one of the recognizer's touches: ``UIControl/isTracking`` is `true`,
///   which for a slider means its ``UIControl/beginTracking(_:with:)`` accepted the touch — by
///   default, a touch-down on the thumb;
/// - exactly one of the recognizer's touches is down (a single finger);
/// - the movement so far, in the control's own coordinates (so a rotated slider's track is its
///   axis), is *parallel* to the control: within ``HitKitDefaults/controlParallelDragMaximumAngle``
///   (45°) of its x axis. For a pan that movement is its translation; for a swipe, the distance from
///   where the swipe started to where its finger is now.
///
/// A drag across the control (a vertical scroll over a horizontal slider) is not parallel: the
/// parent's recognizer begins and, with `cancelsTouchesInView`, cancels the control's touch. A
/// recognizer with `delaysTouchesBegan` holds the touch-down back from the control, so the control
/// is not tracking when the recognizer decides, and the exemption does not apply.
extension UIControl {
    /// Whether `recognizer` is an ancestor's single-finger pan or swipe, moving parallel to the
    /// control, over a touch this control is tracking (see the extension's discussion).
    func isParallelDragOverTrackedTouch(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isTracking, let touch = trackedTouch, touch.isActive,
            let owner = recognizer.view, owner !== self, isDescendant(of: owner)
        else { return false }
        let active = recognizer.trackedTouches.filter(\.isActive)
        guard active.count == 1, active[0] === touch else { return false }
        guard let movement = movementSoFar(of: recognizer, touch: touch) else { return false }
        let along = abs(movement.x)
        let across = abs(movement.y)
        return along > 0 && across < along * tan(HitKitDefaults.controlParallelDragMaximumAngle)
    }

    /// How far the recognizer's finger has moved, in this control's coordinates, by the measure the
    /// recognizer itself uses; `nil` for recognizers other than pans and swipes.
    private func movementSoFar(of recognizer: UIGestureRecognizer, touch: UITouch) -> CGPoint? {
        if let pan = recognizer as? UIPanGestureRecognizer {
            return UIGestureRecognizer.vector(pan.rawTranslation, fromWindowTo: self)
        }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            let start = swipe.location(in: self)
            let now = touch.location(in: self)
            return CGPoint(x: now.x - start.x, y: now.y - start.y)
        }
        return nil
    }
}
