// swift-format-ignore-file
// The marked blocks are KeyboardInput.md's code, kept as the article shows it (checked line for line below), so
// swift-format's lint leaves this file alone.
import Foundation
import HitKit
import Testing

// keyboard input controller begin
final class EditorController: UIViewController {
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "s", modifierFlags: .command, action: EditorController.save)]
    }

    func save() { print("saved") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key, key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow else {
            super.pressesBegan(presses, with: event)
            return
        }
        print("left arrow")
    }
}
// keyboard input controller end

/// The code block of the keyboard input article (KeyboardInput.md), compiled and run here between
/// begin/end markers; the tests check the article shows exactly this code and output.
@MainActor
@Suite("Keyboard input article examples (Documentation)")
struct KeyboardInputArticleExamplesTests {
    private let articleName = "KeyboardInput"

    private func runExample() -> [String] {
        PrintedLines.capture {
            // keyboard input usage begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            window.rootViewController = EditorController()
            window.makeKeyAndVisible()

            app.send(KeySample(key: .keyboardS, phase: .down, characters: "s", charactersIgnoringModifiers: "s",
                               modifierFlags: .command, timestamp: 1))  // prints "saved"
            app.send(KeySample(key: .keyboardS, phase: .up, modifierFlags: .command, timestamp: 1.1))
            app.send(KeySample(key: .keyboardLeftArrow, phase: .down, timestamp: 2))  // prints "left arrow"
            app.send(KeySample(key: .keyboardLeftArrow, phase: .up, timestamp: 2.1))
            // keyboard input usage end
        }
    }

    @Test("The key command and pressesBegan example prints what its comments say")
    func exampleOutput() {
        #expect(runExample() == ["saved", "left arrow"])
    }

    @Test("KeyboardInput.md shows exactly the code this test compiles and runs, in its one Swift block")
    func codeMatchesArticle() throws {
        let article = try DocumentationText.article(articleName)
        let shown = try article.block(startingWith: "final class EditorController: UIViewController {")
        let tested =
            try DocumentationText.markedCode("keyboard input controller", in: #filePath) + [""]
            + DocumentationText.markedCode("keyboard input usage", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
        #expect(try article.blocks().count == 1)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
