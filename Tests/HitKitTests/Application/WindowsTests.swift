import Foundation
import Testing

@testable import HitKit

/// A window that lets touches through wherever none of its subviews is hit.
@MainActor
private final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// An application that offers only the windows it lists, as a subclass overriding `windows` may.
@MainActor
private final class ListedWindowsApplication: UIApplication {
    var listed: [UIWindow] = []
    override var windows: [UIWindow] { listed }
}

/// Windows, their order and the key window (Apple's `UIWindow.windowLevel`,
/// `makeKeyAndVisible()`); independent applications.
@MainActor
@Suite("Windows and the application")
struct WindowsTests {
    private let full = CGRect(x: 0, y: 0, width: 100, height: 100)

    private func down(_ app: UIApplication, _ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
        app.send(PointerSample(pointerID: id, phase: .down, location: CGPoint(x: x, y: y), timestamp: time))
    }

    @Test("An application subclass that overrides windows is asked for them, in front-to-back order, at a touch-down")
    func overriddenWindowsAreAsked() {
        let app = ListedWindowsApplication()
        let back = UIWindow(frame: full, application: app)
        let front = UIWindow(frame: full, application: app)
        let unlisted = UIWindow(frame: full, application: app)
        let journal = TouchJournal()
        back.addSubview(JournalingView("back", frame: full, journal: journal))
        front.addSubview(JournalingView("front", frame: full, journal: journal))
        unlisted.addSubview(JournalingView("unlisted", frame: full, journal: journal))
        for window in [back, front, unlisted] { window.makeKeyAndVisible() }
        app.listed = [front, back]
        #expect(app.visibleWindowsFrontToBack == [front, back])
        down(app, 1, 10, 10, at: 0)
        #expect(app.activeTouches.first?.view?.accessibilityIdentifier == "front")
        back.windowLevel = .alert
        #expect(app.visibleWindowsFrontToBack == [back, front])
    }

    @Test("A new window is hidden, takes no touches and is not key until shown")
    func newWindowIsHidden() {
        let app = UIApplication()
        let window = UIWindow(frame: full, application: app)
        let journal = TouchJournal()
        window.addSubview(JournalingView("content", frame: full, journal: journal))
        #expect(window.isHidden)
        #expect(!window.isKeyWindow && app.keyWindow == nil)
        #expect(app.windows == [window])
        #expect(app.visibleWindowsFrontToBack.isEmpty)
        down(app, 1, 10, 10, at: 0)
        #expect(journal.entries.isEmpty)
        #expect(app.activeTouches.first?.view == nil)
    }

    @Test("A window created without an application has none until it is shown")
    func windowWithoutApplication() {
        // Showing it would attach it to UIApplication.shared; that is left to the application.
        let window = UIWindow(frame: full)
        #expect(window.application == nil && window.isHidden && !window.isKeyWindow)
        #expect(window.window === window && window.next == nil)
    }

    @Test("A window whose application was released joins the shared one when shown, and says so")
    func windowOutlivingItsApplication() {
        let log = DiagnosticLog()
        // The trap: nothing holds the application but the window, which holds it weakly.
        let window = UIWindow(frame: full, application: UIApplication())
        #expect(window.application == nil)
        HitKitDiagnostics.$handler.withValue({ log.append($0) }, operation: { window.makeKeyAndVisible() })
        #expect(log.codes == [.windowApplicationReleased])
        #expect(window.application === UIApplication.shared)
        window.isHidden = true
        // A window detached from its application on purpose is not reported.
        let application = UIApplication()
        let moved = UIWindow(frame: full, application: application)
        application.detach(moved)
        HitKitDiagnostics.$handler.withValue({ log.append($0) }, operation: { moved.makeKeyAndVisible() })
        #expect(log.codes == [.windowApplicationReleased])
        moved.isHidden = true
    }

    @Test("makeKeyAndVisible shows the window and makes it key")
    func makeKeyAndVisible() {
        let app = UIApplication()
        let first = UIWindow(frame: full, application: app)
        let second = UIWindow(frame: full, application: app)
        first.makeKeyAndVisible()
        #expect(!first.isHidden && first.isKeyWindow && app.keyWindow === first)
        second.makeKeyAndVisible()
        #expect(app.keyWindow === second && !first.isKeyWindow)
        first.makeKey()
        #expect(app.keyWindow === first)
        // makeKey does not change the order: second was shown last and stays in front.
        #expect(app.visibleWindowsFrontToBack == [second, first])
    }

    @Test("Showing a window with isHidden = false puts it in front without making it key")
    func showingWithoutKey() {
        let app = UIApplication()
        let first = UIWindow(frame: full, application: app)
        let second = UIWindow(frame: full, application: app)
        first.makeKeyAndVisible()
        second.isHidden = false
        #expect(app.keyWindow === first)
        #expect(app.visibleWindowsFrontToBack == [second, first])
        first.isHidden = true
        first.isHidden = false
        #expect(app.visibleWindowsFrontToBack == [first, second])
        // makeKeyAndVisible on a window that is already visible makes it key but does not reorder.
        second.makeKeyAndVisible()
        #expect(app.keyWindow === second)
        #expect(app.visibleWindowsFrontToBack == [first, second])
    }

    @Test("Windows are ordered by level first, then by the order they were shown")
    func levelThenOrder() {
        let app = UIApplication()
        let alert = UIWindow(frame: full, application: app)
        alert.windowLevel = .alert
        let status = UIWindow(frame: full, application: app)
        status.windowLevel = .statusBar
        let normalA = UIWindow(frame: full, application: app)
        let normalB = UIWindow(frame: full, application: app)
        alert.isHidden = false
        status.isHidden = false
        normalB.isHidden = false
        normalA.makeKeyAndVisible()
        #expect(app.visibleWindowsFrontToBack == [alert, status, normalA, normalB])
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect(UIWindow.Level.normal.rawValue == 0 && UIWindow.Level(rawValue: 5) == UIWindow.Level(5))
    }

    @Test("A touch goes to the front-most visible window whose hit-test returns a view")
    func touchGoesToFrontWindow() {
        // Windows ordered by `UIWindow.windowLevel`, then by the order they were shown.
        let app = UIApplication()
        let journal = TouchJournal()
        let back = UIWindow(frame: full, application: app)
        back.addSubview(JournalingView("back", frame: full, journal: journal))
        let overlay = PassThroughWindow(frame: full, application: app)
        overlay.windowLevel = .alert
        overlay.addSubview(JournalingView("badge", frame: CGRect(x: 0, y: 0, width: 20, height: 20), journal: journal))
        let hidden = UIWindow(frame: full, application: app)
        hidden.windowLevel = .statusBar
        hidden.addSubview(JournalingView("hidden", frame: full, journal: journal))
        back.makeKeyAndVisible()
        overlay.isHidden = false
        down(app, 1, 10, 10, at: 0)
        down(app, 2, 50, 50, at: 0.1)
        #expect(journal.entries == ["badge began 1", "back began 1"])
        #expect(app.activeTouches.map(\.window) == [overlay, back])
    }

    @Test("A window placed away from the origin takes touches at its place on the screen")
    func offsetWindow() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 50, height: 50), application: app)
        let journal = TouchJournal()
        let view = JournalingView("inner", frame: CGRect(x: 0, y: 0, width: 50, height: 50), journal: journal)
        window.addSubview(view)
        window.makeKeyAndVisible()
        down(app, 1, 10, 10, at: 0)
        #expect(journal.entries.isEmpty)
        down(app, 2, 110, 220, at: 0.1)
        #expect(journal.entries == ["inner began 1"])
        let touch = app.activeTouches[1]
        #expect(touch.location(in: nil) == CGPoint(x: 10, y: 20))
        #expect(touch.location(in: view) == CGPoint(x: 10, y: 20))
    }

    @Test("Setting rootViewController installs its view as the window's content, sized to it")
    func rootViewControllerInstallsView() {
        // Apple's `UIWindow.rootViewController`.
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = UIViewController()
        #expect(!controller.isViewLoaded)
        window.rootViewController = controller
        #expect(controller.isViewLoaded)
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        #expect(window.subviews == [controller.view])
        let replacement = UIViewController()
        window.rootViewController = replacement
        #expect(controller.view.superview == nil)
        #expect(window.subviews == [replacement.view])
        window.rootViewController = nil
        #expect(window.subviews.isEmpty)
    }

    @Test("The root view controller's view takes touches in the window")
    func rootViewTakesTouches() {
        let app = UIApplication()
        let window = UIWindow(frame: full, application: app)
        let journal = TouchJournal()
        let controller = UIViewController()
        controller.view = JournalingView("root", frame: .zero, journal: journal)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        down(app, 1, 50, 50, at: 0)
        #expect(journal.entries == ["root began 1"])
    }

    @Test("Independent applications keep their own windows, touches, clocks and key windows")
    func independentApplications() {
        let first = UIApplication()
        let second = UIApplication()
        let journal = TouchJournal()
        let firstWindow = UIWindow(frame: full, application: first)
        let secondWindow = UIWindow(frame: full, application: second)
        firstWindow.addSubview(JournalingView("first", frame: full, journal: journal))
        secondWindow.addSubview(JournalingView("second", frame: full, journal: journal))
        firstWindow.makeKeyAndVisible()
        secondWindow.makeKeyAndVisible()
        down(first, 1, 10, 10, at: 5)
        #expect(journal.entries == ["first began 1"])
        #expect(first.activeTouches.count == 1 && second.activeTouches.isEmpty)
        #expect(first.clock.now == 5 && second.clock.now == 0)
        #expect(first.keyWindow === firstWindow && second.keyWindow === secondWindow)
        #expect(first.windows == [firstWindow] && second.windows == [secondWindow])
        #expect(firstWindow.next === first && secondWindow.next === second)
        down(second, 1, 10, 10, at: 1)
        #expect(journal.entries == ["first began 1", "second began 1"])
        #expect(first.activeTouches.count == 1 && second.activeTouches.count == 1)
    }

    @Test("Attaching a window to another application moves it and cancels its touches")
    func attachMovesWindow() {
        let first = UIApplication()
        let second = UIApplication()
        let journal = TouchJournal()
        let window = UIWindow(frame: full, application: first)
        window.addSubview(JournalingView("content", frame: full, journal: journal))
        window.makeKeyAndVisible()
        down(first, 1, 10, 10, at: 0)
        second.attach(window)
        #expect(window.application === second)
        #expect(first.windows.isEmpty && first.keyWindow == nil && first.activeTouches.isEmpty)
        #expect(second.windows == [window])
        #expect(second.visibleWindowsFrontToBack == [window])
        #expect(journal.entries == ["content began 1", "content cancelled 1"])
    }
}
