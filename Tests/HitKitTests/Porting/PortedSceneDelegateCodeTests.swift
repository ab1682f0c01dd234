import HitKit
import HitKitTesting
import Testing

// Xcode's app template with scenes, unchanged but for the import (and `@main`, which a test target
// cannot have): an AppDelegate naming the scene configuration, a SceneDelegate that makes the
// window, and a view controller with a gradient button wired by target–action.

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var becameActive = 0

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = CheckoutViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) { becameActive += 1 }
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

final class CheckoutViewController: UIViewController {
    let payButton = GradientButton(frame: CGRect(x: 40, y: 300, width: 240, height: 50))
    private(set) var payments = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit: payButton.addTarget(self, action: #selector(pay), for: .touchUpInside)
        payButton.addTarget(self, action: CheckoutViewController.pay, for: .touchUpInside)
        view.addSubview(payButton)
    }

    func pay() { payments += 1 }

    /// The key window of the first connected scene, as code written for iOS 15 finds it.
    static func keyWindow(of application: UIApplication) -> UIWindow? {
        application.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .first { $0.activationState == .foregroundActive }?
            .keyWindow
    }
}

@MainActor
@Suite("Ported UIKit code: a scene delegate (Porting)")
struct PortedSceneDelegateCodeTests {
    @Test("The template's scene delegate makes its key window when the application connects a scene")
    func sceneDelegateMakesTheWindow() throws {
        let app = UIApplication()
        let appDelegate = TemplateAppDelegate()
        app.delegate = appDelegate
        let sceneDelegate = TemplateSceneDelegate()
        let scene = app.connectScene(delegate: sceneDelegate)
        let window = try #require(sceneDelegate.window)
        #expect(sceneDelegate.becameActive == 1)
        #expect(CheckoutViewController.keyWindow(of: app) === window)
        #expect(window.windowScene === scene)
        #expect(scene.windows.first?.rootViewController is CheckoutViewController)
        #expect(scene.session.configuration.name == "Default Configuration")
        #expect(scene.session.configuration.role == .windowApplication)
    }

    @Test("A gradient button wired by target-action in the scene's window is paid for with a tap")
    func gradientButtonInTheScenesWindow() throws {
        let app = UIApplication()
        let sceneDelegate = TemplateSceneDelegate()
        app.connectScene(delegate: sceneDelegate)
        let window = try #require(sceneDelegate.window)
        let checkout = try #require(window.rootViewController as? CheckoutViewController)
        #expect(checkout.payButton.layer is CAGradientLayer)
        #expect(checkout.payButton.gradientLayer.colors?.count == 2)
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: checkout.payButton)
        #expect(checkout.payments == 1)
        #expect(checkout.view.window?.windowScene?.session.role == .windowApplication)
        try generator.assertNoLeftovers()
    }
}
