import HitKit
import HitKitScenes
import Testing

@Suite("Writing a scene document back as YAML")
struct SceneDocumentYAMLTests {
    @Test("Every built-in scene's document, written as YAML, reads back to the same document")
    func roundTrip() throws {
        for id in BuiltInScenes.ids {
            let document = try BuiltInScenes.scene(id: id).document
            let text = document.yaml
            #expect(!text.isEmpty, "\(id)")
            let again = try SceneFile.load(text, file: "\(id).yaml").document
            #expect(again == document, "\(id)")
        }
    }

    @Test("The YAML is laid out for reading: plain numbers, short lists and mappings on one line, classes by name")
    func layout() throws {
        let document = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view").document
        let text = document.yaml
        #expect(text == document.yaml)
        #expect(text.contains("frame: [0, 0, 320, 480]"))
        #expect(text.contains("{name: backButton, class: BackButton, frame: [100, 250, 120, 44]}"))
        #expect(!text.contains("e+"))
        #expect(text.contains("touches:\n- |\n  tap 160,270\n"))
        let classes = ["BackButton:", "BlackView:", "FrontButton:", "LoggingButton:", "LoggingView:", "RootView:"]
        let positions = classes.map { text.range(of: "\n  \($0)")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap(\.self) == positions.compactMap(\.self).sorted())
    }

    @Test("A gesture's per-state log lines are written in the order of the states")
    func perStateLog() throws {
        let text = try BuiltInScenes.scene(id: "gesture-playground").document.yaml
        #expect(text.contains("log: {began: pinch began, ended: pinch ended}"))
        #expect(text.contains("log: {began: long press began, ended: long press ended}"))
    }
}
