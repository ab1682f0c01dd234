import Foundation

/// The base class for controls: views that turn touches into events such as touchUpInside and
/// send them to the actions registered for them.
///
/// A control handles the touches it receives itself — it never forwards them to ``UIResponder/next`` — and
/// turns each phase into control events, as UIKit's `UIControl` does:
///
/// | Touch phase | Events sent (in this order, each a separate send)                       |
/// |-------------|--------------------------------------------------------------------------|
/// | began       | touchDown (with touchDownRepeat when `tapCount > 1`, in the same send)   |
/// | moved       | touchDragEnter or touchDragExit if "inside" changed, then touchDragInside or touchDragOutside |
/// | ended       | touchDragEnter or touchDragExit if "inside" changed, then touchUpInside or touchUpOutside (a ``UIButton`` then sends primaryActionTriggered) |
/// | cancelled   | touchCancel                                                              |
///
/// While a finger is down, "inside" means inside the bounds grown by
/// ``HitKitDefaults/controlTrackingMargin`` (70 points) on every side, or inside by
/// ``UIView/point(inside:with:)`` — so an enlarged `point(inside:)` widens it too.
///
/// Subclasses customise tracking by overriding ``beginTracking(_:with:)``,
/// ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and ``cancelTracking(with:)``, which
/// the control calls before it sends the events of the same phase. The events follow the touch
/// whatever those methods answer: ``isTracking`` only decides whether ``continueTracking(_:with:)``
/// and ``endTracking(_:with:)`` are called. When one of them — or an action sent for the touch —
/// ends the touch by removing the control from its window or disabling it, the cancellation wins:
/// the control is left neither tracking nor highlighted, whatever the method answers (see
/// <doc:Reliability>).
///
/// A disabled control (``isEnabled`` `false`) takes no part in hit-testing, so the touch goes to
/// the view behind it or its superview, and it sends no touch events.
///
/// `UIControl` itself keeps nothing from its ancestors' gesture recognizers: a parent's single tap
/// takes a tap on a plain custom control and cancels its touch, as in UIKit. The controls Apple
/// lists make their own exemptions in ``UIView/gestureRecognizerShouldBegin(_:)``: ``UIButton``
/// and ``UISwitch`` refuse a parent's single-finger single tap, a ``UISlider``'s grabbed thumb and
/// a switch a parent's single-finger pan or swipe parallel to them. A custom control that should
/// keep its taps overrides that method the same way (see <doc:GestureRecognizers>).
///
/// ## Topics
/// ### Actions
/// - ``addAction(_:for:)``
/// - ``removeAction(_:for:)``
/// - ``removeAction(identifiedBy:for:)``
/// - ``sendActions(for:)``
/// - ``allControlEvents``
/// ### Tracking
/// - ``beginTracking(_:with:)``
/// - ``continueTracking(_:with:)``
/// - ``endTracking(_:with:)``
/// - ``cancelTracking(with:)``
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The control's registrations, in the order they were first added.
    var actionEntries: [ControlActionEntry] = []
    /// The touch the control is following, from its touch-down until it ends or is cancelled.
    weak var trackedTouch: UITouch?

    // MARK: Initialisers

    /// Creates a control with the given frame rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control and registers `primaryAction`, if any, for
    /// ``UIControl/Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { installPrimaryAction(primaryAction) }
    }

    /// Registers the primary action; `UIButton` also takes its title.
    func installPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: State

    /// Whether the control is enabled. A disabled control sends no events and takes no part in
    /// hit-testing: the touch goes to the view behind it or its superview. Disabling a control
    /// while it tracks a touch stops the tracking (``cancelTracking(with:)`` is called) without
    /// sending any event; the rest of that touch is ignored.
    open var isEnabled: Bool = true {
        didSet {
            // An entry: input a `cancelTracking` override sends waits until the tracking stopped.
            guard oldValue && !isEnabled else { return }
            UIApplication.performAsEntry(of: window?.application) { abandonTrackedTouch() }
        }
    }

    /// Whether the control is selected. Controls do not change it themselves; subclasses and
    /// apps use it.
    open var isSelected: Bool = false

    /// Whether the control is highlighted: set at touch-down, then it follows whether the finger
    /// is inside the tracking area, and it is cleared when the touch ends or is cancelled.
    open var isHighlighted: Bool = false

    /// Whether the control is tracking a touch: the answer of ``beginTracking(_:with:)``, then of
    /// each ``continueTracking(_:with:)``, until the touch ends or is cancelled — also when the
    /// method itself cancelled it (removed or disabled the control), whatever it answered.
    open internal(set) var isTracking: Bool = false

    /// Whether the tracked touch is inside the control's tracking area (the bounds grown by
    /// ``HitKitDefaults/controlTrackingMargin``, or ``UIView/point(inside:with:)``). `false` when no
    /// touch is tracked.
    open internal(set) var isTouchInside: Bool = false

    /// The control's state: `.highlighted`, `.disabled` and `.selected` combined from
    /// ``isHighlighted``, ``isEnabled`` and ``isSelected`` (`.normal` when none applies).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// A disabled control is passed over too (after `UIView`'s reasons).
    @_spi(HitKitTools)
    open override var hitTestSkipReason: HitTestSkipReason? {
        super.hitTestSkipReason ?? (isEnabled ? nil : .disabledControl)
    }

    // MARK: Actions

    /// Registers `action` to run when the control sends any of `controlEvents`.
    ///
    /// Actions are uniqued by ``UIAction/identifier``: if an action with the same identifier is
    /// registered, the new action replaces it (keeping its place in the order) and the events are
    /// added to those it already had. Actions and target–actions run in the order first added.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let entry = entry(forActionIdentifiedBy: action.identifier) {
            entry.action = action
            entry.events.formUnion(controlEvents)
        } else if !controlEvents.isEmpty {
            actionEntries.append(ControlActionEntry(action: action, events: controlEvents))
        }
    }

    /// Stops running `action` (matched by its identifier) for `controlEvents`; it keeps running
    /// for its other events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action identified by `actionIdentifier` for `controlEvents`; it keeps
    /// running for its other events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        guard let entry = entry(forActionIdentifiedBy: actionIdentifier) else { return }
        entry.events.subtract(controlEvents)
        if entry.events.isEmpty { actionEntries.removeAll { $0 === entry } }
    }

    /// Sends `controlEvents` as if they happened: runs every action and target–action registered
    /// for any of them, each once, in the order they were added. It works on a disabled control
    /// too, as in UIKit; subclasses call it to send ``UIControl/Event/valueChanged``.
    ///
    /// - Complexity: O(*n*) in the registrations, plus the work of the actions run.
    open func sendActions(for controlEvents: Event) {
        performActions(for: controlEvents, with: nil)
    }

    /// Runs `action`'s handler with ``UIAction/sender`` set to this control. The control calls it
    /// for each registered action it runs; override it to observe or change that.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The union of the events that have a live registration (an action, or a target–action
    /// whose target still exists).
    open var allControlEvents: Event {
        actionEntries.reduce(into: Event()) { events, entry in
            if entry.isLive { events.formUnion(entry.events) }
        }
    }

    // MARK: Tracking

    /// Called when a touch begins in the control, before touchDown is sent. Return `true` to
    /// keep tracking it (the default); the answer becomes ``isTracking``.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called on each move of the tracked touch while ``isTracking`` is true, before the move's
    /// drag events are sent. Return `true` to keep tracking (the default); `false` stops the
    /// calls to this method and to ``endTracking(_:with:)`` for this touch.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts while ``isTracking`` is true, before touchUpInside or
    /// touchUpOutside is sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled while ``isTracking`` is true, before
    /// touchCancel is sent. `event` is `nil` when the cancellation was caused by something other
    /// than an event: the control leaving its window, or being disabled.
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Touches

    /// Starts tracking the touch and sends touchDown (and touchDownRepeat for a repeated tap).
    /// A control does not forward touches to ``UIResponder/next``.
    /// - Complexity: O(*n*) in the control's registrations, plus the work of the actions run.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingBegan(touches, with: event)
    }

    /// Follows the tracked touch and sends the drag events. A control does not forward touches
    /// to ``UIResponder/next``.
    /// - Complexity: O(*n*) in the control's registrations, plus the work of the actions run.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingMoved(touches, with: event)
    }

    /// Ends tracking and sends touchUpInside or touchUpOutside. A control does not forward
    /// touches to ``UIResponder/next``.
    /// - Complexity: O(*n*) in the control's registrations, plus the work of the actions run.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEnded(touches, with: event)
    }

    /// Cancels tracking and sends touchCancel. A control does not forward touches to ``UIResponder/next``.
    /// - Complexity: O(*n*) in the control's registrations, plus the work of the actions run.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingCancelled(touches, with: event)
    }

    /// Whether touchUpInside is followed by primaryActionTriggered; `UIButton` says yes.
    var sendsPrimaryActionAfterTouchUpInside: Bool { false }

    private func entry(forActionIdentifiedBy identifier: UIAction.Identifier) -> ControlActionEntry? {
        actionEntries.first { $0.action?.identifier == identifier }
    }
}
