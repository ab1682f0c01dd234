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
    static let animator = try! BuiltInScenes.scene(id: "animation-animator-hit-where-drawn")

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
    }

    @Test("The fix for a view hit at its final frame animates it with a property animator, checked by re-running")
    func propertyAnimatorFix() throws {
        let why = try explain(Self.finalFrame, 20, 320, expecting: "buy")
        // A larger hit area would chase a moving drawing: the one fix offered is the property animator.
        let fix = try #require(why.fix)
        #expect(fix.edits.map(\.kind) == [.usePropertyAnimator] && why.alternatives.isEmpty)
        #expect(
            fix.edits.first?.yaml
                == "buy: {animation: null, animator: {to: {frame: [80, 300, 160, 44]}, duration: 10, curve: linear, "
                + "elapsed: 5}}")
        try expectFixWorks(why, in: Self.finalFrame)
    }

    @Test("A tap at the final frame of a button animating with .allowUserInteraction lands")
    func landsAtFinalFrame() throws {
        let why = try explain(Self.finalFrame, 200, 320, expecting: "buy")
        #expect(why.landed == true)
    }

    @Test("A view whose property animator ignores touches is told so, and the fix turns the animator's interaction on")
    func animatorIgnoresTouches() throws {
        let yaml = """
            views:
              - {name: back, class: button, frame: [0, 0, 320, 480]}
              - {name: card, class: button, frame: [0, 0, 100, 100],
                 animator: {to: {center: [150, 50]}, duration: 1, fractionComplete: 0.5,
                            isUserInteractionEnabled: false}}
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let why = try explain(scene, 125, 50, expecting: "card")
        #expect(why.hitView == "back")
        let reason = try #require(why.skipped.first)
        #expect(
            reason.text
                == "a property animator whose isUserInteractionEnabled is false animates it, so hit-testing skips it")
        #expect(why.fix?.edits.map(\.kind) == [.enableAnimatorUserInteraction])
        #expect(why.fix?.edits.first?.yaml == "card: {animator: {isUserInteractionEnabled: true}}")
        try expectFixWorks(why, in: scene)
    }

    @Test("Under a property animator a tap at the final frame misses: the button is hit-tested where it is drawn")
    func animatorHitsWhereDrawn() throws {
        let why = try explain(Self.animator, 200, 320, expecting: "buy")
        #expect(why.hitView == "backdrop")
        let reason = try #require(why.skipped.first)
        #expect(reason.kind == .outsideBounds)
        #expect(
            reason.text
                == "the point is outside where it is drawn now, (-40, 300, 160 × 44), and it is hit-tested there, "
                + "not at its final frame (80, 300, 160 × 44)")
        #expect(why.fix == nil)
        #expect(try explain(Self.animator, 20, 320, expecting: "buy").landed == true)
    }
}
