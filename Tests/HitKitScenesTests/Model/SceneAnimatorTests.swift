import HitKit
import HitKitScenes
import Testing

/// A view's `animator:` in a scene file is a `UIViewPropertyAnimator` started (or paused at a fraction) once the scene
/// is built, with its hit-testing flags: its views are hit where drawn, skipped without user interaction, or left to
/// their model geometry under manual hit-testing; a value an animator cannot take is refused at its field.
@MainActor
@Suite("Scene files' property animators")
struct SceneAnimatorTests {
    static func slide(_ flags: String = "") -> String {
        """
        views:
          - name: backdrop
            frame: [0, 0, 320, 480]
            subviews:
              - {name: buy, class: button, frame: [-160, 300, 160, 44],
                 animator: {to: {frame: [80, 300, 160, 44]}, duration: 2, curve: linear, elapsed: 1\(flags)}}
        """
    }

    func hits(_ text: String, _ x: CGFloat, _ y: CGFloat) throws -> String? {
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let window = try #require(runtime.windows.first)
        return window.hitTest(CGPoint(x: x, y: y), with: nil)?.accessibilityIdentifier
    }

    @Test("Under a running animator the button is hit where it is drawn, not at its final frame")
    func hitWhereDrawn() throws {
        #expect(try hits(Self.slide(), 20, 320) == "buy")
        #expect(try hits(Self.slide(), 200, 320) == "backdrop")
    }

    @Test("isUserInteractionEnabled false skips the button; isManualHitTestingEnabled leaves it to its final frame")
    func flags() throws {
        #expect(try hits(Self.slide(", isUserInteractionEnabled: false"), 20, 320) == "backdrop")
        #expect(try hits(Self.slide(", isUserInteractionEnabled: false"), 200, 320) == "backdrop")
        #expect(try hits(Self.slide(", isManualHitTestingEnabled: true"), 20, 320) == "backdrop")
        #expect(try hits(Self.slide(", isManualHitTestingEnabled: true"), 200, 320) == "buy")
    }

    @Test("fractionComplete pauses the animator there: the model is at the end, the drawing at the fraction")
    func paused() throws {
        let text = """
            views:
              - {name: card, frame: [0, 0, 100, 100], animator: {to: {center: [250, 50]}, duration: 1,
                 curve: easeIn, fractionComplete: 0.25}}
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let card = try #require(runtime.view(named: "card"))
        #expect(card.center == CGPoint(x: 250, y: 50))
        let drawn = try #require(card.layer.presentation())
        #expect(abs(drawn.position.x - 100) < 1e-9)
        #expect(runtime.application.clock.now == 0)
    }

    @Test("An animator writes back as YAML and loads again the same")
    func roundTrip() throws {
        let scene = try SceneFile.load(Self.slide(", isManualHitTestingEnabled: true"), file: "scene.yaml")
        let again = try SceneFile.load(scene.document.yaml, file: "again.yaml")
        #expect(again.document == scene.document)
    }

    @Test(
        "An animator value the scene cannot take is refused at its field with what it expects",
        arguments: [
            (
                "views:\n  - {animator: {to: {alpha: 0}, duration: .inf}}\n",
                "scene.yaml:2:43: error: views[0].animator.duration: expected a finite number of seconds above 0, "
                    + "at most 1e6, found \".inf\""
            ),
            (
                "views:\n  - {animator: {to: {alpha: 0}, duration: 1, fractionComplete: 1.5}}\n",
                "scene.yaml:2:64: error: views[0].animator.fractionComplete: expected a number from 0 to 1, found 1.5"
            ),
            (
                "views:\n  - {animator: {to: {alpha: 0}, duration: 1, fractionComplete: 0.5, elapsed: 1}}\n",
                "scene.yaml:2:64: error: views[0].animator.fractionComplete: fractionComplete pauses the animator "
                    + "where it is; it takes no elapsed or delay"
            ),
            (
                "views:\n  - {animator: {to: {alpha: 0}, duration: 1}, animation: {to: {alpha: 0}, duration: 1}}\n",
                "scene.yaml:2:16: error: views[0].animator: a view takes an animation or an animator, not both"
            ),
        ])
    func refused(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }
}
