import HitKit
import HitKitScenes
import Testing

/// Numbers a scene file gives must be ones the property they set can hold: a `Float` property takes
/// only a number a `Float` holds as a finite value, and no field takes NaN or an infinity. Each is
/// refused at its field when the scene is loaded, so `hitkit check` refuses it too.
@MainActor
@Suite("Scene numbers within their properties' range")
struct SceneNumberRangeTests {
    @Test(
        "A slider number beyond Float's range is refused at its field",
        arguments: [
            (
                "views:\n  - {class: slider, minimumValue: -1e39}\n",
                "scene.yaml:2:35: error: views[0].minimumValue: expected a number a Float holds "
                    + "(magnitude at most 3.4028235e+38), found -1e39"
            ),
            (
                "views:\n  - {class: slider, maximumValue: 1e39}\n",
                "scene.yaml:2:35: error: views[0].maximumValue: expected a number a Float holds "
                    + "(magnitude at most 3.4028235e+38), found 1e39"
            ),
            (
                "views:\n  - {class: slider, value: 3.5e38}\n",
                "scene.yaml:2:28: error: views[0].value: expected a number a Float holds "
                    + "(magnitude at most 3.4028235e+38), found 3.5e38"
            ),
        ])
    func sliderBeyondFloat(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }

    @Test("A slider bound at Float's largest magnitude loads and takes a touch")
    func sliderAtFloatLimit() throws {
        let text = """
            views:
              - {name: s, class: slider, frame: [20, 100, 280, 34], minimumValue: -3.4e38, maximumValue: 3.4e38,
                 actions: [{event: valueChanged, log: changed}]}
            touches: drag 30,117 -> 200,117
            """
        let runtime = try SceneFile.load(text, file: "scene.yaml").makeRuntime()
        let slider = try #require(runtime.view(named: "s") as? UISlider)
        #expect(slider.minimumValue == -3.4e38 && slider.maximumValue == 3.4e38)
        _ = try SceneFile.load(text, file: "scene.yaml").run()
    }

    @Test(
        "A NaN or infinite number is refused in every numeric field",
        arguments: [
            ("views:\n  - transform: {rotate: .inf}\n", "views[0].transform.rotate"),
            ("views:\n  - transform: {scale: .nan}\n", "views[0].transform.scale"),
            (
                "views:\n  - gestures: [{kind: longPress, minimumPressDuration: .nan}]\n",
                "views[0].gestures[0].minimumPressDuration"
            ),
            (
                "views:\n  - gestures: [{kind: longPress, allowableMovement: .inf}]\n",
                "views[0].gestures[0].allowableMovement"
            ),
            ("windows:\n  - {level: .nan}\n", "windows[0].level"),
            ("views:\n  - {class: slider, value: .nan}\n", "views[0].value"),
            ("views:\n  - alpha: .nan\n", "views[0].alpha"),
        ])
    func nonFiniteRefused(text: String, path: String) throws {
        let error = try #require(sceneError(text))
        #expect(error.path == path, "\(error)")
        #expect(error.line == 2 && error.column > 1, "\(error)")
        #expect(error.message.contains("finite") || error.message.contains("from 0 to 1"), "\(error)")
    }
}
