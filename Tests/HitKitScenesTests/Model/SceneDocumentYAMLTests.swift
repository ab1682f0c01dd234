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
}
