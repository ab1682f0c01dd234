import HitKit
import HitKitTesting
import Testing

// Scene, VoiceOver and image code in the Swift 5 language mode: plain classes with no actor
// annotation, as Xcode's templates and public samples write them.

final class Swift5SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let button = UIButton(type: .system)
    var taps = 0

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let root = UIViewController()
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.accessibilityLabel = "Continue"
        button.addAction(UIAction { [unowned self] _ in self.taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
    }
}

final class Swift5ThumbMaker {
    func thumb() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 28, height: 28)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 28, height: 28))
            UIImage().draw(in: CGRect(x: 2, y: 2, width: 24, height: 24))
        }
    }
}

@MainActor
@Suite("Swift 5 language mode: scenes, VoiceOver's activation and images")
struct Swift5SceneAndImageTests {
    @Test("A scene delegate's window takes VoiceOver's activation, until an overlay covers its button")
    func sceneDelegateAndActivation() throws {
        let app = UIApplication()
        let delegate = Swift5SceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        let window = try #require(delegate.window)
        #expect(scene.keyWindow === window)
        #expect(window.windowScene === scene)
        let generator = try EventGenerator(window: window)
        try generator.activate(delegate.button)
        #expect(delegate.taps == 1)

        let overlay = UIView(frame: window.bounds)
        window.addSubview(overlay)
        try generator.activate(delegate.button)
        #expect(delegate.taps == 1)  // the overlay took the activation's tap
        try generator.assertNoLeftovers()
    }

    @Test("An image renderer's thumb has its size")
    func rendererThumb() {
        #expect(Swift5ThumbMaker().thumb().size == CGSize(width: 28, height: 28))
    }
}
