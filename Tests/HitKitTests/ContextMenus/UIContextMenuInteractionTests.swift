import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A view that logs its touches into the shared journal.
@MainActor
private final class MenuTargetView: UIView {
    var log: [String] = []
    /// Keeps the delegate alive: the interaction holds it weakly, as UIKit's does.
    var menuDelegate: MenuDelegate?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesBegan") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("touchesCancelled") }
}

/// A delegate that logs its calls into the view's journal and builds a menu of Copy, a disabled
/// Delete and a Share submenu.
@MainActor
private final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    unowned let view: MenuTargetView
    var offersMenu = true
    var locations: [CGPoint] = []

    init(_ view: MenuTargetView) { self.view = view }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        view.log.append("configurationForMenuAtLocation")
        locations.append(location)
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(
            identifier: "photo" as NSString,
            previewProvider: { [view] in
                view.log.append("previewProvider")
                return nil
            },
            actionProvider: { [view] suggested in
                view.log.append("actionProvider \(suggested.count)")
                return UIMenu(
                    title: "Photo",
                    children: [
                        UIAction(title: "Copy") { _ in view.log.append("Copy") },
                        UIAction(title: "Delete", attributes: [.disabled, .destructive]) { _ in
                            view.log.append("Delete")
                        },
                        UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in view.log.append("Mail") }]),
                    ])
            })
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        view.log.append("willDisplayMenuFor \(configuration.identifier)")
        animator?.addCompletion { [view] in view.log.append("displayed") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        view.log.append("willEndFor \(configuration.identifier)")
    }
}

@MainActor
@Suite("UIContextMenuInteraction")
struct UIContextMenuInteractionTests {
    private func stage() throws -> (EventGenerator, MenuTargetView, MenuDelegate, UIContextMenuInteraction) {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let view = MenuTargetView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let delegate = MenuDelegate(view)
        view.menuDelegate = delegate
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (try EventGenerator(window: window), view, delegate, interaction)
    }

    @Test("A long press shows the menu in UIKit's delegate order, and choosing an action runs it, then ends the menu")
    func longPressDelegateOrder() throws {
        let (generator, view, delegate, interaction) = try stage()
        try generator.fingerDown(at: CGPoint(x: 70, y: 80))
        generator.wait(0.4)
        #expect(generator.presentedContextMenu == nil)
        generator.wait(0.2)
        #expect(generator.presentedContextMenu?.title == "Photo")
        try generator.fingerUp()
        #expect(
            view.log == [
                "touchesBegan", "configurationForMenuAtLocation", "touchesCancelled", "previewProvider",
                "actionProvider 0", "willDisplayMenuFor photo", "displayed",
            ])
        #expect(delegate.locations == [CGPoint(x: 50, y: 60)])
        #expect(interaction.location(in: view) == CGPoint(x: 50, y: 60))
        #expect(interaction.location(in: nil) == CGPoint(x: 70, y: 80))
        view.log = []
        try generator.chooseMenuAction(titled: "Copy")
        #expect(view.log == ["Copy", "willEndFor photo"])
        #expect(generator.presentedContextMenu == nil)
        try generator.assertNoLeftovers()
    }

    @Test("With indirect input events, a secondary click shows the menu at once, in UIKit's delegate order")
    func secondaryClickDelegateOrder() throws {
        let (generator, view, delegate, _) = try stage()
        generator.application.supportsIndirectInputEvents = true
        try generator.mouseClick(at: CGPoint(x: 70, y: 80), buttons: .secondary)
        #expect(
            view.log == [
                "configurationForMenuAtLocation", "previewProvider", "actionProvider 0", "willDisplayMenuFor photo",
                "displayed",
            ])
        #expect(delegate.locations == [CGPoint(x: 50, y: 60)])
        view.log = []
        try generator.chooseMenuAction(titled: "Copy")
        #expect(view.log == ["Copy", "willEndFor photo"])
        view.log = []
        try generator.mouseClick(at: CGPoint(x: 70, y: 80))
        #expect(view.log == ["touchesBegan", "touchesEnded"])
        try generator.assertNoLeftovers()
    }

    @Test("A press held less than the long-press duration shows nothing and reaches the view untouched")
    func shortPress() throws {
        let (generator, view, _, _) = try stage()
        try generator.fingerLongPress(at: CGPoint(x: 70, y: 80), duration: 0.3)
        #expect(view.log == ["touchesBegan", "touchesEnded"])
        #expect(generator.presentedContextMenu == nil)
    }

    @Test("A nil configuration shows nothing, and the press goes on to the view as if no interaction were there")
    func nilConfiguration() throws {
        let (generator, view, delegate, _) = try stage()
        delegate.offersMenu = false
        try generator.fingerLongPress(at: CGPoint(x: 70, y: 80), duration: 1)
        #expect(view.log == ["touchesBegan", "configurationForMenuAtLocation", "touchesEnded"])
        #expect(generator.presentedContextMenu == nil)
        try generator.assertNoLeftovers()
    }

    @Test("Submenu actions can be chosen; disabled or missing actions and an absent menu are refused")
    func choosing() throws {
        let (generator, view, _, interaction) = try stage()
        #expect(throws: EventGeneratorError.self) { try generator.chooseMenuAction(titled: "Copy") }
        try generator.fingerLongPress(at: CGPoint(x: 70, y: 80), duration: 1)
        view.log = []
        #expect(throws: EventGeneratorError.self) { try generator.chooseMenuAction(titled: "Delete") }
        #expect(throws: EventGeneratorError.self) { try generator.chooseMenuAction(titled: "Paste") }
        let outside = UIAction(title: "Outside") { _ in view.log.append("Outside") }
        #expect(!interaction.performMenuAction(outside))
        try generator.chooseMenuAction(titled: "Mail")
        #expect(view.log == ["Mail", "willEndFor photo"])
    }

    @Test("Dismissing the menu ends it without running an action; removing the interaction removes its recognizer")
    func dismissAndRemove() throws {
        let (generator, view, _, interaction) = try stage()
        #expect(view.interactions.count == 1)
        #expect(view.gestureRecognizers?.count == 1)
        try generator.fingerLongPress(at: CGPoint(x: 70, y: 80), duration: 1)
        view.log = []
        try generator.dismissContextMenu()
        #expect(view.log == ["willEndFor photo"])
        try generator.fingerLongPress(at: CGPoint(x: 70, y: 80), duration: 1)
        view.log = []
        view.removeInteraction(interaction)
        #expect(view.log == ["willEndFor photo"])
        #expect(view.interactions.isEmpty)
        #expect(view.gestureRecognizers?.isEmpty ?? true)
        view.log = []
        try generator.fingerLongPress(at: CGPoint(x: 70, y: 80), duration: 1)
        #expect(view.log == ["touchesBegan", "touchesEnded"])
    }
}
