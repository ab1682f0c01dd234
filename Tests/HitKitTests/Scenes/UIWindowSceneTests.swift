import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A scene delegate that records its calls and makes its window when connected, as Xcode's
/// template `SceneDelegate` does.
@MainActor
private final class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var calls: [String] = []
    var states: [UIScene.ActivationState] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        calls.append("willConnect")
        states.append(scene.activationState)
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        calls.append("willEnterForeground")
        states.append(scene.activationState)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        calls.append("didBecomeActive")
        states.append(scene.activationState)
    }

    func sceneWillResignActive(_ scene: UIScene) { calls.append("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { calls.append("didEnterBackground") }

    func sceneDidDisconnect(_ scene: UIScene) {
        calls.append("didDisconnect")
        states.append(scene.activationState)
    }
}

/// Scenes (Apple's `UIScene`, `UIWindowScene`, `UIWindow.windowScene`, `UISceneDelegate`):
/// connected by an application, with their windows and key window.
@MainActor
@Suite("Window scenes")
struct UIWindowSceneTests {
    @Test("Connecting a scene calls its delegate's willConnectTo, then brings it to the foreground, active")
    func connectingCallsTheDelegateInOrder() throws {
        let app = UIApplication()
        let delegate = RecordingSceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        #expect(delegate.calls == ["willConnect", "willEnterForeground", "didBecomeActive"])
        #expect(delegate.states == [.unattached, .foregroundInactive, .foregroundActive])
        #expect(scene.activationState == .foregroundActive)
        #expect(app.connectedScenes == [scene])
        #expect(scene.session.scene === scene)
        #expect(scene.session.role == .windowApplication)
        #expect(scene.session.persistentIdentifier == "1")
        #expect(app.openSessions == [scene.session])
        #expect(scene.next === app)
    }

    @Test("The delegate's window joins the scene and the application, is key, and takes touches")
    func windowOfTheSceneTakesTouches() throws {
        let app = UIApplication()
        let delegate = RecordingSceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(scene.windows == [window])
        #expect(scene.keyWindow === window)
        #expect(window.isKeyWindow)
        #expect(window.application === app)
        #expect(app.windows.contains(window))
        #expect(window.frame == UIScreen.main.bounds)

        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        button.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        window.rootViewController?.view.addSubview(button)
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: button)
        #expect(taps == 1)
    }

    @Test("Setting windowScene moves a window between scenes; nil removes it from its scene")
    func settingWindowSceneMovesTheWindow() {
        let app = UIApplication()
        let first = app.connectScene(delegate: nil)
        let second = app.connectScene(delegate: nil)
        #expect(second.session.persistentIdentifier == "2")
        let window = UIWindow(windowScene: first)
        window.makeKeyAndVisible()
        #expect(first.keyWindow === window)

        window.windowScene = second
        #expect(first.windows.isEmpty)
        #expect(first.keyWindow == nil)
        #expect(second.windows == [window])
        #expect(!window.isKeyWindow)
        window.makeKey()
        #expect(second.keyWindow === window)

        window.windowScene = nil
        #expect(second.windows.isEmpty)
        #expect(window.application === app)
        #expect(window.isKeyWindow)
    }

    @Test("Each scene has its own key window, as in iOS 15")
    func eachSceneHasItsOwnKeyWindow() {
        let app = UIApplication()
        let first = app.connectScene(delegate: nil)
        let second = app.connectScene(delegate: nil)
        let a = UIWindow(windowScene: first)
        let b = UIWindow(windowScene: second)
        a.makeKeyAndVisible()
        b.makeKeyAndVisible()
        #expect(a.isKeyWindow && b.isKeyWindow)
        #expect(app.keyWindow === b)
    }

    @Test("A window moved into a scene of another application joins that application")
    func windowJoinsTheScenesApplication() {
        let home = UIApplication()
        let other = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: home)
        let scene = other.connectScene(delegate: nil)
        window.windowScene = scene
        #expect(window.application === other)
        #expect(!home.windows.contains(window))
    }

    @Test("Disconnecting resigns, backgrounds and disconnects the scene; its windows leave the application")
    func disconnectingEndsTheScene() {
        let app = UIApplication()
        let delegate = RecordingSceneDelegate()
        let scene = app.connectScene(delegate: delegate)
        let window = delegate.window
        delegate.calls = []
        delegate.states = []
        app.disconnectScene(scene)
        #expect(delegate.calls == ["willResignActive", "didEnterBackground", "didDisconnect"])
        #expect(delegate.states == [.unattached])
        #expect(app.connectedScenes.isEmpty)
        #expect(scene.session.scene == nil)
        #expect(window?.windowScene == nil)
        #expect(window?.application == nil)
        #expect(scene.windows.isEmpty)
        app.disconnectScene(scene)
        #expect(delegate.calls.count == 3)
    }

    @Test("Scenes belong to their application: two applications list only their own")
    func scenesBelongToTheirApplication() {
        let first = UIApplication()
        let second = UIApplication()
        let scene = first.connectScene(delegate: nil)
        #expect(first.connectedScenes == [scene])
        #expect(second.connectedScenes.isEmpty)
        #expect(second.connectScene(delegate: nil).session.persistentIdentifier == "1")
    }

    @Test("A scene made by hand is unattached and connected to nothing; its windows join no application")
    func sceneMadeByHand() {
        let session = UIApplication().connectScene(delegate: nil).session
        let scene = UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions())
        #expect(scene.activationState == .unattached)
        let window = UIWindow(windowScene: scene)
        #expect(scene.windows == [window])
        #expect(window.application == nil)
    }
}
