import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain --touches` tells why a touched row did not select when the table's delegate refused it
/// — `shouldHighlightRowAt` answered no, `willSelectRowAt` answered nil or another row — and offers
/// removing the refusal once re-running the touches proves the row then selects.
@MainActor
@Suite("Explain: rows the table's delegate refused")
struct RowRefusalStoryTests {
    func lines(_ scene: SceneFile, _ script: String) throws -> [String] {
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, touches: touches, scriptText: script).events.map(\.text)
    }

    @Test("shouldHighlightRowAt answering no is told, and removing shouldHighlight: false is the checked fix")
    func highlightRefused() throws {
        let lines = try lines(try fixtureScene("table-refusals.yaml"), "tap 100,22")
        #expect(
            lines.contains(
                "row versionRow did not select: shouldHighlightRowAt answered no for row versionRow "
                    + "(shouldHighlight: false): it neither highlighted nor selected"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): remove shouldHighlight: false from row versionRow; "
                    + "row versionRow then selects"), "\(lines)")
    }

    @Test("willSelectRowAt answering nil is told, and removing willSelect: nil is the checked fix")
    func selectionRefused() throws {
        let lines = try lines(try fixtureScene("table-refusals.yaml"), "tap 100,66")
        #expect(
            lines.contains(
                "row draftsRow did not select: willSelectRowAt answered nil for row draftsRow (willSelect: nil): "
                    + "it highlighted, then selected nothing"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): remove willSelect: nil from row draftsRow; "
                    + "row draftsRow then selects"), "\(lines)")
    }

    @Test("willSelectRowAt redirecting is told with the row selected instead, and the fix is checked")
    func selectionRedirected() throws {
        let lines = try lines(try fixtureScene("table-refusals.yaml"), "tap 100,110")
        #expect(
            lines.contains(
                "row archiveRow did not select: willSelectRowAt answered row allMailRow for row archiveRow "
                    + "(willSelect: allMailRow): it redirected the selection to row allMailRow"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): remove willSelect: allMailRow from row archiveRow; "
                    + "row archiveRow then selects"), "\(lines)")
    }

    @Test("An unnamed refusing row is told by its place and its fix still found")
    func unnamedRow() throws {
        let yaml = """
            views:
              - {name: list, class: tableView, frame: [0, 0, 320, 200],
                 sections: [{rows: [{}, {willSelect: nil}]}]}
            """
        let lines = try lines(try SceneFile.load(yaml, file: "rows.yaml"), "tap 100,66")
        let told = "row 1 of section 0 did not select: willSelectRowAt answered nil for row 1 of section 0"
        #expect(lines.contains { $0.hasPrefix(told) }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("fix (checked by re-running the touches): remove willSelect: nil") })
    }

    @Test("No fix is offered when removing the refusal would not make the row select")
    func unverifiedFixNotOffered() throws {
        // The keyboard-dismiss tap cancels the table's touches too: without shouldHighlight the row
        // still does not select, so removing it is not offered.
        let yaml = """
            views:
              - name: screen
                frame: [0, 0, 320, 480]
                gestures: [{kind: tap, name: dismiss keyboard}]
                subviews:
                  - {name: list, class: tableView, frame: [0, 0, 320, 200],
                     sections: [{rows: [{name: infoRow, shouldHighlight: false}]}]}
            """
        let lines = try lines(try SceneFile.load(yaml, file: "rows.yaml"), "tap 100,22")
        #expect(lines.contains { $0.hasPrefix("row infoRow did not select: shouldHighlightRowAt answered no") })
        #expect(!lines.contains { $0.hasPrefix("fix") }, "\(lines)")
    }
}
