import Foundation

/// An object that describes one moment of the user's interaction: for touches, the set of every
/// finger currently down, each with its phase in this event.
///
/// As in UIKit, an application reuses one `UIEvent` object for its touch events; read it during
/// delivery, do not keep it.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// A finer kind of event; touch events have `.none`.
    public enum EventSubtype: Int, Sendable {
        case none
        /// A shake of the device, for `motionBegan(_:with:)` (HitKit never sends motion events).
        case motionShake
    }

    /// The mouse buttons of an event (UIKit's `UIEvent.ButtonMask`).
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// The mask of button number `buttonNumber` (1 is the primary button).
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    /// The mouse buttons pressed for the event: those of its `.indirectPointer` touches (a mouse
    /// click when the application ``UIApplication/supportsIndirectInputEvents``), as their
    /// latest samples held them — on the event that lifts the button, the buttons that were
    /// down. Empty for finger and pen touches, and for a click in UIKit's compatibility mode.
    open var buttonMask: ButtonMask { storedButtonMask }

    /// ``buttonMask``, written by the event queue for each touch event.
    @exclusivity(unchecked)
    var storedButtonMask: ButtonMask = []

    /// The modifier keys held down during the event, as the host's last key sample said: for a
    /// touch event, those held while the fingers moved (a Command-click); for a press event,
    /// those held with its key.
    open var modifierFlags: UIKeyModifierFlags { application?.pipeline.modifierFlags ?? [] }

    /// The kind of event: touches or presses.
    open var type: EventType { .touches }

    /// The event's subtype.
    open var subtype: EventSubtype { .none }

    /// When the event happened, from the application's clock.
    @exclusivity(unchecked)
    public internal(set) var timestamp: TimeInterval = 0

    /// The touches of this event, in the order their fingers first touched down.
    @exclusivity(unchecked)
    var orderedTouches: [UITouch] = []

    /// The application that dispatches this event.
    weak var application: UIApplication?

    /// The default `touches…` forwards made with this event (see `UIResponder.forward`). Per
    /// event, so that no state outlives one delivery.
    let forwarding = TouchForwarding()

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    /// Creates an empty event, with no touches and no application, as UIKit's `UIEvent()` does —
    /// for tests that call a responder's `touches…` methods directly.
    public override init() {
        super.init()
    }

    /// The touches that `touch` stands for in this event, oldest first, or `nil` if it is not part
    /// of the event. HitKit dispatches every sample a host sends, so a touch stands for itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        orderedTouches.contains { $0 === touch } ? [touch] : nil
    }

    /// The predicted future touches for `touch`: none (HitKit predicts nothing), or `nil` if the
    /// touch is not part of the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        orderedTouches.contains { $0 === touch } ? [] : nil
    }

    /// Every touch of the event: all fingers currently down (and those lifting in this event).
    open var allTouches: Set<UITouch>? { Set(orderedTouches) }

    /// The touches of the event whose ``UITouch/view`` is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(orderedTouches.filter { $0.view === view })
    }

    /// The touches of the event that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        Set(orderedTouches.filter { $0.window === window })
    }

    /// The touches of the event that `gestureRecognizer` receives.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(orderedTouches.filter { touch in touch.delivery.recognizers.contains { $0 === gestureRecognizer } })
    }
}
