import Foundation
import HitKit
import HitKitScenes
import Testing

/// The drawing — `hitkit render`'s SVG and the inspector's items — puts siblings in layer order (`zPosition`,
/// then subview order) while hit-testing keeps to subview order, and says so when the two differ for a hit.
@Suite("The scene's drawing in layer order")
@MainActor
struct SceneDrawingLayerOrderTests {
    static let badge = try! BuiltInScenes.scene(id: "layer-badge-drawn-in-front")

    @Test("A sibling with a higher zPosition is drawn after (in front of) a later sibling, with its zPosition")
    func zPositionOrdersSiblings() throws {
        let drawing = SceneDrawing(runtime: try Self.badge.makeRuntime())
        #expect(drawing.items.map(\.name) == ["UIWindow", "card", "buy", "badge"])
        #expect(drawing.items.map(\.zPosition) == [0, 0, 0, 1])
    }

    @Test("zPosition orders siblings only; equal ones keep subview order, negative ones go behind")
    func siblingsOnly() throws {
        let yaml = """
            views:
              - {name: a, frame: [0, 0, 100, 100], subviews: [{name: a1, frame: [0, 0, 10, 10], zPosition: 50}]}
              - {name: b, frame: [0, 0, 100, 100]}
              - {name: c, frame: [0, 0, 100, 100], zPosition: -1}
              - {name: d, frame: [0, 0, 100, 100]}
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        #expect(SceneDrawing(runtime: runtime).items.map(\.name) == ["UIWindow", "c", "a", "a1", "b", "d"])
    }

    @Test("A view's anchorPoint shows in its drawn corners, where hit-testing finds it")
    func anchorPointCorners() throws {
        let yaml = "views:\n  - {name: dial, frame: [100, 100, 100, 100], anchorPoint: [0, 0]}\n"
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        let dial = try #require(SceneDrawing(runtime: runtime).items.first { $0.name == "dial" })
        #expect(
            dial.corners == [
                CGPoint(x: 150, y: 150), CGPoint(x: 250, y: 150), CGPoint(x: 250, y: 250), CGPoint(x: 150, y: 250),
            ])
        #expect(SceneHitProbe(runtime: runtime, point: CGPoint(x: 240, y: 240)).hitView === runtime.view(named: "dial"))
    }

    @Test("The SVG draws the badge over the button and, for a hit the badge is drawn over, says so")
    func svgSaysDrawingAndHitOrderDiffer() throws {
        let runtime = try Self.badge.makeRuntime()
        let svg = SceneRenderer(runtime: runtime).svg(at: CGPoint(x: 210, y: 220))
        let buy = try #require(svg.range(of: "<title>buy — hit</title>"))
        let badge = try #require(svg.range(of: "<title>badge</title>"))
        #expect(buy.lowerBound < badge.lowerBound)
        #expect(svg.contains("class=\"outline drawn-in-front\""))
        #expect(
            svg.contains(
                "drawn in front: badge (zPosition 1) is drawn over buy (zPosition 0), but hit-testing follows "
                    + "subview order: buy comes after badge in card's subviews"))
        #expect(svg.contains("purple: drawn in front of the hit view by zPosition, hit-tested after it"))
    }

    @Test("Where the drawing and hit-testing agree, the SVG adds no such note")
    func noNoteWhereTheyAgree() throws {
        let svg = SceneRenderer(runtime: try Self.badge.makeRuntime()).svg(at: CGPoint(x: 210, y: 205))
        #expect(!svg.contains("drawn in front"))
        #expect(!svg.contains("purple"))
    }
}
