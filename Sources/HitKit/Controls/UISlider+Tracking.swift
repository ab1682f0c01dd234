import Foundation

/// The drag of a slider's thumb: an anchor — a finger position along x and the value there — from
/// which the value follows the finger, before pinning to the range (so a finger that overshoots
/// an end must come back before the thumb moves again).
///
/// The value is worked out afresh from the anchor at each move, in `Double`: no range of `Float`s
/// and no finite finger position can overflow it or wear its precision down, so the thumb follows
/// the finger again as soon as the finger is back, however far it went.
struct SliderThumbDrag {
    /// The finger's last finite location, in the slider's coordinates.
    var location: CGPoint
    /// The finger's x at the anchor.
    var anchorX: CGFloat
    /// The value at the anchor, not pinned to the range.
    var anchorValue: Double
    /// The value per point along x when anchored (see ``UISlider/valuePerPoint``); when it
    /// changes (new bounds, images or range), the drag is anchored again where it is.
    var valuePerPoint: Double?
    /// The value when the drag started, to decide a non-continuous slider's one valueChanged.
    let startValue: Float
    /// The value the drag last set; a different ``UISlider/value`` means code changed it mid-drag.
    var lastSetValue: Float

    init(location: CGPoint, value: Float, valuePerPoint: Double?) {
        self.location = location
        anchorX = location.x
        anchorValue = Double(value)
        self.valuePerPoint = valuePerPoint
        startValue = value
        lastSetValue = value
    }

    /// Anchors the drag at the finger's last location, with `value` there.
    mutating func reanchor(value: Float, valuePerPoint: Double?) {
        anchorX = location.x
        anchorValue = Double(value)
        self.valuePerPoint = valuePerPoint
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

    /// Where `value` lies in the range, from 0 at the minimum to 1 at the maximum, pinned to that
    /// span and worked out in `Double`, so that no range of `Float`s overflows (-3e38 to 3e38 is a
    /// span of 6e38, beyond `Float`); 0 for an empty range or a NaN.
    func valueFraction(of value: Float) -> Double {
        let minimum = Double(minimumValue)
        let range = Double(maximumValue) - minimum
        guard range > 0, range.isFinite else { return 0 }
        let fraction = (Double(value) - minimum) / range
        guard !fraction.isNaN else { return 0 }
        return min(max(fraction, 0), 1)
    }

    /// How much the value changes per point the finger moves along x: the range over the thumb's
    /// travel, in `Double`; `nil` — the thumb does not move — when the range is empty or the
    /// travel is zero or not finite (a subclass's geometry may make it so).
    var valuePerPoint: Double? {
        let range = Double(maximumValue) - Double(minimumValue)
        let scale = range / Double(thumbTravel)
        guard range > 0, scale.isFinite, scale != 0 else { return nil }
        return scale
    }

    /// Moves the value with the finger: the anchor's value plus the finger's movement along x
    /// since the anchor times ``valuePerPoint``, pinned to the range. Returns whether the value
    /// changed.
    func moveThumb(with touch: UITouch) -> Bool {
        let location = touch.location(in: self)
        // A subclass whose beginTracking did not call super: the drag starts at the previous location.
        var drag =
            thumbDrag
            ?? SliderThumbDrag(location: touch.previousLocation(in: self), value: value, valuePerPoint: valuePerPoint)
        let scale = valuePerPoint
        // Code set the value mid-drag, or the geometry or the range changed: go on from here.
        if value != drag.lastSetValue || scale != drag.valuePerPoint {
            drag.reanchor(value: value, valuePerPoint: scale)
        }
        let old = value
        if location.x.isFinite {
            if !drag.anchorX.isFinite {  // the drag started where the finger had no finite location
                drag.location = location
                drag.reanchor(value: value, valuePerPoint: scale)
            }
            drag.location = location
            if let scale {
                // Finite operands: an overflow gives an infinity, which pins, never a NaN.
                let unpinned = drag.anchorValue + Double(location.x - drag.anchorX) * scale
                let pinned = min(max(unpinned, Double(minimumValue)), Double(maximumValue))
                if !pinned.isNaN { value = Float(pinned) }
            }
        }
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
