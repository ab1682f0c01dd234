// swift-format-ignore-file
// The marked block is ScrollInput.md's code, kept as the article shows it (checked line for line
// below), so swift-format's lint leaves this file alone.
import Foundation
import HitKit
import Testing

/// The code block of the scroll input article (ScrollInput.md), compiled and run here between
/// begin/end markers; the tests check the article shows exactly this code and output.
@MainActor
@Suite("Scroll input article examples (Documentation)")
struct ScrollInputArticleExamplesTests {
    private func runExample() -> [String] {
        PrintedLines.capture {
            // scroll input canvas begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let canvas = UIView(frame: window.bounds)
            var offset = CGPoint.zero
            let pan = UIPanGestureRecognizer { recognizer in
                let pan = recognizer as! UIPanGestureRecognizer
                let step = pan.translation(in: canvas)
                offset.y += step.y
                pan.setTranslation(.zero, in: canvas)
            }
            pan.allowedScrollTypesMask = .all  // the default, [], admits no scroll
            canvas.addGestureRecognizer(pan)
            window.addSubview(canvas)
            window.makeKeyAndVisible()

            app.send(ScrollSample.wheel(CGVector(dx: 0, dy: -40), at: CGPoint(x: 100, y: 100), timestamp: 1))
            print(offset.y)  // -40.0
            // scroll input canvas end
        }
    }

    @Test("The canvas example prints what its comment says")
    func exampleOutput() {
        #expect(runExample() == ["-40.0"])
    }

    @Test("ScrollInput.md shows exactly the code this test compiles and runs, in its one Swift block")
    func codeMatchesArticle() throws {
        let article = try DocumentationText.article("ScrollInput")
        let shown = try article.block(startingWith: "let app = UIApplication()")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("scroll input canvas", in: #filePath)))
        #expect(try article.blocks().filter { $0.language == "swift" }.count == 1)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
