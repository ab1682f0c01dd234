import Foundation

/// A control that offers a binary choice, on or off, flipped by a tap or by dragging its thumb.
///
/// As in UIKit:
///
/// - A switch is ``HitKitDefaults/switchSize`` (51 × 31 points): ``init(frame:)`` keeps the frame's
///   origin and ignores its size.
/// - ``isOn`` and ``setOn(_:animated:)`` change the state without sending any action.
/// - A tap flips the switch: when the finger lifts, ``isOn`` changes and
///   ``UIControl/Event/valueChanged`` is sent once (before touchUpInside), followed by
///   ``UIControl/Event/primaryActionTriggered``, so an action given to
///   ``UIControl/init(frame:primaryAction:)`` runs when the user flips the switch (*observed*).
/// - A finger that moves more than ``HitKitDefaults/switchDragStartDistance`` drags the thumb
///   instead, from its end along the switch's axis (the 20 points between its two ends). When
///   the finger lifts, the side of the middle the thumb is on sets the state: valueChanged is sent
///   once if that changed it, and nothing if the thumb did not cross the middle. A cancelled
///   touch changes nothing.
/// - Right to left (``UIView/semanticContentAttribute`` `.forceRightToLeft`), on is at the left.
///
/// A parent's single-finger single tap does not begin over a switch, and a parent's single-finger
/// pan or swipe along the switch does not begin while the switch tracks the touch; across it, it
/// begins and cancels the switch's touch (see ``gestureRecognizerShouldBegin(_:)``) — both
/// exemptions Apple lists for `UISwitch`. HitKit treats the whole switch as its knob.
///
/// HitKit draws nothing: the tint colours, images and title are stored for UIKit code that sets
/// them.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The appearances a switch can have.
    public enum Style: Int, Sendable {
        /// The system chooses: a checkbox in the Mac idiom, a sliding switch otherwise.
        case automatic = 0
        /// A Mac-style checkbox (only in the Mac idiom).
        case checkbox = 1
        /// An on/off slider.
        case sliding = 2
    }

    /// Where the finger went down, in the switch's coordinates, while a touch is tracked.
    private var trackingStart: CGPoint?
    /// Whether the tracked finger has moved far enough to drag the thumb.
    private var isDraggingThumb = false
    /// The thumb's distance from its off end, from 0 to ``thumbTravel``, while it is dragged.
    private(set) var draggedThumbPosition: CGFloat = 0

    /// Creates a switch, off, at `frame`'s origin; the size is always
    /// ``HitKitDefaults/switchSize``, as UIKit "enforces a size appropriate for the control".
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: HitKitDefaults.switchSize))
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``) and the switch's size.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame = CGRect(origin: frame.origin, size: HitKitDefaults.switchSize)
    }

    // MARK: State

    /// Whether the switch is on (default `false`). Setting it sends no action.
    open var isOn: Bool = false

    /// Turns the switch on or off; `animated` changes nothing, since HitKit draws nothing. As
    /// Apple documents, it sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: Appearance (stored, not drawn)

    /// The tint of the switch when it is on.
    open var onTintColor: UIColor?
    /// The tint of the thumb.
    open var thumbTintColor: UIColor?
    /// The image shown when the switch is on (UIKit ignores it since iOS 7).
    open var onImage: UIImage?
    /// The image shown when the switch is off (UIKit ignores it since iOS 7).
    open var offImage: UIImage?
    /// The title shown beside a checkbox-style switch.
    open var title: String?
    /// The style asked for (default ``Style/automatic``).
    open var preferredStyle: Style = .automatic
    /// The style in use: always ``Style/sliding``, since HitKit has no Mac idiom.
    open var style: Style { .sliding }

    // MARK: Tracking

    /// Starts following the touch; returns `true`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        isDraggingThumb = false
        draggedThumbPosition = isOn ? Self.thumbTravel : 0
        return true
    }

    /// Drags the thumb once the finger has moved more than
    /// ``HitKitDefaults/switchDragStartDistance``; returns `true`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch.location(in: self))
        return true
    }

    /// Sets the state — flipped by a tap, or from the side of the middle a dragged thumb is on —
    /// and sends valueChanged if it changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch.location(in: self)) }
        let travel = Self.thumbTravel
        var newValue = isOn
        if !isDraggingThumb {
            newValue.toggle()
        } else if draggedThumbPosition > travel / 2 {
            newValue = true
        } else if draggedThumbPosition < travel / 2 {
            newValue = false
        }
        resetTracking()
        guard newValue != isOn else { return }
        isOn = newValue
        sendValueChangedByTouch(with: event)
    }

    /// Lets the thumb go back to its end; the state does not change.
    open override func cancelTracking(with event: UIEvent?) {
        resetTracking()
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single-finger single tap — Apple's exemption for "a single finger
    /// single tap … on a … UISwitch" — and an ancestor's single-finger pan or swipe along the
    /// switch while it tracks the touch — "a single finger pan … on the knob of a UISwitch object,
    /// in a direction parallel to the switch". A pan or swipe across the switch may begin, and then
    /// cancels its touch.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isAncestorSingleTap(gestureRecognizer) else { return false }
        guard super.gestureRecognizerShouldBegin(gestureRecognizer) else { return false }
        return !isParallelDragOverTrackedTouch(gestureRecognizer)
    }

    // MARK: Private

    /// How far the thumb moves between the off and on ends: the switch's width less its height.
    static var thumbTravel: CGFloat { HitKitDefaults.switchSize.width - HitKitDefaults.switchSize.height }

    private func follow(_ location: CGPoint) {
        guard let start = trackingStart, location.x.isFinite, location.y.isFinite else { return }
        let dx = location.x - start.x
        if !isDraggingThumb {
            guard hypot(dx, location.y - start.y) > HitKitDefaults.switchDragStartDistance else { return }
            isDraggingThumb = true
        }
        let towardsOn = effectiveUserInterfaceLayoutDirection == .rightToLeft ? -dx : dx
        let travel = Self.thumbTravel
        draggedThumbPosition = min(max((isOn ? travel : 0) + towardsOn, 0), travel)
    }

    private func resetTracking() {
        trackingStart = nil
        isDraggingThumb = false
        draggedThumbPosition = isOn ? Self.thumbTravel : 0
    }
}
