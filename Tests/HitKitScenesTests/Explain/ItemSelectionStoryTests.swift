import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain --touches` tells why a touched collection view item did not select, as it does for a
/// table's rows: a recognizer's `cancelsTouchesInView` cancelled the collection view's touches, the
/// touch scrolled it, a control in the cell took the touch, or its `allowsSelection` is false — with
/// the fix, checked by re-running the touches, where one is due.
@MainActor
@Suite("Explain: why a touched collection view item did not select")
struct ItemSelectionStoryTests {
    func lines(_ scene: SceneFile, _ script: String) throws -> [String] {
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, touches: touches, scriptText: script).events.map(\.text)
    }

    @Test("A parent's cancelling tap is told, and cancelsTouchesInView: false is the checked fix")
    func cancelledByRecognizer() throws {
        let lines = try lines(try fixtureScene("collection-stories.yaml"), "tap 50,45")
        #expect(
            lines.contains(
                "item beach did not select: the tap recognizer dismiss keyboard on screen recognized and, with "
                    + "cancelsTouchesInView true, cancelled the collection view's touches"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): cancelsTouchesInView: false on dismiss keyboard; "
                    + "item beach then selects"), "\(lines)")
    }

    @Test("A tap on a button in a cell names the button, with no fix")
    func controlTookTouch() throws {
        let lines = try lines(try fixtureScene("collection-stories.yaml"), "tap 190,80")
        #expect(
            lines.contains(
                "item forest did not select: the touch landed on the button like in the cell, which took it; a "
                    + "touch on a control in a cell goes to the control and selects no item, as intended: no fix "
                    + "(a tap beside the control selects the item)"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("fix") }, "\(lines)")
    }

    @Test("A drag that scrolls the collection view is told as intended, with no fix")
    func dragScrolled() throws {
        let lines = try lines(try fixtureScene("collection-stories.yaml"), "drag 50,150 -> 50,60 0.3s")
        #expect(
            lines.contains(
                "item [0, 3] did not select: the touch moved far enough to become a drag: the pan of collection "
                    + "view photos recognized and the collection view scrolled; a touch that scrolls the "
                    + "collection view selects no item, as intended: no fix"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("fix") }, "\(lines)")
    }

    @Test("allowsSelection false is told, and allowsSelection: true is the checked fix")
    func selectionOff() throws {
        let yaml = """
            views:
              - {name: photos, class: collectionView, frame: [0, 0, 320, 200], itemSize: [100, 90],
                 allowsSelection: false, sections: [{items: [{name: beach}, {name: forest}]}]}
            """
        let lines = try lines(try SceneFile.load(yaml, file: "items.yaml"), "tap 50,45")
        #expect(
            lines.contains(
                "item beach did not select: collection view photos has allowsSelection false, so a tap neither "
                    + "highlights nor selects an item"), "\(lines)")
        #expect(
            lines.contains(
                "fix (checked by re-running the touches): allowsSelection: true on photos; item beach then selects"),
            "\(lines)")
    }

    @Test("An item that selects gets no story")
    func selectedItemIsQuiet() throws {
        let scene = try fixtureScene("collection-select.yaml")
        #expect(try lines(scene, "tap 50,45").allSatisfy { !$0.hasPrefix("item ") })
    }
}
