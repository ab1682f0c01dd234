import Foundation

/// The backdrop for an app's views and the object that dispatches touches to them.
///
/// A new window is hidden, as in UIKit, until ``makeKeyAndVisible()`` or `isHidden = false`. A
/// window belongs to one ``UIApplication``: pass it to ``init(frame:application:)``, or it joins
/// ``UIApplication/shared`` when first shown.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The position of a window in the front-to-back order of windows.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level as a number; higher is further in front.
        public var rawValue: CGFloat
        /// Creates a level from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Creates a level from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// Whether `lhs` is behind `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level of ordinary windows (0).
        public static let normal = Level(0)
        /// The level of the status bar (1000).
        public static let statusBar = Level(1000)
        /// The level of alerts (2000).
        public static let alert = Level(2000)
    }

    /// The screen the window is shown on (``UIScreen/main``).
    open var screen: UIScreen = .main

    /// The application this window belongs to.
    public internal(set) weak var application: UIApplication?

    /// The application this window last left (a handler moved it to another one). Touches that
    /// were down in it stay with that application until they end, so it too hears of views that
    /// leave the window.
    weak var formerApplication: UIApplication?
    /// Attached to an application and not detached since: with ``application`` nil, that
    /// application was released.
    var belongsToApplication = false

    /// Runs `body` for each application that may have touches in this window: the one it belongs
    /// to, and the one it last left.
    func forEachTouchOwner(_ body: (UIApplication) -> Void) {
        if let application { body(application) }
        if let formerApplication, formerApplication !== application { body(formerApplication) }
    }

    /// The responder that is first responder in this window. The responder it stops holding,
    /// however that happens (resigning, forced out, replaced), is told so, and the presses
    /// delivered to it are cancelled.
    weak var currentFirstResponder: UIResponder? {
        didSet {
            if let oldValue, oldValue !== currentFirstResponder {
                oldValue.firstResponderStatusDidEnd()
                forEachTouchOwner { $0.pipeline.firstResponderDidEnd(oldValue) }
            }
        }
    }

    /// When the window was last made visible, for ordering windows of the same level.
    var visibilityOrder: UInt64 = 0

    /// Creates a hidden window that joins ``UIApplication/shared`` when shown.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.isHidden = true
        storedWindow = self
    }

    /// Creates one from an archive; HitKit loads none, so it gets UIKit's defaults (see
    /// ``UIView/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.isHidden = true
        storedWindow = self
    }

    /// Creates a hidden window that belongs to `application`.
    ///
    /// The window holds its application weakly, as a view holds its window: keep a reference to
    /// the application (an `EventGenerator` made for the window keeps one). A window shown after
    /// its application was released joins ``UIApplication/shared`` and reports a
    /// ``HitKitDiagnostic`` with code `windowApplicationReleased`.
    public convenience init(frame: CGRect, application: UIApplication) {
        self.init(frame: frame)
        application.attach(self)
    }

    /// Creates a hidden window the size of `windowScene`'s screen, in that scene — and in the
    /// scene's application, if an application connected it.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        super.isHidden = true
        storedWindow = self
        self.windowScene = windowScene
        windowSceneDidChange(from: nil)
    }

    /// The scene the window is in. Setting it moves the window to that scene (and to the scene's
    /// application); setting `nil` removes it from its scene, leaving it in its application.
    open weak var windowScene: UIWindowScene? {
        didSet { windowSceneDidChange(from: oldValue) }
    }

    private func windowSceneDidChange(from oldScene: UIWindowScene?) {
        guard oldScene !== windowScene else { return }
        oldScene?.remove(self)
        windowScene?.add(self)
    }

    /// The view controller whose view is the window's content. Setting it installs that view as
    /// the window's only content view, sized to the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let controller = rootViewController {
                let content = controller.view!
                content.frame = bounds
                addSubview(content)
            }
        }
    }

    /// The window's level; higher levels are in front.
    open var windowLevel: Level = .normal

    /// Showing a window (setting `false`) puts it in front of the other windows of its level.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            if !isHidden { ensureApplication().windowBecameVisible(self) }
        }
    }

    /// Whether this window is the key window: of its scene when it is in one (as in iOS 15 and
    /// later), else of its application.
    open var isKeyWindow: Bool {
        if let windowScene { return windowScene.keyWindow === self }
        return application?.keyWindow === self
    }

    /// Shows the window and makes it the key window. A hidden window comes in front of the other
    /// windows of its level; an already visible one keeps its place (only showing reorders).
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this window the key window.
    open func makeKey() {
        ensureApplication().storedKeyWindow = self
        windowScene?.windowBecameKey(self)
    }

    /// Delivers an event's touches that belong to this window: first to their gesture
    /// recognizers, then to their views (subject to the recognizers' delays and cancellations).
    /// Override it to observe or filter events; call `super` to deliver.
    open func sendEvent(_ event: UIEvent) {
        application?.pipeline.deliver(event, in: self)
    }

    override var firstResponderWindow: UIWindow? { self }

    /// A window has no superview: the next responder is its application.
    open override var next: UIResponder? { application }

    private func ensureApplication() -> UIApplication {
        if let application { return application }
        let shared = UIApplication.shared
        if belongsToApplication {
            // Given an application that is gone (never detached from it): say so rather than join
            // the shared one silently — `UIWindow(frame:application: UIApplication())` is the trap.
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .windowApplicationReleased,
                    message: "the window's application was released before the window was shown, so it joins "
                        + "UIApplication.shared; keep a reference to the application you give a window",
                    context: "\(type(of: self))"),
                in: shared)
        }
        shared.attach(self)
        return shared
    }
}
