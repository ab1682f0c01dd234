import Foundation
import HitKit
import HitKitScenes
import Testing

/// The article "Explaining a touch" (ExplainingATouch.md) shows real output: each block after an
/// `<!-- explain-article: … -->` marker is checked against what `explain` prints now.
@MainActor
@Suite("Explain: the DocC article's examples")
struct ExplainArticleTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines of the fenced block after `<!-- explain-article: name -->`.
    private func block(_ name: String) throws -> [String] {
        let url = Self.packageRoot.appendingPathComponent("Sources/HitKitScenes/HitKitScenes.docc/ExplainingATouch.md")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex(of: "<!-- explain-article: \(name) -->"))
        let open = try #require(lines[(marker + 1)...].firstIndex { $0.hasPrefix("```") })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        return Array(lines[(open + 1)..<close])
    }

    @Test("The main example is the README's command with its real output")
    func mainExample() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let explanation = try scene.explain(at: CGPoint(x: 160, y: 270), expecting: "BackButton")
        let shown = try block("main")
        #expect(
            shown.first == "$ hitkit explain " + HitKitCommandTests.explainExample.dropFirst().joined(separator: " "))
        #expect(Array(shown.dropFirst()) == explanation.text.components(separatedBy: "\n"))
    }

    @Test("The gestures example shows the fixture scene and its real output")
    func gesturesExample() throws {
        let scene = try fixtureScene("explain-gestures.yaml")
        #expect(try block("gestures-scene") == scene.text.components(separatedBy: "\n").dropLast())
        let script = "tap 60,50"
        let explanation = try scene.explain(
            at: CGPoint(x: 60, y: 50), touches: TouchScript.parse(script, file: "--touches"), scriptText: script)
        let shown = try block("gestures")
        #expect(shown.first == "$ hitkit explain explain-gestures.yaml --touches \"\(script)\"")
        #expect(Array(shown.dropFirst()) == explanation.text.components(separatedBy: "\n"))
    }

    @Test("The zPosition example is the badge scene's real output")
    func zPositionExample() throws {
        let scene = try BuiltInScenes.scene(id: "layer-badge-drawn-in-front")
        let explanation = try scene.explain(at: CGPoint(x: 210, y: 220), expecting: "badge")
        let shown = try block("zposition")
        #expect(shown.first == "$ hitkit " + HitKitCommandTests.explainLayerBadge.joined(separator: " "))
        #expect(Array(shown.dropFirst()) == explanation.text.components(separatedBy: "\n"))
    }

    @Test("The trackpad pinch example is the photo scene's real output")
    func pinchExample() throws {
        let scene = try BuiltInScenes.scene(id: "pinch-photo-without-user-interaction")
        let explanation = try scene.explainTransform(
            .pinch(scale: 2), at: CGPoint(x: 160, y: 200), expecting: "photo")
        let shown = try block("pinch")
        #expect(
            shown.first
                == "$ hitkit " + TransformExplainCommandTests.cases[0].arguments.joined(separator: " "))
        #expect(Array(shown.dropFirst()) == explanation.text.components(separatedBy: "\n"))
    }

    @Test("The JSON example is the real JSON")
    func jsonExample() throws {
        let scene = try SceneFile.load(fixtureScene("explain-eligibility.yaml").text, file: "explain-eligibility.yaml")
        let explanation = try scene.explain(at: CGPoint(x: 70, y: 220), expecting: "disabledButton")
        let shown = try block("json")
        #expect(Array(shown.dropFirst()) == explanation.json.components(separatedBy: "\n"))
    }
}
