import Foundation

/// An object that can respond to and handle touch events: the base of views, view controllers,
/// windows and the application.
///
/// As in UIKit, `UIResponder` is an `NSObject` subclass, so responders compare by identity with
/// `==` (the articles write `hitView == self`) and go into sets.
///
/// The default implementations of the `touches…` methods forward the call to ``next``, which is
/// how a touch that a view does not handle travels up the responder chain: view → superview →
/// view controller → window → application.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, or `nil` at its end. Subclasses override this; the
    /// base class returns `nil`.
    open var next: UIResponder? { nil }

    // MARK: Touch events

    /// Tells the responder that one or more fingers touched down. The default forwards to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.began, touches, event)
    }

    /// Tells the responder that one or more fingers moved. The default forwards to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.moved, touches, event)
    }

    /// Tells the responder that one or more fingers lifted. The default forwards to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.ended, touches, event)
    }

    /// Tells the responder that the system cancelled a touch sequence (a gesture recognizer took
    /// it, or its view left the window). The default forwards to ``next``.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forward(.cancelled, touches, event)
    }

    /// Passes the touches on to ``next``, as UIKit does, by calling its `touches…` method —
    /// through ``forward(_:to:using:application:)``. An empty set of touches with a `nil` event
    /// is not forwarded.
    private func forward(_ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        guard let next else { return }
        guard let forwarding = event?.forwarding ?? touches.first?.delivery.forwardingWithoutEvent else {
            event?.application?.trace(.touchesForwarded(phase: phase, from: self, to: next))
            return
        }
        forward(.touches(phase, touches, event), to: next, using: forwarding, application: event?.application)
    }

    /// Passes the presses on to ``next`` by calling its `presses…` method, as touches are
    /// forwarded. An empty set of presses with a `nil` event is not forwarded.
    private func forward(_ phase: UIPress.Phase, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        guard let next else { return }
        guard let forwarding = event?.forwarding ?? presses.first?.forwardingWithoutEvent else { return }
        forward(
            .presses(phase, presses, event), to: next, using: forwarding,
            application: event?.application ?? presses.first?.window?.application)
    }

    /// Makes `call` on `next` — except that past ``HitKitDefaults/maximumNestedForwardingDepth``
    /// nested forwards, the call is put off and made by the outermost forward once the stack has
    /// unwound, so a hierarchy of any depth forwards without overflowing the stack. A chain that
    /// comes back to a responder it already reached (see `ResponderLoopCheck`) is stopped with a
    /// diagnostic.
    private func forward(
        _ call: TouchForwarding.Call, to next: UIResponder, using forwarding: TouchForwarding,
        application: UIApplication?
    ) {
        // The outermost forward loads the event's application once for the whole chain.
        let isOutermost = forwarding.depth == 0
        if isOutermost { forwarding.application = application }
        forwarding.application?.trace(call.forwardedTraceEvent(from: self, to: next))
        defer { if isOutermost { forwarding.application = nil } }
        if forwarding.loopCheck.foundLoop { return }
        guard forwarding.loopCheck.step(to: next) else {
            reportEndlessChain(call)
            return
        }
        if forwarding.depth >= HitKitDefaults.maximumNestedForwardingDepth {
            forwarding.deferred.append(.init(responder: next, call: call))
            return
        }
        forwarding.depth += 1
        defer {
            forwarding.depth -= 1
            if isOutermost { forwarding.loopCheck = ResponderLoopCheck() }
        }
        next.make(call)
        guard isOutermost else { return }
        while !forwarding.deferred.isEmpty {
            let deferred = forwarding.deferred.removeFirst()
            deferred.responder.make(deferred.call)
        }
    }

    private func reportEndlessChain(_ call: TouchForwarding.Call) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .endlessResponderChain,
                message: "\(call.methodName) was forwarded back to a responder it had already reached "
                    + "(a next override makes the responder chain loop); forwarding stopped",
                context: "\(self)"),
            in: call.application)
    }

    /// Makes a forwarded call on this responder.
    private func make(_ call: TouchForwarding.Call) {
        switch call {
        case .touches(let phase, let touches, let event): deliverTouches(phase, touches, with: event)
        case .presses(let phase, let presses, let event): deliverPresses(phase, presses, with: event)
        }
    }

    /// Calls the `touches…` method that matches `phase`.
    func deliverTouches(_ phase: UITouch.Phase, _ touches: Set<UITouch>, with event: UIEvent?) {
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved, .stationary: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }

    // MARK: Presses, motion and nib loading

    /// Tells the responder that physical buttons (keys) were pressed. The default forwards to
    /// ``next``, as touches are forwarded.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.began, presses, event)
    }
    /// Tells the responder that pressed buttons changed. The default forwards to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.changed, presses, event)
    }
    /// Tells the responder that buttons (keys) were released. The default forwards to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.ended, presses, event)
    }
    /// Tells the responder that presses were cancelled (the responder left its window or stopped
    /// being first responder while the key was down). The default forwards to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forward(.cancelled, presses, event)
    }

    /// Calls the `presses…` method that matches `phase`.
    func deliverPresses(_ phase: UIPress.Phase, _ presses: Set<UIPress>, with event: UIPressesEvent?) {
        switch phase {
        case .began: pressesBegan(presses, with: event)
        case .changed, .stationary: pressesChanged(presses, with: event)
        case .ended: pressesEnded(presses, with: event)
        case .cancelled: pressesCancelled(presses, with: event)
        }
    }

    /// The key commands that trigger actions on this responder; they apply along the whole
    /// responder chain (see ``UIKeyCommand``). The default is `nil`.
    open var keyCommands: [UIKeyCommand]? { nil }

    // HitKit sends no motion events: the motion methods exist, as overridable no-ops, so that
    // code overriding them (and calling `super`) compiles.

    /// Tells the responder that a motion (a shake) began. The default does nothing.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// Tells the responder that a motion ended. The default does nothing.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    /// Tells the responder that a motion was cancelled. The default does nothing.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// Called after the object was loaded from a nib or storyboard. HitKit loads none, so it is
    /// never called; overrides (which call `super.awakeFromNib()`) compile as they are.
    open func awakeFromNib() {}

    // MARK: First responder

    /// Whether this responder can become first responder. The default is `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked. The default is `true`.
    open var canResignFirstResponder: Bool { true }

    /// The window whose first-responder slot this responder can occupy, if any.
    var firstResponderWindow: UIWindow? { nil }

    /// Asks to become the first responder of its window.
    ///
    /// Succeeds only when ``canBecomeFirstResponder`` is true, the responder is in a window, and
    /// the window's current first responder (if another) agrees to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        if window.currentFirstResponder === self { return true }
        if let current = window.currentFirstResponder, !current.resignFirstResponder() {
            return false
        }
        window.currentFirstResponder = self
        return true
    }

    /// Gives up first-responder status. Returns `false` if ``canResignFirstResponder`` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = firstResponderWindow, window.currentFirstResponder === self {
            window.currentFirstResponder = nil
        }
        return true
    }

    /// Called after the window's first-responder slot stopped holding this responder — it
    /// resigned, or was forced out (``UIView/endEditing(_:)`` with `true`, leaving the window). A
    /// text field ends its editing session here. The default does nothing.
    func firstResponderStatusDidEnd() {}

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        firstResponderWindow?.currentFirstResponder === self
    }

    // MARK: Actions

    /// Whether this responder handles `action` (an action name, as Linux has no selectors).
    /// The default is `false`.
    open func canPerformAction(_ action: String, withSender sender: Any?) -> Bool { false }

    /// The first responder from this one up the chain that can perform `action`, or `nil` if none
    /// does or the chain loops (a `next` override that comes back on itself).
    open func target(forAction action: String, withSender sender: Any?) -> UIResponder? {
        var responder: UIResponder? = self
        var loopCheck = ResponderLoopCheck()
        while let current = responder, loopCheck.step(to: current) {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Accessibility (UIKit's UIAccessibility informal protocol; see UIResponder+Accessibility.swift)

    /// The accessibility values set on this object, made on the first write.
    var storedAccessibility: AccessibilityStorage?

    /// Whether assistive technologies such as VoiceOver treat this object as an element. UIKit's
    /// default: true for controls (`UIControl`) and labels, false for other views.
    open var isAccessibilityElement: Bool {
        get { storedAccessibility?.isElement ?? defaultIsAccessibilityElement }
        set { accessibilityValues.isElement = newValue }
    }

    /// A short name of the element ("Save"). Defaults to a label's text or a button's title.
    open var accessibilityLabel: String? {
        get { storedAccessibility?.label ?? defaultAccessibilityLabel }
        set { accessibilityValues.label = newValue }
    }

    /// The element's current value, when its label does not say it ("50%"). Default nil.
    open var accessibilityValue: String? {
        get { storedAccessibility?.value }
        set { accessibilityValues.value = newValue }
    }

    /// What activating the element does ("Saves the document"). Default nil.
    open var accessibilityHint: String? {
        get { storedAccessibility?.hint }
        set { accessibilityValues.hint = newValue }
    }

    /// How the element behaves. UIKit's defaults: `.button` for a button, `.staticText` for a label,
    /// plus `.notEnabled` for a disabled control and `.selected` for a selected button.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibility?.traits ?? defaultAccessibilityTraits }
        set { accessibilityValues.traits = newValue }
    }

    /// The element's frame in screen coordinates. For a view, by default, its bounds converted to
    /// the screen (through its window's frame), computed when read; once set, the value set.
    open var accessibilityFrame: CGRect {
        get { storedAccessibility?.frame ?? defaultAccessibilityFrame }
        set { accessibilityValues.frame = newValue }
    }

    /// Where, in screen coordinates, VoiceOver's double-tap touches the element when
    /// ``accessibilityActivate()`` declines. Default: the midpoint of ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get { storedAccessibility?.activationPoint ?? defaultAccessibilityActivationPoint }
        set { accessibilityValues.activationPoint = newValue }
    }

    /// The accessibility elements this container holds, in the order VoiceOver visits them
    /// (views or ``UIAccessibilityElement``s). Default nil: its subviews' order.
    open var accessibilityElements: [Any]? {
        get { storedAccessibility?.elements }
        set { accessibilityValues.elements = newValue }
    }

    /// Whether the elements inside this one are hidden from assistive technologies. Default false.
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibility?.elementsHidden ?? false }
        set { accessibilityValues.elementsHidden = newValue }
    }

    /// Whether VoiceOver ignores the elements of this view's siblings (a modal alert). Default
    /// false.
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibility?.viewIsModal ?? false }
        set { accessibilityValues.viewIsModal = newValue }
    }

    /// Activates the element when VoiceOver's user double-taps it; returns whether it did. The
    /// default returns false, and VoiceOver then touches ``accessibilityActivationPoint`` — a
    /// real touch, hit-tested like any other (see <doc:HitTestingAndTheResponderChain>).
    open func accessibilityActivate() -> Bool { false }
}
