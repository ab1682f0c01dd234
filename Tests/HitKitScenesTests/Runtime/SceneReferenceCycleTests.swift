import HitKit
import HitKitScenes
import Testing

/// `pointInside: {exceptInside: V}` asks `V`'s `point(inside:with:)`, which may ask another view in
/// turn: a chain of such references is followed by recursion, so a cycle is refused when the scene is
/// loaded, with its position, and a chain is at most ``SceneFile/maximumReferenceChain`` views long.
@MainActor
@Suite("Reference cycles between scene views")
struct SceneReferenceCycleTests {
    @Test(
        "An exceptInside cycle is refused at its first view in the file",
        arguments: [
            (
                "views:\n  - {name: a, pointInside: {exceptInside: a}}\n",
                "scene.yaml:2:28: error: views[0].pointInside: exceptInside makes a cycle (a → a), "
                    + "which would never end"
            ),
            (
                "views:\n  - {name: a, pointInside: {exceptInside: b}}\n"
                    + "  - {name: b, pointInside: {exceptInside: a}}\n",
                "scene.yaml:2:28: error: views[0].pointInside: exceptInside makes a cycle (a → b → a), "
                    + "which would never end"
            ),
            (
                "classes:\n  E: {base: view, pointInside: {exceptInside: b}}\nviews:\n  - {name: a, class: E}\n"
                    + "  - {name: b, class: E}\n",
                "scene.yaml:5:5: error: views[1]: exceptInside makes a cycle (b → b), which would never end"
            ),
        ])
    func cycleRefused(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }

    /// A chain `v0 → v1 → … → v(count - 1)` of exceptInside references.
    static func chain(_ count: Int) -> String {
        var text = "views:\n"
        for index in 0..<count {
            let next = index + 1 < count ? ", pointInside: {exceptInside: v\(index + 1)}" : ""
            text += "  - {name: v\(index), frame: [0, 0, 100, 100]\(next)}\n"
        }
        return text + "touches: tap 50,50\n"
    }

    @Test("An exceptInside chain at the limit runs; one view longer is refused at its start")
    func chainLimit() throws {
        let limit = SceneFile.maximumReferenceChain
        #expect(sceneError(Self.chain(limit)) == nil)
        _ = try SceneFile.load(Self.chain(limit), file: "scene.yaml").run()
        let error = try #require(sceneError(Self.chain(limit + 1)))
        #expect(error.path == "views[0].pointInside", "\(error)")
        #expect(error.line == 2 && error.code == .reference, "\(error)")
        #expect(error.message.hasPrefix("exceptInside chain is longer than \(limit) views (v0 → v1 → "), "\(error)")
    }

    @Test("A long chain of exceptInside references is refused at its start")
    func longChainIsRefused() throws {
        let error = try #require(sceneError(Self.chain(2_000)))
        #expect(error.path == "views[0].pointInside")
    }

    @Test("A redirectInside target whose own pointInside excepts the redirecting view is no cycle")
    func redirectAndExceptIsNoCycle() throws {
        let text = """
            views:
              - {name: a, frame: [0, 0, 100, 100], hitTest: {redirectInside: b}}
              - {name: b, frame: [0, 0, 100, 100], pointInside: {exceptInside: a}}
            touches: tap 50,50
            """
        #expect(sceneError(text) == nil)
        _ = try SceneFile.load(text, file: "scene.yaml").run()
    }
}
