import Foundation

/// The drag of a slider's thumb: where the finger was last seen and the value it has dragged to,
/// before pinning to the range (so a finger that overshoots an end must come back before the
/// thumb moves again).
struct SliderThumbDrag {
    /// The finger's last location, in the slider's coordinates.
    var location: CGPoint
    /// The value the finger has dragged to, not pinned to the range.
    var unpinnedValue: Float
    /// The value when the drag started, to decide a non-continuous slider's one valueChanged.
    let startValue: Float
    /// The value the drag last set; a different ``UISlider/value`` means code changed it mid-drag.
    var lastSetValue: Float

    init(location: CGPoint, value: Float) {
        self.location = location
        unpinnedValue = value
        startValue = value
        lastSetValue = value
    }
}

/// How a slider's thumb follows the finger (see ``UISlider``).
extension UISlider {
    /// Whether the slider lays out right to left (the minimum at the right).
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Where a touch-down grabs the thumb: the thumb's rectangle grown evenly to at least
    /// ``HitKitDefaults/sliderThumbMinimumTouchSize`` points wide and high.
    var thumbTouchArea: CGRect {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        let minimum = HitKitDefaults.sliderThumbMinimumTouchSize
        return thumb.insetBy(dx: -max(0, minimum - thumb.width) / 2, dy: -max(0, minimum - thumb.height) / 2)
    }

    /// How far the thumb's centre moves, in points along x, from the minimum to the maximum: its
    /// travel (negative right to left; zero when the range or the track is empty).
    var thumbTravel: CGFloat {
        let track = trackRect(forBounds: bounds)
        let atMinimum = thumbRect(forBounds: bounds, trackRect: track, value: minimumValue)
        let atMaximum = thumbRect(forBounds: bounds, trackRect: track, value: maximumValue)
        return atMaximum.midX - atMinimum.midX
    }

    /// Moves the value by the finger's movement along the track since it was last seen; returns
    /// whether the value changed.
    func moveThumb(with touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        // A subclass whose beginTracking did not call super: the drag starts at the previous location.
        var drag = thumbDrag ?? SliderThumbDrag(location: touch.previousLocation(in: self), value: value)
        if value != drag.lastSetValue { drag.unpinnedValue = value }  // code set the value mid-drag
        let travel = thumbTravel
        let range = maximumValue - minimumValue
        if travel != 0, range > 0, location.x.isFinite {
            drag.unpinnedValue += Float((location.x - drag.location.x) / travel) * range
        }
        drag.location = location
        let old = value
        value = drag.unpinnedValue
        drag.lastSetValue = value
        thumbDrag = drag
        return value != old
    }

    /// Ends the drag; sends the valueChanged a non-continuous slider held back, or a continuous
    /// slider's last one (`movedOnLastStep`).
    func finishThumbDrag(movedOnLastStep: Bool, with event: UIEvent?) {
        let startValue = thumbDrag?.startValue
        thumbDrag = nil
        if isContinuous {
            if movedOnLastStep { sendValueChangedByTouch(with: event) }
        } else if let startValue, startValue != value {
            sendValueChangedByTouch(with: event)
        }
    }

    /// The rectangle of a value image at one end of `bounds`, centred vertically.
    func valueImageRect(for image: UIImage?, atLeadingEnd: Bool, in bounds: CGRect) -> CGRect {
        let size = image?.size ?? .zero
        let atLeft = atLeadingEnd != isRightToLeft
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
