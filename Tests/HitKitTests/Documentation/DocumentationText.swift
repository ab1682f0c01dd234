import Foundation

/// A Markdown file of this package (README.md or a DocC article), read from the checkout so tests
/// can compare the code and output it shows with code they compile and output they record.
struct DocumentationText {
    /// One fenced block of the file.
    struct Block: Equatable {
        /// The word after the opening fence (`swift`), or empty for a plain fence.
        let language: String
        /// The block's lines, between the fences.
        let lines: [String]
        /// The 1-based line number of the opening fence in the file.
        let fenceLine: Int
    }

    /// The path of the file, relative to the package root.
    let relativePath: String
    /// The file's lines.
    let lines: [String]

    /// The package root: this file is at Tests/HitKitTests/Documentation/DocumentationText.swift.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Documentation
            .deletingLastPathComponent()  // HitKitTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// The folder of the DocC articles, relative to the package root.
    static let articlesFolder = "Sources/HitKit/HitKit.docc"

    /// Reads the file at `relativePath` (from the package root).
    static func load(_ relativePath: String) throws -> DocumentationText {
        let url = packageRoot.appendingPathComponent(relativePath)
        let text = try String(contentsOf: url, encoding: .utf8)
        return DocumentationText(relativePath: relativePath, lines: text.components(separatedBy: "\n"))
    }

    /// Reads the DocC article named `name` (without `.md`).
    static func article(_ name: String) throws -> DocumentationText {
        try load("\(articlesFolder)/\(name).md")
    }

    /// The names (without `.md`) of every DocC article, sorted.
    static func articleNames() throws -> [String] {
        let folder = packageRoot.appendingPathComponent(articlesFolder)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }
            .map { String($0.dropLast(3)) }
            .sorted()
    }

    /// Every fenced block of the file, in order. Throws if a fence is left open.
    func blocks() throws -> [Block] {
        var result: [Block] = []
        var open: (index: Int, language: String)?
        for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let opening = open {
                guard trimmed == "```" else { continue }
                result.append(
                    Block(
                        language: opening.language, lines: Array(lines[(opening.index + 1)..<index]),
                        fenceLine: opening.index + 1))
                open = nil
            } else {
                open = (index, String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
            }
        }
        if let opening = open {
            throw DocumentationError(description: "\(relativePath):\(opening.index + 1): fence never closed")
        }
        return result
    }

    /// The block whose first non-empty line is `firstLine` (exactly one must match).
    func block(startingWith firstLine: String) throws -> Block {
        let matches = try blocks().filter { $0.lines.first { !$0.isEmpty } == firstLine }
        guard matches.count == 1, let match = matches.first else {
            throw DocumentationError(
                description: "\(relativePath): \(matches.count) blocks start with \(firstLine)")
        }
        return match
    }

    /// The first fenced block after the line `marker` (an HTML comment such as
    /// `<!-- readme-example: code -->`).
    func block(after marker: String) throws -> Block {
        guard let markerIndex = lines.firstIndex(of: marker),
            let block = try blocks().first(where: { $0.fenceLine > markerIndex + 1 })
        else {
            throw DocumentationError(description: "\(relativePath) has no fenced block after \(marker)")
        }
        return block
    }

    /// The lines of the test source file `sourcePath` between `// <name> begin` and `// <name> end`,
    /// without their common indentation.
    static func markedCode(_ name: String, in sourcePath: String) throws -> [String] {
        let source = try String(contentsOf: URL(fileURLWithPath: sourcePath), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.hasSuffix("// \(name) begin") }),
            let end = lines.firstIndex(where: { $0.hasSuffix("// \(name) end") }), begin < end
        else {
            throw DocumentationError(description: "\(sourcePath) has no \(name) begin/end markers")
        }
        let body = lines[(begin + 1)..<end]
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.isEmpty ? $0 : String($0.dropFirst(indent)) }
    }
}

/// A documentation file that is missing or not shaped as a test expects.
struct DocumentationError: Error, CustomStringConvertible {
    let description: String
}
