import Foundation
import HitKit
import HitKitScenes
import Testing

/// A table row's `shouldHighlight` and `willSelect` fields: read from YAML and JSON alike, checked
/// with positioned errors, and answered by the runtime's table delegate.
@MainActor
@Suite("Table rows' delegate answers: shouldHighlight and willSelect")
struct SceneRowDelegateAnswersTests {
    static let yaml = """
        logTrace: [tableSelection]
        views:
          - name: mailboxes
            class: tableView
            frame: [0, 0, 320, 200]
            sections:
              - rows:
                  - {name: versionRow, shouldHighlight: false}
                  - {name: draftsRow, willSelect: nil}
                  - {name: archiveRow, willSelect: allMailRow}
                  - {name: allMailRow, shouldHighlight: true}
                  - {name: trashRow, willSelect: null}
        """

    static let json = """
        {"logTrace": ["tableSelection"], "views": [
          {"name": "mailboxes", "class": "tableView", "frame": [0, 0, 320, 200], "sections": [{"rows": [
            {"name": "versionRow", "shouldHighlight": false}, {"name": "draftsRow", "willSelect": "nil"},
            {"name": "archiveRow", "willSelect": "allMailRow"}, {"name": "allMailRow", "shouldHighlight": true},
            {"name": "trashRow", "willSelect": null}]}]}
        ]}
        """

    @Test("YAML and JSON give the same answers; nil and null both refuse, and encoding round-trips")
    func fieldsRead() throws {
        let document = try SceneFile.load(Self.yaml, file: "rows.yaml").document
        #expect(try SceneFile.load(Self.json, file: "rows.json").document == document)
        let rows = try #require(document.views?[0].tableView.sections?[0].rows)
        #expect(rows.map(\.shouldHighlight) == [false, nil, nil, true, nil])
        #expect(rows.map(\.willSelect) == [nil, .refuse, .redirect(to: "allMailRow"), nil, .refuse])
        let encoded = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try SceneFile.load(encoded, file: "rows.json").document == document)
    }

    @Test(
        "A bad shouldHighlight or willSelect is an error at its line, column and field",
        arguments: [
            (
                "views:\n  - {class: tableView, sections: [{rows: [{shouldHighlight: maybe}]}]}\n",
                "scene.yaml:2:61: error: views[0].sections[0].rows[0].shouldHighlight: expected true or false, "
                    + "found \"maybe\""
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{willSelect: [a]}]}]}\n",
                "scene.yaml:2:56: error: views[0].sections[0].rows[0].willSelect: expected nil (select nothing) or "
                    + "another row's name, found a list of 1 item"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{name: a, willSelect: zed}]}]}\n",
                "scene.yaml:2:65: error: views[0].sections[0].rows[0].willSelect: no row of this table is named "
                    + "'zed'; willSelect expects nil (select nothing) or another row's name"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{willSelect: \"\"}]}]}\n",
                "scene.yaml:2:56: error: views[0].sections[0].rows[0].willSelect: expected nil (select nothing) or "
                    + "another row's name, found \"\""
            ),
        ])
    func fieldErrors(text: String, message: String) {
        #expect(sceneError(text).map { "\($0)" } == message)
    }

    @Test("The table's delegate answers the file's values and UIKit's defaults for the other rows")
    func delegateAnswers() throws {
        let runtime = try SceneFile.load(Self.yaml, file: "rows.yaml").makeRuntime()
        let table = try #require(runtime.view(named: "mailboxes") as? UITableView)
        let delegate = try #require(table.delegate as? UITableViewDelegate)
        let row = { IndexPath(row: $0, section: 0) }
        #expect(
            (0..<5).map { delegate.tableView(table, shouldHighlightRowAt: row($0)) } == [false, true, true, true, true])
        #expect(
            (0..<5).map { delegate.tableView(table, willSelectRowAt: row($0)) } == [row(0), nil, row(3), row(3), nil])
    }

    @Test("Taps on refusing rows select nothing or the redirect's target, and the trace shows the answers")
    func tapsFollowAnswers() throws {
        let scene = try fixtureScene("table-refusals.yaml")
        let runtime = try scene.makeRuntime()
        var events: [String] = []
        runtime.onTableEvent = { events.append($0.line) }
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(
            events == [
                "table <mailboxes> shouldHighlightRowAt [0, 0] <versionRow> → false",
                "table <mailboxes> didHighlightRowAt [0, 1] <draftsRow>",
                "table <mailboxes> didUnhighlightRowAt [0, 1] <draftsRow>",
                "table <mailboxes> willSelectRowAt [0, 1] <draftsRow> → nil",
                "table <mailboxes> didHighlightRowAt [0, 2] <archiveRow>",
                "table <mailboxes> didUnhighlightRowAt [0, 2] <archiveRow>",
                "table <mailboxes> willSelectRowAt [0, 2] <archiveRow> → [0, 3] <allMailRow>",
                "table <mailboxes> didSelectRowAt [0, 3] <allMailRow>",
            ])
        #expect(runtime.lines.last == "mailboxes didSelectRowAt [0, 3] allMailRow")
        let table = try #require(runtime.view(named: "mailboxes") as? UITableView)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }
}
