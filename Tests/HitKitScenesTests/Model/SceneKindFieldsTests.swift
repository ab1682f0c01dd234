import Foundation
import HitKit
import HitKitScenes
import Testing

/// The fields of `slider`, `switch` and `scrollView` views: read from YAML and JSON alike, and checked with
/// positioned errors.
@MainActor
@Suite("Slider, switch and scroll view fields")
struct SceneKindFieldsTests {
    static let yaml = """
        views:
          - {name: volume, class: slider, frame: [20, 40, 280, 34], value: 5, minimumValue: 0, maximumValue: 10,
             isContinuous: false}
          - {name: wifi, class: switch, frame: [250, 100, 51, 31], isOn: true}
          - name: list
            class: scrollView
            frame: [0, 160, 320, 320]
            contentSize: [320, 1000]
            contentOffset: [0, 40]
            contentInset: [10, 0, 20, 0]
            isScrollEnabled: true
            delaysContentTouches: false
            canCancelContentTouches: false
            isPagingEnabled: true
            bounces: false
            isDirectionalLockEnabled: true
        """

    static let json = """
        {"views": [
          {"name": "volume", "class": "slider", "frame": [20, 40, 280, 34], "value": 5, "minimumValue": 0,
           "maximumValue": 10, "isContinuous": false},
          {"name": "wifi", "class": "switch", "frame": [250, 100, 51, 31], "isOn": true},
          {"name": "list", "class": "scrollView", "frame": [0, 160, 320, 320], "contentSize": [320, 1000],
           "contentOffset": [0, 40], "contentInset": [10, 0, 20, 0], "isScrollEnabled": true,
           "delaysContentTouches": false, "canCancelContentTouches": false, "isPagingEnabled": true,
           "bounces": false, "isDirectionalLockEnabled": true}
        ]}
        """

    @Test("YAML and JSON give the same slider, switch and scroll view fields")
    func yamlAndJSONAgree() throws {
        let fromYAML = try SceneFile.load(Self.yaml, file: "kinds.yaml").document
        let fromJSON = try SceneFile.load(Self.json, file: "kinds.json").document
        #expect(fromYAML == fromJSON)
        let views = try #require(fromYAML.views)
        #expect(views[0].slider.value == 5 && views[0].slider.maximumValue == 10)
        #expect(views[0].slider.isContinuous == false)
        #expect(views[1].isOn == true)
        #expect(views[2].scrollView.contentSize == SceneSize(CGSize(width: 320, height: 1000)))
        #expect(views[2].scrollView.contentOffset == ScenePoint(CGPoint(x: 0, y: 40)))
        #expect(views[2].scrollView.isDirectionalLockEnabled == true)
    }

    @Test("The fields survive encoding to JSON and decoding again")
    func encodingRoundTrips() throws {
        let document = try SceneFile.load(Self.yaml, file: "kinds.yaml").document
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try SceneFile.load(json, file: "kinds.json").document == document)
    }

    @Test(
        "A bad slider, switch or scroll view field is an error at its line, column and field",
        arguments: [
            (
                "views:\n  - {class: scrollView, contentSize: [320, -1]}\n",
                "scene.yaml:2:38: error: views[0].contentSize: expected a width and height of 0 or more, "
                    + "found a list of 2 items"
            ),
            (
                "views:\n  - {class: scrollView, contentOffset: [0]}\n",
                "scene.yaml:2:40: error: views[0].contentOffset: expected 2 numbers [x, y], found a list of 1 item"
            ),
            (
                "views:\n  - {class: scrollView, bounces: maybe}\n",
                "scene.yaml:2:34: error: views[0].bounces: expected true or false, found \"maybe\""
            ),
            (
                "views:\n  - {class: slider, value: high}\n",
                "scene.yaml:2:28: error: views[0].value: expected a finite number, found \"high\""
            ),
            (
                "views:\n  - {class: slider, minimumValue: 2, maximumValue: 1}\n",
                "scene.yaml:2:52: error: views[0].maximumValue: expected a number not below minimumValue (2), found 1"
            ),
            (
                "views:\n  - {class: switch, isOn: 1}\n",
                "scene.yaml:2:27: error: views[0].isOn: expected true or false, found 1"
            ),
            (
                "views:\n  - {class: scrollView, contentSise: [1, 1]}\n",
                "scene.yaml:2:25: error: views[0].contentSise: unknown field 'contentSise'; expected one of: "
            ),
        ])
    func fieldErrors(text: String, message: String) {
        let error = sceneError(text)
        #expect(error.map { "\($0)".hasPrefix(message) } == true, "\(String(describing: error))")
    }

    @Test(
        "A kind's field on a view of another kind is an error at the field",
        arguments: [
            (
                "views:\n  - {class: button, contentSize: [1, 1]}\n",
                "scene.yaml:2:34: error: views[0].contentSize: contentSize applies to scroll views only "
                    + "(scrollView, tableView, collectionView)"
            ),
            (
                "views:\n  - {class: slider, isOn: true}\n",
                "scene.yaml:2:27: error: views[0].isOn: isOn applies to switches only (switch)"
            ),
            (
                "views:\n  - {class: switch, value: 1}\n",
                "scene.yaml:2:28: error: views[0].value: value applies to sliders and steppers only (slider, stepper)"
            ),
        ])
    func misplacedFields(text: String, message: String) {
        #expect(sceneError(text).map { "\($0)" } == message)
    }
}
