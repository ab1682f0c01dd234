import HitKit
import HitKitScenes
import Testing

/// `hitkit render`'s drawing keeps an animating view's model corners and adds where its presentation layer draws it,
/// with a legend line only when a picture has one.
@MainActor
@Suite("The scene drawing shows an animating view's model and drawn frames")
struct SceneDrawingAnimationTests {
    @Test("An animating view's item has drawn corners where it is drawn now; a still view has none")
    func drawnCorners() throws {
        let runtime = try BuiltInScenes.scene(id: "animation-slide-in-hit-at-final-frame").makeRuntime()
        let items = SceneDrawing(runtime: runtime).items
        let buy = try #require(items.first { $0.name == "buy" })
        #expect(buy.corners.first == CGPoint(x: 80, y: 300))
        let drawn = try #require(buy.drawnCorners)
        #expect(abs(drawn[0].x - -40) < 1e-9 && drawn[0].y == 300)
        #expect(abs(drawn[2].x - 120) < 1e-9 && drawn[2].y == 344)
        #expect(items.filter { $0.name != "buy" }.allSatisfy { $0.drawnCorners == nil })
    }

    @Test("The SVG outlines the drawn frame in green with its legend line; a still scene has neither")
    func svgLegendOnlyWhenUsed() throws {
        let runtime = try BuiltInScenes.scene(id: "animation-slide-in-hit-at-final-frame").makeRuntime()
        let svg = SceneRenderer(runtime: runtime).svg(at: CGPoint(x: 20, y: 320))
        #expect(svg.contains("class=\"outline presentation\""))
        #expect(svg.contains("green dashed: where an animation draws a view now"))
        #expect(svg.contains(".presentation{"))
        let still = try BuiltInScenes.scene(id: "layer-badge-drawn-in-front").makeRuntime()
        let plain = SceneRenderer(runtime: still).svg(at: CGPoint(x: 210, y: 220))
        #expect(!plain.contains("presentation") && !plain.contains("green dashed"))
    }
}
