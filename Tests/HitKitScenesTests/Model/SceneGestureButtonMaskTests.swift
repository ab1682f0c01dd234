import Foundation
import HitKit
import HitKitScenes
import Testing

/// A tap recognizer's `buttonMaskRequired` in a scene file.
@MainActor
@Suite("Scene files: a tap's buttonMaskRequired")
struct SceneGestureButtonMaskTests {
    @Test("buttonMaskRequired sets the tap's UITapGestureRecognizer.buttonMaskRequired; left out it stays primary")
    func parsesButtons() throws {
        let yaml = """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures:
                  - {kind: tap, name: right, buttonMaskRequired: [secondary]}
                  - {kind: tap, name: chord, buttonMaskRequired: [primary, middle]}
                  - {kind: tap, name: plain}
            """
        let runtime = try SceneFile.load(yaml, file: "buttons.yaml").makeRuntime()
        func mask(_ name: String) -> UIEvent.ButtonMask? {
            (runtime.gestureRecognizer(named: name) as? UITapGestureRecognizer)?.buttonMaskRequired
        }
        #expect(mask("right") == .secondary)
        #expect(mask("chord") == [.primary, .button(3)])
        #expect(mask("plain") == .primary)
        let document = try SceneFile.load(yaml, file: "buttons.yaml").document
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try SceneFile.load(json, file: "buttons.json").document == document)
    }

    @Test("With indirect input a secondary click fires the secondary tap, a primary click does not")
    func secondaryClickFires() throws {
        let yaml = """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures: [{kind: tap, buttonMaskRequired: [secondary], log: right tap}]
            """
        for (script, lines) in [("click 50,50", [String]()), ("click 50,50 secondary", ["right tap"])] {
            let file = try SceneFile.load(yaml, file: "buttons.yaml")
            let runtime = try file.makeRuntime()
            runtime.application.supportsIndirectInputEvents = true
            runtime.run(try TouchScript.parse(script))
            #expect(runtime.lines == lines, "\(script)")
        }
    }

    @Test(
        "A button that is not primary, secondary or middle, or buttonMaskRequired on another kind, is an error at its field",
        arguments: [
            (
                "views:\n  - {gestures: [{kind: tap, buttonMaskRequired: [left]}]}\n",
                "scene.yaml:2:50: error: views[0].gestures[0].buttonMaskRequired[0]: expected primary, secondary or middle, "
                    + "found \"left\""
            ),
            (
                "views:\n  - {gestures: [{kind: tap, buttonMaskRequired: secondary}]}\n",
                "scene.yaml:2:49: error: views[0].gestures[0].buttonMaskRequired: expected a list of primary, "
                    + "secondary, middle"
            ),
            (
                "views:\n  - {gestures: [{kind: pan, buttonMaskRequired: [secondary]}]}\n",
                "scene.yaml:2:49: error: views[0].gestures[0].buttonMaskRequired: buttonMaskRequired applies to tap "
                    + "recognizers only"
            ),
        ])
    func badButtons(text: String, message: String) {
        var problem: String?
        do { _ = try SceneFile.load(text, file: "scene.yaml").makeRuntime() } catch { problem = "\(error)" }
        #expect(problem?.hasPrefix(message) == true, "\(String(describing: problem))")
    }
}
