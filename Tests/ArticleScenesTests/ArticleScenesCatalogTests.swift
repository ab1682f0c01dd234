import ArticleScenes
import Foundation
import Testing

/// The catalogue of scenes and the `article-scenes` executable.
@MainActor
@Suite("Article scenes catalogue")
struct ArticleScenesCatalogTests {
    static let articles = [
        "000_118954ff0710c1b6.txt", "001_0f255b6dad82c9e8.txt", "002_85ac8fdb86f9699f.txt",
        "003_010d9b0ebe3b906e.txt", "004_d792576e6b6e7070.txt",
    ]

    @Test("Scene identifiers are unique and start with their article's seed number")
    func identifiersAreUniqueAndNumbered() {
        let ids = ArticleScenes.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for scene in ArticleScenes.all {
            #expect(Self.articles.contains(scene.article))
            #expect(scene.id.hasPrefix(String(scene.article.prefix(3)) + "-"))
        }
    }

    @Test("Every article has scenes, in article order")
    func everyArticleHasScenesInOrder() {
        let order = ArticleScenes.all.map(\.article)
        #expect(order == order.sorted())
        #expect(Set(order) == Set(Self.articles))
    }

    @Test("Every scene logs something, reports no diagnostic and leaves no touch down")
    func everySceneRunsClean() {
        for scene in ArticleScenes.all {
            let lines = scene.run()
            #expect(!lines.isEmpty, "\(scene.id)")
            #expect(!lines.contains { $0.hasPrefix("diagnostic:") || $0.hasPrefix("leftover:") }, "\(scene.id)")
        }
    }

    @Test("Running a scene twice gives the same log: each run has its own application")
    func runsAreIndependent() {
        for scene in ArticleScenes.all {
            #expect(scene.run() == scene.run(), "\(scene.id)")
        }
    }

    @Test("An unknown identifier finds no scene")
    func unknownIdentifierFindsNothing() {
        #expect(ArticleScenes.scene(id: "999-nothing") == nil)
    }
}
