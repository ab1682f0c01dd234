// swift-format-ignore-file
// The marked blocks are HostInput.md's code, kept as the article shows it (checked line for line below), so
// swift-format's lint leaves this file alone.
// host input diagnostics declaration begin
import Synchronization

final class DiagnosticLog: Sendable {
    private let storage = Mutex<[HitKitDiagnostic]>([])
    func append(_ diagnostic: HitKitDiagnostic) { storage.withLock { $0.append(diagnostic) } }
    var codes: [HitKitDiagnostic.Code] { storage.withLock { $0.map(\.code) } }
}
// host input diagnostics declaration end

import Foundation
import HitKit
import Testing

// host input forward begin
@MainActor
func forward(pointer id: Int, phase: PointerSample.Phase, x: Double, y: Double, seconds: Double,
             to app: UIApplication) {
    app.send(PointerSample(pointerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: seconds))
}
// host input forward end

/// The code blocks of the host input article (HostInput.md), compiled and run here between
/// begin/end markers; tests read the article and check it shows exactly this code and output.
@MainActor
@Suite("Host input article examples (Documentation)")
struct HostInputArticleExamplesTests {
    private let articleName = "HostInput"

    /// Runs the long-press example, then the diagnostics example on the same application, as the
    /// article reads.
    private func runExamples() -> [String] {
        PrintedLines.capture {
            // host input long press begin
            let app = UIApplication()  // a ManualClock at time 0
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            window.makeKeyAndVisible()

            let press = UILongPressGestureRecognizer { recognizer in
                if recognizer.state == .began { print("long press began at", app.clock.now) }
            }
            view.addGestureRecognizer(press)

            app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 1))
            app.advanceTime(to: 1.4)  // nothing yet: the minimum press duration is 0.5 s
            app.advanceTime(to: 2)    // prints "long press began at 1.5"
            app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 2.1))
            // host input long press end
            print("--")
            // host input diagnostics usage begin
            let log = DiagnosticLog()
            HitKitDiagnostics.$handler.withValue({ log.append($0) }) {
                app.send(PointerSample(pointerID: 7, phase: .up, location: .zero, timestamp: 3))
            }
            print(log.codes)  // [unexpectedPointerPhase]
            // host input diagnostics usage end
        }
    }

    @Test("The long-press and diagnostics examples print what their comments say")
    func examplesOutput() {
        #expect(runExamples() == ["long press began at 1.5", "--", "[unexpectedPointerPhase]"])
    }

    @Test("The forwarding function sends one sample with the given pointer, phase, location and time")
    func forwardingSendsSample() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        forward(pointer: 3, phase: .down, x: 10, y: 20, seconds: 0.5, to: app)
        #expect(app.activeTouches.count == 1)
        #expect(app.activeTouches.first?.location(in: window) == CGPoint(x: 10, y: 20))
        #expect(app.clock.now == 0.5)
        forward(pointer: 3, phase: .up, x: 10, y: 20, seconds: 0.6, to: app)
        #expect(app.activeTouches.isEmpty)
    }

    @Test("HostInput.md shows exactly the forwarding function this test compiles")
    func forwardCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "@MainActor")
        let tested = try DocumentationText.markedCode("host input forward", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("HostInput.md shows exactly the long-press code this test runs")
    func longPressCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "let app = UIApplication()  // a ManualClock at time 0")
        let tested = try DocumentationText.markedCode("host input long press", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("HostInput.md shows exactly the diagnostics code this test compiles and runs")
    func diagnosticsCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "import Synchronization")
        let tested =
            try DocumentationText.markedCode("host input diagnostics declaration", in: #filePath) + [""]
            + DocumentationText.markedCode("host input diagnostics usage", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("HostInput.md has exactly the three Swift blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        let blocks = try DocumentationText.article(articleName).blocks()
        #expect(blocks.count == 3)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
