import HitKit
import HitKitTesting
import Testing

// UIKit-style iPad code with only `import HitKit`: a view controller whose cell view offers a
// context menu — Apple's "Adding context menus in your app" pattern: a UIContextMenuInteraction
// whose delegate builds a UIMenu of UIActions and a submenu in its action provider.

private final class NotesViewController: UIViewController, UIContextMenuInteractionDelegate {
    let noteView = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 60))
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(noteView)
        let interaction = UIContextMenuInteraction(delegate: self)
        noteView.addInteraction(interaction)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            let pin = UIAction(title: "Pin", identifier: UIAction.Identifier("pin")) { [weak self] _ in
                self?.log.append("pin")
            }
            let delete = UIAction(title: "Delete", attributes: .destructive) { [weak self] action in
                self?.log.append("delete \(action.title)")
            }
            let move = UIMenu(
                title: "Move",
                children: [
                    UIAction(title: "Archive") { [weak self] _ in self?.log.append("archive") }
                ])
            return UIMenu(title: "", children: suggestedActions + [pin, move, delete])
        }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {
        log.append("end")
    }
}

@MainActor
@Suite("Ported UIKit code: context menus")
struct PortedContextMenuCodeTests {
    @Test("A note's context menu opens on a long press and a right click, and runs the chosen actions")
    func notesMenu() throws {
        let app = UIApplication()
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let controller = NotesViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.fingerLongPress(at: controller.noteView)
        #expect(generator.presentedContextMenu?.children.map(\.title) == ["Pin", "Move", "Delete"])
        try generator.chooseMenuAction(titled: "Archive")
        try generator.mouseClick(at: controller.noteView, buttons: .secondary)
        try generator.chooseMenuAction(titled: "Delete")
        #expect(controller.log == ["archive", "end", "delete Delete", "end"])
        try generator.assertNoLeftovers()
    }
}
