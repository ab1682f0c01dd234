// swift-format-ignore-file
// The marked block is AnimationTiming.md's code, kept as the article shows it (checked line for line below), so
// swift-format's lint leaves this file alone.
import Foundation
import HitKit
import Testing

/// The code block of the animation timing article (AnimationTiming.md), compiled and run here between
/// begin/end markers; tests read the article and check it shows exactly this code and output.
@MainActor
@Suite("Animation timing article examples (Documentation)")
struct AnimationTimingArticleExamplesTests {
    private let articleName = "AnimationTiming"

    private func runExample() -> [String] {
        PrintedLines.capture {
            // animation timing fade begin
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.beginTime = 1
            fade.duration = 0.5
            fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
            fade.fillMode = .backwards

            for time in [0.5, 1.125, 1.25, 1.75] {
                let sample = fade.timingSample(atTime: time)
                let opacity = fade.value(forKeyPath: "opacity", atTime: time, over: CGFloat(1)) as? CGFloat ?? -1
                print(time, sample.phase, sample.fraction, String(format: "%.4f", Double(opacity)))
            }
            // animation timing fade end
        }
    }

    @Test("AnimationTiming.md shows exactly the fade code this test runs")
    func codeMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "let fade = CABasicAnimation(keyPath: \"opacity\")")
        let tested = try DocumentationText.markedCode("animation timing fade", in: #filePath)
        #expect(shown.language == "swift")
        #expect(shown.lines == tested)
    }

    @Test("AnimationTiming.md shows exactly what the fade example prints")
    func outputMatchesArticle() throws {
        let shown = try DocumentationText.article(articleName).block(startingWith: "0.5 beforeBegin 0.0 0.0000")
        #expect(shown.lines == runExample())
    }

    @Test("AnimationTiming.md has exactly the two blocks these tests check")
    func articleHasNoUncheckedBlocks() throws {
        #expect(try DocumentationText.article(articleName).blocks().count == 2)
    }
}

/// Shadows `print` in this file so the article's code runs unchanged and its output is captured.
private func print(_ items: Any..., separator: String = " ") {
    PrintedLines.print(items, separator: separator)
}
