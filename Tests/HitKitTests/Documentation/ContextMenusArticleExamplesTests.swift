// swift-format-ignore-file
// The marked blocks are ContextMenus.md's code, kept as the article shows it (checked line for line below), so
// swift-format's lint leaves this file alone.
import Foundation
import HitKit
import Testing

// context menus photo view begin
final class MenuPhotoView: UIView, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "Photo", children: [
                UIAction(title: "Copy") { _ in print("copied") },
                UIAction(title: "Delete", attributes: .destructive) { _ in print("deleted") },
            ])
        }
    }
}
// context menus photo view end

/// The code block of the context menus article (ContextMenus.md), compiled and run here between
/// begin/end markers; the tests check the article shows exactly this code and output.
@MainActor
@Suite("Context menus article examples (Documentation)")
struct ContextMenusArticleExamplesTests {
    private func runExample() -> [String] {
        PrintedLines.capture {
            // context menus usage begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let photo = MenuPhotoView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let interaction = UIContextMenuInteraction(delegate: photo)
            photo.addInteraction(interaction)
            window.addSubview(photo)
            window.makeKeyAndVisible()

            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 1))
            app.advanceTime(to: 1.6)
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 1.7))
            let menu = interaction.presentedMenu!
            print(menu.title, menu.children.map(\.title))  // Photo ["Copy", "Delete"]
            interaction.performMenuAction(menu.children[0] as! UIAction)  // copied
            // context menus usage end
        }
    }

    @Test("The context menu example prints what its comments say")
    func exampleOutput() {
        #expect(runExample() == [#"Photo ["Copy", "Delete"]"#, "copied"])
    }

    @Test("ContextMenus.md shows exactly the code this test compiles and runs, in its one Swift block")
    func codeMatchesArticle() throws {
        let article = try DocumentationText.article("ContextMenus")
        let shown = try article.block(startingWith: "final class MenuPhotoView: UIView, UIContextMenuInteractionDelegate {")
        let tested =
            try DocumentationText.markedCode("context menus photo view", in: #filePath) + [""]
            + DocumentationText.markedCode("context menus usage", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
        #expect(try article.blocks().count == 1)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
