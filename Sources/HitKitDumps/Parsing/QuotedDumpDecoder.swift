/// Decodes a dump printed as a quoted string literal (`"<UIView: 0x…>\n   | <UILabel: 0x…>"`), as LLDB's `p`
/// prints a Swift `String` and `debugPrint` writes one.
enum QuotedDumpDecoder {
    /// The decoded bytes, the original offset of each (plus the end), and the offset just after the closing quote.
    struct Decoded {
        var bytes: [UInt8]
        var offsets: [Int]
        var end: Int
    }

    /// A problem at an offset of the original text.
    struct Failure: Error {
        var offset: Int
        var expected: String
        var found: String
    }

    /// Decodes the literal whose opening `"` is at `quote`.
    static func decode(_ text: [UInt8], quote: Int) throws(Failure) -> Decoded {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        bytes.reserveCapacity(text.count)
        offsets.reserveCapacity(text.count + 1)
        var index = quote + 1
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                offsets.append(index)
                return Decoded(bytes: bytes, offsets: offsets, end: index + 1)
            }
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                offsets.append(index)
                index += 1
                continue
            }
            guard index + 1 < text.count else { break }
            let escape = text[index + 1]
            var decoded: [UInt8]
            var length = 2
            switch escape {
            case UInt8(ascii: "n"): decoded = [.lineFeed]
            case UInt8(ascii: "r"): decoded = [.carriageReturn]
            case UInt8(ascii: "t"): decoded = [.tab]
            case UInt8(ascii: "0"): decoded = [0]
            case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): decoded = [escape]
            case UInt8(ascii: "u"):
                let (scalar, scalarLength) = try unicodeEscape(text, at: index)
                decoded = Array(String(Character(scalar)).utf8)
                length = scalarLength
            default:
                throw Failure(
                    offset: index, expected: "an escape such as '\\n', '\\\"' or '\\u{…}' in the quoted dump",
                    found: "'\\\(String(decoding: [escape], as: UTF8.self))'")
            }
            for byte in decoded {
                bytes.append(byte)
                offsets.append(index)
            }
            index += length
        }
        throw Failure(offset: text.count, expected: "'\"' closing the quoted dump", found: "end of input")
    }

    /// Reads `\u{1F600}` at `start` (the backslash), returning the scalar and the escape's length.
    private static func unicodeEscape(_ text: [UInt8], at start: Int) throws(Failure) -> (Unicode.Scalar, Int) {
        var index = start + 2
        var value: UInt32 = 0
        var digits = 0
        if index < text.count, text[index] == UInt8(ascii: "{") {
            index += 1
            while index < text.count, text[index].isHexDigit, digits < 8 {
                value = value * 16 + UInt32(hexValue(text[index]))
                digits += 1
                index += 1
            }
            if digits > 0, index < text.count, text[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) {
                return (scalar, index + 1 - start)
            }
        }
        let end = min(start + 12, text.count)
        throw Failure(
            offset: start, expected: "a Unicode escape '\\u{…}'",
            found: DumpSource.quote(String(decoding: text[start..<end], as: UTF8.self)))
    }

    static func hexValue(_ byte: UInt8) -> UInt8 {
        if byte.isDigit { return byte - UInt8(ascii: "0") }
        if byte >= UInt8(ascii: "a") { return byte - UInt8(ascii: "a") + 10 }
        return byte - UInt8(ascii: "A") + 10
    }
}
