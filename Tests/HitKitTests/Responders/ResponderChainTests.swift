import Foundation
import Testing

@testable import HitKit

/// A responder that records the touches that reach it and can claim an action.
@MainActor
private final class RecordingResponder: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    var handledAction: String?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
    override func canPerformAction(_ action: String, withSender sender: Any?) -> Bool { action == handledAction }
}

/// A view controller that records the touches that reach it, then forwards them.
@MainActor
private final class RecordingController: UIViewController {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
        super.touchesEnded(touches, with: event)
    }
}

/// A view that can be a delegate, which the chain must not follow from the application.
@MainActor
private final class DelegateView: UIView, UIApplicationDelegate {}

/// A delegate that is not a responder.
@MainActor
private final class PlainDelegate: UIApplicationDelegate {}

/// The responder chain (Apple's "Using responders and the responder chain to handle events", and
/// `UIResponder.touchesBegan(_:with:)`: the default forwards to the next responder).
@MainActor
@Suite("The responder chain")
struct ResponderChainTests {
    @Test("A view's next responder is its superview; a view without one has none")
    func viewToSuperview() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
        child.removeFromSuperview()
        #expect(child.next == nil)
    }

    @Test("A controller's root view leads to the controller, and the controller to the window")
    func rootViewToControllerToWindow() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let controller = UIViewController()
        window.rootViewController = controller
        let leaf = UIView()
        controller.view.addSubview(leaf)
        #expect(leaf.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === app)
    }

    @Test("A controller whose view sits inside another view leads to that superview")
    func controllerToViewSuperview() {
        let container = UIView()
        let controller = UIViewController()
        container.addSubview(controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === container)
    }

    @Test("A child controller leads to its view's superview, or to its parent while its view is out")
    func childController() {
        let parent = UIViewController()
        let child = UIViewController()
        parent.addChild(child)
        #expect(child.parent === parent && parent.children == [child])
        #expect(child.next === parent)
        parent.view.addSubview(child.view)
        #expect(child.next === parent.view)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty && child.next == nil)
    }

    @Test("A view that is no longer a controller's root view leads to its superview")
    func replacedRootView() {
        let controller = UIViewController()
        let first = UIView()
        controller.view = first
        #expect(first.next === controller)
        controller.view = UIView()
        #expect(first.next == nil)
        #expect(controller.view.next === controller)
    }

    @Test("The application leads to its delegate only when that is a plain responder")
    func applicationToDelegate() {
        // "Using responders and the responder chain to handle events": the delegate is next only
        // when it is a responder that is not a view, a view controller or the application.
        let app = UIApplication()
        #expect(app.next == nil)
        let responder = RecordingResponder()
        app.delegate = responder
        #expect(app.next === responder)
        let viewDelegate = DelegateView()
        app.delegate = viewDelegate
        #expect(app.next == nil)
        let plain = PlainDelegate()
        app.delegate = plain
        #expect(app.next == nil)
        #expect(UIResponder().next == nil)
    }

    @Test("Unhandled touches travel view → superview → controller → window → application → delegate")
    func touchesForwardedUpTheChain() {
        // Apple's `UIResponder.touchesBegan(_:with:)`: the default touches… methods forward to
        // next.
        let app = UIApplication()
        let delegate = RecordingResponder()
        app.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let controller = RecordingController()
        window.rootViewController = controller
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        middle.addSubview(leaf)
        controller.view.addSubview(middle)
        window.makeKeyAndVisible()
        let recorder = ForwardingRecorder()
        app.addObserver(recorder)
        app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 0))
        app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 0.1))
        #expect(controller.log == ["began", "ended"])
        #expect(delegate.log == ["began", "ended"])
        #expect(
            recorder.hops.prefix(6) == [
                "UIView → UIView", "UIView → UIView", "UIView → RecordingController",
                "RecordingController → UIWindow", "UIWindow → UIApplication",
                "UIApplication → RecordingResponder",
            ])
    }

    @Test("A responder that handles the touch stops it: its superview hears nothing")
    func handledTouchStops() {
        let stage = CoreStage()
        let outer = stage.view("outer", CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = stage.view("inner", CGRect(x: 0, y: 0, width: 50, height: 50), in: outer)
        stage.tap(1, 10, 10, at: 0)
        #expect(stage.journal.entries == ["inner began 1", "inner ended 1"])
        inner.forwards = true
        stage.tap(1, 10, 10, at: 1)
        #expect(
            stage.journal.entries.suffix(4) == ["inner began 1", "outer began 1", "inner ended 1", "outer ended 1"])
    }

    @Test("Responders compare by identity and go into sets, as NSObjects do")
    func identityEquality() {
        // UIResponder is an NSObject subclass in UIKit, so `==` is identity: the articles write
        // `hitView == self`.
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let twin = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(a == a)
        #expect(a != twin)
        let set: Set<UIView> = [a, twin, a]
        #expect(set.count == 2)
        let responder: UIResponder = a
        #expect(responder == a)
    }

    @Test("target(forAction:) walks the chain to the first responder that can perform the action")
    func targetForAction() {
        let app = UIApplication()
        let delegate = RecordingResponder()
        delegate.handledAction = "save"
        app.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let view = UIView()
        window.addSubview(view)
        #expect(view.target(forAction: "save", withSender: nil) === delegate)
        #expect(view.target(forAction: "print", withSender: nil) == nil)
        #expect(!view.canPerformAction("save", withSender: nil))
    }
}

/// Records each forwarding hop of the default touches… implementations, by class name.
@MainActor
private final class ForwardingRecorder: DispatchObserver {
    var hops: [String] = []
    func dispatch(_ event: DispatchTraceEvent) {
        if case .touchesForwarded(let phase, let from, let to) = event, phase == .began {
            hops.append("\(type(of: from)) → \(type(of: to))")
        }
    }
}
