import Foundation
import HitKit
import Testing

/// The overview article's (HitKit.md) example, run verbatim between the `HitKit article example`
/// markers; a test reads the article and checks it shows exactly this code.
@MainActor
@Suite("HitKit article examples (Documentation)")
struct HitKitArticleExamplesTests {
    private func runExample() -> [String] {
        PrintedLines.capture {
            // HitKit article example begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let button = UIButton(primaryAction: UIAction(title: "Save") { _ in print("Save tapped") })
            button.frame = CGRect(x: 110, y: 200, width: 100, height: 44)
            window.addSubview(button)
            window.makeKeyAndVisible()

            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 220), timestamp: 0))
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 220), timestamp: 0.1))
            // Prints "Save tapped"
            // HitKit article example end
        }
    }

    @Test("The overview example prints \"Save tapped\", as its comment says")
    func exampleOutput() {
        #expect(runExample() == ["Save tapped"])
    }

    @Test("HitKit.md shows exactly the code this test runs")
    func exampleCodeMatchesArticle() throws {
        let article = try DocumentationText.article("HitKit")
        let shown = try article.block(startingWith: "let app = UIApplication()")
        let tested = try DocumentationText.markedCode("HitKit article example", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
