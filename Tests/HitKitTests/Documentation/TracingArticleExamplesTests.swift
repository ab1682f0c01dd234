import Foundation
import HitKit
import HitKitTesting
import Testing

// tracing logger begin
final class HitTestLogger: DispatchObserver {
    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .hitTestSkipped(let view, let reason):
            print("skipped \(type(of: view)): \(reason)")
        case .pointInside(let view, let point, let result):
            print("\(type(of: view)) point(inside:) \(point) → \(result)")
        case .touchBound(let touch, let view):
            print("touch \(touch.pointerID) bound to \(view.map { "\(type(of: $0))" } ?? "nothing")")
        default:
            break
        }
    }
}
// tracing logger end

/// The code and trace blocks of the tracing article (Tracing.md), compiled and run here between
/// begin/end markers; tests read the article and check it shows exactly this code and output.
@MainActor
@Suite("Tracing article examples (Documentation)")
struct TracingArticleExamplesTests {
    private let articleName = "Tracing"

    /// Runs the recorder example (a tap on a disabled button inside a card) and returns what it
    /// printed, split into lines.
    private func runRecorderExample() -> [String] {
        PrintedLines.capture {
            // tracing recorder begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let card = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
            card.accessibilityIdentifier = "card"
            let save = UIButton(frame: CGRect(x: 90, y: 140, width: 100, height: 44))
            save.accessibilityIdentifier = "save"
            save.isEnabled = false
            window.addSubview(card)
            card.addSubview(save)
            window.makeKeyAndVisible()

            let recorder = TraceRecorder(application: app)
            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 260), timestamp: 1))
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 260), timestamp: 1.1))
            print(recorder.lines([.hitTesting, .touches, .deliveries]).joined(separator: "\n"))
            // tracing recorder end
        }
        .flatMap { $0.components(separatedBy: "\n") }
    }

    @Test("Tracing.md shows exactly the observer class and the line that adds it")
    func loggerCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "final class HitTestLogger: DispatchObserver {")
        let tested =
            try DocumentationText.markedCode("tracing logger", in: #filePath)
            + ["", "app.addObserver(HitTestLogger())"]
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("The observer prints the walk's skips and point(inside:) answers and the touch's binding")
    func loggerPrintsHitTesting() {
        let printed = PrintedLines.capture {
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let hidden = UIView(frame: window.bounds)
            hidden.isHidden = true
            window.addSubview(hidden)
            window.makeKeyAndVisible()
            app.addObserver(HitTestLogger())
            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 10, y: 20), timestamp: 1))
        }
        #expect(
            printed == [
                "UIWindow point(inside:) \(CGPoint(x: 10, y: 20)) → true", "skipped UIView: hidden",
                "touch 1 bound to UIWindow",
            ])
    }

    @Test("Tracing.md shows exactly the recorder code this test runs, after import HitKitTesting")
    func recorderCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "import HitKitTesting")
        let tested = try DocumentationText.markedCode("tracing recorder", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == ["import HitKitTesting", ""] + tested)
    }

    @Test("Tracing.md shows exactly the trace the recorder example prints")
    func recorderTraceMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "touch 1 began (160.0, 260.0)")
        #expect(shown.language == "")
        #expect(shown.lines == runRecorderExample())
    }

    @Test("Tracing.md has exactly the three blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 3)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
