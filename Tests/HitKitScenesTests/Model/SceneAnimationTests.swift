import HitKit
import HitKitScenes
import Testing

/// A view's `animation:` in a scene file starts a `UIView.animate` block once the scene is built and runs the clock
/// `elapsed` seconds on: the model is at the `to:` values, the presentation in between, and hit-testing follows UIKit's
/// rules for animating views; a value an animation cannot take is refused at its field.
@MainActor
@Suite("Scene files' animations")
struct SceneAnimationTests {
    static func slide(allowUserInteraction: Bool) -> String {
        """
        views:
          - name: backdrop
            frame: [0, 0, 320, 480]
            subviews:
              - {name: buy, class: button, frame: [-160, 300, 160, 44],
                 animation: {to: {frame: [80, 300, 160, 44]}, duration: 2, curve: linear, elapsed: 1,
                             allowUserInteraction: \(allowUserInteraction)}}
        """
    }

    @Test("The model is at the final frame at once and the presentation layer is where the clock has taken it")
    func modelAndPresentation() throws {
        let runtime = try SceneFile.load(Self.slide(allowUserInteraction: false), file: "scene.yaml").makeRuntime()
        let buy = try #require(runtime.view(named: "buy"))
        #expect(buy.frame == CGRect(x: 80, y: 300, width: 160, height: 44))
        let drawn = try #require(buy.layer.presentation()?.frame)
        #expect(abs(drawn.minX - -40) < 1e-9 && drawn.minY == 300 && drawn.width == 160)
        #expect(runtime.application.clock.now == 1)
    }

    @Test("Without .allowUserInteraction the sliding button is skipped: a tap at its final frame goes behind it")
    func withoutAllowUserInteraction() throws {
        let runtime = try SceneFile.load(Self.slide(allowUserInteraction: false), file: "scene.yaml").makeRuntime()
        let window = try #require(runtime.windows.first)
        let backdrop = runtime.view(named: "backdrop")
        #expect(window.hitTest(CGPoint(x: 200, y: 320), with: nil) === backdrop)
        #expect(window.hitTest(CGPoint(x: 20, y: 320), with: nil) === backdrop)
    }

    @Test("With .allowUserInteraction the button is hit at its final frame, not where it is drawn")
    func withAllowUserInteraction() throws {
        let runtime = try SceneFile.load(Self.slide(allowUserInteraction: true), file: "scene.yaml").makeRuntime()
        let window = try #require(runtime.windows.first)
        #expect(window.hitTest(CGPoint(x: 200, y: 320), with: nil) === runtime.view(named: "buy"))
        #expect(window.hitTest(CGPoint(x: 20, y: 320), with: nil) === runtime.view(named: "backdrop"))
    }

    @Test("Once elapsed passes the end of the animation the button is an ordinary view at its final frame")
    func finished() throws {
        let text = Self.slide(allowUserInteraction: false).replacingOccurrences(of: "elapsed: 1", with: "elapsed: 3")
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let window = try #require(runtime.windows.first)
        #expect(window.hitTest(CGPoint(x: 200, y: 320), with: nil) === runtime.view(named: "buy"))
    }

    @Test("Animations with different elapsed times start that far apart on one clock; a delay holds one back")
    func elapsedOrdersStarts() throws {
        let text = """
            views:
              - {name: a, frame: [0, 0, 10, 10], animation: {to: {center: [105, 5]}, duration: 4, curve: linear,
                 elapsed: 1}}
              - {name: b, frame: [0, 20, 10, 10], animation: {to: {center: [105, 25]}, duration: 4, curve: linear,
                 elapsed: 3}}
              - {name: c, frame: [0, 40, 10, 10], animation: {to: {alpha: 0}, duration: 1, delay: 2, elapsed: 1.5}}
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let a = try #require(runtime.view(named: "a")?.layer.presentation())
        let b = try #require(runtime.view(named: "b")?.layer.presentation())
        let c = try #require(runtime.view(named: "c")?.layer.presentation())
        #expect(abs(a.position.x - 30) < 1e-9)
        #expect(abs(b.position.x - 80) < 1e-9)
        #expect(c.opacity == 1)
        #expect(runtime.view(named: "c")?.alpha == 0)
    }

    @Test("An animation writes back as YAML and loads again the same")
    func roundTrip() throws {
        let scene = try SceneFile.load(Self.slide(allowUserInteraction: true), file: "scene.yaml")
        let again = try SceneFile.load(scene.document.yaml, file: "again.yaml")
        #expect(again.document == scene.document)
    }

    @Test(
        "An animation value the scene cannot take is refused at its field with what it expects",
        arguments: [
            (
                "views:\n  - {animation: {to: {frame: [0, 0, 1, 1]}, duration: .nan}}\n",
                "scene.yaml:2:55: error: views[0].animation.duration: expected a finite number of seconds above 0, "
                    + "at most 1e6, found \".nan\""
            ),
            (
                "views:\n  - {animation: {to: {frame: [0, 0, 1, 1]}, duration: 0}}\n",
                "scene.yaml:2:55: error: views[0].animation.duration: expected a finite number of seconds above 0, "
                    + "at most 1e6, found 0"
            ),
            (
                "views:\n  - {animation: {to: {alpha: 0}, duration: 1, elapsed: -1}}\n",
                "scene.yaml:2:56: error: views[0].animation.elapsed: expected a finite number of seconds from 0 "
                    + "to 1e6, found -1"
            ),
            (
                "views:\n  - {animation: {to: {alpha: 0}, duration: 1, delay: .inf}}\n",
                "scene.yaml:2:54: error: views[0].animation.delay: expected a finite number of seconds from 0 "
                    + "to 1e6, found \".inf\""
            ),
            (
                "views:\n  - {animation: {to: {alpha: 0}, duration: 1, curve: bouncy}}\n",
                "scene.yaml:2:54: error: views[0].animation.curve: expected one of easeInOut, easeIn, easeOut, "
                    + "linear, found \"bouncy\""
            ),
            (
                "views:\n  - {animation: {to: {}, duration: 1}}\n",
                "scene.yaml:2:22: error: views[0].animation.to: expected at least one of frame, center, alpha, "
                    + "transform, found an empty mapping"
            ),
            (
                "views:\n  - {animation: {to: {center: [.nan, 0]}, duration: 1}}\n",
                "scene.yaml:2:32: error: views[0].animation.to.center[0]: expected a finite number, found \".nan\""
            ),
        ])
    func refused(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }
}
