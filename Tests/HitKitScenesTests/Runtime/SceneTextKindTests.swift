import Foundation
import HitKit
import HitKitScenes
import Testing

/// `textField` and `textView` views build UIKit's real `UITextField` and `UITextView`: a tap begins
/// editing, the trace shows it, and a recognizer's `endEditing` action ends it as UIKit's
/// keyboard-dismiss handlers do.
@MainActor
@Suite("Text fields and text views in scene files")
struct SceneTextKindTests {
    static let yaml = """
        views:
          - name: form
            frame: [0, 0, 320, 480]
            subviews:
              - {name: search, class: textField, frame: [20, 20, 280, 34], text: milk, placeholder: Search,
                 actions: [{event: editingDidBegin, log: search began}, {event: editingDidEnd, log: search ended}]}
              - {name: off, class: textField, frame: [20, 60, 280, 34], isEnabled: false}
              - {name: notes, class: textView, frame: [20, 100, 280, 100], text: "Buy bread"}
              - {name: readOnly, class: textView, frame: [20, 210, 280, 100], isEditable: false}
        """

    static func run(_ touches: String, _ yaml: String = yaml) throws -> (SceneRuntime, [String]) {
        let scene = try SceneFile.load(yaml + "\ntouches: |\n" + touches, file: "form.yaml")
        let runtime = try scene.makeRuntime()
        var events: [String] = []
        runtime.onTextViewEvent = { events.append($0.line) }
        try runtime.perform(scene.script())
        runtime.finish()
        return (runtime, events)
    }

    @Test("textField and textView build UITextField and UITextView with the file's text, placeholder and isEditable")
    func buildsRealClasses() throws {
        let runtime = try SceneFile.load(Self.yaml, file: "form.yaml").makeRuntime()
        let search = try #require(runtime.view(named: "search") as? UITextField)
        #expect(search.text == "milk" && search.placeholder == "Search" && !search.isEditing)
        #expect((runtime.view(named: "off") as? UITextField)?.isEnabled == false)
        let notes = try #require(runtime.view(named: "notes") as? UITextView)
        #expect(notes.text == "Buy bread" && notes.isEditable)
        #expect((runtime.view(named: "readOnly") as? UITextView)?.isEditable == false)
    }

    @Test("A tap on a text field begins editing (editingDidBegin); a tap on another ends it (editingDidEnd)")
    func tapBeginsEditing() throws {
        let (runtime, events) = try Self.run("  tap 160,37\n  tap 160,150\n  tap 160,77\n  tap 160,260\n")
        #expect(runtime.lines == ["search began", "search ended"])
        #expect(events == ["textView <notes> textViewDidBeginEditing"])
        #expect((runtime.view(named: "search") as? UITextField)?.isEditing == false)
        // The disabled field and the read-only text view took nothing from the notes view.
        #expect(runtime.view(named: "notes")?.isFirstResponder == true)
    }

    @Test("becomeFirstResponder starts the scene with the field being edited; a recognizer's endEditing ends it")
    func endEditingAction() throws {
        let yaml = """
            views:
              - name: screen
                frame: [0, 0, 320, 480]
                gestures: [{kind: tap, name: dismiss, log: dismissed, action: endEditing}]
                subviews:
                  - {name: search, class: textField, frame: [20, 20, 280, 34], becomeFirstResponder: true,
                     actions: [{event: editingDidEnd, log: search ended}]}
                  - {name: notes, class: textView, frame: [20, 100, 280, 100]}
            """
        let runtime = try SceneFile.load(yaml, file: "form.yaml").makeRuntime()
        #expect((runtime.view(named: "search") as? UITextField)?.isEditing == true)
        let (after, _) = try Self.run("  tap 160,300\n", yaml)
        #expect(after.lines == ["dismissed", "search ended"])
        #expect((after.view(named: "search") as? UITextField)?.isEditing == false)
    }

    @Test("hitkit trace's runtime reports a text view's end of editing when endEditing resigns it")
    func textViewEndEditing() throws {
        let yaml = """
            views:
              - name: screen
                frame: [0, 0, 320, 480]
                gestures: [{kind: tap, action: endEditing}]
                subviews: [{name: notes, class: textView, frame: [20, 100, 280, 100], becomeFirstResponder: true}]
            """
        let (_, events) = try Self.run("  tap 160,300\n", yaml)
        #expect(events == ["textView <notes> textViewDidEndEditing"])
    }

    @Test(
        "A text field or text view field on another kind is an error at its line, column and field",
        arguments: [
            (
                "views:\n  - {class: view, text: hi}\n",
                "scene.yaml:2:25: error: views[0].text: text applies to text fields and text views only "
                    + "(textField, textView)"
            ),
            (
                "views:\n  - {class: textView, placeholder: hi}\n",
                "scene.yaml:2:36: error: views[0].placeholder: placeholder applies to text fields only (textField)"
            ),
            (
                "views:\n  - {class: textField, isEditable: false}\n",
                "scene.yaml:2:36: error: views[0].isEditable: isEditable applies to text views only (textView)"
            ),
            (
                "views:\n  - {class: button, becomeFirstResponder: true}\n",
                "scene.yaml:2:43: error: views[0].becomeFirstResponder: becomeFirstResponder applies to text "
                    + "fields and text views only"
            ),
            (
                "views:\n  - {class: textField, text: [1]}\n",
                "scene.yaml:2:30: error: views[0].text: expected a string"
            ),
            (
                "views:\n  - {gestures: [{kind: tap, action: dance}]}\n",
                "scene.yaml:2:37: error: views[0].gestures[0].action: expected endEditing"
            ),
        ])
    func badFields(text: String, message: String) {
        var problem: String?
        do { _ = try SceneFile.load(text, file: "scene.yaml").makeRuntime() } catch { problem = "\(error)" }
        #expect(problem?.hasPrefix(message) == true, "\(String(describing: problem))")
    }

    @Test("The fields survive encoding to JSON and decoding again")
    func jsonRoundTrip() throws {
        let yaml = Self.yaml + "\n    gestures: [{kind: tap, action: endEditing}]\n"
        let document = try SceneFile.load(yaml, file: "form.yaml").document
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        #expect(try SceneFile.load(json, file: "form.json").document == document)
        #expect(document.views?.first?.gestures?.first?.action == .endEditing)
    }
}
