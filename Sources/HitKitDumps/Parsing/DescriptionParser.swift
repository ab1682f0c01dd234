/// One view description as written, before its attributes are read: `<UIButton: 0x7fb2c0d0a3e0; frame = …>`.
struct RawDescription {
    struct Attribute {
        var key: String
        var keyOffset: Int
        var value: String
        var separator: DumpedAttribute.Separator
    }

    var className: String
    var address: String
    var attributes: [Attribute]
    /// The offset of the `<`.
    var start: Int
    /// The offset just after the closing `>`.
    var end: Int
}

/// Reads one view description starting at a `<`.
///
/// The grammar: `<` class name `: 0x` hex digits, then either `>` or `;` and attributes separated by `;`, each
/// `key = value` or `key: value`, ending with `>` (a stray `; >` is accepted, as old dumps print it). A value
/// runs to the next `;` or `>` outside brackets (`()`, `[]`, `{}`, `<>`) and outside a quoted value (`'…'`, which
/// ends at a `'` followed by `;` or `>`). Only a quoted value may continue on the next line (a label's text with
/// a line break); any other line break inside a description is an error.
struct DescriptionParser {
    let source: DumpSource
    private let bytes: [UInt8]

    init(source: DumpSource) {
        self.source = source
        bytes = source.bytes
    }

    /// The longest class name read, which bounds the work of looking for descriptions on a line.
    static let classNameLimit = 1024

    /// Whether a description starts at `offset`: `<`, a class name, `:` and optional spaces and `0x`.
    /// A description of a description (`<<UINavigationItemView: 0x…>: …>`) counts by its inner description.
    func looksLikeDescription(at offset: Int, requireSpace: Bool = true) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "<") else { return false }
        if offset + 2 < bytes.count, bytes[offset + 1] == UInt8(ascii: "<"), bytes[offset + 2] != UInt8(ascii: "<") {
            return looksLikeDescription(at: offset + 1, requireSpace: requireSpace)
        }
        guard let colon = classNameEnd(from: offset + 1), colon > offset + 1 else { return false }
        var index = colon + 1
        let afterColon = index
        while index < bytes.count, bytes[index].isBlank { index += 1 }
        if requireSpace, index == afterColon { return false }
        return index + 1 < bytes.count && bytes[index] == UInt8(ascii: "0") && bytes[index + 1] == UInt8(ascii: "x")
    }

    /// The offset of the `:` ending a class name starting at `start`, or `nil` when there is none on the line.
    /// A class name is identifier characters and dots, with generic arguments in `<…>` (which may hold spaces).
    func classNameEnd(from start: Int) -> Int? {
        var index = start
        var depth = 0
        while index < bytes.count, index - start < Self.classNameLimit {
            let byte = bytes[index]
            if byte.isIdentifierByte || byte == UInt8(ascii: ".") {
                index += 1
            } else if byte == UInt8(ascii: "<") {
                depth += 1
                index += 1
            } else if byte == UInt8(ascii: ">"), depth > 0 {
                depth -= 1
                index += 1
            } else if depth > 0, byte == UInt8(ascii: ",") || byte.isBlank {
                index += 1
            } else if byte == UInt8(ascii: ":"), depth == 0 {
                return index
            } else {
                return nil
            }
        }
        return nil
    }

    /// The first offset in `range` where a description starts (and `matching` holds), looking at no more than
    /// `limit` `<` characters, so that a line full of `<` costs linear time.
    func firstDescription(
        in range: Range<Int>, limit: Int = 16, matching: (Int) -> Bool = { _ in true }
    ) -> Int? {
        var candidates = 0
        for offset in range where bytes[offset] == UInt8(ascii: "<") {
            if looksLikeDescription(at: offset, requireSpace: false), matching(offset) { return offset }
            candidates += 1
            if candidates == limit { return nil }
        }
        return nil
    }

    /// Parses the description whose `<` is at `start`.
    ///
    /// A description of a description, `<<UINavigationItemView: 0x…>: frame = …; …>` (or with an address after
    /// the inner description), takes its class name and address from the inner one.
    func parse(at start: Int) throws(ParseFailure) -> RawDescription {
        if start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "<") { return try parseWrapped(at: start) }
        guard let colon = classNameEnd(from: start + 1), colon > start + 1 else {
            let end = source.lineEnd(from: start)
            throw ParseFailure(
                at: start, expected: "a view description '<ClassName: 0x…; frame = (x y; w h); …>'",
                found: source.quoted(start..<end))
        }
        let className = source.string(start + 1..<colon)
        var index = colon + 1
        guard index < bytes.count, bytes[index].isBlank else {
            throw ParseFailure(
                .lookAlike, at: index, expected: "': 0x…' after the class name, as recursiveDescription writes it",
                found: source.quoted(colon..<min(colon + 3, source.lineEnd(from: colon))),
                note: "'<\(className):0x…>' without a space is how _autolayoutTrace and EarlGrey print views; "
                    + "paste the output of 'po view.recursiveDescription()' instead")
        }
        while index < bytes.count, bytes[index].isBlank { index += 1 }
        let addressStart = index
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x") {
            index += 2
            while index < bytes.count, bytes[index].isHexDigit { index += 1 }
        }
        guard index > addressStart + 2, index - addressStart <= 18 else {
            throw ParseFailure(
                at: addressStart, expected: "an address '0x…' after '\(className):'",
                found: source.quoted(addressStart..<wordEnd(from: addressStart)))
        }
        let address = source.string(addressStart..<index)
        return try parseAttributes(from: index, className: className, address: address, start: start, bare: false)
    }

    /// Parses `<<Inner: 0x…>: …>` at `start`.
    private func parseWrapped(at start: Int) throws(ParseFailure) -> RawDescription {
        guard start + 2 < bytes.count, bytes[start + 2] != UInt8(ascii: "<") else {
            throw ParseFailure(
                at: start, expected: "a view description '<ClassName: 0x…; …>' (at most one '<' inside another)",
                found: source.quoted(start..<wordEnd(from: start)))
        }
        let inner = try parse(at: start + 1)
        guard inner.attributes.isEmpty else {
            throw ParseFailure(
                at: start + 1, expected: "'<ClassName: 0x…>' inside a description of a description",
                found: source.quoted(start + 1..<inner.end))
        }
        var index = inner.end
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") || bytes[index] == UInt8(ascii: ";") else {
            throw ParseFailure(
                at: index, expected: "':' after '<\(inner.className): \(inner.address)>'",
                found: source.quoted(index..<wordEnd(from: index)))
        }
        index += 1
        while index < bytes.count, bytes[index].isBlank { index += 1 }
        var bare = true
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] == UInt8(ascii: "x") {
            while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
            bare = false
        }
        return try parseAttributes(
            from: index, className: inner.className, address: inner.address, start: start, bare: bare)
    }

    /// Parses the attributes from `index` to the closing `>`. When `bare`, the first attribute needs no `;`.
    private func parseAttributes(
        from offset: Int, className: String, address: String, start: Int, bare: Bool
    ) throws(ParseFailure) -> RawDescription {
        var index = offset
        var attributes: [RawDescription.Attribute] = []
        while true {
            while index < bytes.count, bytes[index].isBlank { index += 1 }
            guard index < bytes.count else {
                throw ParseFailure(
                    at: index, expected: "'>' closing the description of \(className) begun at \(describe(start))",
                    found: "end of input")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                return RawDescription(
                    className: className, address: address, attributes: attributes, start: start, end: index + 1)
            }
            if attributes.isEmpty && !bare && byte != UInt8(ascii: ";") || byte.isNewline {
                throw ParseFailure(
                    at: index, expected: "';' or '>' in the description of \(className) begun at \(describe(start))",
                    found: source.quoted(index..<wordEnd(from: index)))
            }
            if byte == UInt8(ascii: ";") {
                index += 1
                while index < bytes.count, bytes[index].isBlank { index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: ">") { continue }
            }
            let attribute = try parseAttribute(at: index, of: className, begunAt: start)
            attributes.append(attribute.attribute)
            index = attribute.end
        }
    }

    /// Parses `key = value` or `key: value` at `start`, returning it and the offset of the `;` or `>` after it.
    private func parseAttribute(
        at start: Int, of className: String, begunAt descriptionStart: Int
    ) throws(ParseFailure) -> (attribute: RawDescription.Attribute, end: Int) {
        var index = start
        while index < bytes.count, bytes[index].isIdentifierByte || bytes[index] == UInt8(ascii: ".") { index += 1 }
        guard index > start else {
            throw ParseFailure(
                at: start, expected: "an attribute 'key = value' in the description of \(className)",
                found: source.quoted(start..<wordEnd(from: start)))
        }
        let key = source.string(start..<index)
        while index < bytes.count, bytes[index].isBlank { index += 1 }
        let separator: DumpedAttribute.Separator
        if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
            separator = .equals
        } else if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            separator = .colon
        } else {
            throw ParseFailure(
                at: index, expected: "'=' or ':' after '\(key)'", found: source.quoted(index..<wordEnd(from: index)))
        }
        index += 1
        while index < bytes.count, bytes[index].isBlank { index += 1 }
        let valueStart = index
        let valueEnd = try valueEnd(from: valueStart, key: key, className: className, begunAt: descriptionStart)
        var trimmed = valueEnd
        while trimmed > valueStart, bytes[trimmed - 1].isBlank { trimmed -= 1 }
        let attribute = RawDescription.Attribute(
            key: key, keyOffset: start, value: source.string(valueStart..<trimmed), separator: separator)
        return (attribute, valueEnd)
    }

    /// The offset of the `;` or `>` ending the value starting at `start`.
    private func valueEnd(
        from start: Int, key: String, className: String, begunAt descriptionStart: Int
    ) throws(ParseFailure) -> Int {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") {
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "'"), index + 1 < bytes.count,
                    bytes[index + 1] == UInt8(ascii: ";") || bytes[index + 1] == UInt8(ascii: ">")
                {
                    return index + 1
                }
                index += 1
            }
            throw ParseFailure(
                at: start, expected: "a quoted value for '\(key)' ending with \"';\" or \"'>\"", found: "end of input")
        }
        var openers: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "<"):
                openers.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ">"):
                if let last = openers.last, Self.closer(of: last) == byte {
                    openers.removeLast()
                } else if byte == UInt8(ascii: ">"), openers.isEmpty {
                    return index
                }
            case UInt8(ascii: ";"):
                if openers.isEmpty { return index }
            case .lineFeed, .carriageReturn:
                throw ParseFailure(
                    at: index,
                    expected: openers.last.map {
                        "'\(Character(Unicode.Scalar(Self.closer(of: $0))))' in the value of '\(key)'"
                    }
                        ?? "';' or '>' after the value of '\(key)'",
                    found: "end of line",
                    note: "a description of \(className) begun at \(describe(descriptionStart)) continues on the next "
                        + "line; join wrapped lines before parsing")
            default:
                break
            }
            index += 1
        }
        throw ParseFailure(
            at: index, expected: "'>' closing the description of \(className) begun at \(describe(descriptionStart))",
            found: "end of input")
    }

    private static func closer(of opener: UInt8) -> UInt8 {
        switch opener {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: UInt8(ascii: ">")
        }
    }

    /// The end of the word (up to a blank, `;`, `>` or the line end) starting at `start`, at least one byte long.
    func wordEnd(from start: Int) -> Int {
        var index = start
        while index < bytes.count, !bytes[index].isNewline, !bytes[index].isBlank, bytes[index] != UInt8(ascii: ";"),
            index - start < 40
        {
            index += 1
        }
        return index == start && index < bytes.count && !bytes[index].isNewline ? index + 1 : index
    }

    /// `line:column` of an offset, for messages.
    func describe(_ offset: Int) -> String {
        let position = source.position(of: offset)
        return "\(position.line):\(position.column)"
    }
}
