import HitKit
import HitKitTesting
import Testing

// UIKit-style hover code in the Swift 5 language mode: a plain view (no actor annotation) that
// highlights while a pointer hovers over it, through a typed target–action.

final class Swift5HoverView: UIView {
    var isHighlighted = false

    func setUpHover() {
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: Swift5HoverView.hovered))
    }

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        isHighlighted = recognizer.state == .began || recognizer.state == .changed
    }
}

@MainActor
@Suite("Swift 5 language mode: hover")
struct Swift5HoverTests {
    @Test("A hover recognizer with a typed action compiles and highlights in Swift 5 mode")
    func hoverHighlight() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = Swift5HoverView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        view.setUpHover()
        let generator = try EventGenerator(window: window)
        try generator.hover(at: view)
        #expect(view.isHighlighted)
        generator.hoverLeave()
        #expect(!view.isHighlighted)
    }
}
