import Foundation

/// A scene that manages one or more windows, as UIKit's `UIWindowScene`.
///
/// A window joins a scene through ``UIWindow/init(windowScene:)`` or by setting
/// ``UIWindow/windowScene``, and with it the scene's application. Each scene has its own key
/// window, as in iOS 15 and later: the one of its windows made key most recently.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    private var windowRefs: [WeakSceneWindow] = []
    private weak var storedKeyWindow: UIWindow?

    /// The scene's windows, visible and hidden, in the order they joined it.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// The scene's key window: the one of its windows made key most recently, if it is still in
    /// the scene.
    open var keyWindow: UIWindow? {
        guard let window = storedKeyWindow, window.windowScene === self else { return nil }
        return window
    }

    /// The screen the scene is shown on (``UIScreen/main``).
    open var screen: UIScreen { .main }

    /// The scene's coordinate space: its screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    func add(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakSceneWindow(window: window))
        if let owner, window.application !== owner { owner.attach(window) }
    }

    func remove(_ window: UIWindow) {
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        if storedKeyWindow === window { storedKeyWindow = nil }
    }

    func windowBecameKey(_ window: UIWindow) { storedKeyWindow = window }
}

private struct WeakSceneWindow {
    weak var window: UIWindow?
}
