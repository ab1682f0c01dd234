import Foundation

/// A continuous gesture recognizer that interprets pointer movement over a view: it begins as a
/// pointer with no contact (a mouse with no button down, a pen above the glass) enters its view,
/// changes as the pointer moves over it and ends as the pointer leaves.
///
/// Host ``HoverSample``s drive it, never touches. Each sample is hit-tested as a touch-down would
/// be, so a hidden, non-interactive or covered view gets no hover, and the hover goes to the
/// recognizers of the view hit and of each of its ancestors, innermost first. A press of the
/// hovering pointer ends the hover (the pointer no longer hovers); its release over the view
/// begins a new one. The host's cancel, a view leaving its window, removing or disabling the
/// recognizer cancel it. See <doc:Hover>.
///
/// ```swift
/// let hover = UIHoverGestureRecognizer(target: self, action: ViewController.hovering)
/// button.addGestureRecognizer(hover)
/// ```
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer whose hover the recognizer is following, while it is.
    var hoveringPointerID: Int?
    /// The window the hovering pointer is over, and its location there.
    weak var hoverWindow: UIWindow?
    var hoverWindowLocation: CGPoint = .zero
    var hoverScreenLocation: CGPoint = .zero
    var storedZOffset: CGFloat = 0
    /// The stage that delivers hovers to the recognizer, while it follows one.
    weak var hoverDelivery: HoverDelivery?

    /// Creates a hover recognizer with no actions.
    public override init() {
        super.init()
        receivesTouchEvents = false
    }

    /// The hovering pen's normalized distance from the screen: 1 at the farthest it is sensed,
    /// approaching 0 as it nears the glass; 0 for a mouse, or when no pointer hovers (iOS 16.1).
    open var zOffset: CGFloat { hoveringPointerID == nil ? 0 : storedZOffset }

    /// The hovering pointer's location in `view`'s coordinates (nil: its window's), or where it
    /// was last seen by this recognizer.
    open override func location(in view: UIView?) -> CGPoint {
        guard let window = hoverWindow else {
            return view.map { $0.convertFromRootSpace(hoverScreenLocation) } ?? hoverScreenLocation
        }
        guard let view, view !== window else { return hoverWindowLocation }
        return view.convert(hoverWindowLocation, from: window)
    }

    /// The hovering pointer's location: there is one "touch", number 0, while a pointer hovers.
    open override func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touchIndex < numberOfTouches ? location(in: view) : .zero
    }

    /// 1 while a pointer hovers over the view, else 0.
    open override var numberOfTouches: Int { hoveringPointerID == nil ? 0 : 1 }

    /// Disabling the recognizer mid-hover cancels it.
    open override var isEnabled: Bool {
        didSet {
            if oldValue && !isEnabled { hoverDelivery?.stop(self) }
        }
    }

    /// The recognizer left its view: a hover in progress is cancelled.
    func wasRemovedFromView() {
        hoverDelivery?.stop(self)
    }
}
