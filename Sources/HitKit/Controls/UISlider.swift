import Foundation

/// A control for choosing a value from a continuous range by dragging a thumb along a track.
///
/// As in UIKit:
///
/// - ``value`` always lies between ``minimumValue`` and ``maximumValue``: a value set outside
///   them is pinned to the nearer end, and moving an end past the value moves the value. Setting
///   ``minimumValue`` above ``maximumValue`` raises the maximum to it, and setting ``maximumValue``
///   below ``minimumValue`` lowers the minimum to it (Apple's documented rule), so the last end
///   set wins. Setting ``value`` in code (or with ``setValue(_:animated:)``) sends no action.
/// - The range is always finite: a NaN or infinite ``minimumValue`` or ``maximumValue`` (UIKit's
///   `Float` properties accept them; a thumb between infinite ends has no place) is ignored, with
///   a `nonFiniteInput` diagnostic, and so is a NaN ``value``; an infinite value is pinned to the
///   nearer end like any value outside the range. Any finite range works, even one wider than
///   `Float` can hold (-3e38 to 3e38): the thumb's place and the drag are worked out in `Double`.
/// - A touch-down grabs the thumb only on the thumb: within its rectangle
///   (``thumbRect(forBounds:trackRect:value:)``) grown evenly to at least
///   ``HitKitDefaults/sliderThumbMinimumTouchSize`` (44 points) each way. Elsewhere on the slider
///   ``beginTracking(_:with:)`` answers `false`: the value does not jump to the finger, though the
///   touch still sends touchDown and touchUpInside, as on any control.
/// - A grabbed thumb follows the finger along the track from where it was grabbed: moving the
///   finger by the distance between the thumb's positions at the two ends changes the value by
///   the whole range, whatever the finger's height and even outside the tracking area. Beyond an
///   end the value stays pinned until the finger comes back to where the thumb is — from however
///   far it went (a finger at 1e42 points comes back as precisely as one at 10).
/// - While the value changes under the finger, a ``isContinuous`` slider (the default) sends
///   ``UIControl/Event/valueChanged`` on each move that changed it (never on a move that did not);
///   otherwise it sends one valueChanged when the finger lifts, if the value differs from where it
///   started. A cancelled touch (a parent's recognizer took it) leaves the value where the finger
///   put it, and a non-continuous slider then sends that pending valueChanged — so a target always
///   learns the final value (*chosen*: UIKit documents only release). Each valueChanged sent for
///   the finger is followed by ``UIControl/Event/primaryActionTriggered``, so an action given to
///   ``UIControl/init(frame:primaryAction:)`` runs on each change (*observed*).
/// - Right to left (``UIView/semanticContentAttribute`` `.forceRightToLeft`), the minimum is at the
///   right, and the thumb moves the other way.
///
/// A parent's single-finger pan or swipe along the track does not begin while the thumb is
/// grabbed; across the track it begins and cancels the slider's touch (see
/// ``gestureRecognizerShouldBegin(_:)``) — the one exemption Apple lists for `UISlider`. A
/// parent's single tap is not exempt: it takes a tap on the slider, thumb or track, and cancels
/// the slider's touch, as in UIKit (apps that want the slider's tap filter it out in the
/// recognizer's delegate). A parent recognizer that delays touches began keeps the touch-down
/// from the slider, so the thumb is not grabbed when it decides and it may begin.
///
/// HitKit draws nothing: images and tint colours are stored for UIKit code that sets them, and
/// matter only through sizes — a thumb image gives the thumb its size, value images take room
/// from the track.
///
/// Subclasses customise the geometry by overriding ``trackRect(forBounds:)`` and
/// ``thumbRect(forBounds:trackRect:value:)`` — the touch area and the drag follow them — and the
/// tracking by overriding ``beginTracking(_:with:)`` (for example to let a touch anywhere on the
/// track grab the thumb) and the other tracking methods, calling `super` to keep the dragging.
///
/// ## Topics
/// ### Value
/// - ``value``
/// - ``minimumValue``
/// - ``maximumValue``
/// - ``setValue(_:animated:)``
/// - ``isContinuous``
/// ### Geometry
/// - ``trackRect(forBounds:)``
/// - ``thumbRect(forBounds:trackRect:value:)``
/// - ``minimumValueImageRect(forBounds:)``
/// - ``maximumValueImageRect(forBounds:)``
@preconcurrency @MainActor
open class UISlider: UIControl {
    private var storedValue: Float = 0
    private var storedMinimum: Float = 0
    private var storedMaximum: Float = 1
    var thumbImages: [State: UIImage] = [:]
    var minimumTrackImages: [State: UIImage] = [:]
    var maximumTrackImages: [State: UIImage] = [:]
    /// The drag of the thumb under way, from ``beginTracking(_:with:)`` until the touch ends.
    var thumbDrag: SliderThumbDrag?

    /// Creates a slider with the given frame rectangle, a range of 0 to 1 and a value of 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Value

    /// The slider's value, between ``minimumValue`` and ``maximumValue`` (default 0). A value set
    /// outside the range — an infinite one too — is pinned to its nearer end; a NaN is ignored,
    /// with a `nonFiniteInput` diagnostic. Setting it sends no action.
    open var value: Float {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return reportNonFinite("value", newValue) }
            storedValue = min(max(newValue, storedMinimum), storedMaximum)
        }
    }

    /// The value at the leading end (default 0). Raising it above ``value`` raises the value;
    /// raising it above ``maximumValue`` raises the maximum to it too. A NaN or infinite minimum is
    /// ignored, with a `nonFiniteInput` diagnostic: the range stays finite.
    open var minimumValue: Float {
        get { storedMinimum }
        set {
            guard newValue.isFinite else { return reportNonFinite("minimumValue", newValue) }
            storedMinimum = newValue
            if storedMaximum < newValue { storedMaximum = newValue }
            value = storedValue
        }
    }

    /// The value at the trailing end (default 1). Lowering it below ``value`` lowers the value;
    /// lowering it below ``minimumValue`` lowers the minimum to it too. A NaN or infinite maximum is
    /// ignored, with a `nonFiniteInput` diagnostic: the range stays finite.
    open var maximumValue: Float {
        get { storedMaximum }
        set {
            guard newValue.isFinite else { return reportNonFinite("maximumValue", newValue) }
            storedMaximum = newValue
            if storedMinimum > newValue { storedMinimum = newValue }
            value = storedValue
        }
    }

    /// Sets ``value`` (pinned to the range, as the property is); `animated` changes nothing, since
    /// HitKit draws nothing. Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Whether the slider sends ``UIControl/Event/valueChanged`` on every change while the thumb is
    /// dragged (`true`, the default), or once, when the finger lifts.
    open var isContinuous: Bool = true

    // MARK: Appearance (stored, not drawn)

    /// The image shown at the minimum end; its width takes room from the track.
    open var minimumValueImage: UIImage?
    /// The image shown at the maximum end; its width takes room from the track.
    open var maximumValueImage: UIImage?
    /// The tint of the track between the minimum end and the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The tint of the track between the thumb and the maximum end.
    open var maximumTrackTintColor: UIColor?
    /// The tint of the thumb.
    open var thumbTintColor: UIColor?

    // MARK: Tracking

    /// Starts following the touch and answers whether it grabbed the thumb: `true` only when the
    /// touch is within the thumb's touch area (its rectangle grown to at least
    /// ``HitKitDefaults/sliderThumbMinimumTouchSize`` points each way). Override it and return
    /// `true` to let a touch anywhere grab the thumb; the thumb then moves from where it is.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        thumbDrag = SliderThumbDrag(location: location, value: value, valuePerPoint: valuePerPoint)
        return thumbTouchArea.finiteSafeContains(location)
    }

    /// Moves the thumb with the finger and, for a continuous slider, sends valueChanged when the
    /// value changed. Returns `true`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if moveThumb(with: touch), isContinuous { sendValueChangedByTouch(with: event) }
        return true
    }

    /// Moves the thumb to where the finger lifted; a continuous slider sends valueChanged if that
    /// changed the value, a non-continuous one if the value differs from where the drag started.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let moved = touch.map { moveThumb(with: $0) } ?? false
        finishThumbDrag(movedOnLastStep: moved, with: event)
    }

    /// Ends the drag, leaving the value where the finger put it; a non-continuous slider sends the
    /// valueChanged it was holding back.
    open override func cancelTracking(with event: UIEvent?) {
        finishThumbDrag(movedOnLastStep: false, with: event)
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single-finger pan or swipe along the track while the slider is
    /// tracking the touch (the thumb was grabbed) — Apple's exemption for "a single finger swipe …
    /// on the knob of a UISlider object, in a direction parallel to the slider", and the example
    /// Apple's ``UIView/gestureRecognizerShouldBegin(_:)`` page gives. A pan or swipe across the
    /// track may begin, and then cancels the slider's touch. A parent's single tap may begin: Apple
    /// lists no tap exemption for a slider.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard super.gestureRecognizerShouldBegin(gestureRecognizer) else { return false }
        return !isParallelDragOverTrackedTouch(gestureRecognizer)
    }

    // MARK: Geometry

    /// The rectangle of the minimum value image: the image's size at the leading end, centred
    /// vertically; an empty rectangle at that end when there is no image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(for: minimumValueImage, atLeadingEnd: true, in: bounds)
    }

    /// The rectangle of the maximum value image: the image's size at the trailing end, centred
    /// vertically; an empty rectangle at that end when there is no image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(for: maximumValueImage, atLeadingEnd: false, in: bounds)
    }

    /// The track's rectangle: the width between the value images (each followed by
    /// ``HitKitDefaults/sliderValueImageSpacing``), ``HitKitDefaults/sliderTrackHeight`` high,
    /// centred vertically. The thumb travels along it; override it to move or resize the track.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimumRect = minimumValueImageRect(forBounds: bounds)
        let maximumRect = maximumValueImageRect(forBounds: bounds)
        let spacing = HitKitDefaults.sliderValueImageSpacing
        let (leftRect, rightRect) = isRightToLeft ? (maximumRect, minimumRect) : (minimumRect, maximumRect)
        let left = leftRect.width > 0 ? leftRect.maxX + spacing : bounds.minX
        let right = rightRect.width > 0 ? rightRect.minX - spacing : bounds.maxX
        let height = HitKitDefaults.sliderTrackHeight
        return CGRect(x: left, y: bounds.midY - height / 2, width: max(0, right - left), height: height)
    }

    /// The thumb's rectangle for `value` on the track `rect`: the thumb image's size (else
    /// ``HitKitDefaults/sliderThumbSize``), centred on the track vertically, its left edge at the
    /// track's left for the minimum and its right edge at the track's right for the maximum
    /// (mirrored right to left). Override it to resize or move the thumb; the touch area and the
    /// drag follow.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        var size = HitKitDefaults.sliderThumbSize
        if let image = currentThumbImage, image.size.width > 0, image.size.height > 0 { size = image.size }
        let fraction = CGFloat(valueFraction(of: value))
        let travel = rect.width - size.width
        let offset = isRightToLeft ? travel * (1 - fraction) : travel * fraction
        return CGRect(x: rect.minX + offset, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: Images per state (stored, not drawn)

    /// Sets the thumb image for `state`; `nil` removes it. Its size becomes the thumb's.
    open func setThumbImage(_ image: UIImage?, for state: State) { thumbImages[state] = image }

    /// Sets the image of the track's minimum side for `state`; `nil` removes it.
    open func setMinimumTrackImage(_ image: UIImage?, for state: State) { minimumTrackImages[state] = image }

    /// Sets the image of the track's maximum side for `state`; `nil` removes it.
    open func setMaximumTrackImage(_ image: UIImage?, for state: State) { maximumTrackImages[state] = image }

    /// The thumb image for `state`, else the one for ``UIControl/State/normal`` (UIKit's fallback).
    open func thumbImage(for state: State) -> UIImage? { thumbImages[state] ?? thumbImages[.normal] }

    /// The minimum track image for `state`, else the one for ``UIControl/State/normal``.
    open func minimumTrackImage(for state: State) -> UIImage? {
        minimumTrackImages[state] ?? minimumTrackImages[.normal]
    }

    /// The maximum track image for `state`, else the one for ``UIControl/State/normal``.
    open func maximumTrackImage(for state: State) -> UIImage? {
        maximumTrackImages[state] ?? maximumTrackImages[.normal]
    }

    /// The thumb image for the current ``UIControl/state``.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image for the current ``UIControl/state``.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image for the current ``UIControl/state``.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private func reportNonFinite(_ property: String, _ newValue: Float) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .nonFiniteInput,
                message: "a slider's \(property) was set to \(newValue); it must be finite, and kept its value",
                context: accessibilityIdentifier ?? "\(type(of: self))"),
            in: window?.application)
    }
}
