/// Reads a whole dump: finds where it starts, decodes a quoted dump, then reads one view per line and nests
/// the views by their `|` bars. See ``ViewDump/parse(_:fileName:)``.
struct ViewDumpParser {
    private let fileName: String
    private var source: DumpSource
    private var views: [DumpedView] = []
    private var preamble: [String] = []
    private var indentation: ViewDump.Indentation = .none
    private var wasQuotedString = false
    /// The deepest a view may be nested; a deeper line stops the parse there.
    private let maximumDepth: Int

    init(text: String, fileName: String, maximumDepth: Int = .max) {
        self.fileName = fileName
        self.maximumDepth = maximumDepth
        source = DumpSource(text: text)
    }

    consuming func parse() throws(ViewDumpError) -> ViewDump {
        do {
            try parseViews()
        } catch {
            let position = source.position(of: error.offset)
            throw ViewDumpError(
                code: error.code, fileName: fileName, line: position.line, column: position.column,
                expected: error.expected, found: error.found, note: error.note)
        }
        return ViewDump(
            fileName: fileName, views: views, indentation: indentation, wasQuotedString: wasQuotedString,
            preamble: preamble)
    }

    private static let descriptionShape = "a view description '<ClassName: 0x…; frame = (x y; w h); …>'"

    private mutating func parseViews() throws(ParseFailure) {
        var start = skipPreamble(from: 0)
        guard start < source.bytes.count else {
            throw ParseFailure(
                .empty, at: source.bytes.count, expected: Self.descriptionShape,
                found: source.bytes.isEmpty ? "an empty text" : "no view description")
        }
        let lookAlikes = LookAlikeDetector(source: source)
        if let marker = lookAlikes.ambiguousLayoutMarker() {
            throw ParseFailure(
                .lookAlike, at: marker, expected: Self.descriptionShape, found: "'AMBIGUOUS LAYOUT'",
                note: LookAlikeDetector.autolayoutNote)
        }
        var lineEnd = source.lineEnd(from: start)
        let rootParser = descriptionParser()
        guard
            let rootStart = rootParser.firstDescription(
                in: start..<lineEnd, matching: { rootParser.looksLikeDescription(at: $0) })
        else {
            throw lookAlikes.classify(line: start, end: lineEnd)
                ?? ParseFailure(
                    at: start, expected: Self.descriptionShape, found: source.quoted(start..<lineEnd),
                    note: "paste the output of 'po view.recursiveDescription()'")
        }
        var prefix = source.string(start..<rootStart)
        if rootStart > start, source.bytes[rootStart - 1] == UInt8(ascii: "\"") {
            prefix.removeLast()
            try decodeQuotedDump(quote: rootStart - 1)
            start = skipPreamble(from: 0)
            guard descriptionParser().looksLikeDescription(at: start) else {
                throw ParseFailure(
                    at: start, expected: Self.descriptionShape,
                    found: source.quoted(start..<source.lineEnd(from: start)))
            }
        } else {
            start = rootStart
        }
        var trimmedPrefix = prefix.trimmingBlanks()
        // A dump copied from the middle of a larger one: its root's own bars are the base level.
        var baseBars = 0
        if trimmedPrefix.utf8.allSatisfy({ $0 == UInt8(ascii: "|") || $0.isBlank }) {
            baseBars = trimmedPrefix.utf8.count(where: { $0 == UInt8(ascii: "|") })
            trimmedPrefix = ""
        }
        if !trimmedPrefix.isEmpty { preamble.append(trimmedPrefix) }
        let isOptional = trimmedPrefix.hasSuffix("Optional(")
        let rootEnd = try appendView(at: start, label: nil, depth: 0, isOptional: isOptional)
        let descriptions = descriptionParser()
        let detector = LookAlikeDetector(source: source)
        var next = nextLine(after: source.lineEnd(from: rootEnd))
        while next < source.bytes.count {
            lineEnd = source.lineEnd(from: next)
            defer { next = nextLine(after: lineEnd) }
            let line = next
            var index = line
            var bars = -baseBars
            while index < lineEnd, source.bytes[index].isBlank || source.bytes[index] == UInt8(ascii: "|") {
                if source.bytes[index] == UInt8(ascii: "|") {
                    if bars == -baseBars, indentation == .none {
                        indentation = index == line ? .compactBars : .spacedBars
                    }
                    bars += 1
                }
                index += 1
            }
            if index == lineEnd { continue }
            if source.startsWith("(lldb)", at: index) { break }
            if bars == 0, isOptional, source.string(index..<lineEnd).trimmingBlanks() == ")" { continue }
            if !descriptions.looksLikeDescription(at: index), let failure = detector.classify(line: line, end: lineEnd)
            {
                throw failure
            }
            var label: String?
            var descriptionStart = index
            if source.bytes[index] != UInt8(ascii: "<") {
                var labelEnd = index
                while labelEnd < lineEnd, source.bytes[labelEnd].isIdentifierByte { labelEnd += 1 }
                descriptionStart = labelEnd
                while descriptionStart < lineEnd, source.bytes[descriptionStart].isBlank { descriptionStart += 1 }
                guard labelEnd > index, descriptionStart > labelEnd,
                    descriptions.looksLikeDescription(at: descriptionStart)
                else {
                    throw ParseFailure(
                        at: index, expected: "a subview line '   | <ClassName: 0x…; …>'",
                        found: source.quoted(index..<lineEnd),
                        note: "a line that is not a view's description; if it continues the line before "
                            + "(wrapped text), join the two lines")
                }
                label = source.string(index..<labelEnd)
            }
            guard bars > 0 else {
                throw ParseFailure(
                    .structure, at: index, expected: "'|' before a subview's description",
                    found:
                        "a second top-level view \(source.quoted(descriptionStart..<source.wordEnd(descriptionStart)))",
                    note: "a dump has one root view; dump one view at a time")
            }
            let deepest = views[views.count - 1].depth + 1
            guard bars <= deepest else {
                throw ParseFailure(
                    .structure, at: descriptionStart,
                    expected: "a subview at most one level deeper than the view before (at most \(deepest) '|')",
                    found: "\(bars) '|'")
            }
            guard bars <= maximumDepth else {
                throw ParseFailure(
                    .limit, at: descriptionStart, expected: "a view nested at most \(maximumDepth) levels deep",
                    found: "\(bars) levels")
            }
            let end = try appendView(at: descriptionStart, label: label, depth: bars, isOptional: isOptional)
            lineEnd = source.lineEnd(from: end)
        }
    }

    /// Skips blank lines, `(lldb)` prompts and `Printing description of …:` lines, keeping the latter two.
    private mutating func skipPreamble(from offset: Int) -> Int {
        var line = offset
        while line < source.bytes.count {
            let end = source.lineEnd(from: line)
            var index = line
            while index < end, source.bytes[index].isBlank { index += 1 }
            if index < end {
                guard source.startsWith("(lldb)", at: index) || source.startsWith("Printing description of", at: index)
                else { return index }
                preamble.append(source.string(index..<end).trimmingBlanks())
            }
            line = nextLine(after: end)
        }
        return source.bytes.count
    }

    /// Replaces the source with the decoded contents of the quoted dump whose `"` is at `quote`.
    private mutating func decodeQuotedDump(quote: Int) throws(ParseFailure) {
        let decoded: QuotedDumpDecoder.Decoded
        do {
            decoded = try QuotedDumpDecoder.decode(source.bytes, quote: quote)
        } catch {
            throw ParseFailure(at: error.offset, expected: error.expected, found: error.found)
        }
        var index = decoded.end
        while index < source.bytes.count,
            source.bytes[index].isBlank || source.bytes[index].isNewline || source.bytes[index] == UInt8(ascii: ")")
        {
            index += 1
        }
        if index < source.bytes.count, !source.startsWith("(lldb)", at: index) {
            throw ParseFailure(
                .structure, at: index, expected: "the end of the dump after the closing '\"'",
                found: source.quoted(index..<source.lineEnd(from: index)))
        }
        source.replace(with: decoded.bytes, offsets: decoded.offsets)
        wasQuotedString = true
    }

    private func descriptionParser() -> DescriptionParser { DescriptionParser(source: source) }

    /// Parses the description at `start`, appends its view under the last view at `depth - 1`, and returns the
    /// offset just after the description.
    private mutating func appendView(
        at start: Int, label: String?, depth: Int, isOptional: Bool
    ) throws(ParseFailure) -> Int {
        let parser = descriptionParser()
        if depth == 0, let colon = parser.classNameEnd(from: start + 1),
            source.string(start + 1..<colon).hasSuffix("Layer"),
            (try? parser.parse(at: start))?.attributes.contains(where: { $0.key == "frame" }) != true
        {
            throw ParseFailure(
                .lookAlike, at: start, expected: Self.descriptionShape,
                found: source.quoted(start..<source.wordEnd(start)), note: LookAlikeDetector.layerNote)
        }
        let raw = try parser.parse(at: start)
        var superviewID: Int?
        if depth > 0 {
            var candidate = views.count - 1
            while views[candidate].depth >= depth, let parent = views[candidate].superviewID { candidate = parent }
            superviewID = candidate
        }
        var view = try AttributeReader(source: source).view(
            from: raw, id: views.count, superviewID: superviewID, depth: depth, label: label)
        let lineEnd = source.lineEnd(from: raw.end)
        let rest = source.string(raw.end..<lineEnd).trimmingBlanks()
        if !rest.isEmpty, !(isOptional && rest == ")") {
            let descriptions = DescriptionParser(source: source)
            if let other = descriptions.firstDescription(in: raw.end..<lineEnd) {
                throw ParseFailure(
                    .structure, at: other, expected: "a line break before the next view's description",
                    found: source.quoted(other..<source.wordEnd(other)),
                    note: "the dump seems to have lost its line breaks (pasted from a web page?); "
                        + "put each '|' view on a line of its own")
            }
            view.trailingText = rest
        }
        if let superviewID { views[superviewID].subviewIDs.append(view.id) }
        views.append(view)
        return raw.end
    }

    private func nextLine(after lineEnd: Int) -> Int {
        guard lineEnd < source.bytes.count else { return source.bytes.count }
        if source.bytes[lineEnd] == .carriageReturn, lineEnd + 1 < source.bytes.count,
            source.bytes[lineEnd + 1] == .lineFeed
        {
            return lineEnd + 2
        }
        return lineEnd + 1
    }
}

extension DumpSource {
    /// Whether `bytes` at `offset` start with `prefix`.
    func startsWith(_ prefix: StaticString, at offset: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { buffer in (0..<count).allSatisfy { bytes[offset + $0] == buffer[$0] } }
    }

    /// The end of the word at `start` (see ``DescriptionParser/wordEnd(from:)``).
    func wordEnd(_ start: Int) -> Int { DescriptionParser(source: self).wordEnd(from: start) }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingBlanks() -> String {
        let utf8 = self.utf8
        guard let first = utf8.firstIndex(where: { !$0.isBlank }) else { return "" }
        let last = utf8.lastIndex(where: { !$0.isBlank })!
        return String(self[first...last])
    }
}
