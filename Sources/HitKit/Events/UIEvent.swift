import Foundation

/// An object that describes one moment of the user's interaction: for touches, the set of every
/// finger currently down, each with its phase in this event.
///
/// As in UIKit, an application reuses one `UIEvent` object for its touch events; read it during
/// delivery, do not keep it.
@MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// A finer kind of event; touch events have `.none`.
    public enum EventSubtype: Int, Sendable {
        case none
    }

    /// The kind of event: HitKit's host input produces `.touches`.
    open var type: EventType { .touches }

    /// The event's subtype.
    open var subtype: EventSubtype { .none }

    /// When the event happened, from the application's clock.
    public internal(set) var timestamp: TimeInterval = 0

    /// The touches of this event, in the order their fingers first touched down.
    var orderedTouches: [UITouch] = []

    /// The application that dispatches this event.
    weak var application: UIApplication?

    /// How many default `touches…` forwards are nested on the stack right now, and the forwards
    /// put off because that reached ``HitKitDefaults/maximumNestedForwardingDepth`` (see
    /// `UIResponder.forward`). Per event, so that no state outlives one delivery.
    var forwardingDepth = 0
    /// The forwards the outermost one has led to so far, to stop a chain that loops.
    var forwardLoopCheck = ResponderLoopCheck()
    var deferredForwards: [DeferredForward] = []

    /// A default `touches…` forward that continues the responder chain from a loop.
    struct DeferredForward {
        let responder: UIResponder
        let phase: UITouch.Phase
        let touches: Set<UITouch>
    }

    init(application: UIApplication) {
        self.application = application
        super.init()
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
        Set(orderedTouches.filter { touch in touch.recognizers.contains { $0 === gestureRecognizer } })
    }
}
