import Foundation

/// The base class of gesture recognizers: objects that watch a view's touches, decide whether
/// they form a gesture, and compete with each other for them.
///
/// Recognizers see every touch phase before the touch's view does. Subclass it as in UIKit —
/// override the `touches…` methods, set ``state`` — to write your own; see the "Gesture
/// recognizers" article for how HitKit arbitrates between them.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a gesture recognizer.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the default state.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended, or a discrete gesture was recognized.
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The recognizer failed to recognize its gesture.
        case failed

        /// A discrete gesture was recognized (the same state as ``ended``).
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the recognizer has finished with its current touch sequence.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    // MARK: Stored state

    // The fields read on every event are not checked for exclusive access at run time (see the
    // DispatchPipeline article, "What a moved event may cost").

    private var actions: [Action] = []
    @exclusivity(unchecked)
    var storedState: State = .possible
    /// The touches this recognizer is tracking (down, not ignored).
    @exclusivity(unchecked)
    var trackedTouches: [UITouch] = []
    /// Every touch the recognizer was given in its current sequence (for cancelling their views).
    @exclusivity(unchecked)
    var seenTouches: [UITouch] = []
    var failureRequirements: [WeakRecognizer] = []
    /// How many recognizers have named this one in `require(toFail:)` — an upper bound, as those
    /// since released still count. While it is 0 no requirement can reach this recognizer, so a
    /// new requirement of its own closes no cycle and needs no walk.
    var requiredByCount = 0
    /// The state the recognizer asked for while it waits for a failure requirement.
    @exclusivity(unchecked)
    var pendingState: State?
    /// Whether `gestureRecognizerShouldBegin` already allowed this sequence's recognition.
    var passedShouldBegin = false
    /// Whether the follow-up of this sequence's `began` (or recognition) has run, so its target
    /// has heard of the gesture. Until then a cancellation makes it fail instead: a target never
    /// gets `.cancelled` for a gesture that never began.
    var announcedRecognition = false
    /// Whether a cycle of failure requirements through this recognizer was reported in this
    /// sequence (it is reported once).
    var reportedRequirementCycle = false
    weak var storedView: UIView?
    /// Where the pointer of the scroll event the recognizer follows is, if one drives it.
    var scrollPointer: ScrollPointer?
    /// Whether ``storedView`` holds a view: set when the recognizer is attached, cleared when it
    /// is detached and by its view's `deinit` (which can run off the main actor, hence
    /// `nonisolated(unsafe)`). Delivery asks this, several times per recognizer on every event,
    /// instead of loading the weak reference, whose strong load and release go through the
    /// view's side table (about 140 instructions each).
    @exclusivity(unchecked)
    nonisolated(unsafe) var isAttached = false
    /// Whether touches reach the recognizer: `false` for a ``UIHoverGestureRecognizer``, which
    /// only hover events drive.
    @exclusivity(unchecked)
    var receivesTouchEvents = true
    /// The environment of the application whose touches the recognizer is receiving.
    weak var environment: GestureEnvironment?
    /// The identity of ``environment`` when it was set: `environment === self` without loading
    /// the weak reference, for the environment itself (which is alive while it asks).
    @exclusivity(unchecked)
    var environmentIdentity: ObjectIdentifier?
    /// The environment whose `involved` list holds the recognizer, if any: a membership test
    /// that does not search the list.
    @exclusivity(unchecked)
    var involvingEnvironment: ObjectIdentifier?
    /// When the recognizer joined that environment's `involved` list: the list's order.
    var involvementNumber = 0
    /// The buttons and modifier flags of the last event the recognizer received touches of.
    @exclusivity(unchecked)
    var receivedButtonMask: UIEvent.ButtonMask = []
    @exclusivity(unchecked)
    var receivedModifierFlags: UIKeyModifierFlags = []

    // MARK: Initialisers

    /// Creates a recognizer with no actions.
    public override init() {
        super.init()
    }

    /// Creates a recognizer that calls `handler` on each state change that UIKit reports.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addTarget(handler)
    }

    // MARK: Actions

    /// Adds a closure called when the recognizer recognizes, begins, changes, ends or is cancelled.
    /// (Linux has no selectors; this is UIKit's target–action in closure form.)
    // `final`: in a `@preconcurrency` class, Swift 6.3 mangles the vtable entry of a method taking a
    // main-actor closure differently in the subclasses' files, which then fail to link.
    public final func addTarget(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append(Action(target: nil, handler: handler))
    }

    /// Removes the target–action pairs added for `target` (all closure actions when `nil`).
    public func removeTarget(_ target: AnyObject?) {
        actions.removeAll { $0.target === target }
    }

    /// Adds a typed target–action pair (see UIGestureRecognizer+TargetAction.swift).
    final func addTypedAction<Target: AnyObject>(
        _ target: Target, handler: @escaping @MainActor (Target, UIGestureRecognizer) -> Void
    ) {
        actions.append(
            Action(target: target, targetType: ObjectIdentifier(Target.self)) { [weak target] recognizer in
                if let target { handler(target, recognizer) }
            })
    }

    /// Removes the typed target–actions of `target`, or, for a `nil` target, those of every target
    /// of type `Target`.
    func removeTypedActions<Target: AnyObject>(_ target: Target?, ofType type: Target.Type) {
        if let target {
            actions.removeAll { $0.target === target }
        } else {
            actions.removeAll { $0.targetType == ObjectIdentifier(type) }
        }
    }

    /// Calls every action, after reporting it to `application`'s observers.
    func sendActions(tracedIn application: UIApplication?) {
        application?.trace(.gestureActionsSent(recognizer: self, state: storedState))
        for action in actions { action.handler(self) }
    }

    // MARK: State

    /// The recognizer's state. Subclasses set it to report progress; HitKit checks each change
    /// against UIKit's legal transitions and arbitrates `began` and `recognized` against the
    /// other recognizers first (a required failure can hold it in `possible`).
    open var state: State {
        get { storedState }
        set { GestureEnvironment.requestTransition(of: self, to: newValue) }
    }

    /// The view the recognizer is attached to.
    ///
    /// HitKit's delivery asks whether the recognizer is attached from its own record of it, as
    /// UIKit reads its own instance variable, not through an override of this property.
    open var view: UIView? { storedView }

    /// A disabled recognizer receives no touches; disabling it mid-gesture cancels it.
    @exclusivity(unchecked)
    open var isEnabled: Bool = true {
        didSet {
            if oldValue && !isEnabled { environment?.recognizerWasDisabled(self) }
        }
    }

    /// When `true` (the default), recognizing cancels the view's touches: it gets
    /// `touchesCancelled` and nothing more of them.
    open var cancelsTouchesInView: Bool = true

    /// When `true`, the view gets no `touchesBegan` while this recognizer is undecided (default
    /// `false`).
    open var delaysTouchesBegan: Bool = false

    /// When `true` (the default), the view's `touchesEnded` waits while this recognizer may still
    /// recognize; it becomes `touchesCancelled` if it does.
    open var delaysTouchesEnded: Bool = true

    /// The recognizer's delegate.
    open weak var delegate: (any UIGestureRecognizerDelegate)? {
        didSet { environment?.invalidateRequirementGraph() }
    }

    /// The kinds of touch the recognizer receives, as `UITouch.TouchType` raw values (default:
    /// every kind). A touch of another kind never reaches it: a finger is `.direct`, a pen
    /// `.pencil`, a mouse click `.indirectPointer` or, in UIKit's compatibility mode, `.direct`.
    open var allowedTouchTypes: [NSNumber] = [
        UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer,
    ].map { NSNumber(value: $0.rawValue) }

    /// The kinds of button press the recognizer receives; HitKit sends no presses. A store.
    open var allowedPressTypes: [NSNumber] = []

    /// Whether the recognizer, once it has a touch, takes only touches of that touch's kind
    /// (default `true`). A store: HitKit does not yet keep a finger and a mouse click apart in one
    /// recognizer.
    open var requiresExclusiveTouchType: Bool = true

    /// Whether ``allowedTouchTypes`` lets `touch` through.
    func allowsTouchType(of touch: UITouch) -> Bool {
        allowedTouchTypes.contains { $0.intValue == touch.type.rawValue }
    }

    /// A name for the recognizer, shown in traces.
    open var name: String?

    /// The mouse buttons of the gesture: the `buttonMask` of the last event whose touches the
    /// recognizer received — on the event that lifts a click, the buttons that clicked (see
    /// ``UIEvent/buttonMask``). Empty for finger and pen touches and in UIKit's compatibility mode.
    open var buttonMask: UIEvent.ButtonMask { receivedButtonMask }

    /// The modifier keys of the gesture: the `modifierFlags` of the last event whose touches the
    /// recognizer received (a Command-click's action sees `.command`).
    open var modifierFlags: UIKeyModifierFlags { receivedModifierFlags }

    // MARK: Touches

    /// The number of touches the recognizer is tracking.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window); for a
    /// recognizer following a scroll event, the pointer's location.
    open func location(in view: UIView?) -> CGPoint {
        if trackedTouches.isEmpty, let pointer = scrollPointer { return pointer.location(in: view) }
        let touches = trackedTouches.isEmpty ? Array(seenTouches.suffix(1)) : trackedTouches
        guard !touches.isEmpty else { return .zero }
        var x: CGFloat = 0
        var y: CGFloat = 0
        for touch in touches {
            let point = touch.location(in: view)
            x += point.x
            y += point.y
        }
        return CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
    }

    /// The location of tracked touch number `touchIndex` in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Whether the recognizer sees `event` at all (iOS 13.4). The default is `true`; a subclass
    /// overrides it to refuse kinds of event — scroll events, say. Asked, before the delegate's
    /// `gestureRecognizer(_:shouldReceive:)` for the event, once per event that brings the
    /// recognizer new touches and once per scroll or transform event that could go to it.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it may recognize;
    /// it fails if the other recognizes.
    ///
    /// A requirement that would make the recognizer wait on itself — `otherGestureRecognizer`
    /// already requires this one's failure, directly or through others — is refused and reported
    /// as a ``HitKitDiagnostic`` with the code `failureRequirementCycle`: the two would wait for
    /// each other for ever (Apple leaves such a cycle undefined). Requiring itself is ignored.
    ///
    /// - Complexity: O(*r*) for the *r* requirements it already has, plus — only when another
    ///   recognizer requires this one's failure — the requirements reachable from
    ///   `otherGestureRecognizer`. So a chain built from either end costs O(1) per link.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil }
        if failureRequirements.contains(where: { $0.recognizer === otherGestureRecognizer }) { return }
        if requiredByCount > 0 && otherGestureRecognizer.requiresFailure(of: self) {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .failureRequirementCycle,
                    message: "\(otherGestureRecognizer.traceName) already requires this recognizer to fail, directly "
                        + "or through others; the requirement was refused, or both would wait for ever",
                    context: traceName),
                in: view?.window?.application ?? otherGestureRecognizer.view?.window?.application)
            return
        }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.requiredByCount += 1
        environment?.invalidateRequirementGraph()
    }

    /// Whether this recognizer's `require(toFail:)` list reaches `other`, directly or through the
    /// lists of the recognizers it names (an iterative walk: no recursion).
    func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        var stack: [UIGestureRecognizer] = [self]
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let current = stack.popLast() {
            for required in current.failureRequirements.compactMap(\.recognizer) {
                if required === other { return true }
                if visited.insert(ObjectIdentifier(required)).inserted { stack.append(required) }
            }
        }
        return false
    }

    /// Stops tracking `touch`: the recognizer gets no more of its phases.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        seenTouches.removeAll { $0 === touch }
        environment?.invalidateRequirementGraph()
    }

    /// Resets the recognizer's own gesture state. HitKit calls it after the recognizer finished
    /// (ended, cancelled or failed) once its touches are up; subclasses reset their fields here.
    open func reset() {}

    /// Called with touches that began. The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with touches that moved. The default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with touches that lifted. The default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with touches that were cancelled. The default fails or cancels the recognizer.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    /// Finishes a gesture whose touches lifted: `ended` if it began, `failed` if it never did.
    func endContinuousGesture() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Stops a gesture whose touches were cancelled: `cancelled` if it began, `failed` if not.
    func cancelContinuousGesture() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }

    // MARK: Overridable arbitration

    /// Whether this recognizer, by recognizing, may prevent `preventedGestureRecognizer`. The
    /// default is `true`.
    ///
    /// Subclasses override it (or ``canBePrevented(by:)``) for class-wide prevention rules. Apple
    /// documents one for the built-in recognizers — "a UITapGestureRecognizer object never
    /// prevents another UITapGestureRecognizer object with a higher tap count" — which
    /// ``UITapGestureRecognizer`` implements; the other built-in recognizers keep the default, as
    /// Apple documents no rule for them.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may prevent this one. The default
    /// is `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. The default is
    /// `false`.
    ///
    /// - Complexity: Asked once per other recognizer sharing a touch with this one, when a touch
    ///   begins (or a requirement or delegate changes), not at every decision: O(*n*) calls for
    ///   *n* recognizers on the touches, as UIKit asks about each pair. HitKit's own recognizer
    ///   classes, which keep the default, are not asked.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. The default is `false`.
    ///
    /// - Complexity: Asked as ``shouldRequireFailure(of:)`` is: once per pair sharing a touch.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Time

    /// The clock of the application whose touches the recognizer receives: use it for timeouts in
    /// custom recognizers, never the wall clock.
    public var clock: (any EventClock)? {
        environment?.application.clock ?? view?.window?.application?.clock
    }

    /// A short description for traces: the name, or the class and the view.
    public var traceName: String {
        if let name { return name }
        let viewName = view.map { $0.accessibilityIdentifier ?? "\(type(of: $0))" } ?? "no view"
        return "\(type(of: self)) on \(viewName)"
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

private struct Action {
    weak var target: AnyObject?
    /// The type of a typed target–action's target; `nil` for a closure.
    var targetType: ObjectIdentifier?
    let handler: @MainActor (UIGestureRecognizer) -> Void

    init(
        target: AnyObject?, targetType: ObjectIdentifier? = nil,
        handler: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
        self.target = target
        self.targetType = targetType
        self.handler = handler
    }
}
