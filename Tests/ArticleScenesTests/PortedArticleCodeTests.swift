import HitKitScenes
import Testing

/// The articles' own code, ported to Swift with `import HitKit`, against the built-in scene files:
/// the same scenes, the same logs. The files are what `hitkit` runs and what the article tests
/// check; this suite shows that the articles' code itself compiles and behaves the same.
@Suite("The articles' own code, ported")
struct PortedArticleCodeTests {
    @Test("There is one ported scene per built-in scene file, with the same ids")
    @MainActor
    func sameIds() {
        #expect(articleSceneIDs == PortedArticleScenes.all.map(\.id).sorted())
        #expect(articleSceneIDs.count == 32)
    }

    @Test(
        "Each ported scene logs exactly what its built-in scene file logs, under the same title",
        arguments: PortedArticleScenes.all.map(\.id))
    @MainActor
    func sameLog(id: String) throws {
        let scene = try BuiltInScenes.scene(id: id)
        let ported = try #require(PortedArticleScenes.scene(id: id))
        #expect(ported.run() == (try scene.run()))
        #expect(scene.document.title == ported.title)
        #expect(scene.document.article == ported.article)
    }
}
