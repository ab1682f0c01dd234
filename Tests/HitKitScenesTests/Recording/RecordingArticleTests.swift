import Foundation
import HitKit
import HitKitScenes
import Testing

/// The article "Recording a gesture" (RecordingAGesture.md): its code is this test's code, and the
/// output it shows is what that code gives.
@MainActor
@Suite("Recording a gesture: the DocC article's code and output")
struct RecordingArticleTests {
    private static let article = ExplainArticleTests.packageRoot.appendingPathComponent(
        "Sources/HitKitScenes/HitKitScenes.docc/RecordingAGesture.md")

    /// The lines of the fenced block after `<!-- recording-article: name -->`.
    private func block(_ name: String) throws -> [String] {
        let lines = try String(contentsOf: Self.article, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex(of: "<!-- recording-article: \(name) -->"))
        let open = try #require(lines[(marker + 1)...].firstIndex { $0.hasPrefix("```") })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        return Array(lines[(open + 1)..<close])
    }

    @Test("The article's code is the code this test runs")
    func codeIsCompiled() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .components(separatedBy: "\n")
        let begin = try #require(source.firstIndex { $0.hasSuffix("// article: begin") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// article: end") })
        let code = source[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }
        #expect(try block("code") == Array(code))
    }

    @Test("The changes and the script shown are what the code gives, and the test it exports replays the tap")
    func outputIsReal() throws {
        // article: begin
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let samples = try TouchScript.parse("tap 160,270").samples

        // Where the finger landed, how each recognizer ended, what the controls sent.
        let before = GestureOutcome(replaying: samples, on: try scene.makeRuntime())

        // What if BlackView let touches through?
        let edited = try SceneFile.load(
            scene.text.replacingOccurrences(
                of: "name: blackView", with: "name: blackView\n        userInteractionEnabled: false"),
            file: "edited.yaml")
        let after = GestureOutcome(replaying: samples, on: try edited.makeRuntime())
        let changes = GestureOutcomeDiff(before: before, after: after).changes

        // The gesture as a touch script with exact times, and as a Swift Testing test.
        let script = GestureExport.touchScript(samples)
        let test = try GestureExport.swiftTest(sceneYAML: edited.text, samples: samples, testName: "tapBackButton")
        // article: end
        #expect(try block("changes") == changes)
        #expect(try block("script") == script.components(separatedBy: "\n").dropLast())
        #expect(test.contains("func tapBackButton() throws {"))
        #expect(test.contains(#"GestureOutcome.TouchDown(pointerID: 1, view: "backButton""#))
    }
}
