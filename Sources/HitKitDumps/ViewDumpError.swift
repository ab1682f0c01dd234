/// Why a text could not be read as a view dump, with the place in the text, like a compiler error.
///
/// Its ``description`` reads `dump.txt:3:14: error: expected 'frame = (x y; w h)', found 'frame = (0 0; abc 44)'`,
/// followed by a `note:` line when there is a hint. Lines and columns start at 1; a column counts UTF-8 bytes
/// from the start of its line, as compilers do (tabs count as one).
public struct ViewDumpError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem this is. New codes may be added; switch over them with a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, e.g. `"syntax"`.
        public let name: String

        /// The text is empty, or holds only blank lines and debugger prompts.
        public static let empty = Code(name: "empty")
        /// The text breaks the `recursiveDescription` grammar (a description, an attribute, a number).
        public static let syntax = Code(name: "syntax")
        /// The lines do not nest into one tree (an indentation jump, a second root, a lost line break).
        public static let structure = Code(name: "structure")
        /// A view is nested deeper than the limit given to ``ViewDump/parse(_:fileName:maximumDepth:)``.
        public static let limit = Code(name: "limit")
        /// The text is another tool's output that looks like a view dump (EarlGrey, `_autolayoutTrace`, layers).
        public static let lookAlike = Code(name: "lookAlike")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of problem this is.
    public var code: Code
    /// The name of the file the text came from, as given to ``ViewDump/parse(_:fileName:)``.
    public var fileName: String
    /// The 1-based line of the problem in the text as given.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes) of the problem on its line.
    public var column: Int
    /// What the parser expected there, e.g. `'frame = (x y; w h)'`.
    public var expected: String
    /// What it found there instead, quoted and shortened, e.g. `'frame = (0 0; abc 44)'` or `end of line`.
    public var found: String
    /// An optional hint, printed as a `note:` line.
    public var note: String?

    /// Creates an error; the parser makes these, tests may too.
    public init(
        code: Code, fileName: String, line: Int, column: Int, expected: String, found: String, note: String? = nil
    ) {
        self.code = code
        self.fileName = fileName
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
        self.note = note
    }

    /// The error's one-line message without the location: `expected …, found …`.
    public var message: String { "expected \(expected), found \(found)" }

    /// The error formatted like a compiler diagnostic: `file:line:column: error: expected …, found …`.
    public var description: String {
        var text = "\(fileName):\(line):\(column): error: \(message)"
        if let note { text += "\n\(fileName):\(line):\(column): note: \(note)" }
        return text
    }
}
