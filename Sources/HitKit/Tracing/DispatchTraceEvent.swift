import Foundation

/// Why hit-testing passed over a view without asking `point(inside:with:)`.
public enum HitTestSkipReason: String, Sendable, CustomStringConvertible {
    /// `isHidden` is true.
    case hidden
    /// `isUserInteractionEnabled` is false.
    case userInteractionDisabled
    /// `alpha` is at or below ``HitKitDefaults/minimumHitTestableAlpha``.
    case transparent
    /// A `UIControl` whose `isEnabled` is false.
    case disabledControl
    /// The point is NaN or infinite.
    case nonFinitePoint
    /// The view is being animated by a UIView animation without `.allowUserInteraction`: UIKit
    /// skips it, and its subviews, until the animation ends (see <doc:Animations>).
    case animatingWithoutUserInteraction
    /// The view is animated by an active `UIViewPropertyAnimator` whose `isUserInteractionEnabled`
    /// is false: UIKit ignores touches in its animated views (see <doc:PropertyAnimators>).
    case propertyAnimatorIgnoresTouches

    public var description: String {
        switch self {
        case .hidden: "hidden"
        case .userInteractionDisabled: "isUserInteractionEnabled == false"
        case .transparent: "alpha <= 0.01"
        case .disabledControl: "disabled control"
        case .nonFinitePoint: "point is not finite"
        case .animatingWithoutUserInteraction: "animating without .allowUserInteraction"
        case .propertyAnimatorIgnoresTouches: "animated by a property animator whose isUserInteractionEnabled == false"
        }
    }
}

/// Why a touch was not delivered to the view it was bound to.
public enum TouchWithholdReason: String, Sendable, CustomStringConvertible {
    /// The view has `isMultipleTouchEnabled == false` and already has a touch.
    case multipleTouchDisabled
    /// An exclusive-touch view is being touched elsewhere in the window, or this exclusive view
    /// was touched while other views were.
    case exclusiveTouch
    /// No view of any window was hit.
    case noHitView
    /// The point was NaN or infinite.
    case nonFiniteLocation

    public var description: String {
        switch self {
        case .multipleTouchDisabled: "isMultipleTouchEnabled == false and the view has a touch"
        case .exclusiveTouch: "isExclusiveTouch"
        case .noHitView: "no view was hit"
        case .nonFiniteLocation: "location is not finite"
        }
    }
}

/// One step of HitKit's dispatch pipeline, as seen by a ``DispatchObserver``.
///
/// The pipeline emits these in order: a host sample arrives, a window is chosen, hit-testing walks
/// the hierarchy (entries, skips, `point(inside:)` answers, results), the touch is bound to its
/// view, gesture recognizers see it and decide, and the views' `touches…` methods run and forward
/// up the responder chain. Controls report the events they send.
@MainActor
public enum DispatchTraceEvent {
    /// A host pointer sample became a touch phase. `location` is the host's, in screen
    /// coordinates, for every phase: it is traced as the sample arrives, before a window is chosen.
    case touchPhase(touch: UITouch, phase: UITouch.Phase, location: CGPoint)
    /// A touch went to this window (the front-most visible window that hit a view).
    case windowSelected(window: UIWindow, touch: UITouch)
    /// `hitTest(_:with:)` was entered on `view` with `point` in its coordinates.
    case hitTestEntered(view: UIView, point: CGPoint)
    /// Hit-testing passed over `view` without asking `point(inside:with:)`.
    case hitTestSkipped(view: UIView, reason: HitTestSkipReason)
    /// A property animator animates `view` and hit-tests it where it is drawn: the point is
    /// converted through its presentation geometry; `frame` is where it is drawn, in its
    /// superview's coordinates (see <doc:PropertyAnimators>).
    case hitTestedWhereDrawn(view: UIView, frame: CGRect)
    /// `point(inside:with:)` answered `result` for `view`.
    case pointInside(view: UIView, point: CGPoint, result: Bool)
    /// `hitTest(_:with:)` on `view` returned `result`.
    case hitTestReturned(view: UIView, result: UIView?)
    /// The touch was bound to `view` for its whole life (nil when nothing was hit).
    case touchBound(touch: UITouch, view: UIView?)
    /// The touch is bound to a view but the view will not get it, for `reason`.
    case touchWithheld(touch: UITouch, view: UIView?, reason: TouchWithholdReason)
    /// The dispatcher called `touches…(phase)` on `responder` with these touches.
    case touchesDelivered(phase: UITouch.Phase, responder: UIResponder, touches: Set<UITouch>)
    /// A default `touches…` implementation forwarded the call from one responder to the next.
    case touchesForwarded(phase: UITouch.Phase, from: UIResponder, to: UIResponder)
    /// A host transform sample (a trackpad pinch or rotation) arrived.
    case transformPhase(phase: TransformSample.Phase, location: CGPoint, scale: CGFloat, rotation: CGFloat)
    /// A trackpad pinch or rotation, with indirect input events, did not drive a pinch or rotation
    /// recognizer of the view under the pointer or of its ancestors, for `reason`: traced as the
    /// gesture begins (it does not receive it), as it first moves the recognizer's quantity (it
    /// may not begin), or as it ends (its quantity never moved).
    case transformSkipped(recognizer: UIGestureRecognizer, reason: TransformSkipReason)
    /// A host key sample became a press phase (a key went down or up), or a press was cancelled.
    case pressPhase(press: UIPress, phase: UIPress.Phase)
    /// A host hover sample: the pointer entered, moved over (`view`: the view hit), left or was
    /// lost.
    case hoverPhase(pointerID: Int, phase: HoverSample.Phase, location: CGPoint, view: UIView?)
    /// A responder's `presses…` method was called by HitKit (not by forwarding).
    case pressesDelivered(phase: UIPress.Phase, responder: UIResponder, presses: Set<UIPress>)
    /// A responder's default `presses…` implementation forwarded the call to the next responder.
    case pressesForwarded(phase: UIPress.Phase, from: UIResponder, to: UIResponder)
    /// A key command of `declaredBy`'s `keyCommands` matched a key press and performed its action
    /// on `target`; the press goes no further.
    case keyCommandPerformed(command: UIKeyCommand, declaredBy: UIResponder, target: UIResponder)
    /// The first responder's text input typed the key (inserted its text or deleted backward); the
    /// press goes no further.
    case pressTakenByTextInput(press: UIPress, responder: UIResponder)
    /// A host scroll sample (a wheel tick, a trackpad scroll's phase) went to `recognizer`, the
    /// pan under the pointer that took the scroll, or to nothing.
    case scrollRouted(sample: ScrollSample, recognizer: UIGestureRecognizer?)
    /// A scroll passed over a pan recognizer under the pointer, for `reason`.
    case scrollSkipped(recognizer: UIGestureRecognizer, reason: ScrollSkipReason)
    /// A control sent these events to its actions.
    case controlEvents(control: UIControl, events: UIControl.Event)
    /// A gesture recognizer's state changed.
    case gestureStateChanged(
        recognizer: UIGestureRecognizer, from: UIGestureRecognizer.State,
        to: UIGestureRecognizer.State)
    /// A gesture recognizer called its target–actions, which heard `state` (its state as they
    /// ran). Reported even when it has no actions: it is what every target of it hears.
    case gestureActionsSent(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)
    /// An arbitration decision between gesture recognizers, and why.
    case gestureDecision(GestureDecision)
    /// Something went wrong that HitKit refused or survived; nothing crashed.
    case diagnostic(HitKitDiagnostic)
}

/// Something that watches HitKit's dispatch pipeline. Observers only watch: the pipeline does the
/// same thing with or without them.
@MainActor
public protocol DispatchObserver: AnyObject {
    /// Called for each step of the pipeline, in order.
    func dispatch(_ event: DispatchTraceEvent)
}
