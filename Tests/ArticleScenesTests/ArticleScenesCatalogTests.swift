import Foundation
import HitKitScenes
import Testing

/// The catalogue of built-in article scenes.
@MainActor
@Suite("Article scenes catalogue")
struct ArticleScenesCatalogTests {
    static let articles = [
        "000_118954ff0710c1b6.txt", "001_0f255b6dad82c9e8.txt", "002_85ac8fdb86f9699f.txt",
        "003_010d9b0ebe3b906e.txt", "004_d792576e6b6e7070.txt",
    ]

    @Test("Scene identifiers are unique and start with their article's seed number")
    func identifiersAreUniqueAndNumbered() throws {
        let ids = articleSceneIDs
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let article = try #require(try BuiltInScenes.scene(id: id).document.article)
            #expect(Self.articles.contains(article))
            #expect(id.hasPrefix(String(article.prefix(3)) + "-"))
        }
    }

    @Test("Every article has scenes")
    func everyArticleHasScenes() throws {
        let articles = try articleSceneIDs.compactMap { id in try BuiltInScenes.scene(id: id).document.article }
        #expect(Set(articles) == Set(Self.articles))
    }

    @Test("Every scene logs something, reports no diagnostic and leaves no touch down")
    func everySceneRunsClean() {
        for id in BuiltInScenes.ids {
            let lines = runScene(id)
            #expect(!lines.isEmpty, "\(id)")
            #expect(!lines.contains { $0.hasPrefix("diagnostic:") || $0.hasPrefix("leftover:") }, "\(id)")
        }
    }

    @Test("Running a scene twice gives the same log: each run has its own application")
    func runsAreIndependent() {
        for id in BuiltInScenes.ids {
            #expect(runScene(id) == runScene(id), "\(id)")
        }
    }

    @Test("An unknown identifier finds no scene")
    func unknownIdentifierFindsNothing() {
        #expect(BuiltInScenes.path(of: "999-nothing") == nil)
        #expect(throws: SceneFileError.self) { try BuiltInScenes.scene(id: "999-nothing") }
    }
}
