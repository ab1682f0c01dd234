/// A problem found while parsing, at an offset of ``DumpSource/bytes``; the parser turns it into a
/// ``ViewDumpError`` with a line and a column.
struct ParseFailure: Error {
    var code: ViewDumpError.Code
    var offset: Int
    var expected: String
    var found: String
    var note: String?

    init(_ code: ViewDumpError.Code = .syntax, at offset: Int, expected: String, found: String, note: String? = nil) {
        self.code = code
        self.offset = offset
        self.expected = expected
        self.found = found
        self.note = note
    }
}
