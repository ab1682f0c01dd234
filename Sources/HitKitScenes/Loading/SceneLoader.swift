import Foundation
import Yams

/// Reads scene files, YAML or JSON, into a ``SceneDocument``, with errors that name the file,
/// line, column and field.
///
/// Both formats are parsed by Yams into a node tree that keeps every node's line and column (JSON
/// is YAML's flow syntax; tabs outside strings, which YAML does not allow everywhere JSON does, are
/// read as spaces, which keeps columns). The tree is then decoded with Yams' `YAMLDecoder`, and a
/// decoding problem's coding path leads back to its node for the position and the "found" part
/// of the message. Nothing is ever trapped on: every input gives a document or a
/// ``SceneFileError``.
public enum SceneLoader {
    /// The most nodes a document may have.
    public static let maximumNodeCount = 200_000
    /// The deepest nesting a document may have (about 120 levels of subviews: each takes a list and a mapping).
    public static let maximumDepth = 256

    /// Reads the scene file at `path` (a file, a pipe or a FIFO; `-` for standard input).
    public static func load(contentsOf path: String) throws(SceneFileError) -> SceneDocument {
        try load(readText(atPath: path), file: InputReader.displayName(path))
    }

    /// The UTF-8 text of the input at `path` (`-` for standard input), at most
    /// ``SceneFile/maximumInputSize`` bytes.
    static func readText(atPath path: String) throws(SceneFileError) -> String {
        let bytes = try InputReader.read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SceneFileError(
                code: .unreadable, file: InputReader.displayName(path), line: 0, column: 0, path: "",
                message: "the file is not UTF-8 text")
        }
        return text
    }

    /// Reads a scene from `text`; `file` names it in errors (a `.json` name reads it as JSON).
    public static func load(_ text: String, file: String) throws(SceneFileError) -> SceneDocument {
        try parse(text, file: file).document
    }

    /// The document and its node tree, for positions of later (reference and script) errors.
    static func parse(_ text: String, file: String) throws(SceneFileError) -> (
        document: SceneDocument, index: NodeIndex
    ) {
        let source = file.lowercased().hasSuffix(".json") ? text.replacingOccurrences(of: "\t", with: " ") : text
        if let (line, column) = tooDeep(source) {
            throw SceneFileError(
                code: .limit, file: file, line: line, column: column, path: "",
                message: "the document is nested too deeply (at most \(maximumDepth) levels)")
        }
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: source) else {
                throw SceneFileError(
                    code: .schema, file: file, line: 1, column: 1, path: "",
                    message: "the file is empty; expected a scene mapping")
            }
            root = node
        } catch let error as SceneFileError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw SceneFileError(code: .syntax, file: file, line: 0, column: 0, path: "", message: "\(error)")
        }
        let size = NodeIndex.measure(root, limit: maximumNodeCount)
        if size.count > maximumNodeCount || size.depth > maximumDepth {
            throw SceneFileError(
                code: .limit, file: file, line: 1, column: 1, path: "",
                message:
                    "the document is too large (at most \(maximumNodeCount) values, nested at most \(maximumDepth) deep)"
            )
        }
        let index = NodeIndex(root: root)
        do {
            // Yams finds a mapping's keys by a linear search, so decoding a mapping of n classes takes
            // n² steps; each class is decoded from its own node instead.
            let (rest, classes) = try ClassMappingDecoder.split(root)
            var document = try YAMLDecoder().decode(SceneDocument.self, from: rest)
            if let classes { document.classes = classes }
            return (document, index)
        } catch let problem as SchemaProblem {
            let (node, complete) = index.node(at: problem.codingPath, key: problem.isKey)
            let found = complete ? NodeIndex.describe(node) : "nothing"
            let message = problem.message ?? "expected \(problem.expected), found \(found)"
            try fail(.schema, node: node, path: problem.codingPath, message: message, file: file)
        } catch let error as DecodingError {
            try fail(decodingError: error, index: index, file: file)
        } catch {
            throw SceneFileError(code: .schema, file: file, line: 0, column: 0, path: "", message: "\(error)")
        }
    }

    private static func fail(
        _ code: SceneFileError.Code, node: Node, path: [any CodingKey], message: String, file: String
    ) throws(SceneFileError) -> Never {
        throw SceneFileError(
            code: code, file: file, line: node.mark?.line ?? 0, column: node.mark?.column ?? 0,
            path: NodeIndex.render(path), message: message)
    }

    private static func fail(decodingError: DecodingError, index: NodeIndex, file: String) throws(SceneFileError)
        -> Never
    {
        let path: [any CodingKey]
        let message: String
        switch decodingError {
        case .typeMismatch(let type, let context):
            path = context.codingPath
            message = "expected \(phrase(for: type)), found \(NodeIndex.describe(index.node(at: path).node))"
        case .valueNotFound(let type, let context):
            path = context.codingPath
            message = "expected \(phrase(for: type)), found null"
        case .keyNotFound(let key, let context):
            path = context.codingPath
            message = "missing field '\(key.stringValue)'"
        case .dataCorrupted(let context):
            path = context.codingPath
            message = "unexpected \(NodeIndex.describe(index.node(at: path).node)): \(context.debugDescription)"
        @unknown default:
            path = []
            message = "\(decodingError)"
        }
        try fail(.schema, node: index.node(at: path).node, path: path, message: message, file: file)
    }

    /// "a number", "a string", … for a Swift type in a decoding error.
    static func phrase(for type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        default:
            "\(type)".hasPrefix("Array") ? "a list" : ("\(type)".hasPrefix("Dictionary") ? "a mapping" : "a value")
        }
    }

    /// Where flow brackets (outside quotes and comments) nest deeper than ``maximumDepth``, or a
    /// line is indented further than four columns a level allows — checked before Yams, whose
    /// composer recurses once per level.
    static func tooDeep(_ text: String) -> (line: Int, column: Int)? {
        var depth = 0
        var line = 1
        var column = 0
        var quote: Unicode.Scalar?
        var inComment = false
        var atLineStart = true
        var indent = 0
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
                inComment = false
                atLineStart = true
                indent = 0
                if quote == "'" || quote == "\"" { quote = nil }
                previous = scalar
                continue
            }
            if atLineStart {
                if scalar == " " {
                    indent += 1
                    if indent > maximumDepth * 4 { return (line, column) }
                    previous = scalar
                    continue
                }
                atLineStart = false
            }
            if inComment { continue }
            if let open = quote {
                if scalar == open, previous != "\\" { quote = nil }
            } else if scalar == "\""
                || (scalar == "'" && (previous == " " || previous == "[" || previous == "{" || previous == ","))
            {
                quote = scalar
            } else if scalar == "#", previous == " " || column == 1 {
                inComment = true
            } else if scalar == "[" || scalar == "{" {
                depth += 1
                if depth > maximumDepth { return (line, column) }
            } else if scalar == "]" || scalar == "}" {
                depth = max(0, depth - 1)
            }
            previous = scalar
        }
        return nil
    }

    /// The line and column (from 1, in Unicode scalars) of the character `offset` characters into `text`.
    static func position(ofCharacter offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for character in text.prefix(max(0, offset)) {
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }

    /// A Yams syntax error as a ``SceneFileError`` at its mark.
    static func syntaxError(_ error: YamlError, file: String) -> SceneFileError {
        func make(_ problem: String, _ mark: Mark, _ context: YamlError.Context?) -> SceneFileError {
            var message = problem
            if let context { message += " (\(context.text) at \(context.mark.line):\(context.mark.column))" }
            return SceneFileError(
                code: .syntax, file: file, line: mark.line, column: mark.column, path: "", message: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _): return make(problem, mark, context)
        case .parser(let context, let problem, let mark, _): return make(problem, mark, context)
        case .composer(let context, let problem, let mark, _): return make(problem, mark, context)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return make("duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))", context.mark, nil)
        case .reader(let problem, let offset, _, let yaml):
            let (line, column) = offset.map { position(ofCharacter: $0, in: yaml) } ?? (1, 1)
            return SceneFileError(code: .syntax, file: file, line: line, column: column, path: "", message: problem)
        default:
            return SceneFileError(code: .syntax, file: file, line: 0, column: 0, path: "", message: "\(error)")
        }
    }
}
