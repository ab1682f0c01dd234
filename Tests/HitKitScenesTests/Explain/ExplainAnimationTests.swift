import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain` tells the stories of animating views with the core's skip reason: a view animating without
/// `.allowUserInteraction` is skipped (the fix adds the option, checked by re-running the touch), and a view animating
/// with it is hit-tested at its final frame, while it is drawn elsewhere now.
@MainActor
@Suite("Explain tells why an animating view misses a touch")
struct ExplainAnimationTests {
    static let blocked = try! BuiltInScenes.scene(id: "animation-slide-in-blocks-taps")
    static let finalFrame = try! BuiltInScenes.scene(id: "animation-slide-in-hit-at-final-frame")

    @Test("A tap at the sliding button's final frame goes behind it: it is animating without .allowUserInteraction")
    func animatingWithoutUserInteraction() throws {
        let why = try explain(Self.blocked, 200, 320, expecting: "buy")
        #expect(why.hitView == "backdrop")
        let reason = try #require(why.skipped.first)
        #expect(reason.kind == .skipped && reason.culprit == nil)
        #expect(
            reason.text
                == "it is animating without .allowUserInteraction, so hit-testing skips it until its animation ends")
    }

    @Test("The fix animates the button with .allowUserInteraction, checked by re-running the touch")
    func allowUserInteractionFix() throws {
        let why = try explain(Self.blocked, 200, 320, expecting: "buy")
        let fix = try #require(why.fix)
        #expect(fix.edits.map(\.kind) == [.allowUserInteraction])
        #expect(fix.edits.first?.yaml == "buy: {animation: {allowUserInteraction: true}}")
        try expectFixWorks(why, in: Self.blocked)
    }

    @Test("A subview of a view animating without .allowUserInteraction is told its ancestor is skipped")
    func ancestorAnimating() throws {
        let yaml = """
            views:
              - {name: card, frame: [0, 0, 200, 200], animation: {to: {alpha: 0.5}, duration: 2, elapsed: 1},
                 subviews: [{name: ok, class: button, frame: [10, 10, 100, 44]}]}
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let why = try explain(scene, 50, 30, expecting: "ok")
        let reason = try #require(why.skipped.first)
        #expect(reason.culprit == "card")
        #expect(
            reason.text
                == "its ancestor card is animating without .allowUserInteraction, so nothing inside card is "
                + "hit-tested until its animation ends")
        #expect(why.fix?.edits.map(\.kind) == [.allowUserInteraction])
        try expectFixWorks(why, in: scene)
    }

    @Test("A tap where the button is drawn misses it: hit-tested at its final frame, it is drawn elsewhere now")
    func hitAtFinalFrame() throws {
        let why = try explain(Self.finalFrame, 20, 320, expecting: "buy")
        #expect(why.hitView == "backdrop")
        let reason = try #require(why.skipped.first)
        #expect(reason.kind == .outsideBounds)
        #expect(
            reason.text
                == "the point is outside it: (-60, 20) in its coordinates, its bounds are (0, 0, 160 × 44); "
                + "hit-tested at its final frame: it is drawn at (-40, 300, 160 × 44) now, under the point")
        // A larger hit area would chase a moving drawing; the real fixes are not scene fields, so none is offered.
        #expect(why.fix == nil && why.alternatives.isEmpty)
    }

    @Test("A tap at the final frame of a button animating with .allowUserInteraction lands")
    func landsAtFinalFrame() throws {
        let why = try explain(Self.finalFrame, 200, 320, expecting: "buy")
        #expect(why.landed == true)
    }
}
