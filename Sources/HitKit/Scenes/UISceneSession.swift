import Foundation

/// An object that holds a scene's configuration and identity, as UIKit's `UISceneSession` does.
/// HitKit makes one for each scene ``UIApplication/connectScene(delegate:role:)`` connects.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The role a scene plays in the app.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's name.
        public var rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows on the device's main screen.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Non-interactive windows on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The role of the session's scene.
    public let role: Role

    /// An identifier unique among the sessions of the application: `"1"`, `"2"`, … in connection
    /// order (UIKit's is a random string; HitKit's is deterministic).
    public let persistentIdentifier: String

    /// The configuration the scene was made with: named `"Default Configuration"`, of this role.
    public let configuration: UISceneConfiguration

    /// The session's scene, while it is connected.
    open internal(set) weak var scene: UIScene?

    /// App data kept with the session (stored only).
    open var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        super.init()
    }
}

/// The classes and name of a scene configuration, as UIKit's `UISceneConfiguration`, so that an
/// app delegate's `application(_:configurationForConnecting:options:)` compiles. HitKit stores it
/// and asks no app delegate for one: Linux cannot make a class from its name, so
/// ``UIApplication/connectScene(delegate:role:)`` takes the delegate itself.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the scene to make (stored only).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate (stored only).
    open var delegateClass: AnyClass?

    /// Creates a configuration with a name and a session role.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
