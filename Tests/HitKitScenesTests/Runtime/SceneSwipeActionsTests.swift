import HitKit
import HitKitScenes
import Testing

/// A scene table row's `leadingActions` / `trailingActions`: served by the scene's table
/// delegate, revealed by a swipe in the touch script, their handlers logged.
@MainActor
@Suite("Scene table swipe actions")
struct SceneSwipeActionsTests {
    static let yaml = """
        views:
          - name: mail
            class: tableView
            frame: [0, 0, 320, 480]
            sections:
              - rows:
                  - name: firstRow
                    trailingActions:
                      - {title: Delete, style: destructive}
                      - {title: Flag, completes: false}
                    leadingActions: [{title: Read}]
                  - name: secondRow
        """

    @Test("A leftward drag reveals a row's trailing actions; a tap on one logs its handler and closes the row")
    func swipeAndTap() throws {
        let scene = try SceneFile.load(
            Self.yaml + "\ntouches: |\n  drag 300,22 -> 150,22 0.1s\n  wait 1s\n  tap 290,22\n  wait 1s\n",
            file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(runtime.lines == ["handler for \"Delete\" on row <firstRow>"])
        let row = try #require(runtime.view(named: "firstRow") as? UITableViewCell)
        #expect(row.contentView.frame.minX == 0)
        #expect((runtime.view(named: "mail") as? UITableView)?.indexPathsForSelectedRows == nil)
    }

    @Test("An action with completes false leaves the row open")
    func completesFalseKeepsRowOpen() throws {
        let scene = try SceneFile.load(
            Self.yaml + "\ntouches: |\n  drag 300,22 -> 150,22 0.1s\n  wait 1s\n  tap 210,22\n  wait 1s\n",
            file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(runtime.lines == ["handler for \"Flag\" on row <firstRow>"])
        let first = try #require(runtime.view(named: "firstRow") as? UITableViewCell)
        #expect(first.contentView.frame.minX == -2 * HitKitDefaults.swipeActionButtonWidth)
    }

    @Test("A row with no actions does not move: the drag selects it, as a tap would")
    func rowWithoutActionsKeepsStill() throws {
        let scene = try SceneFile.load(
            Self.yaml + "\ntouches: |\n  drag 300,66 -> 150,66 0.1s\n  wait 1s\n", file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(runtime.lines == [])
        let second = try #require(runtime.view(named: "secondRow") as? UITableViewCell)
        #expect(second.contentView.frame.minX == 0)
        let table = try #require(runtime.view(named: "mail") as? UITableView)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    }

    @Test(
        "A bad swipe action is an error at its field",
        arguments: [
            (
                "views:\n  - {class: tableView, sections: [{rows: [{trailingActions: [{title: A, style: loud}]}]}]}\n",
                "scene.yaml:2:80: error: views[0].sections[0].rows[0].trailingActions[0].style: expected normal "
                    + "or destructive, found \"loud\""
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{leadingActions: [{completes: true}]}]}]}\n",
                "scene.yaml:2:61: error: views[0].sections[0].rows[0].leadingActions[0].title: expected a title, "
                    + "found nothing"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{leadingActions: [{title: A, size: 3}]}]}]}\n",
                "scene.yaml:2:72: error: views[0].sections[0].rows[0].leadingActions[0].size: unknown field 'size'; "
                    + "expected one of: title, style, completes"
            ),
        ])
    func badAction(text: String, message: String) {
        let error = sceneError(text).map { "\($0)" }
        #expect(error?.hasPrefix(message) == true, "\(String(describing: error))")
    }
}
