import Foundation

extension UIApplication {
    /// The application's connected scenes.
    public var connectedScenes: Set<UIScene> { Set(scenes) }

    /// The sessions of the application's connected scenes.
    public var openSessions: Set<UISceneSession> { Set(scenes.map(\.session)) }

    /// Connects a new window scene to this application, as the system does at launch: makes a
    /// ``UISceneSession`` of `role` and a ``UIWindowScene`` with `delegate`, adds it to
    /// ``connectedScenes``, calls the delegate's
    /// ``UISceneDelegate/scene(_:willConnectTo:options:)`` (where a `SceneDelegate` makes its
    /// window with ``UIWindow/init(windowScene:)``), then brings it to the foreground:
    /// ``UISceneDelegate/sceneWillEnterForeground(_:)`` with the state
    /// ``UIScene/ActivationState/foregroundInactive``, and
    /// ``UISceneDelegate/sceneDidBecomeActive(_:)`` with ``UIScene/ActivationState/foregroundActive``.
    ///
    /// HitKit's own call: UIKit reads the scene's classes from the app's `Info.plist`, and Linux
    /// cannot make a class from its name, so the delegate is passed in. Input the delegate sends
    /// meanwhile is dispatched once the connection is complete.
    @discardableResult
    public func connectScene(
        delegate: (any UISceneDelegate)?, role: UISceneSession.Role = .windowApplication
    ) -> UIWindowScene {
        sessionCounter += 1
        let session = UISceneSession(role: role, persistentIdentifier: String(sessionCounter))
        let options = UIScene.ConnectionOptions()
        let scene = UIWindowScene(session: session, connectionOptions: options)
        scene.owner = self
        scene.delegate = delegate
        session.scene = scene
        scenes.append(scene)
        UIApplication.performAsEntry(of: self) {
            scene.delegate?.scene(scene, willConnectTo: session, options: options)
            scene.activationState = .foregroundInactive
            scene.delegate?.sceneWillEnterForeground(scene)
            scene.activationState = .foregroundActive
            scene.delegate?.sceneDidBecomeActive(scene)
        }
        return scene
    }

    /// Disconnects `scene` from this application, as the system does when the user closes it:
    /// ``UISceneDelegate/sceneWillResignActive(_:)`` (the state becomes
    /// ``UIScene/ActivationState/foregroundInactive``), ``UISceneDelegate/sceneDidEnterBackground(_:)``
    /// (``UIScene/ActivationState/background``), then the scene leaves ``connectedScenes`` — its
    /// windows leave it and the application, their touches cancelled — its state becomes
    /// ``UIScene/ActivationState/unattached`` and ``UISceneDelegate/sceneDidDisconnect(_:)`` is
    /// called. A scene this application did not connect is left alone.
    public func disconnectScene(_ scene: UIScene) {
        guard scenes.contains(where: { $0 === scene }) else { return }
        UIApplication.performAsEntry(of: self) {
            if scene.activationState == .foregroundActive {
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillResignActive(scene)
            }
            if scene.activationState == .foregroundInactive {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
            }
            if let windowScene = scene as? UIWindowScene {
                for window in windowScene.windows {
                    window.windowScene = nil
                    if window.application === self { detach(window) }
                }
            }
            if let current = scenes.firstIndex(where: { $0 === scene }) { scenes.remove(at: current) }
            scene.session.scene = nil
            scene.owner = nil
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
        }
    }
}
