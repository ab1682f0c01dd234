import HitKit
import HitKitTesting
import Testing

// UIKit-style scroll-input code in the Swift 5 language mode: a plain view class (no actor
// annotation) with a pan recognizer admitting every scroll type and an event filter.

final class Swift5ScrollCanvas: UIView {
    var log: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: Swift5ScrollCanvas.scrolled)
        pan.allowedScrollTypesMask = .all
        addGestureRecognizer(pan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func scrolled(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        log.append("\(pan.state) \(translation.y)")
    }
}

@MainActor
@Suite("Swift 5 language mode: scroll input")
struct Swift5ScrollInputTests {
    @Test("A pan recognizer with allowedScrollTypesMask = .all compiles and follows the wheel in Swift 5 mode")
    func wheelPans() throws {
        let canvas = Swift5ScrollCanvas(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let generator = try EventGenerator(view: canvas)
        try generator.wheelScroll(CGVector(dx: 0, dy: -30), at: canvas)
        #expect(canvas.log == ["began -30.0", "ended -30.0"])
        try generator.assertNoLeftovers()
    }
}
