import HitKit
import HitKitTesting
import Testing

// UIKit-style iPad pointer code, as it is written for UIKit, with only `import HitKit`: a canvas
// with a secondary-click tap recognizer (Apple's `buttonMaskRequired`), whose touch handling
// tells a mouse from a finger by `touch.type == .indirectPointer` and reads `event.buttonMask`
// and the recognizer's `modifierFlags`.

private final class CanvasView: UIView {
    private(set) var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let secondaryClick = UITapGestureRecognizer(target: self, action: CanvasView.showMenu)
        secondaryClick.buttonMaskRequired = .secondary
        addGestureRecognizer(secondaryClick)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showMenu(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        let extended = recognizer.modifierFlags.contains(.shift) ? " extended" : ""
        log.append("menu\(extended) \(recognizer.buttonMask == .secondary)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        if touch.type == .indirectPointer, let event, event.buttonMask.contains(.primary) {
            log.append("click")
        } else if touch.type == .direct {
            log.append("finger")
        }
    }
}

@MainActor
@Suite("Ported UIKit pointer code")
struct PortedPointerCodeTests {
    @Test("A canvas with a secondary-click recognizer and touch-type checks runs as on an iPad with a mouse")
    func secondaryClickCanvas() throws {
        let app = UIApplication()
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let canvas = CanvasView(frame: window.bounds)
        window.addSubview(canvas)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.mouseClick(at: canvas)
        try generator.mouseClick(at: canvas, buttons: .secondary, modifiers: .shift)
        try generator.fingerTap(at: canvas)
        #expect(canvas.log == ["click", "menu extended true", "finger"])
        try generator.assertNoLeftovers()
    }
}
