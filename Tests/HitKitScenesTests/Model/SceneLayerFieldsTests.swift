import HitKit
import HitKitScenes
import Testing

/// A view's layer fields in a scene file — `anchorPoint`, `zPosition`, `cornerRadius`, `masksToBounds` —
/// reach the live view's `layer` after its geometry, and a value a layer cannot hold is refused at its field.
@MainActor
@Suite("Scene files' layer fields")
struct SceneLayerFieldsTests {
    @Test("anchorPoint, zPosition, cornerRadius and masksToBounds are set on the view's layer")
    func fieldsReachTheLayer() throws {
        let text = """
            views:
              - {name: card, frame: [100, 100, 100, 100], anchorPoint: [0, 0], zPosition: 2, cornerRadius: 12,
                 masksToBounds: true}
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let card = try #require(runtime.view(named: "card"))
        #expect(card.layer.anchorPoint == CGPoint(x: 0, y: 0))
        #expect(card.layer.zPosition == 2)
        #expect(card.layer.cornerRadius == 12)
        #expect(card.clipsToBounds)
    }

    @Test("anchorPoint is set after the frame: the center stays and the frame and hit area move around it")
    func anchorPointMovesTheHitArea() throws {
        let text = """
            views:
              - {name: card, frame: [100, 100, 100, 100], anchorPoint: [0, 0]}
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let card = try #require(runtime.view(named: "card"))
        #expect(card.center == CGPoint(x: 150, y: 150))
        #expect(card.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
        let window = try #require(runtime.windows.first)
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) !== card)
        #expect(window.hitTest(CGPoint(x: 240, y: 240), with: nil) === card)
    }

    @Test("zPosition leaves hit-testing to the order of subviews")
    func zPositionLeavesHitOrder() throws {
        let text = """
            views:
              - {name: badge, frame: [0, 0, 100, 100], zPosition: 1}
              - {name: button, class: button, frame: [50, 50, 100, 100]}
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let window = try #require(runtime.windows.first)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === runtime.view(named: "button"))
    }

    @Test("clipsToBounds and masksToBounds with the same value load; the layer fields write back as YAML")
    func sameFlagTwiceAndRoundTrip() throws {
        let text = """
            views:
              - {name: card, frame: [0, 0, 50, 50], clipsToBounds: true, masksToBounds: true, zPosition: -3.5,
                 anchorPoint: [0.25, 1]}
            """
        let scene = try SceneFile.load(text, file: "scene.yaml")
        let again = try SceneFile.load(scene.document.yaml, file: "again.yaml")
        #expect(again.document == scene.document)
        let card = try #require(try again.makeRuntime().view(named: "card"))
        #expect(card.layer.masksToBounds && card.layer.zPosition == -3.5)
        #expect(card.layer.anchorPoint == CGPoint(x: 0.25, y: 1))
    }

    @Test(
        "A layer value the scene cannot hold is refused at its field with what it expects",
        arguments: [
            (
                "views:\n  - {clipsToBounds: true, masksToBounds: false}\n",
                "scene.yaml:2:42: error: views[0].masksToBounds: masksToBounds is the layer's name for "
                    + "clipsToBounds, one flag; this view sets clipsToBounds: true and masksToBounds: false — give "
                    + "one of them"
            ),
            (
                "views:\n  - {zPosition: .nan}\n",
                "scene.yaml:2:17: error: views[0].zPosition: expected a finite number within ±1e9, found \".nan\""
            ),
            (
                "views:\n  - {zPosition: 1e300}\n",
                "scene.yaml:2:17: error: views[0].zPosition: expected a finite number within ±1e9, found 1e300"
            ),
            (
                "views:\n  - {anchorPoint: [0.5, .inf]}\n",
                "scene.yaml:2:25: error: views[0].anchorPoint[1]: expected a finite number, found \".inf\""
            ),
            (
                "views:\n  - {anchorPoint: [1e7, 0]}\n",
                "scene.yaml:2:19: error: views[0].anchorPoint: expected 2 numbers [x, y], each within ±1e6 "
                    + "(0…1 is inside the bounds), found a list of 2 items"
            ),
            (
                "views:\n  - {anchorPoint: 0.5}\n",
                "scene.yaml:2:19: error: views[0].anchorPoint: expected 2 numbers [x, y], found 0.5"
            ),
            (
                "views:\n  - {cornerRadius: -1}\n",
                "scene.yaml:2:20: error: views[0].cornerRadius: expected a finite number from 0 to 1e9, found -1"
            ),
            (
                "views:\n  - {masksToBounds: 1}\n",
                "scene.yaml:2:21: error: views[0].masksToBounds: expected true or false, found 1"
            ),
        ])
    func refused(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }
}
