import Foundation
import HitKit
import HitKitScenes
import Testing

/// A collection view item's `shouldHighlight` and `shouldSelect` fields: read and checked like the
/// other fields, answered by the runtime's delegate and traced with the answer, and told by
/// `explain --touches` with the removal of the field as the checked fix.
@MainActor
@Suite("Collection view items the delegate refused")
struct ItemRefusalTests {
    func lines(_ scene: SceneFile, _ script: String) throws -> [String] {
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, touches: touches, scriptText: script).events.map(\.text)
    }

    @Test("The fields are read, and a bad one is an error at its line, column and field")
    func fieldsRead() throws {
        let scene = try fixtureScene("collection-refusals.yaml")
        let items = try #require(scene.document.views?[0].tableView.sections?[0].items)
        #expect(items.map(\.shouldHighlight) == [false, nil, nil])
        #expect(items.map(\.shouldSelect) == [nil, false, true])
        let encoded = String(decoding: try JSONEncoder().encode(scene.document), as: UTF8.self)
        #expect(try SceneFile.load(encoded, file: "items.json").document == scene.document)
        let bad = "views:\n  - {class: collectionView, sections: [{items: [{shouldSelect: sometimes}]}]}\n"
        #expect(
            sceneError(bad).map { "\($0)" }
                == "scene.yaml:2:64: error: views[0].sections[0].items[0].shouldSelect: expected true or false, "
                + "found \"sometimes\"")
    }

    @Test("Taps follow the delegate's answers, and the trace shows the questions with them")
    func tapsFollowAnswers() throws {
        let scene = try fixtureScene("collection-refusals.yaml")
        let runtime = try scene.makeRuntime()
        var events: [String] = []
        runtime.onCollectionEvent = { events.append($0.line) }
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(
            events == [
                "collection <photos> shouldHighlightItemAt [0, 0] <header> → false",
                "collection <photos> didHighlightItemAt [0, 1] <locked>",
                "collection <photos> shouldSelectItemAt [0, 1] <locked> → false",
                "collection <photos> didUnhighlightItemAt [0, 1] <locked>",
                "collection <photos> didHighlightItemAt [0, 2] <open>",
                "collection <photos> shouldSelectItemAt [0, 2] <open> → true",
                "collection <photos> didUnhighlightItemAt [0, 2] <open>",
                "collection <photos> didSelectItemAt [0, 2] <open>",
            ])
    }

    @Test("shouldHighlightItemAt answering no is told, and removing shouldHighlight: false is the checked fix")
    func highlightRefused() throws {
        let lines = try lines(try fixtureScene("collection-refusals.yaml"), "tap 50,45")
        #expect(
            lines.contains(
                "item header did not select: shouldHighlightItemAt answered no for item header "
                    + "(shouldHighlight: false): it neither highlighted nor selected"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): remove shouldHighlight: false from item header; "
                    + "item header then selects"), "\(lines)")
    }

    @Test("shouldSelectItemAt answering no is told, and removing shouldSelect: false is the checked fix")
    func selectionRefused() throws {
        let lines = try lines(try fixtureScene("collection-refusals.yaml"), "tap 160,45")
        #expect(
            lines.contains(
                "item locked did not select: shouldSelectItemAt answered no for item locked (shouldSelect: false): "
                    + "it highlighted, then was not selected"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): remove shouldSelect: false from item locked; "
                    + "item locked then selects"), "\(lines)")
    }
}
