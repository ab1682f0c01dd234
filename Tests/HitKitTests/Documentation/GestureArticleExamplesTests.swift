import Foundation
import HitKit
import HitKitTesting
import Testing

/// The code blocks of the gesture recognizers article (GestureRecognizers.md): the worked example's
/// code runs here between begin/end markers, and tests check the article shows exactly that code,
/// the traces it records, and the custom recognizer that `CustomRecognizerTests` compiles and tests.
@MainActor
@Suite("Gesture article examples (Documentation)")
struct GestureArticleExamplesTests {
    private let articleName = "GestureRecognizers"

    /// The worked example's view, recognizers, generator and recorder, with the recognizers
    /// named and the view identified as the article says.
    @MainActor
    private struct PhotoExample {
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let generator: EventGenerator
        let recorder: TraceRecorder

        init() throws {
            photo.accessibilityIdentifier = "photo"
            // gesture worked example begin
            let single = UITapGestureRecognizer { _ in print("single") }
            let double = UITapGestureRecognizer { _ in print("double") }
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            photo.addGestureRecognizer(single)
            photo.addGestureRecognizer(double)
            // gesture worked example end
            single.name = "single"
            double.name = "double"
            generator = try EventGenerator(view: photo)
            recorder = TraceRecorder(application: generator.application)
            recorder.filter = [.gestures, .deliveries]
        }
    }

    /// The fenced blocks of the article that follow its worked example's code: the one-tap trace,
    /// then the double-tap trace.
    private func shownTraces() throws -> (oneTap: [String], doubleTap: [String]) {
        let blocks = try DocumentationText.article(articleName).blocks()
        let firstLine = "let single = UITapGestureRecognizer { _ in print(\"single\") }"
        guard let code = blocks.firstIndex(where: { $0.lines.first == firstLine }), code + 2 < blocks.count else {
            throw DocumentationError(description: "GestureRecognizers.md: no worked example followed by two traces")
        }
        #expect(blocks[code + 1].language == "" && blocks[code + 2].language == "")
        return (blocks[code + 1].lines, blocks[code + 2].lines)
    }

    @Test("GestureRecognizers.md shows exactly the worked example's code this test runs")
    func workedExampleCodeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "let single = UITapGestureRecognizer { _ in print(\"single\") }")
        #expect(shown.language == "swift")
        #expect(shown.lines == (try DocumentationText.markedCode("gesture worked example", in: #filePath)))
    }

    @Test("One tap and a wait print \"single\" and record the article's one-tap trace")
    func oneTapMatchesArticle() throws {
        var lines: [String] = []
        let printed = try PrintedLines.capture {
            let example = try PhotoExample()
            try example.generator.fingerTap(at: example.photo)
            example.generator.wait(1)
            lines = example.recorder.lines
            try example.generator.assertNoLeftovers()
        }
        #expect(printed == ["single"])
        #expect(lines == (try shownTraces().oneTap))
    }

    @Test("Two quick taps print \"double\" and record the article's double-tap trace")
    func doubleTapMatchesArticle() throws {
        var lines: [String] = []
        let printed = try PrintedLines.capture {
            let example = try PhotoExample()
            try example.generator.fingerDoubleTap(at: example.photo)
            example.generator.wait(1)
            lines = example.recorder.lines
            try example.generator.assertNoLeftovers()
        }
        #expect(printed == ["double"])
        #expect(lines == (try shownTraces().doubleTap))
    }

    @Test("GestureRecognizers.md shows exactly the checkmark recognizer CustomRecognizerTests compiles and tests")
    func checkmarkCodeMatchesTestedRecognizer() throws {
        let shown = try DocumentationText.article(articleName)
            .block(startingWith: "final class CheckmarkGestureRecognizer: UIGestureRecognizer {")
        let source = try DocumentationText.load("Tests/HitKitTests/Gestures/CustomRecognizerTests.swift").lines
        guard let start = source.firstIndex(of: "final class CheckmarkGestureRecognizer: UIGestureRecognizer {"),
            let end = source[start...].firstIndex(of: "}")
        else { throw DocumentationError(description: "CustomRecognizerTests.swift has no CheckmarkGestureRecognizer") }
        #expect(shown.language == "swift")
        #expect(shown.lines == Array(source[start...end]))
    }

    @Test("GestureRecognizers.md has exactly the four blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 4)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
