import HitKit
import HitKitScenes
import Testing

/// The first reason `explain` gives for a view that does not get a touch: one per UIKit rule,
/// each with a fix that works when applied to the scene and re-run.
@MainActor
@Suite("Explain: why a touch does not land")
struct HitMissReasonTests {
    struct Case: Sendable, CustomStringConvertible {
        let file: String
        let view: String
        let x: Double
        let y: Double
        let kind: HitMissReason.Kind
        let culprit: String?
        let fix: SceneEdit.Kind
        var description: String { "\(view) → \(kind)" }
    }

    nonisolated static let cases: [Case] = [
        Case(
            file: "explain-eligibility.yaml", view: "hiddenButton", x: 70, y: 42, kind: .hidden, culprit: nil,
            fix: .unhide),
        Case(
            file: "explain-eligibility.yaml", view: "faintButton", x: 70, y: 100, kind: .transparent, culprit: nil,
            fix: .raiseAlpha),
        Case(
            file: "explain-eligibility.yaml", view: "deafButton", x: 70, y: 160, kind: .userInteractionDisabled,
            culprit: nil, fix: .enableUserInteraction),
        Case(
            file: "explain-eligibility.yaml", view: "disabledButton", x: 70, y: 220, kind: .disabledControl,
            culprit: nil, fix: .enableControl),
        Case(
            file: "explain-eligibility.yaml", view: "innerButton", x: 70, y: 300, kind: .userInteractionDisabled,
            culprit: "quietPanel", fix: .enableUserInteraction),
        Case(
            file: "explain-eligibility.yaml", view: "smallButton", x: 70, y: 395, kind: .outsideBounds, culprit: nil,
            fix: .enlargePointInside),
        Case(
            file: "explain-clipped.yaml", view: "wideButton", x: 150, y: 80, kind: .outsideSuperview,
            culprit: "container", fix: .enlargePointInside),
        Case(
            file: "explain-clipped.yaml", view: "boxButton", x: 60, y: 240, kind: .pointInsideRefused,
            culprit: "closedBox", fix: .pointInsideBounds),
        Case(
            file: "explain-windows.yaml", view: "buyButton", x: 60, y: 60, kind: .coveredByWindow, culprit: "overlay",
            fix: .raiseWindowLevel),
        Case(
            file: "explain-overrides.yaml", view: "ghost", x: 60, y: 60, kind: .passThrough, culprit: nil,
            fix: .removePassThrough),
        Case(
            file: "explain-overrides.yaml", view: "mutedButton", x: 60, y: 170, kind: .nilWhenResultIs,
            culprit: "root", fix: .removeNilWhenResultIs),
        Case(
            file: "explain-overrides.yaml", view: "target", x: 60, y: 320, kind: .redirected, culprit: "box",
            fix: .removeRedirect),
    ]

    @Test("Each rule gives its own first reason and a fix that works when re-run", arguments: cases)
    func reasonAndFix(_ entry: Case) throws {
        let scene = try fixtureScene(entry.file)
        let explanation = try explain(scene, entry.x, entry.y, expecting: entry.view)
        #expect(explanation.landed == false)
        let reason = try #require(explanation.skipped.first)
        #expect(explanation.skipped.count == 1)
        #expect(reason.view == entry.view)
        #expect(reason.kind == entry.kind)
        #expect(reason.culprit == entry.culprit)
        #expect(explanation.fix?.edits.map(\.kind) == [entry.fix])
        try expectFixWorks(explanation, in: scene)
    }

    @Test("A sibling in front takes the touch: BackButton behind BlackView in takehilo's scene")
    func coveredBySibling() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let explanation = try explain(scene, 160, 270, expecting: "backButton")
        #expect(explanation.hitView == "blackView")
        #expect(explanation.path == ["UIWindow", "rootView", "blackView"])
        let reason = try #require(explanation.skipped.first)
        #expect(reason.kind == .coveredBySibling)
        #expect(reason.culprit == "blackView")
        #expect(reason.takenBy == "blackView")
        #expect(reason.text.hasPrefix("covered by front sibling blackView"))
        try expectFixWorks(explanation, in: scene)
    }

    @Test("A covering sibling's fixes: moving it behind changes no other touch, so it comes first")
    func coveringSiblingFixesRanked() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let explanation = try explain(scene, 160, 270, expecting: "backButton")
        let fix = try #require(explanation.fix)
        #expect(fix.edits.map(\.kind) == [.moveBehind])
        #expect(fix.edits.first?.yaml == "rootView: {subviews: [blackView, backButton]}")
        #expect(fix.sideEffects.isEmpty)
        #expect(explanation.alternatives.map { $0.edits.map(\.kind) } == [[.passThrough], [.disableUserInteraction]])
        let passThrough = try #require(explanation.alternatives.first)
        #expect(passThrough.sideEffects.map(\.from) == ["blackView"])
        #expect(passThrough.sideEffects.map(\.to) == ["rootView"])
        for alternative in explanation.alternatives {
            let again = try alternative.applied(to: scene).explain(at: explanation.point, expecting: "backButton")
            #expect(again.landed == true)
        }
    }

    @Test("The view's own subview takes the touch: the deepest view wins")
    func takenBySubview() throws {
        let scene = try BuiltInScenes.scene(id: "001-tap-front-button")
        let explanation = try explain(scene, 160, 220, expecting: "blackView")
        #expect(explanation.hitView == "frontButton")
        let reason = try #require(explanation.skipped.first)
        #expect(reason.kind == .takenBySubview)
        #expect(reason.culprit == "frontButton")
        try expectFixWorks(explanation, in: scene)
    }

    @Test("The expected view gets the touch: no reason, no fix, landed")
    func landed() throws {
        let scene = try BuiltInScenes.scene(id: "001-back-button-fix")
        let explanation = try explain(scene, 160, 270, expecting: "backButton")
        #expect(explanation.landed == true)
        #expect(explanation.skipped.isEmpty)
        #expect(explanation.fix == nil)
        #expect(!explanation.searchedForFix)
    }

    @Test("Without an expected view, every other view under the point gets its first reason, front to back")
    func everyViewUnderThePoint() throws {
        let scene = try fixtureScene("explain-eligibility.yaml")
        let explanation = try explain(scene, 70, 300)
        #expect(explanation.hitView == "panel")
        #expect(explanation.expected == nil && explanation.landed == nil)
        #expect(explanation.skipped.map(\.view) == ["innerButton", "quietPanel"])
        #expect(explanation.skipped.map(\.kind) == [.userInteractionDisabled, .userInteractionDisabled])
        #expect(explanation.fix == nil)
    }

    @Test("Says so when no change it tries makes the touch land")
    func noFix() throws {
        let scene = try SceneFile.load(
            """
            views:
              - {name: offscreen, class: button, frame: [400, 10, 50, 50]}
            """, file: "offscreen.yaml")
        let explanation = try explain(scene, 420, 30, expecting: "offscreen")
        #expect(explanation.hitView == nil)
        #expect(explanation.searchedForFix)
        #expect(explanation.fix == nil)
        #expect(explanation.text.contains("No change of up to three edits"))
    }

    @Test("A change that uncovers a second obstacle is combined with the next one's fix")
    func combinedFix() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: shelf
                frame: [0, 0, 100, 100]
                userInteractionEnabled: false
                subviews:
                  - {name: hiddenButton, class: button, frame: [10, 10, 50, 50], hidden: true}
            """, file: "two.yaml")
        let explanation = try explain(scene, 30, 30, expecting: "hiddenButton")
        #expect(explanation.skipped.first?.kind == .userInteractionDisabled)
        #expect(explanation.skipped.first?.culprit == "shelf")
        let fix = try #require(explanation.fix)
        #expect(Set(fix.edits.map(\.kind)) == [.unhide, .enableUserInteraction])
        try expectFixWorks(explanation, in: scene)
    }

    @Test("A view the file leaves unnamed is changed by its field path in the file")
    func unnamedViewFix() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: shelf
                frame: [0, 0, 100, 100]
                subviews:
                  - {class: button, frame: [10, 10, 50, 50], hidden: true}
            """, file: "unnamed.yaml")
        let explanation = try explain(scene, 30, 30, expecting: "UIButton")
        #expect(explanation.skipped.first?.kind == .hidden)
        #expect(explanation.fix?.edits.first?.yaml == "views[0].subviews[0]: {hidden: false}")
        try expectFixWorks(explanation, in: scene)
    }

    @Test("An empty window in front covers by itself; raising the view's window above it works")
    func emptyWindowInFront() throws {
        let scene = try SceneFile.load(
            """
            windows:
              - name: main
                views: [{name: ok, class: button, frame: [20, 20, 100, 44]}]
              - {name: veil, level: 1}
            """, file: "veil.yaml")
        let explanation = try explain(scene, 40, 40, expecting: "ok")
        #expect(explanation.hitView == "veil")
        let reason = try #require(explanation.skipped.first)
        #expect(reason.kind == .coveredByWindow)
        #expect(reason.takenBy == "veil")
        #expect(reason.text.hasPrefix("covered by window veil itself (level 1), in front of its own window (level 0)"))
        #expect(explanation.fix?.edits.map(\.kind) == [.raiseWindowLevel])
        try expectFixWorks(explanation, in: scene)
    }
}
