import HitKit
import HitKitTesting
import Testing

// UIKit-style iPad code with only `import HitKit`: a photo view that zooms and turns with pinch
// and rotation recognizers — the pattern Apple's "Handling pinch gestures" shows: apply the
// recognizer's scale to the view's transform, then set it back to 1 — and recognizes both at once
// through its delegate. A trackpad drives it in both indirect-input modes.

private final class PhotoViewController: UIViewController, UIGestureRecognizerDelegate {
    let photo = UIView(frame: CGRect(x: 60, y: 60, width: 200, height: 200))
    private(set) var turned: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(photo)
        let pinch = UIPinchGestureRecognizer(target: self, action: PhotoViewController.pinched)
        let rotation = UIRotationGestureRecognizer(target: self, action: PhotoViewController.rotated)
        pinch.delegate = self
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
    }

    func pinched(_ gestureRecognizer: UIPinchGestureRecognizer) {
        guard let view = gestureRecognizer.view else { return }
        if gestureRecognizer.state == .began || gestureRecognizer.state == .changed {
            view.transform = view.transform.scaledBy(x: gestureRecognizer.scale, y: gestureRecognizer.scale)
            gestureRecognizer.scale = 1.0
        }
    }

    func rotated(_ gestureRecognizer: UIRotationGestureRecognizer) {
        if gestureRecognizer.state == .began || gestureRecognizer.state == .changed {
            turned += gestureRecognizer.rotation
            gestureRecognizer.rotation = 0
        }
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        true
    }
}

@MainActor
@Suite("Ported UIKit code: trackpad pinch and rotation")
struct PortedTrackpadPinchCodeTests {
    @Test("A photo view zooms with a trackpad pinch and turns with a trackpad rotation, with or without indirect input")
    func photoZoomsAndTurns() throws {
        for indirect in [true, false] {
            let app = UIApplication()
            app.supportsIndirectInputEvents = indirect
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let controller = PhotoViewController()
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let generator = try EventGenerator(window: window)
            try generator.trackpadPinch(at: controller.photo, scale: 2, duration: 0.2)
            #expect(abs(controller.photo.transform.a - 2) < 1e-9, "indirect: \(indirect)")
            try generator.trackpadRotate(at: controller.photo, angle: .pi / 4, duration: 0.2)
            #expect(abs(controller.turned - .pi / 4) < 1e-9, "indirect: \(indirect)")
            try generator.assertNoLeftovers()
        }
    }
}
