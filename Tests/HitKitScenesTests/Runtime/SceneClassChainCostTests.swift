import HitKit
import Testing

@testable import HitKitScenes

/// Resolving views' classes steps through each declared class once, however many views use a class at
/// the end of a long `base` chain (6,000 views of a class 6,000 deep took two minutes to check).
@MainActor
@Suite("The cost of resolving class chains")
struct SceneClassChainCostTests {
    @Test("Views of a deeply derived class resolve it once, not once per view")
    func classChainResolvedOnce() throws {
        let depth = 300
        var text = "classes:\n  C0: {base: button, log: {touchesBegan: \"{name} began\"}}\n"
        for index in 1..<depth { text += "  C\(index): {base: C\(index - 1)}\n" }
        text += "  Leaf: {base: C\(depth - 1), pointInside: never}\nviews:\n"
        for index in 0..<depth { text += "  - {name: v\(index), class: Leaf, frame: [0, 0, 10, 10]}\n" }
        let document = try SceneFile.load(text, file: "scene.yaml").document
        var builder = SceneBuilder(document: document, file: "scene.yaml", index: nil)
        let runtime = try builder.build()
        #expect(builder.classSteps <= 3 * depth, "\(builder.classSteps) steps")
        let view = try #require(runtime.view(named: "v0"))
        #expect(view is UIButton)
        #expect(view.point(inside: CGPoint(x: 1, y: 1), with: UIEvent?.none) == false)
        #expect(runtime.behaviour(of: view)?.className == "Leaf")
        #expect(runtime.behaviour(of: view)?.log.touchesBegan == "{name} began")
    }
}
