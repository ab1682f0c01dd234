import Foundation

/// The exemption UIKit gives a button, a switch, a stepper, a segmented control and a page control
/// from their ancestors' single taps.
///
/// Apple's "Attaching gesture recognizers to UIKit controls" lists where a control calls its
/// action method rather than letting an overlapping recognizer on a parent take the touch: "a
/// single finger single tap occurs on a UIButton, UISwitch, UIStepper, UISegmentedControl, or
/// UIPageControl object" (HitKit has all five: ``UIButton``, ``UISwitch``, ``UIStepper``,
/// ``UISegmentedControl`` and ``UIPageControl``), plus a single-finger
/// swipe along a ``UISlider``'s knob and a single-finger pan along a switch's knob (see
/// UIControl+ParallelDrags.swift). Each named class makes its exemption in its own
/// `gestureRecognizerShouldBegin(_:)` — Apple's ``UIView/gestureRecognizerShouldBegin(_:)`` page
/// gives `UISlider` vetoing such swipes as the example of the hook.
///
/// So the exemption is the named classes', not ``UIControl``'s: a tap on a slider, or on a plain
/// custom `UIControl` subclass, is taken by a parent's single tap, which cancels the control's
/// touch (touchCancel, no touchUpInside). That is what UIKit does: custom controls report losing
/// their taps to a parent's tap recognizer while a `UIButton` beside them keeps its own
/// (M13Checkbox issue #33, LGButton issue #37, spark-ios issue #821; Stack Overflow question
/// 77329118 shows a `UIButton` and a plain `UIControl` side by side under one tap recognizer), and
/// apps filter sliders out in the delegate's `gestureRecognizer(_:shouldReceive:)`. A custom
/// control that should behave like a button overrides `gestureRecognizerShouldBegin(_:)` and
/// returns `false` for such a tap — or subclasses ``UIButton``.
extension UIControl {
    /// Whether `recognizer` is a single-finger single tap attached to an ancestor of this control
    /// (never to the control itself or to one of its subviews): the tap Apple's listed controls
    /// keep from their parents.
    func isAncestorSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired == 1,
            tap.numberOfTouchesRequired == 1, let owner = tap.view, owner !== self, isDescendant(of: owner)
        else { return false }
        return true
    }
}
