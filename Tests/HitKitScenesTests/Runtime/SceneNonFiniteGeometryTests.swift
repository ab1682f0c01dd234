import HitKit
import HitKitScenes
import Testing

/// The scene views' declared behaviours never hand a NaN or infinite rectangle to Foundation's
/// `CGRect.contains` (which traps on one on Linux): such a rectangle contains nothing.
@MainActor
@Suite("Declared behaviours with non-finite geometry")
struct SceneNonFiniteGeometryTests {
    @Test("controlsOnly answers NO on a subview control whose frame is not finite, YES on a finite one")
    func controlsOnlyWithNaNFrame() throws {
        let text = """
            views:
              - name: bar
                frame: [0, 0, 320, 100]
                pointInside: controlsOnly
                subviews:
                  - {name: huge, class: button, frame: [10, 10, 50, 50], transform: {scale: 1e308}}
                  - {name: ok, class: button, frame: [200, 10, 50, 50], actions: [{event: touchUpInside, log: ok}]}
            touches: |
              tap 30,30
              tap 220,30
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let bar = try #require(runtime.view(named: "bar"))
        let huge = try #require(runtime.view(named: "huge"))
        #expect(!(huge.frame.origin.x.isFinite && huge.frame.width.isFinite))
        #expect(bar.point(inside: CGPoint(x: 30, y: 30), with: UIEvent?.none) == false)
        #expect(bar.point(inside: CGPoint(x: 220, y: 30), with: UIEvent?.none) == true)
        #expect(bar.point(inside: CGPoint(x: CGFloat.nan, y: 30), with: UIEvent?.none) == false)
        #expect(try SceneFile.load(text, file: "scene.yaml").run() == ["ok"])
    }

    @Test("insets on a view with enormous bounds answer without trapping")
    func insetsWithEnormousBounds() throws {
        let text = """
            views:
              - {name: wide, bounds: [-1e308, -1e308, 1e308, 1e308], pointInside: {insets: -1e308}}
              - {name: scaled, frame: [0, 0, 10, 10], transform: {scale: 1e308}, pointInside: {insets: 2}}
            touches: tap 5,5
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let wide = try #require(runtime.view(named: "wide"))
        _ = wide.point(inside: CGPoint(x: 1, y: 1), with: UIEvent?.none)
        _ = wide.point(inside: CGPoint(x: -CGFloat.infinity, y: 1), with: UIEvent?.none)
        _ = try SceneFile.load(text, file: "scene.yaml").run()
    }
}
