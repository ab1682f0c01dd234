import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain` tells when a view drawn in front by `zPosition` loses a touch to a sibling drawn behind it — hit-testing
/// follows subview order — and offers bringing it to the front of the subviews, checked by re-running the touch.
@MainActor
@Suite("Explain tells zPosition's drawing order from hit-testing order")
struct ExplainZPositionTests {
    static let badge = try! BuiltInScenes.scene(id: "layer-badge-drawn-in-front")

    @Test("The badge drawn in front loses the tap: explain says zPosition draws it, subview order hit-tests it")
    func drawnInFrontLoses() throws {
        let why = try explain(Self.badge, 210, 220, expecting: "badge")
        #expect(why.hitView == "buy")
        let reason = try #require(why.skipped.first)
        #expect(reason.kind == .coveredBySibling && reason.culprit == "buy" && reason.drawnInFront)
        #expect(
            reason.text
                == "covered by sibling buy, drawn behind it: badge is drawn in front by zPosition 1 (buy's is 0), "
                + "but hit-testing follows subview order, not zPosition: buy comes after badge in card's subviews, "
                + "so it is hit-tested first and takes the point")
    }

    @Test("The fix brings the badge to the front of the subviews, where its zPosition already draws it")
    func bringToFrontFix() throws {
        let why = try explain(Self.badge, 210, 220, expecting: "badge")
        let fix = try #require(why.fix)
        #expect(fix.edits.map(\.kind) == [.bringToFront])
        #expect(fix.text == "bring badge to the front of card's subviews (last), as its zPosition 1 draws it")
        #expect(fix.edits.first?.yaml == "card: {subviews: [buy, badge]}")
        #expect(!why.alternatives.contains { $0.edits.map(\.kind) == [.moveBehind] })
        #expect(why.text.contains("(badge is drawn over buy either way: its zPosition 1 is higher)"))
        try expectFixWorks(why, in: Self.badge)
    }

    @Test("A sibling drawn behind by a negative zPosition but hit-tested first takes the touch, and explain says so")
    func drawnBehindWins() throws {
        let yaml = """
            views:
              - {name: root, frame: [0, 0, 320, 480], subviews: [
                  {name: front, class: button, frame: [0, 0, 100, 100]},
                  {name: back, class: button, frame: [0, 0, 100, 100], zPosition: -1}]}
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let why = try explain(scene, 50, 50, expecting: "front")
        let reason = try #require(why.skipped.first)
        #expect(reason.drawnInFront)
        #expect(
            reason.text.hasPrefix("covered by sibling back, drawn behind it: front is drawn in front by zPosition 0"))
        #expect(([why.fix] + why.alternatives).contains { $0?.edits.map(\.kind) == [.bringToFront] })
        try expectFixWorks(why, in: scene)
    }

    @Test("An ancestor drawn in front by zPosition is told for the view inside it")
    func ancestorDrawnInFront() throws {
        let yaml = """
            views:
              - {name: root, frame: [0, 0, 320, 480], subviews: [
                  {name: panel, frame: [0, 0, 200, 200], zPosition: 2, subviews: [
                    {name: ok, class: button, frame: [10, 10, 80, 40]}]},
                  {name: shade, frame: [0, 0, 320, 480]}]}
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let why = try explain(scene, 20, 20, expecting: "ok")
        let reason = try #require(why.skipped.first)
        #expect(reason.drawnInFront)
        #expect(
            reason.text.hasPrefix(
                "covered by sibling shade of its ancestor panel, drawn behind panel: panel is drawn in front by "
                    + "zPosition 2 (shade's is 0)"))
        try expectFixWorks(why, in: scene)
    }

    @Test("Siblings with equal zPosition keep the plain covered-by-sibling story and fix")
    func equalZPosition() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let why = try explain(scene, 160, 270, expecting: "BackButton")
        #expect(why.skipped.first?.drawnInFront == false)
        #expect(why.fix?.edits.map(\.kind) == [.moveBehind])
    }

    @Test("The JSON form marks the reason drawnInFront and the change bringToFront")
    func json() throws {
        let why = try explain(Self.badge, 210, 220, expecting: "badge")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(why.json.utf8)) as? [String: Any])
        let skipped = try #require((object["skipped"] as? [[String: Any]])?.first)
        #expect(skipped["drawnInFront"] as? Bool == true)
        let fix = try #require(object["fix"] as? [String: Any])
        #expect((fix["changes"] as? [[String: Any]])?.first?["change"] as? String == "bringToFront")
    }
}
