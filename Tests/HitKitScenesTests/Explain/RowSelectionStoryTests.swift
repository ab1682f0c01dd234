import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain --touches` tells why a touched table row did not select: the touch scrolled the table,
/// a control in the cell took it, or the table's `allowsSelection` is false.
@MainActor
@Suite("Explain: why a touched row did not select")
struct RowSelectionStoryTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    func lines(_ scene: SceneFile, _ script: String) throws -> [String] {
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, touches: touches, scriptText: script).events.map(\.text)
    }

    @Test("A drag that starts on a row and scrolls the table is told as intended, with no fix")
    func dragScrolled() throws {
        let scene = try BuiltInScenes.scene(id: "list-switch-in-cell-while-scrolling")
        let lines = try lines(scene, "drag 280,66 -> 280,10 0.3s")
        #expect(
            lines.contains {
                $0.hasPrefix("row wifiRow did not select: the touch moved far enough to become a drag: the pan")
                    && $0.hasSuffix("as intended: no fix")
            }, "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("fix") }, "\(lines)")
    }

    @Test("A tap on a button in a cell names the button that took the touch, and the tap beside it is not a miss")
    func controlTookTouch() throws {
        let scene = try BuiltInScenes.scene(id: "list-button-in-cell")
        let lines = try lines(scene, "tap 260,22; tap 100,22")
        let misses = lines.filter { $0.hasPrefix("row ") }
        #expect(misses.count == 1, "\(lines)")
        #expect(misses.first?.hasPrefix("row messageRow did not select: the touch landed on the button reply") == true)
    }

    @Test("A tap on a switch in a cell names the switch")
    func switchTookTouch() throws {
        let scene = try BuiltInScenes.scene(id: "list-switch-in-cell-while-scrolling")
        let lines = try lines(scene, "tap 280,66")
        #expect(lines.contains { $0.hasPrefix("row wifiRow did not select: the touch landed on the switch wifi") })
    }

    @Test("A tap on a row of a table whose allowsSelection is false offers allowsSelection: true, checked")
    func selectionOff() throws {
        let path = Self.fixtures.appendingPathComponent("table-selection-off.yaml").path
        let scene = try SceneFile.load(contentsOf: path)
        let lines = try lines(scene, "tap 100,20")
        #expect(lines.contains { $0.hasPrefix("row coffeeRow did not select: table receipts has allowsSelection") })
        let fix =
            "fix (checked by re-running the touches): allowsSelection: true on receipts; row coffeeRow then selects"
        #expect(lines.contains(fix), "\(lines)")
    }

    @Test("A row that selects gets no story")
    func selectedRowIsQuiet() throws {
        let scene = try BuiltInScenes.scene(id: "list-button-in-cell")
        #expect(try lines(scene, "tap 100,22").allSatisfy { !$0.hasPrefix("row ") })
    }
}
