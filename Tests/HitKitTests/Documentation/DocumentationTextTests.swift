import Testing

/// Checks the shared documentation loader on the package's real articles.
@Suite("Documentation text")
struct DocumentationTextTests {
    @Test("Every DocC article is found and every fence in it is closed")
    func articlesParse() throws {
        let names = try DocumentationText.articleNames()
        #expect(names.contains("HitKit"))
        #expect(names.contains("GestureRecognizers"))
        for name in names {
            let article = try DocumentationText.article(name)
            #expect(try !article.blocks().isEmpty, "\(name) has no fenced block")
        }
    }

    @Test("A block is found by its first line and by the marker before it")
    func blockLookup() throws {
        let readme = try DocumentationText.load("README.md")
        let code = try readme.block(after: "<!-- readme-example: code -->")
        #expect(code.language == "swift")
        #expect(try readme.block(startingWith: code.lines.first { !$0.isEmpty } ?? "") == code)
    }
}
