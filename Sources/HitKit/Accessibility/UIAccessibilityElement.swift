import Foundation

/// An element that should be accessible but is not a view: a part of a custom-drawn view (a bar
/// of a chart, a day of a calendar) that its view lists in `accessibilityElements`.
///
/// As in UIKit, it is an `NSObject`, not a responder, with the same accessibility properties as
/// views. Its frame is either set in screen coordinates (``accessibilityFrame``) or, better,
/// given in its container view's coordinates (``accessibilityFrameInContainerSpace``), so it
/// follows the view when the view moves.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject {
    private var storedFrame = CGRect.zero
    private var storedFrameInContainerSpace: CGRect?
    private var storedActivationPoint: CGPoint?

    /// Creates an element inside `container`, usually the view that lists it in its
    /// `accessibilityElements`.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// The view or element that holds this element. Not retained, as in UIKit.
    open weak var accessibilityContainer: AnyObject?

    /// Whether assistive technologies treat this object as an element. Default false, as
    /// Apple's page for `UIAccessibilityElement.isAccessibilityElement` gives it.
    open var isAccessibilityElement = false

    /// A short name of the element. Default nil.
    open var accessibilityLabel: String?

    /// The element's current value. Default nil.
    open var accessibilityValue: String?

    /// What activating the element does. Default nil.
    open var accessibilityHint: String?

    /// How the element behaves. Default `.none`.
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// A string that identifies the element in tests, never read aloud.
    open var accessibilityIdentifier: String?

    /// The element's frame in screen coordinates: the frame set, or, once
    /// ``accessibilityFrameInContainerSpace`` is set, that frame converted from the container
    /// view's coordinates each time it is read. Default `.zero`.
    open var accessibilityFrame: CGRect {
        get {
            guard let local = storedFrameInContainerSpace else { return storedFrame }
            guard let view = accessibilityContainer as? UIView else { return local }
            return view.screenRect(from: local)
        }
        set {
            storedFrame = newValue
            storedFrameInContainerSpace = nil
        }
    }

    /// The element's frame in its container view's coordinates. Setting it makes
    /// ``accessibilityFrame`` follow the container; default `.zero`.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { storedFrameInContainerSpace ?? .zero }
        set { storedFrameInContainerSpace = newValue }
    }

    /// Where, in screen coordinates, VoiceOver's double-tap touches the element when
    /// ``accessibilityActivate()`` declines. Default: the midpoint of ``accessibilityFrame``.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let storedActivationPoint { return storedActivationPoint }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { storedActivationPoint = newValue }
    }

    /// Activates the element when VoiceOver's user double-taps it; returns whether it did. The
    /// default returns false, and VoiceOver then touches ``accessibilityActivationPoint``.
    open func accessibilityActivate() -> Bool { false }
}
