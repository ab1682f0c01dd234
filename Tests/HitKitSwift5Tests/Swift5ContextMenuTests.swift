import HitKit
import HitKitTesting
import Testing

// UIKit-style context menu code in the Swift 5 language mode: a plain view class that is its own
// UIContextMenuInteractionDelegate and builds a UIMenu of UIActions.

final class Swift5MenuView: UIView, UIContextMenuInteractionDelegate {
    var log: [String] = []

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: "item" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "Item", children: [UIAction(title: "Rename") { _ in self.log.append("rename") }])
        }
    }
}

@MainActor
@Suite("Swift 5 language mode: context menus")
struct Swift5ContextMenuTests {
    @Test("A context menu interaction's delegate and actions compile and behave in Swift 5 mode")
    func contextMenu() throws {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let view = Swift5MenuView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addInteraction(UIContextMenuInteraction(delegate: view))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.fingerLongPress(at: view)
        try generator.chooseMenuAction(titled: "Rename")
        #expect(view.log == ["rename"])
        try generator.assertNoLeftovers()
    }
}
