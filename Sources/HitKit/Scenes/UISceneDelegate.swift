import Foundation

/// The methods a scene calls on its delegate as it connects and changes state, as UIKit's
/// `UISceneDelegate`. Every method is optional in UIKit; here each has a default that does
/// nothing, so a delegate implements only what it needs.
///
/// ``UIApplication/connectScene(delegate:role:)`` calls, in order,
/// ``scene(_:willConnectTo:options:)``, ``sceneWillEnterForeground(_:)`` and
/// ``sceneDidBecomeActive(_:)``; ``UIApplication/disconnectScene(_:)`` calls
/// ``sceneWillResignActive(_:)``, ``sceneDidEnterBackground(_:)`` and ``sceneDidDisconnect(_:)``.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being connected to the app: the place to make its window.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: a ``UISceneDelegate`` that may
/// keep the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; a `SceneDelegate`'s `var window: UIWindow?` is it.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, and setting one keeps nothing: the default of a delegate that declares none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
