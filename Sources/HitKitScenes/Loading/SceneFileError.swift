/// A problem in a scene file or touch script, reported like a compiler:
/// `scene.yaml:12:7: error: views[2].frame: expected 4 numbers [x, y, width, height], found "abc"`.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Code: String, Hashable, Sendable {
        /// The file could not be read.
        case unreadable
        /// The text is not well-formed YAML or JSON.
        case syntax
        /// A value does not have the shape the schema asks for, or a field is unknown or missing.
        case schema
        /// The document is well-formed but refers to something that does not exist, or repeats a name.
        case reference
        /// The document is too large or too deeply nested.
        case limit
        /// A touch script line is not understood.
        case script
    }

    /// What kind of problem it is.
    public var code: Code
    /// The file's name as given (a path, or `<inline>` for a command-line script).
    public var file: String
    /// The line, from 1 (0 when unknown).
    public var line: Int
    /// The column, from 1, in Unicode scalars (0 when unknown).
    public var column: Int
    /// The path of the field, like `views[2].frame` (empty for syntax problems).
    public var path: String
    /// What is wrong: `expected …, found …`.
    public var message: String

    /// Creates an error.
    public init(code: Code, file: String, line: Int, column: Int, path: String, message: String) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `file:line:column: error: path: message`, leaving out what is unknown.
    public var description: String {
        var location = file
        if line > 0 {
            location += ":\(line)"
            if column > 0 { location += ":\(column)" }
        }
        return "\(location): error: " + (path.isEmpty ? message : "\(path): \(message)")
    }
}
