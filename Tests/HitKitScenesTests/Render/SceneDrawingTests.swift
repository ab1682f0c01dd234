import Foundation
import HitKit
import HitKitScenes
import Testing

@Suite("The scene's drawing geometry as values")
@MainActor
struct SceneDrawingTests {
    @Test("Items come back to front with screen corners, depths, styles and recognizers")
    func items() throws {
        let runtime = try SceneFile.load(SceneRendererTests.scene, file: "scene.yaml").makeRuntime()
        let drawing = SceneDrawing(runtime: runtime)
        #expect(drawing.items.map(\.name) == ["UIWindow", "card", "save", "gone", "glass", "tilted"])
        #expect(drawing.items.map(\.depth) == [0, 1, 2, 2, 2, 1])
        let save = try #require(drawing.items.first { $0.name == "save" })
        #expect(save.corners == [
            CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240), CGPoint(x: 210, y: 284), CGPoint(x: 110, y: 284),
        ])
        #expect(save.isControl && !save.isHidden && save.className == "UIButton")
        #expect(drawing.items.first { $0.name == "gone" }?.isHidden == true)
        #expect(drawing.items.first { $0.name == "glass" }?.isTransparent == true)
        #expect(drawing.items.first?.isWindow == true)
        #expect(drawing.leftOutNames.isEmpty)
    }

    @Test("A view with geometry beyond the drawable limit is left out and named")
    func leftOut() throws {
        let yaml = """
            views:
              - {name: huge, frame: [0, 0, 10, 10], transform: {scale: [1e300, 1e300]}}
              - {name: fine, frame: [0, 0, 10, 10]}
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        let drawing = SceneDrawing(runtime: runtime)
        #expect(drawing.leftOutNames == ["huge"])
        #expect(drawing.items.map(\.name) == ["UIWindow", "fine"])
        #expect(drawing.items.allSatisfy { $0.corners.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
    }

    @Test("A view's gesture recognizers are listed with their names and enabled state")
    func recognizers() throws {
        let yaml = """
            views:
              - name: pad
                frame: [0, 0, 100, 100]
                gestures:
                  - {kind: tap, name: single}
                  - {kind: longPress, enabled: false}
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        let pad = try #require(SceneDrawing(runtime: runtime).items.first { $0.name == "pad" })
        #expect(pad.recognizers.map(\.name) == ["single", "UILongPressGestureRecognizer"])
        #expect(pad.recognizers.map(\.isEnabled) == [true, false])
    }
}
