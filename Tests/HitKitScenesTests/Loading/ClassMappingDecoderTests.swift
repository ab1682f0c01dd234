import HitKitScenes
import Testing

/// The `classes` mapping is decoded one class at a time (in linear time), with its problems still at
/// their place in the file.
@MainActor
@Suite("Decoding the classes mapping")
struct ClassMappingDecoderTests {
    @Test(
        "A problem inside a class is reported at its field",
        arguments: [
            (
                "classes:\n  A: {base: view, pointInside: sometimes}\nviews: []\n",
                "scene.yaml:2:32: error: classes.A.pointInside: expected always, never, controlsOnly, bounds, "
                    + "{insets: …} or {exceptInside: view}, found \"sometimes\""
            ),
            (
                "classes:\n  A: {base: view}\n  B: {bass: view}\nviews: []\n",
                "scene.yaml:3:7: error: classes.B.bass: unknown field 'bass'; expected one of: base, hitTest, "
                    + "pointInside, touches, log"
            ),
        ])
    func problemInsideAClass(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }

    @Test("Many classes load, each with its own behaviours")
    func manyClasses() throws {
        var text = "classes:\n"
        for index in 0..<3_000 { text += "  C\(index): {base: button, hitTest: passThrough}\n" }
        text += "views:\n  - {name: v, class: C2999}\n"
        let document = try SceneFile.load(text, file: "scene.yaml").document
        #expect(document.classes?.count == 3_000)
        #expect(document.classes?["C2999"]?.hitTest?.passThrough == true)
        #expect(sceneError(text) == nil)
    }
}
