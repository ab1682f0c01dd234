import Testing

@testable import HitKit

/// A controller whose `save` action nil-targeted controls and `sendAction` can reach.
@MainActor
private final class DocumentController: UIViewController {
    let name: String
    var saves: [String] = []

    init(_ name: String) {
        self.name = name
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func save(_ sender: Any?) { saves.append("\(name) from \((sender as? UIView)?.accessibilityIdentifier ?? "-")") }
    func saveWithoutSender() { saves.append("\(name) without sender") }
}

/// A view that can be first responder, as a text field can.
@MainActor
private final class FieldView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// Nil-targeted actions (Apple's `UIResponder.target(forAction:withSender:)`): they start at the
/// first responder and walk the chain.
@MainActor
@Suite("Nil-targeted actions")
struct NilTargetedActionTests {
    /// A window with two side-by-side child controllers, A and B, under a plain root controller;
    /// A's view holds a field that can be first responder, B's view holds a button.
    @MainActor
    private struct Stage {
        let app = UIApplication()
        let window: UIWindow
        let controllerA = DocumentController("A")
        let controllerB = DocumentController("B")
        let field = FieldView(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let root = UIViewController()
            window.rootViewController = root
            for (controller, x) in [(controllerA, 0.0), (controllerB, 160.0)] {
                root.addChild(controller)
                controller.view.frame = CGRect(x: x, y: 0, width: 160, height: 480)
                root.view.addSubview(controller.view)
            }
            field.accessibilityIdentifier = "field"
            button.accessibilityIdentifier = "button"
            controllerA.view.addSubview(field)
            controllerB.view.addSubview(button)
            window.makeKeyAndVisible()
        }

        func tapButton(at time: TimeInterval = 0) {
            let point = CGPoint(x: 160 + 60, y: 32)
            app.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: time))
            app.send(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: time + 0.1))
        }
    }

    @Test("With no first responder, a button's nil-targeted action reaches its own view controller")
    func nilTargetReachesTheButtonsController() {
        let stage = Stage()
        stage.button.addTarget(nil, action: DocumentController.save, for: .touchUpInside)
        stage.tapButton()
        #expect(stage.controllerB.saves == ["B from button"])
        #expect(stage.controllerA.saves.isEmpty)
    }

    @Test("With a first responder, the nil-targeted action starts there, as in UIKit")
    func nilTargetStartsAtTheFirstResponder() {
        let stage = Stage()
        #expect(stage.field.becomeFirstResponder())
        stage.button.addTarget(nil, action: DocumentController.saveWithoutSender, for: .touchUpInside)
        stage.tapButton()
        #expect(stage.controllerA.saves == ["A without sender"])
        #expect(stage.controllerB.saves.isEmpty)
    }

    @Test("A nil-targeted action that no responder performs does nothing")
    func nilTargetWithNoReceiver() {
        let stage = Stage()
        @MainActor final class Elsewhere { func save(_ sender: UIButton) { Issue.record("must not be called") } }
        stage.button.addTarget(nil, action: Elsewhere.save, for: .touchUpInside)
        stage.tapButton()
        #expect(stage.controllerA.saves.isEmpty && stage.controllerB.saves.isEmpty)
    }

    @Test("sendAction(_:to:from:for:) sends to an explicit target, or up the chain when it is nil")
    func applicationSendAction() {
        let stage = Stage()
        #expect(stage.app.sendAction(DocumentController.save, to: stage.controllerA, from: stage.button, for: nil))
        #expect(stage.app.sendAction(DocumentController.save, to: nil, from: stage.button, for: nil))
        #expect(stage.controllerA.saves == ["A from button"])
        #expect(stage.controllerB.saves == ["B from button"])
        stage.field.becomeFirstResponder()
        #expect(stage.app.sendAction(DocumentController.save, to: nil, from: nil, for: nil))
        #expect(stage.controllerA.saves == ["A from button", "A from -"])
        @MainActor final class Elsewhere { func act(_ sender: Any?) {} }
        #expect(!stage.app.sendAction(Elsewhere.act, to: nil, from: stage.button, for: nil))
    }

    @Test("removeTarget(nil, for:) removes nil-targeted actions too")
    func removingNilTargetedActions() {
        let stage = Stage()
        stage.button.addTarget(nil, action: DocumentController.save, for: .touchUpInside)
        stage.button.removeTarget(nil, for: .touchUpInside)
        stage.tapButton()
        #expect(stage.controllerB.saves.isEmpty)
    }
}
