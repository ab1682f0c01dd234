/// The bytes being parsed, and the way back from a byte to its line and column in the text as given.
///
/// When the dump was a quoted string literal, ``bytes`` holds the decoded text and ``originalOffsets`` maps
/// each decoded byte to the offset of the character that produced it, so errors point into the original text.
struct DumpSource {
    /// The text as given, as UTF-8.
    let original: [UInt8]
    /// The offsets in ``original`` where lines start (after `\n`, `\r\n` or a lone `\r`).
    let lineStarts: [Int]
    /// The bytes to parse: ``original``, or the decoded contents of a quoted dump.
    private(set) var bytes: [UInt8]
    /// For a decoded dump, the original offset of each byte of ``bytes`` (plus one for the end); else `nil`.
    private(set) var originalOffsets: [Int]?

    init(text: String) {
        original = Array(text.utf8)
        bytes = original
        var starts = [0]
        var index = 0
        while index < original.count {
            let byte = original[index]
            if byte == .lineFeed
                || (byte == .carriageReturn && (index + 1 == original.count || original[index + 1] != .lineFeed))
            {
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// Replaces the parsed bytes with decoded ones, mapping each back to the original.
    mutating func replace(with decoded: [UInt8], offsets: [Int]) {
        bytes = decoded
        originalOffsets = offsets
    }

    /// The original offset of a byte of ``bytes`` (`bytes.count` is the end).
    func originalOffset(of offset: Int) -> Int {
        guard let originalOffsets else { return min(max(offset, 0), original.count) }
        return originalOffsets[min(max(offset, 0), originalOffsets.count - 1)]
    }

    /// The 1-based line and column (UTF-8 bytes) of an offset in ``original``.
    func position(ofOriginal offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The 1-based line and column of a byte of ``bytes``.
    func position(of offset: Int) -> (line: Int, column: Int) { position(ofOriginal: originalOffset(of: offset)) }

    /// The text of `bytes[range]` (clamped), invalid UTF-8 repaired.
    func string(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The end of the line holding `offset` in ``bytes`` (the offset of its `\n` or `\r`, or the end).
    func lineEnd(from offset: Int) -> Int {
        var index = offset
        while index < bytes.count, !bytes[index].isNewline { index += 1 }
        return index
    }

    /// `'…'` around `bytes[range]`, shortened to about 60 characters, or `end of line` / `end of input`.
    func quoted(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        if lower == bytes.count { return "end of input" }
        let upper = min(max(range.upperBound, lower), bytes.count)
        if lower == upper { return bytes[lower].isNewline ? "end of line" : "nothing" }
        return Self.quote(string(lower..<upper))
    }

    /// `'text'`, shortened to about 60 characters.
    static func quote(_ text: String) -> String {
        let limit = 60
        if text.count <= limit { return "'\(text)'" }
        return "'\(text.prefix(limit))…'"
    }
}

extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    var isNewline: Bool { self == .lineFeed || self == .carriageReturn }
    var isBlank: Bool { self == .space || self == .tab }
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
    var isIdentifierByte: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == UInt8(ascii: "_")
            || self == UInt8(ascii: "$") || self >= 0x80
    }
}
