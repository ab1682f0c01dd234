/// Recognises other tools' output that resembles a view dump, so it is refused with a message that says what
/// it is rather than with a syntax error.
///
/// - EarlGrey's hierarchy (`|--<UIView:0x…; AX=N; …>`),
/// - `_autolayoutTrace` (`*<UIWindow:0x…>`, `|   •UIView:0x…`, `+`, `- AMBIGUOUS LAYOUT`),
/// - a layer tree or a layer's description (`<CALayer:0x…; position = …>` as the root).
struct LookAlikeDetector {
    let source: DumpSource
    private let bytes: [UInt8]

    init(source: DumpSource) {
        self.source = source
        bytes = source.bytes
    }

    static let earlGreyNote =
        "this looks like EarlGrey's hierarchy dump ('|--' and 'AX=' markers); "
        + "paste the output of 'po view.recursiveDescription()' instead"
    static let autolayoutNote =
        "this looks like '_autolayoutTrace' output (views marked '*', '+' or '•', "
        + "'AMBIGUOUS LAYOUT'); it describes constraints, not frames: paste 'po view.recursiveDescription()' instead"
    static let layerNote =
        "this is a layer, not a view: HitKit reads UIView hierarchies; "
        + "paste 'po view.recursiveDescription()' of the layer's view instead"

    /// The offset of `- AMBIGUOUS LAYOUT` or `AMBIGUOUS LAYOUT` in the text, if any.
    func ambiguousLayoutMarker() -> Int? { firstIndex(of: Array("AMBIGUOUS LAYOUT".utf8), in: 0..<bytes.count) }

    /// A failure for a line (from `start` to `end`) that holds no `recursiveDescription` description, when the
    /// line is recognisably another tool's output.
    func classify(line start: Int, end: Int) -> ParseFailure? {
        var index = start
        while index < end, bytes[index].isBlank || bytes[index] == UInt8(ascii: "|") { index += 1 }
        let found = source.quoted(index..<end)
        if index + 2 < end, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
            return failure(at: index, found: found, note: Self.earlGreyNote)
        }
        if index < end,
            bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "+")
                || (index + 2 < end && bytes[index] == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA2)
        {
            return failure(at: index, found: found, note: Self.autolayoutNote)
        }
        let parser = DescriptionParser(source: source)
        let tight = parser.firstDescription(in: index..<end) { !parser.looksLikeDescription(at: $0) }
        if let tight {
            if firstIndex(of: Array("AX=".utf8), in: tight..<end) != nil {
                return failure(at: tight, found: found, note: Self.earlGreyNote)
            }
            if let colon = parser.classNameEnd(from: tight + 1), source.string(tight + 1..<colon).hasSuffix("Layer") {
                return failure(at: tight, found: found, note: Self.layerNote)
            }
            return failure(at: tight, found: found, note: Self.autolayoutNote)
        }
        // `_autolayoutTrace` on recent systems prints `UIWindow:0x7f…` with no brackets at all.
        var nameEnd = index
        while nameEnd < end, bytes[nameEnd].isIdentifierByte || bytes[nameEnd] == UInt8(ascii: ".") { nameEnd += 1 }
        if nameEnd > index, nameEnd + 2 < end, bytes[nameEnd] == UInt8(ascii: ":"),
            bytes[nameEnd + 1] == UInt8(ascii: "0"), bytes[nameEnd + 2] == UInt8(ascii: "x")
        {
            return failure(at: index, found: found, note: Self.autolayoutNote)
        }
        return nil
    }

    private func failure(at offset: Int, found: String, note: String) -> ParseFailure {
        ParseFailure(
            .lookAlike, at: offset, expected: "a view description '<ClassName: 0x…; frame = (x y; w h); …>'",
            found: found, note: note)
    }

    /// The first offset of `needle` in `bytes[range]`.
    func firstIndex(of needle: [UInt8], in range: Range<Int>) -> Int? {
        guard let first = needle.first, range.count >= needle.count else { return nil }
        var index = range.lowerBound
        let last = range.upperBound - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
