import Foundation
import HitKit
import HitKitTesting
import Testing

// The article's scroll view that lets an enclosing pan run with its own.
// scroll view delegate example begin
class SheetScrollView: UIScrollView, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
// scroll view delegate example end

/// The worked example of the scroll-view article (ScrollViewsAndTouches.md), compiled and run here
/// between begin/end markers; tests read the article and check it shows exactly this code and
/// the trace it prints.
@MainActor
@Suite("Scroll views article examples (Documentation)")
struct ScrollViewsArticleExamplesTests {
    private let articleName = "ScrollViewsAndTouches"

    /// Runs the worked example and returns what it printed, split into lines.
    private func runExample() throws -> [String] {
        try PrintedLines.capture {
            // scroll views example begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let list = UIScrollView(frame: window.bounds)
            list.accessibilityIdentifier = "list"
            list.contentSize = CGSize(width: 320, height: 2000)
            let buy = UIButton(primaryAction: UIAction(title: "Buy") { _ in print("Buy tapped") })
            buy.accessibilityIdentifier = "buy"
            buy.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
            list.addSubview(buy)
            window.addSubview(list)
            window.makeKeyAndVisible()
            let recorder = TraceRecorder(application: app)
            recorder.filter = [.deliveries, .controls, .gestures]
            let fingers = try EventGenerator(window: window)
            @MainActor func step(_ name: String, _ action: () throws -> Void) rethrows {
                print(name)
                try action()
                for line in recorder.lines { print("    " + line) }
                recorder.clear()
            }

            try step("quick tap, down") { try fingers.fingerDown(at: CGPoint(x: 160, y: 122)) }
            try step("quick tap, up 0.05 s later") {
                fingers.wait(0.05)
                try fingers.fingerUp()
            }
            fingers.wait(1)
            try step("slow tap, down") { try fingers.fingerDown(at: CGPoint(x: 160, y: 122)) }
            step("slow tap, 0.15 s later") { fingers.wait(0.15) }
            try step("slow tap, up") { try fingers.fingerUp() }
            fingers.wait(1)
            try step("drag, down") { try fingers.fingerDown(at: CGPoint(x: 160, y: 122)) }
            try step("drag, 100 points up in 0.1 s") {
                try fingers.fingerMove(to: CGPoint(x: 160, y: 22), duration: 0.1)
            }
            try step("drag, up; the content decelerates") {
                try fingers.fingerUp()
                fingers.wait(3)
            }
            print("contentOffset.y: \(list.contentOffset.y.rounded())")
            // scroll views example end
        }
        .flatMap { $0.components(separatedBy: "\n") }
    }

    @Test("ScrollViewsAndTouches.md shows exactly the code this test runs")
    func codeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "let app = UIApplication()")
        let tested = try DocumentationText.markedCode("scroll views example", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("ScrollViewsAndTouches.md shows exactly the trace the example prints")
    func traceMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "quick tap, down")
        #expect(shown.language == "")
        #expect(shown.lines == (try runExample()))
    }

    @Test("ScrollViewsAndTouches.md shows the SheetScrollView this test runs, and it lets a sheet's pan run too")
    func delegateExampleMatchesArticleAndWorks() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "class SheetScrollView: UIScrollView, UIGestureRecognizerDelegate {")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("scroll view delegate example", in: #filePath)))
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        var sheetStates: [UIGestureRecognizer.State] = []
        window.addGestureRecognizer(UIPanGestureRecognizer { sheetStates.append($0.state) })
        let scrollView = SheetScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let fingers = try EventGenerator(window: window)
        try fingers.fingerDrag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3)
        #expect(scrollView.contentOffset.y >= 200)
        #expect(sheetStates.first == .began)
        #expect(sheetStates.last == .ended)
    }

    @Test("ScrollViewsAndTouches.md has exactly the three blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 3)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
