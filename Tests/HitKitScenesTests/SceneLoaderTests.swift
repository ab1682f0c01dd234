import Foundation
import HitKitScenes
import Testing

/// Reading scene files: YAML and JSON give the same document; every kind of error names the
/// file, line, column and field.
@Suite("Scene loading and errors")
struct SceneLoaderTests {
    static let yaml = """
        title: Card
        views:
          - name: card
            frame: [20, 100, 280, 200]
            subviews:
              - {name: save, class: button, frame: [90, 140, 100, 44], actions: [{event: touchUpInside, log: Save tapped}]}
        touches: tap 130,260
        """

    static let json = """
        {
        \t"title": "Card",
        \t"views": [
        \t\t{"name": "card", "frame": [20, 100, 280, 200], "subviews": [
        \t\t\t{"name": "save", "class": "button", "frame": [90, 140, 100, 44],
        \t\t\t "actions": [{"event": "touchUpInside", "log": "Save tapped"}]}
        \t\t]}
        \t],
        \t"touches": "tap 130,260"
        }
        """

    @Test("A YAML file and its JSON twin decode to the same document and run the same")
    @MainActor
    func yamlAndJSONAgree() throws {
        let fromYAML = try SceneFile.load(Self.yaml, file: "card.yaml")
        let fromJSON = try SceneFile.load(Self.json, file: "card.json")
        #expect(fromYAML.document == fromJSON.document)
        #expect(try fromYAML.run() == ["Save tapped"])
        #expect(try fromJSON.run() == ["Save tapped"])
    }

    @Test(
        "Each kind of error is reported at its file, line, column and field",
        arguments: [
            // A value of the wrong shape.
            (
                "views:\n  - name: a\n    frame: abc\n",
                "scene.yaml:3:12: error: views[0].frame: expected 4 numbers [x, y, width, height], found \"abc\""
            ),
            // A list element of the wrong type.
            (
                "views:\n  - frame: [0, 0, x, 1]\n",
                "scene.yaml:2:19: error: views[0].frame[2]: expected a finite number, found \"x\""
            ),
            // Too few numbers.
            (
                "views:\n  - frame: [0, 0, 1]\n",
                "scene.yaml:2:12: error: views[0].frame: expected 4 numbers [x, y, width, height], found a list of 3 items"
            ),
            // An unknown field.
            (
                "views:\n  - name: a\n    fram: [0, 0, 1, 1]\n",
                "scene.yaml:3:5: error: views[0].fram: unknown field 'fram'; expected one of: name, class, frame, center, bounds, transform, hidden, alpha, userInteractionEnabled, multipleTouchEnabled, exclusiveTouch, clipsToBounds, "
                    + "anchorPoint, zPosition, cornerRadius, masksToBounds, animation, animator, isEnabled, tag, accessibilityIdentifier, viewController, hitTest, pointInside, touches, actions, gestures, "
                    + "value, minimumValue, maximumValue, isContinuous, isOn, contentSize, contentOffset, contentInset, "
                    + "isScrollEnabled, delaysContentTouches, canCancelContentTouches, isPagingEnabled, bounces, "
                    + "isDirectionalLockEnabled, stepValue, wraps, autorepeat, segments, selectedSegmentIndex, "
                    + "isMomentary, disabledSegments, numberOfPages, currentPage, style, rowHeight, "
                    + "sectionHeaderHeight, sectionFooterHeight, sections, allowsSelection, allowsMultipleSelection, "
                    + "itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, scrollDirection, text, "
                    + "placeholder, isEditable, becomeFirstResponder, isAccessibilityElement, accessibilityLabel, "
                    + "accessibilityActivationPoint, subviews"
            ),
            // A missing field.
            (
                "views:\n  - gestures:\n      - name: t\n",
                "scene.yaml:3:9: error: views[0].gestures[0]: missing field 'kind' (tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, hover)"
            ),
            // A bad enumeration value.
            (
                "views:\n  - pointInside: sometimes\n",
                "scene.yaml:2:18: error: views[0].pointInside: expected always, never, controlsOnly, bounds, {insets: …} or {exceptInside: view}, found \"sometimes\""
            ),
            // An out-of-range number.
            (
                "views:\n  - alpha: 2\n",
                "scene.yaml:2:12: error: views[0].alpha: expected a number from 0 to 1, found 2"
            ),
            // YAML syntax.
            (
                "views:\n  - frame: [0, 0, 1, 1\n",
                "scene.yaml:3:1: error: did not find expected ',' or ']' (while parsing a flow sequence at 2:12)"
            ),
            // Not a mapping at the top.
            (
                "[1, 2]",
                "scene.yaml:1:1: error: expected a scene mapping {windows or views, classes, touches, …}, found a list of 2 items"
            ),
            // A control character, which YAML does not allow.
            ("views: []\ntitle: a\u{1}b\n", "scene.yaml:2:9: error: control characters are not allowed"),
            // An empty file.
            ("", "scene.yaml:1:1: error: the file is empty; expected a scene mapping"),
            // An unknown class.
            (
                "views:\n  - class: Nope\n",
                "scene.yaml:2:12: error: views[0].class: unknown class 'Nope'; expected one of: view, button, control, label, imageView, slider, "
                    + "switch, scrollView, stepper, segmentedControl, pageControl, tableView, collectionView, textField, "
                    + "textView"
            ),
            // A class that derives from itself.
            (
                "classes:\n  A: {base: B}\n  B: {base: A}\nviews:\n  - class: A\n",
                "scene.yaml:2:13: error: classes.A.base: class 'A' derives from itself (A → B → A)"
            ),
            // A repeated name.
            (
                "views:\n  - name: a\n  - name: a\n",
                "scene.yaml:3:11: error: views[1].name: a view named 'a' already exists; names must be unique"
            ),
            // A reference to a view that does not exist.
            (
                "views:\n  - hitTest: {redirectInside: ghost}\n",
                "scene.yaml:2:14: error: views[0].hitTest: no view named 'ghost'"
            ),
            // A reference to a recognizer that does not exist.
            (
                "views:\n  - gestures: [{kind: tap, requireToFail: [ghost]}]\n",
                "scene.yaml:2:44: error: views[0].gestures[0].requireToFail[0]: no gesture recognizer named 'ghost'"
            ),
            // An unknown control event.
            (
                "views:\n  - class: button\n    actions: [{event: tapped, log: x}]\n",
                "scene.yaml:3:23: error: views[0].actions[0].event: unknown control event 'tapped'; expected one of: touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered, allTouchEvents, editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit, allEditingEvents, allEvents"
            ),
            // Actions on a view that is not a control.
            (
                "views:\n  - actions: [{event: touchDown, log: x}]\n",
                "scene.yaml:2:14: error: views[0].actions: actions apply to controls only (button, control, slider, switch, stepper, "
                    + "segmentedControl, pageControl, textField)"
            ),
            // A touch script error, at its place in a block scalar.
            (
                "views: []\ntouches: |\n  tap 1,1\n  drag 1,1 -> 2,x\n",
                "scene.yaml:4:15: error: touches: expected a point X,Y, found \"2,x\""
            ),
            // Both windows and views.
            (
                "windows: []\nviews: []\n",
                "scene.yaml:2:1: error: views: 'views' is shorthand for one window: use 'windows' or 'views', not both"
            ),
        ])
    @MainActor
    func errorsArePositioned(text: String, message: String) {
        #expect(sceneError(text)?.description == message)
    }

    @Test("JSON errors are positioned too, with tabs counted as one column")
    @MainActor
    func jsonErrors() {
        let text = "{\n\t\"views\": [{\"frame\": [0, 0, \"w\", 1]}]\n}"
        #expect(
            sceneError(text, file: "s.json")?.description
                == "s.json:2:29: error: views[0].frame[2]: expected a finite number, found \"w\"")
        #expect(
            sceneError("{\"views\": [], \"views\": []}", file: "d.json")?.description
                == "d.json:1:2: error: duplicate key 'views'")
        #expect(sceneError("{\"views\": [}", file: "b.json")?.code == .syntax)
    }

    @Test("A document nested too deeply is refused with a limit error, not a stack overflow")
    @MainActor
    func tooDeep() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = sceneError(text)
        #expect(error?.code == .limit || error?.code == .syntax)
    }

    @Test("A file that does not exist is an unreadable error naming it")
    func unreadable() {
        #expect(throws: SceneFileError.self) { try SceneFile.load(contentsOf: "/nonexistent/scene.yaml") }
    }

    @Test("The JSON Schema ships with the library and lists the document's fields")
    func schemaShips() throws {
        let text = try #require(SceneSchema.jsonSchema)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(
            properties.keys.sorted() == [
                "article", "classes", "logTrace", "title", "touches", "verifiesHitTestPurity", "views", "windows",
            ])
    }

    @Test("Every built-in scene encodes to JSON that decodes to the same document and runs the same")
    @MainActor
    func encodingRoundTrips() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for id in BuiltInScenes.ids {
            let scene = try BuiltInScenes.scene(id: id)
            let json = String(decoding: try encoder.encode(scene.document), as: UTF8.self)
            let decoded = try SceneFile.load(json, file: "\(id).json")
            #expect(decoded.document == scene.document, "\(id)")
            #expect(try decoded.run() == scene.run(), "\(id)")
        }
    }
}
