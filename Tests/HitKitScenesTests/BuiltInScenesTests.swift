import ArticleScenes
import HitKitScenes
import Testing

/// The built-in scene files against the Swift scenes of `ArticleScenes`: same ids, same logs.
@Suite("Built-in scenes")
struct BuiltInScenesTests {
    @Test("There is one built-in scene file per ArticleScenes scene, with the same ids")
    @MainActor
    func sameIds() {
        #expect(BuiltInScenes.ids == ArticleScenes.all.map(\.id).sorted())
        #expect(BuiltInScenes.ids.count == 32)
    }

    @Test("Each built-in scene file prints exactly the log of its Swift scene", arguments: ArticleScenes.all.map(\.id))
    @MainActor
    func sameLog(id: String) throws {
        let scene = try BuiltInScenes.scene(id: id)
        let expected = try #require(ArticleScenes.scene(id: id)).run()
        #expect(try scene.run() == expected)
        #expect(scene.document.title == ArticleScenes.scene(id: id)?.title)
    }
}
