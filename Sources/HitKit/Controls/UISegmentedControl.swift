import Foundation

/// A horizontal control of segments, each working as a button; one segment at a time is selected.
///
/// As in UIKit:
///
/// - ``init(items:)`` makes a segment of each `String` (its title) or ``UIImage`` (its image);
///   ``init(frame:actions:)`` makes one of each ``UIAction``, titled by the action's title. The
///   segments share the control's width equally.
/// - ``selectedSegmentIndex`` is ``noSegment`` (-1) until a segment is selected. Setting it in code
///   sends no action; an index out of range is ignored (UIKit raises an exception).
/// - A tap selects the segment under the finger when it lifts inside the control (*observed* since
///   iOS 13; earlier versions selected at touch down), sending ``UIControl/Event/valueChanged``
///   and then ``UIControl/Event/primaryActionTriggered`` — only if the selection changed. A
///   segment made from a ``UIAction`` then runs that action, with the control as its sender
///   (HitKit's order; UIKit does not document it).
/// - With ``isMomentary``, a tap sends valueChanged every time, with ``selectedSegmentIndex`` the
///   tapped segment while the actions run; it goes back to ``noSegment`` when the finger lifts.
/// - A disabled segment (``setEnabled(_:forSegmentAt:)``) ignores taps.
/// - Inserting or removing segments keeps the same segment selected (the index moves with it);
///   removing the selected segment leaves ``noSegment``. Indexes past the end are clamped on
///   insertion and ignored elsewhere.
///
/// A parent's single-finger single tap does not begin over a segmented control (Apple's exemption
/// in "Attaching gesture recognizers to UIKit controls"). HitKit draws nothing, and does not model
/// the selected segment's drag (iOS 13).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    /// The segment under the finger when it went down, while a touch is tracked.
    private var pressedSegment: Int?

    /// Creates a segmented control without segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a segmented control with a segment for each `String` or ``UIImage`` of `items`;
    /// other items make untitled segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            Segment(title: item as? String, image: item as? UIImage)
        }
    }

    /// Creates a segmented control with a segment for each action, titled by the action's title.
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, action: $0) }
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The index of the selected segment, or ``noSegment``. Setting it sends no action.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex != Self.noSegment, !segments.indices.contains(selectedSegmentIndex) {
                selectedSegmentIndex = oldValue
            }
        }
    }

    /// Whether a tap selects its segment only while the finger is down (default `false`).
    open var isMomentary = false

    /// Inserts a segment titled `title` at `segment` (clamped to 0…``numberOfSegments``).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…``numberOfSegments``).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action`, titled by it, at `segment` (clamped to
    /// 0…``numberOfSegments``).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
    }

    /// Removes the segment at `segment`; an index out of range does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
    }

    /// The title of the segment at `segment`, or `nil`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }

    /// The image of the segment at `segment`, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`; a disabled segment ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled (`false` out of range).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// The action of the segment at `segment`, if it was made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    // MARK: Tracking

    /// Notes the segment under the finger; returns `true`.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedSegment = segment(at: touch.location(in: self))
        if isMomentary, let pressedSegment { selectedSegmentIndex = pressedSegment }
        return true
    }

    /// Selects the segment under the lifted finger, sending valueChanged if the selection changed
    /// (every time when momentary).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let pressed = pressedSegment
        pressedSegment = nil
        guard let touch else { return }
        let location = touch.location(in: self)
        let lifted = bounds.finiteSafeContains(location) ? segment(at: location) : nil
        guard let lifted, pressed != nil, isEnabledForSegment(at: lifted) else {
            if isMomentary { selectedSegmentIndex = Self.noSegment }
            return
        }
        let changed = isMomentary || lifted != selectedSegmentIndex
        selectedSegmentIndex = lifted
        if changed {
            let action = segments[lifted].action
            sendValueChangedByTouch(with: event)
            if isEnabled { action?.perform(sender: self) }
        }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    /// Forgets the pressed segment; the selection does not change.
    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single-finger single tap: Apple's exemption for "a single finger
    /// single tap … on a … UISegmentedControl".
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard !isAncestorSingleTap(gestureRecognizer) else { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Private

    private func insert(_ segment: Segment, at index: Int) {
        let at = min(max(index, 0), segments.count)
        segments.insert(segment, at: at)
        if selectedSegmentIndex >= at { selectedSegmentIndex += 1 }
    }

    /// The enabled or disabled segment whose equal-width slice holds `location.x`, or `nil`.
    private func segment(at location: CGPoint) -> Int? {
        let width = bounds.width
        guard !segments.isEmpty, location.x.isFinite, width.isFinite, width > 0 else { return nil }
        let fraction = (location.x - bounds.minX) / width
        guard fraction >= 0, fraction <= 1 else { return nil }
        var index = Int((fraction * CGFloat(segments.count)).rounded(.down))
        index = min(index, segments.count - 1)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { index = segments.count - 1 - index }
        return index
    }
}
