import Foundation
import Testing

/// The repository stands alone: every source HitKit cites is one a reader can follow from the
/// checkout — an Apple documentation page by its title, an article by its author, title and address
/// in the DocC article *Sources* — and never a document kept outside the repository (the project's
/// numbered notes on UIKit, or an article by its number alone).
@Suite("Repository citations")
struct RepositoryCitationsTests {
    /// The list every citation refers to, relative to the package root.
    static let sourcesArticle = "Sources/HitKit/HitKit.docc/Sources.md"

    /// The folders and files searched, relative to the package root.
    static let searched = [
        "README.md", "Sources", "Tests", "Inspector", "Hosts", "Fuzz", "Benchmarks", "Docs", "Scripts",
    ]

    /// The file extensions searched: code, documentation, scene files and scripts.
    static let extensions: Set<String> = ["swift", "md", "yaml", "yml", "json", "txt", "py", "sh", "js", "html"]

    /// Citations that only a reader with the project's private notes could follow, with what to
    /// write instead.
    static let unfollowable: [(pattern: String, instead: String)] = [
        (#"spec items? \d"#, "the rule and its Apple page (or \"observed\"), see Sources.md"),
        (#"\bspec \d"#, "the rule and its Apple page (or \"observed\"), see Sources.md"),
        (#"seed[ -]0\d\d"#, "the article's author and title, see Sources.md"),
        (#"(?-i:\bseeds/)"#, "the article's author and title, see Sources.md"),
        (#"spec/uikit"#, "the rule and its Apple page, see Sources.md"),
        (#"\barticle 0\d\d\b"#, "the article's author and title, see Sources.md"),
        (itemPattern, "the rule and its Apple page (or \"observed\"), see Sources.md"),
    ]

    @Test("No file cites the project's numbered notes or an article by its number alone")
    func noUnfollowableCitations() throws {
        let root = DocumentationText.packageRoot
        let patterns = try Self.unfollowable.map {
            (try NSRegularExpression(pattern: $0.pattern, options: .caseInsensitive), $0.instead)
        }
        let issueItem = try NSRegularExpression(pattern: Self.issueItem, options: .caseInsensitive)
        var found: [String] = []
        for path in try Self.searchedFiles() where path != Self.sourcesArticle && path != Self.thisFile {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let lowered = line.lowercased()
                guard Self.keywords.contains(where: { lowered.contains($0) }) else { continue }
                let string = String(line)
                // "issue 24, item 19" names an item of an issue of this project, not of the notes.
                let namesIssueItem = Self.matches(issueItem, string)
                let match = patterns.first { regex, _ in
                    Self.matches(regex, string) && !(namesIssueItem && regex.pattern == Self.itemPattern)
                }
                if let (_, instead) = match {
                    let quoted = line.trimmingCharacters(in: .whitespaces)
                    found.append("\(path):\(number + 1): \(quoted) — cite \(instead)")
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) unfollowable citations:\n\(found.joined(separator: "\n"))")
    }

    @Test("The Sources article gives every built-in scene's article its title and address")
    func everySceneArticleIsListed() throws {
        let root = DocumentationText.packageRoot
        let sources = try String(contentsOf: root.appendingPathComponent(Self.sourcesArticle), encoding: .utf8)
        let examples = root.appendingPathComponent("Sources/HitKitScenes/Examples")
        var keys: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: examples.path) where name.hasSuffix(".yaml") {
            let text = try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where line.hasPrefix("article: ") {
                keys.insert(String(line.dropFirst("article: ".count)))
            }
        }
        #expect(keys.count == 5, "the built-in scenes come from five articles: \(keys.sorted())")
        for key in keys.sorted() {
            #expect(sources.contains("Key `\(key)`"), "Sources.md does not list the article \(key)")
        }
        let addresses = [
            "https://sweetfood-dev.github.io/ios/hittest/", "https://qiita.com/takehilo/items/ff90c23ec83809539c3c",
            "https://github.com/worldligang/HitTestMaster", "https://ios-development.tistory.com/978",
            "https://github.com/wobangnidashui/hitTestDemo",
        ]
        for address in addresses {
            #expect(sources.contains("<\(address)>"), "Sources.md does not give \(address)")
        }
    }

    @Test("The README's disagreements section points to the Sources article")
    func readmeNamesTheSourcesList() throws {
        let readme = try DocumentationText.load("README.md")
        guard let start = readme.lines.firstIndex(of: "## Where the articles and the UIKit reference disagree") else {
            Issue.record("README.md has no disagreements section")
            return
        }
        let section = readme.lines[start...].prefix { $0 == readme.lines[start] || !$0.hasPrefix("## ") }
        #expect(section.contains { $0.contains(Self.sourcesArticle) })
    }

    /// This file, which spells out the patterns it looks for.
    static let thisFile = "Tests/HitKitTests/Documentation/RepositoryCitationsTests.swift"

    /// A numbered item, as the project's notes were cited ("(item 35)").
    static let itemPattern = #"\bitems? \d"#

    /// A line is searched only if it has one of these words: every pattern above contains one.
    static let keywords = ["spec", "seed", "article", "item"]

    /// An item of one of this project's issues ("issue 24, item 19", "Item 10 of issue 24").
    static let issueItem = #"issue \d+, items? \d|items? \d+ of issue \d"#

    /// Whether `regex` matches somewhere in `line`.
    static func matches(_ regex: NSRegularExpression, _ line: String) -> Bool {
        regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
    }

    /// Every searched file, relative to the package root, sorted; build products are skipped.
    static func searchedFiles() throws -> [String] {
        let root = DocumentationText.packageRoot
        let fileManager = FileManager.default
        var result: [String] = []
        for entry in searched {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: root.appendingPathComponent(entry).path, isDirectory: &isFolder)
            else { continue }
            guard isFolder.boolValue else {
                result.append(entry)
                continue
            }
            let folder = root.appendingPathComponent(entry)
            let walker = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                let name = url.lastPathComponent
                if name == ".build" || name == "node_modules" || name.hasPrefix(".") {
                    walker?.skipDescendants()
                    continue
                }
                guard extensions.contains(url.pathExtension) else { continue }
                let relative = url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count)
                result.append(entry + relative)
            }
        }
        return result.sorted()
    }
}
