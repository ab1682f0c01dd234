import Foundation
import HitKit
import HitKitScenes
import Testing

/// The fields of `stepper`, `segmentedControl`, `pageControl` and `tableView` views: read from YAML and
/// JSON alike, and checked with positioned errors.
@MainActor
@Suite("Stepper, segmented control, page control and table view fields")
struct SceneListKindFieldsTests {
    static let yaml = """
        views:
          - {name: count, class: stepper, frame: [20, 20, 94, 32], value: 3, minimumValue: 1, maximumValue: 5,
             stepValue: 2, wraps: true, autorepeat: false, isContinuous: false,
             actions: [{event: valueChanged, log: count changed}]}
          - {name: filter, class: segmentedControl, frame: [20, 60, 280, 32], segments: [All, Unread, Flagged],
             selectedSegmentIndex: 0, isMomentary: false, disabledSegments: [2],
             actions: [{event: valueChanged, log: filter changed}]}
          - {name: pages, class: pageControl, frame: [60, 100, 200, 26], numberOfPages: 5, currentPage: 2,
             actions: [{event: valueChanged, log: page changed}]}
          - name: settings
            class: tableView
            frame: [0, 140, 320, 200]
            style: grouped
            rowHeight: 50
            sectionHeaderHeight: 10
            sectionFooterHeight: 4
            sections:
              - headerHeight: 20
                rows:
                  - name: wifiRow
                    subviews:
                      - {name: wifiButton, class: button, frame: [16, 5, 120, 40],
                         actions: [{event: touchUpInside, log: wifi row button}]}
                    accessory: {name: wifi, class: switch, frame: [0, 0, 51, 31],
                                actions: [{event: valueChanged, log: wifi toggled}]}
                  - {height: 60}
              - footerHeight: 0
                rows: [{name: aboutRow}]
        """

    static let json = """
        {"views": [
          {"name": "count", "class": "stepper", "frame": [20, 20, 94, 32], "value": 3, "minimumValue": 1,
           "maximumValue": 5, "stepValue": 2, "wraps": true, "autorepeat": false, "isContinuous": false,
           "actions": [{"event": "valueChanged", "log": "count changed"}]},
          {"name": "filter", "class": "segmentedControl", "frame": [20, 60, 280, 32],
           "segments": ["All", "Unread", "Flagged"], "selectedSegmentIndex": 0, "isMomentary": false,
           "disabledSegments": [2], "actions": [{"event": "valueChanged", "log": "filter changed"}]},
          {"name": "pages", "class": "pageControl", "frame": [60, 100, 200, 26], "numberOfPages": 5,
           "currentPage": 2, "actions": [{"event": "valueChanged", "log": "page changed"}]},
          {"name": "settings", "class": "tableView", "frame": [0, 140, 320, 200], "style": "grouped",
           "rowHeight": 50, "sectionHeaderHeight": 10, "sectionFooterHeight": 4,
           "sections": [
             {"headerHeight": 20, "rows": [
               {"name": "wifiRow",
                "subviews": [{"name": "wifiButton", "class": "button", "frame": [16, 5, 120, 40],
                              "actions": [{"event": "touchUpInside", "log": "wifi row button"}]}],
                "accessory": {"name": "wifi", "class": "switch", "frame": [0, 0, 51, 31],
                              "actions": [{"event": "valueChanged", "log": "wifi toggled"}]}},
               {"height": 60}]},
             {"footerHeight": 0, "rows": [{"name": "aboutRow"}]}]}
        ]}
        """

    @Test("YAML and JSON give the same stepper, segmented control, page control and table fields")
    func yamlAndJSONAgree() throws {
        let fromYAML = try SceneFile.load(Self.yaml, file: "kinds.yaml").document
        let fromJSON = try SceneFile.load(Self.json, file: "kinds.json").document
        #expect(fromYAML == fromJSON)
        let views = try #require(fromYAML.views)
        #expect(views[0].stepper.stepValue == 2 && views[0].stepper.wraps == true)
        #expect(views[0].slider.value == 3 && views[0].stepper.autorepeat == false)
        #expect(views[1].segmentedControl.segments == ["All", "Unread", "Flagged"])
        #expect(views[1].segmentedControl.disabledSegments == [2])
        #expect(views[2].pageControl.numberOfPages == 5 && views[2].pageControl.currentPage == 2)
        let table = views[3].tableView
        #expect(table.style == "grouped" && table.rowHeight == 50)
        #expect(table.sections?.count == 2 && table.sections?[0].rows?[1].height == 60)
        #expect(table.sections?[0].rows?[0].accessory?.name == "wifi")
    }

    @Test("The fields survive encoding to JSON and decoding again")
    func encodingRoundTrips() throws {
        let document = try SceneFile.load(Self.yaml, file: "kinds.yaml").document
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try SceneFile.load(json, file: "kinds.json").document == document)
    }

    @Test(
        "A bad stepper, segmented control, page control or table field is an error at its line, column and field",
        arguments: [
            (
                "views:\n  - {class: stepper, stepValue: 0}\n",
                "scene.yaml:2:33: error: views[0].stepValue: expected a finite number greater than 0, found 0"
            ),
            (
                "views:\n  - {class: stepper, wraps: often}\n",
                "scene.yaml:2:29: error: views[0].wraps: expected true or false, found \"often\""
            ),
            (
                "views:\n  - {class: segmentedControl, segments: [A, B], selectedSegmentIndex: 2}\n",
                "scene.yaml:2:71: error: views[0].selectedSegmentIndex: expected -1 (no segment) or a segment's "
                    + "index, 0 to 1, found 2"
            ),
            (
                "views:\n  - {class: segmentedControl, segments: [A, B], disabledSegments: [1, 5]}\n",
                "scene.yaml:2:71: error: views[0].disabledSegments[1]: expected a segment's index, 0 to 1, found 5"
            ),
            (
                "views:\n  - {class: segmentedControl, segments: A}\n",
                "scene.yaml:2:41: error: views[0].segments: expected a list of segment titles, found \"A\""
            ),
            (
                "views:\n  - {class: pageControl, numberOfPages: -1}\n",
                "scene.yaml:2:41: error: views[0].numberOfPages: expected a whole number, 0 or more, found -1"
            ),
            (
                "views:\n  - {class: pageControl, numberOfPages: 3, currentPage: 3}\n",
                "scene.yaml:2:57: error: views[0].currentPage: expected a page's index, 0 to 2, found 3"
            ),
            (
                "views:\n  - {class: tableView, style: fancy}\n",
                "scene.yaml:2:31: error: views[0].style: expected plain, grouped or insetGrouped, found \"fancy\""
            ),
            (
                "views:\n  - {class: tableView, rowHeight: .inf}\n",
                "scene.yaml:2:35: error: views[0].rowHeight: expected a height, a finite number of 0 or more, "
                    + "found \".inf\""
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{height: -4}]}]}\n",
                "scene.yaml:2:52: error: views[0].sections[0].rows[0].height: expected a height, a finite number "
                    + "of 0 or more, found -4"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{subview: []}]}]}\n",
                "scene.yaml:2:44: error: views[0].sections[0].rows[0].subview: unknown field 'subview'; "
                    + "expected one of: name, height, subviews, accessory, shouldHighlight, willSelect, "
                    + "leadingActions, trailingActions"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{accessory: {frame: [0]}}]}]}\n",
                "scene.yaml:2:63: error: views[0].sections[0].rows[0].accessory.frame: expected 4 numbers "
                    + "[x, y, width, height], found a list of 1 item"
            ),
        ])
    func fieldErrors(text: String, message: String) {
        #expect(sceneError(text).map { "\($0)" } == message)
    }

    @Test(
        "A kind's field on a view of another kind, or a problem in a row, is an error at the field",
        arguments: [
            (
                "views:\n  - {class: slider, stepValue: 2}\n",
                "scene.yaml:2:32: error: views[0].stepValue: stepValue applies to steppers only (stepper)"
            ),
            (
                "views:\n  - {class: button, segments: [A]}\n",
                "scene.yaml:2:31: error: views[0].segments: segments applies to segmented controls only "
                    + "(segmentedControl)"
            ),
            (
                "views:\n  - {class: view, numberOfPages: 2}\n",
                "scene.yaml:2:34: error: views[0].numberOfPages: numberOfPages applies to page controls only "
                    + "(pageControl)"
            ),
            (
                "views:\n  - {class: scrollView, sections: []}\n",
                "scene.yaml:2:35: error: views[0].sections: sections applies to table views only (tableView)"
            ),
            (
                "views:\n  - {class: switch, value: 1}\n",
                "scene.yaml:2:28: error: views[0].value: value applies to sliders and steppers only (slider, stepper)"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{name: a}, {name: a}]}]}\n",
                "scene.yaml:2:61: error: views[0].sections[0].rows[1].name: a view named 'a' already exists; "
                    + "names must be unique"
            ),
            (
                "views:\n  - {class: tableView, sections: [{rows: [{subviews: [{class: Nope}]}]}]}\n",
                "scene.yaml:2:63: error: views[0].sections[0].rows[0].subviews[0].class: unknown class 'Nope'; "
                    + "expected one of: "
            ),
        ])
    func misplacedFields(text: String, message: String) {
        let error = sceneError(text).map { "\($0)" }
        #expect(error?.hasPrefix(message) == true, "\(String(describing: error))")
    }
}

extension SceneListKindFieldsTests {
    @Test("The JSON Schema lists the new kinds' fields, and a section's and a row's")
    func schemaListsFields() throws {
        let text = try #require(SceneSchema.jsonSchema)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        let view = try #require(definitions["view"]?["properties"] as? [String: Any])
        let fields = [
            "stepValue", "wraps", "autorepeat", "segments", "selectedSegmentIndex", "isMomentary", "disabledSegments",
            "numberOfPages", "currentPage", "style", "rowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "sections", "allowsSelection", "allowsMultipleSelection",
        ]
        #expect(fields.filter { view[$0] == nil } == [])
        let section = try #require(definitions["tableSection"]?["properties"] as? [String: Any])
        #expect(section.keys.sorted() == ["footerHeight", "headerHeight", "items", "rows"])
        let row = try #require(definitions["tableRow"]?["properties"] as? [String: Any])
        #expect(
            row.keys.sorted() == [
                "accessory", "height", "leadingActions", "name", "shouldHighlight", "subviews", "trailingActions",
                "willSelect",
            ])
    }
}
