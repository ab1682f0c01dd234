import Foundation
import HitKit
import HitKitTesting
import Testing

// The worked example's data source and delegate, which prints what the table tells it.
// lists traced list begin
final class FruitList: NSObject, UITableViewDataSource, UITableViewDelegate {
    let fruits = ["Apple", "Banana", "Cherry"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.accessibilityIdentifier = fruits[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        print("    didHighlightRowAt \(fruits[indexPath.row])")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        print("    didUnhighlightRowAt \(fruits[indexPath.row])")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("    didSelectRowAt \(fruits[indexPath.row])")
    }
}
// lists traced list end

/// The traced worked example of the lists article (ListsAndTouches.md), compiled and run here
/// between begin/end markers; tests read the article and check it shows exactly this code and
/// what it prints.
@MainActor
@Suite("Lists article worked example (Documentation)")
struct ListsArticleExamplesTests {
    private let articleName = "ListsAndTouches"

    /// Runs the worked example and returns what it printed, split into lines.
    private func runExample() throws -> [String] {
        try PrintedLines.capture {
            // lists worked example begin
            let app = UIApplication()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let screen = UIView(frame: window.bounds)
            screen.accessibilityIdentifier = "screen"
            let table = UITableView(frame: screen.bounds, style: .plain)
            table.accessibilityIdentifier = "fruits"
            let list = FruitList()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
            table.dataSource = list
            table.delegate = list
            screen.addSubview(table)
            window.addSubview(screen)
            window.makeKeyAndVisible()
            // The classic tap that dismisses the keyboard, on the table's superview.
            let dismiss = UITapGestureRecognizer { _ in print("    dismiss keyboard") }
            screen.addGestureRecognizer(dismiss)
            let recorder = TraceRecorder(application: app)
            recorder.filter = [.deliveries, .gestures]
            let fingers = try EventGenerator(window: window)
            @MainActor func tapBanana(_ name: String) throws {
                print(name)
                try fingers.fingerTap(at: CGPoint(x: 160, y: 66))
                for line in recorder.lines where !line.contains("UIScrollView") { print("    " + line) }
                recorder.clear()
                fingers.wait(1)
            }

            try tapBanana("tap Banana, cancelsTouchesInView true")
            dismiss.cancelsTouchesInView = false
            try tapBanana("tap Banana, cancelsTouchesInView false")
            print("selected: \(table.indexPathForSelectedRow.map { list.fruits[$0.row] } ?? "none")")
            // lists worked example end
        }
        .flatMap { $0.components(separatedBy: "\n") }
    }

    @Test("ListsAndTouches.md shows exactly the list and the code this test runs")
    func codeMatchesArticle() throws {
        let article = try DocumentationText.article(articleName)
        let listLine = "final class FruitList: NSObject, UITableViewDataSource, UITableViewDelegate {"
        let shownList = try article.block(startingWith: listLine)
        #expect(shownList.lines == (try DocumentationText.markedCode("lists traced list", in: #filePath)))
        let shown = try article.block(startingWith: "let app = UIApplication()")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("lists worked example", in: #filePath)))
    }

    @Test("ListsAndTouches.md shows exactly what the example prints")
    func traceMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "tap Banana, cancelsTouchesInView true")
        #expect(shown.language == "")
        #expect(shown.lines == (try runExample()))
    }

    @Test("ListsAndTouches.md has exactly the four blocks the documentation tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 4)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
