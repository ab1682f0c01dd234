import Foundation
import HitKit
import HitKitScenes
import Testing

/// The article "Why didn't my tap land?" (WhyDidntMyTapLand.md) walks through `explain` on a dump:
/// the dump it shows is the fixture `dumps/checkout-po.txt`, and the output and notes it shows are
/// what `explain` prints for it now.
@MainActor
@Suite("Why didn't my tap land?: the DocC article's walk-through")
struct WhyDidntMyTapLandArticleTests {
    /// The lines of the fenced block after `<!-- why-article: name -->`.
    private func block(_ name: String) throws -> [String] {
        let url = ExplainArticleTests.packageRoot.appendingPathComponent(
            "Sources/HitKitScenes/HitKitScenes.docc/WhyDidntMyTapLand.md")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex(of: "<!-- why-article: \(name) -->"))
        let open = try #require(lines[(marker + 1)...].firstIndex { $0.hasPrefix("```") })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        return Array(lines[(open + 1)..<close])
    }

    /// The fixture dump, read as the article's `checkout.txt`.
    private func checkout() throws -> SceneFile {
        let dump = try fixtureScene("dumps/checkout-po.txt")
        return try SceneFile.load(dump.text, file: "checkout.txt")
    }

    @Test("The dump shown is the fixture, an LLDB po of a window's recursiveDescription")
    func dumpIsTheFixture() throws {
        let scene = try checkout()
        #expect(try block("dump") == scene.text.components(separatedBy: "\n").dropLast())
        #expect(scene.importNotes != nil)
    }

    @Test("The explanation shown is explain's real output: the button is outside its footer's bounds")
    func explanationIsReal() throws {
        let scene = try checkout()
        let explanation = try scene.explain(at: CGPoint(x: 195, y: 790), expecting: "0x7fa1d8d17bb0")
        let shown = try block("explain")
        #expect(shown.first == "$ hitkit explain checkout.txt --at 195,790 --expect 0x7fa1d8d17bb0")
        #expect(Array(shown.dropFirst()) == explanation.text.components(separatedBy: "\n"))
        #expect(explanation.landed == false)
        try expectFixWorks(explanation, in: scene)
    }

    @Test("The notes shown are the import notes explain prints on standard error")
    func notesAreReal() throws {
        let scene = try checkout()
        let notes = try #require(scene.importNotes).map { "checkout.txt: note: \($0)" }
        #expect(try block("notes") == notes)
    }
}
