import Foundation

/// An object that represents one instance of an app's user interface, as UIKit's `UIScene` does.
///
/// In UIKit the system creates scenes, from the configuration in the app's `Info.plist`, and
/// connects them to the app. HitKit has no system and no `Info.plist`: a scene is connected when
/// code asks its application for one with ``UIApplication/connectScene(delegate:role:)``, which
/// makes a ``UIWindowScene``, calls its delegate's
/// ``UISceneDelegate/scene(_:willConnectTo:options:)`` and brings it to the foreground, as UIKit
/// does at launch. A scene belongs to the application that connected it: there is no process-wide
/// list of scenes.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The state of a scene: whether it is connected, and in the foreground or the background.
    /// The raw values are UIKit's.
    public enum ActivationState: Int, Sendable {
        /// The scene is not connected to the app.
        case unattached = -1
        /// The scene is in the foreground and receiving events.
        case foregroundActive = 0
        /// The scene is in the foreground but not receiving events.
        case foregroundInactive = 1
        /// The scene is in the background.
        case background = 2
    }

    /// The reasons a scene was created. HitKit connects scenes for no outside reason (no URL, no
    /// quick action, no user activity), so it carries nothing; it exists so that a delegate's
    /// ``UISceneDelegate/scene(_:willConnectTo:options:)`` keeps UIKit's signature. As in UIKit,
    /// code does not create one.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        override init() { super.init() }
    }

    /// The session the scene belongs to: its role and its identifier.
    public let session: UISceneSession

    /// The scene's activation state: ``ActivationState/unattached`` until its application connects
    /// it, ``ActivationState/foregroundActive`` while connected, and unattached again once
    /// disconnected.
    open internal(set) var activationState: ActivationState = .unattached

    /// The scene's delegate, which hears of its connection and state changes. The scene holds it
    /// strongly, as UIKit's does, so a `SceneDelegate` lives as long as its scene.
    open var delegate: (any UISceneDelegate)?

    /// The scene's title (stored only; HitKit shows no app switcher).
    open var title: String!

    /// The application that connected the scene, if any.
    weak var owner: UIApplication?

    /// Creates a scene for `session`. As in UIKit, code rarely calls it: a scene comes from
    /// ``UIApplication/connectScene(delegate:role:)``; one created here is connected to nothing.
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// The scene's application: after a window and a window scene, the next responder.
    open override var next: UIResponder? { owner }
}
