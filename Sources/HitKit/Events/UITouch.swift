import Foundation

/// One finger on the screen, for the whole of its life: the same object from touch-down to lift.
///
/// Its ``view`` is the hit-test view found when the touch began, and never changes, even when the
/// finger moves outside that view (Apple's `UITouch.view`; <doc:Sources>). What its view has been given is
/// view delivery's state, written by that stage alone.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down but did not move since the previous event.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled

        /// The phase's name, as the articles print it.
        public var description: String {
            switch self {
            case .began: "began"
            case .moved: "moved"
            case .stationary: "stationary"
            case .ended: "ended"
            case .cancelled: "cancelled"
            }
        }
    }

    /// The kind of touch: set from the host sample's ``PointerSample/kind`` when the touch
    /// begins (see <doc:HostInput>, "Mice, pens and the two indirect-input modes").
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The host's identifier of the pointer (finger) this touch tracks.
    public internal(set) var pointerID: Int

    /// The touch's current phase.
    @exclusivity(unchecked)
    public internal(set) var phase: Phase = .began

    /// When the touch last changed, from the application's clock.
    @exclusivity(unchecked)
    public internal(set) var timestamp: TimeInterval

    /// How many times the finger tapped at about this spot in quick succession (1 for a first tap).
    public internal(set) var tapCount: Int = 1

    /// The window the touch began in, or `nil` if it hit no window.
    @exclusivity(unchecked)
    public internal(set) var window: UIWindow?

    /// The view the touch began in (its hit-test view), fixed for the touch's whole life.
    @exclusivity(unchecked)
    public internal(set) var view: UIView?

    /// The gesture recognizers that receive this touch, fixed when it began.
    public var gestureRecognizers: [UIGestureRecognizer]? { delivery.recognizers }

    /// The kind of touch, fixed when it began: `.direct` for a finger, `.pencil` for a pen, and
    /// for a mouse `.indirectPointer` when the application
    /// ``UIApplication/supportsIndirectInputEvents``, else `.direct` (UIKit's compatibility mode).
    @exclusivity(unchecked)
    public internal(set) var type: TouchType = .direct

    /// The buttons of an `.indirectPointer` touch, as its last sample held them (kept through the
    /// sample that lifts it); `[]` for every other touch. Its event's `buttonMask` is made of them.
    @exclusivity(unchecked)
    var buttons: UIEvent.ButtonMask = []

    /// The kind of pointer the touch's down came from.
    @exclusivity(unchecked)
    var pointerKind: PointerSample.Kind = .finger

    @exclusivity(unchecked)
    var screenLocation: CGPoint
    @exclusivity(unchecked)
    var previousScreenLocation: CGPoint
    private(set) var startScreenLocation: CGPoint
    /// Where the touch goes and what its receivers have been given so far: its one piece of
    /// state beyond UIKit's properties (written only by `ViewDeliveryStage`).
    @exclusivity(unchecked)
    var delivery = TouchDelivery()

    init(pointerID: Int, screenLocation: CGPoint, timestamp: TimeInterval) {
        self.pointerID = pointerID
        self.screenLocation = screenLocation
        self.previousScreenLocation = screenLocation
        self.startScreenLocation = screenLocation
        self.timestamp = timestamp
        super.init()
    }

    /// Makes this lifted touch, which nobody but the event queue holds, the touch of a new finger:
    /// UIKit's properties as a new touch has them (its delivery state is started afresh by view
    /// delivery). See the TouchLifecycle article, "Touch objects are reused".
    func reuse(pointerID: Int, screenLocation: CGPoint, timestamp: TimeInterval) {
        self.pointerID = pointerID
        self.screenLocation = screenLocation
        previousScreenLocation = screenLocation
        startScreenLocation = screenLocation
        self.timestamp = timestamp
        phase = .began
        tapCount = 1
        type = .direct
        buttons = []
        pointerKind = .finger
        window = nil
        view = nil
    }

    /// Creates a touch that is not bound to a window or view, at (0, 0), as UIKit's `UITouch()` —
    /// for tests that call a responder's `touches…` methods directly.
    public override convenience init() {
        self.init(pointerID: 0, screenLocation: .zero, timestamp: 0)
    }

    /// The radius of the touch's contact area, in points. Host samples carry no contact size, so
    /// it is UIKit's typical fingertip radius, ``HitKitDefaults/touchMajorRadius``.
    public var majorRadius: CGFloat { HitKitDefaults.touchMajorRadius }

    /// How far ``majorRadius`` may be off, in points: HitKit does not measure it, so its tolerance
    /// is the radius itself.
    public var majorRadiusTolerance: CGFloat { HitKitDefaults.touchMajorRadius }

    /// The touch's force; 0, as on devices without force sensing (host samples carry no force).
    public var force: CGFloat { 0 }

    /// The largest possible force; 0, as on devices without force sensing.
    public var maximumPossibleForce: CGFloat { 0 }

    /// The touch's location in `view`'s coordinates (nil: the touch's window).
    public func location(in view: UIView?) -> CGPoint {
        convert(screenLocation, to: view)
    }

    /// The touch's precise location; host samples are already as precise as HitKit gets them,
    /// so it is ``location(in:)``.
    public func preciseLocation(in view: UIView?) -> CGPoint {
        location(in: view)
    }

    /// The touch's precise previous location; ``previousLocation(in:)``.
    public func precisePreviousLocation(in view: UIView?) -> CGPoint {
        previousLocation(in: view)
    }

    /// The touch's previous location in `view`'s coordinates (nil: the touch's window).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convert(previousScreenLocation, to: view)
    }

    /// Whether the touch is still down.
    var isActive: Bool { phase != .ended && phase != .cancelled }

    private func convert(_ point: CGPoint, to target: UIView?) -> CGPoint {
        guard let window else {
            return target.map { $0.convertFromRootSpace(point) } ?? point
        }
        let inWindow = window.convertFromSuperview(point)
        guard let target, target !== window else { return inWindow }
        return target.convert(inWindow, from: window)
    }
}
