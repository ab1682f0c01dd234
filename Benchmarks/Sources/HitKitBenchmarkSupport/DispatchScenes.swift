import Foundation
import HitKit

/// A small screen for `Dispatch/tap`: a button inside a container whose single-tap recognizer
/// the button refuses (as UIKit's controls do), so each tap runs the recognizer, the control's
/// tracking and its primary action.
@MainActor
public final class ButtonTapScene {
    /// The window.
    public let window: UIWindow
    /// The driver that taps.
    public let script: PointerScript
    /// Where to tap: the button's centre, in screen coordinates.
    public let buttonCenter = CGPoint(x: 160, y: 240)
    /// How many times the button's action ran.
    public private(set) var buttonActions = 0
    /// How many times the container's tap recognizer reported recognition.
    public private(set) var containerTaps = 0

    /// Builds the window, the container, its tap recognizer and the button.
    public init() {
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        self.window = window
        script = PointerScript(application: application)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 110, y: 218, width: 100, height: 44)
        button.addAction(
            UIAction(title: "Tap") { [unowned self] _ in buttonActions += 1 }, for: .primaryActionTriggered)
        container.addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] recognizer in
                if recognizer.state == .recognized { containerTaps += 1 }
            })
        container.addSubview(button)
        window.addSubview(container)
    }
}

/// A screen for `Dispatch/drag-100-moves`: one view with a pan recognizer.
@MainActor
public final class PanScene {
    /// The window.
    public let window: UIWindow
    /// The driver that drags.
    public let script: PointerScript
    /// Where drags start, in screen coordinates.
    public let start = CGPoint(x: 40, y: 240)
    /// How many pans ended (state `.ended`).
    public private(set) var endedPans = 0
    /// How many `.changed` reports the pans made.
    public private(set) var changes = 0

    /// Builds the window and the panned view.
    public init() {
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: 320, height: 480))
        self.window = window
        script = PointerScript(application: application)
        let panned = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        panned.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self] recognizer in
                switch recognizer.state {
                case .changed: changes += 1
                case .ended: endedPans += 1
                default: break
                }
            })
        window.addSubview(panned)
    }
}

/// A screen for `Dispatch/tap-deep-10k`: a chain of plain views `depth` deep, so a tap's touches
/// travel from the deepest view up the whole responder chain to the application's delegate.
@MainActor
public final class DeepTapScene {
    /// The hierarchy.
    public let scene: HitTestScene
    /// The driver that taps.
    public let script: PointerScript
    /// The end of the responder chain, which counts what arrives.
    public let chainEnd = ChainEndResponder()

    /// Builds the chain and makes ``chainEnd`` the application's delegate.
    public init(depth: Int) {
        scene = ViewHierarchies.deepChain(depth: depth)
        script = PointerScript(application: scene.application)
        scene.application.delegate = chainEnd
    }
}

/// An application delegate that is a responder, so it ends the responder chain and sees every
/// touch that the views forward.
@MainActor
public final class ChainEndResponder: UIResponder, UIApplicationDelegate {
    /// How many `touchesBegan` calls arrived.
    public private(set) var began = 0
    /// How many `touchesEnded` calls arrived.
    public private(set) var ended = 0

    /// Counts the touch-down.
    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    /// Counts the lift.
    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}
