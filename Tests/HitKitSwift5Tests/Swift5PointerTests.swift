import HitKit
import HitKitTesting
import Testing

// UIKit-style pointer code in the Swift 5 language mode: a plain class (no actor annotation)
// with a secondary-click tap recognizer and touch handling that reads the touch's type and the
// event's buttons.

final class Swift5ContextCanvas: UIView {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let rightClick = UITapGestureRecognizer(target: self, action: Swift5ContextCanvas.rightClicked)
        rightClick.buttonMaskRequired = .secondary
        addGestureRecognizer(rightClick)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func rightClicked() { log.append("right click") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.first?.type == .indirectPointer {
            log.append("pointer \(event?.buttonMask.rawValue ?? 0)")
        }
    }
}

@MainActor
@Suite("Swift 5 language mode: pointer")
struct Swift5PointerTests {
    @Test("A secondary-click recognizer and touch-type checks compile and behave in Swift 5 mode")
    func secondaryClick() throws {
        let app = UIApplication()
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let canvas = Swift5ContextCanvas(frame: window.bounds)
        window.addSubview(canvas)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.mouseClick(at: CGPoint(x: 50, y: 50), buttons: .secondary)
        #expect(canvas.log == ["pointer 2", "right click"])
        try generator.assertNoLeftovers()
    }
}
