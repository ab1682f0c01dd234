import HitKit
import HitKitTesting
import Testing

// UIKit-style trackpad pinch code in the Swift 5 language mode: a plain view class with a pinch
// recognizer whose action method reference is the selector.

final class Swift5ZoomingView: UIView {
    var scales: [CGFloat] = []

    func setUpPinch() {
        addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Swift5ZoomingView.pinched))
    }

    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        if recognizer.state == .ended { scales.append(recognizer.scale) }
    }
}

@MainActor
@Suite("Swift 5 language mode: trackpad pinch")
struct Swift5TrackpadPinchTests {
    @Test("A pinch recognizer's action follows a trackpad pinch in Swift 5 mode")
    func trackpadPinch() throws {
        let app = UIApplication()
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let view = Swift5ZoomingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.setUpPinch()
        window.addSubview(view)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.trackpadPinch(at: view, scale: 0.5)
        #expect(view.scales == [0.5])
        try generator.assertNoLeftovers()
    }
}
