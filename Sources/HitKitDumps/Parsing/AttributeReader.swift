import Foundation

/// Reads a description's known attributes into a ``DumpedView``'s typed properties.
struct AttributeReader {
    let source: DumpSource

    /// The view a description describes, with every attribute kept and the known ones read.
    func view(
        from description: RawDescription, id: DumpedView.ID, superviewID: DumpedView.ID?, depth: Int, label: String?
    ) throws(ParseFailure) -> DumpedView {
        let position = source.position(of: description.start)
        var view = DumpedView(
            id: id, superviewID: superviewID, depth: depth, className: description.className,
            address: description.address, label: label, frame: .zero, line: position.line, column: position.column)
        view.attributes.reserveCapacity(description.attributes.count)
        var sawFrame = false
        for attribute in description.attributes {
            let keyPosition = source.position(of: attribute.keyOffset)
            let kept = DumpedAttribute(
                key: attribute.key, rawValue: attribute.value, separator: attribute.separator,
                line: keyPosition.line, column: keyPosition.column)
            view.attributes.append(kept)
            if attribute.key == "frame" { sawFrame = true }
            try read(kept, offset: attribute.keyOffset, into: &view)
        }
        guard sawFrame else {
            throw ParseFailure(
                at: description.start, expected: "'frame = (x y; w h)' in the description of \(description.className)",
                found: source.quoted(description.start..<description.end),
                note: description.className.hasSuffix("Layer")
                    ? "this is a layer's description; HitKit reads view hierarchies" : nil)
        }
        return view
    }

    private func read(_ attribute: DumpedAttribute, offset: Int, into view: inout DumpedView) throws(ParseFailure) {
        let value = attribute.rawValue
        func fail(_ shape: String) -> ParseFailure {
            ParseFailure(
                at: offset, expected: "'\(attribute.key)\(attribute.separator == .equals ? " = " : ": ")\(shape)'",
                found: DumpSource.quote(attribute.text))
        }
        func numbers(_ pattern: ValuePattern, _ shape: String) throws(ParseFailure) -> [Double] {
            guard let numbers = pattern.numbers(in: value) else { throw fail(shape) }
            return numbers
        }
        func bool() throws(ParseFailure) -> Bool {
            switch value {
            case "YES": return true
            case "NO": return false
            default: throw fail("YES' or 'NO")
            }
        }
        switch attribute.key {
        case "frame":
            let n = try numbers(.frame, "(x y; w h)")
            view.frame = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        case "bounds":
            let n = try numbers(.rect, "{{x, y}, {w, h}}")
            view.printedBounds = CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
        case "hidden": view.isHidden = try bool()
        case "userInteractionEnabled": view.isUserInteractionEnabled = try bool()
        case "opaque": view.isOpaque = try bool()
        case "clipsToBounds": view.clipsToBounds = try bool()
        case "alpha": view.alpha = try numbers(.number, "a number")[0]
        case "transform":
            let n = try numbers(.transform, "[a, b, c, d, tx, ty]")
            view.transform = DumpedTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
        case "tag":
            guard let tag = Int(value) else { throw fail("an integer") }
            view.tag = tag
        case "autoresize":
            var mask: DumpedAutoresizing = []
            for token in value.split(separator: "+", omittingEmptySubsequences: false) {
                guard let flag = DumpedAutoresizing(token: token) else { throw fail("LM+W+RM+TM+H+BM") }
                mask.insert(flag)
            }
            view.autoresizing = mask
        case "gestureRecognizers":
            guard let (_, address) = Self.reference(value) else { throw fail("<NSArray: 0x…>") }
            view.gestureRecognizersAddress = address
        case "layer":
            guard let (className, address) = Self.reference(value) else { throw fail("<CALayer: 0x…>") }
            view.layerClassName = className
            view.layerAddress = address
        case "text":
            guard value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") else { throw fail("'…'") }
            view.text = String(value.dropFirst().dropLast())
        case "baseClass":
            guard !value.isEmpty, value.utf8.allSatisfy({ $0.isIdentifierByte || $0 == UInt8(ascii: ".") }) else {
                throw fail("ClassName")
            }
            view.baseClassName = value
        case "contentOffset":
            let n = try numbers(.pair, "{x, y}")
            view.contentOffset = CGPoint(x: n[0], y: n[1])
        case "contentSize":
            let n = try numbers(.pair, "{w, h}")
            view.contentSize = CGSize(width: n[0], height: n[1])
        case "adjustedContentInset", "contentInset":
            let n = try numbers(.insets, "{top, left, bottom, right}")
            let insets = DumpedEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            if attribute.key == "contentInset" {
                view.contentInset = insets
            } else {
                view.adjustedContentInset = insets
            }
        case "animations":
            view.animatedKeyPaths = Self.animatedKeyPaths(value)
        default:
            break
        }
    }

    /// The key paths of `{ position=<CABasicAnimation: 0x…>; bounds.size=<…>; }`: each entry's key when it is a key
    /// path (letters, digits, `_` and `.`) and its value a `<Class: 0x…>` reference; other entries are skipped.
    static func animatedKeyPaths(_ value: String) -> [String] {
        guard value.hasPrefix("{"), value.hasSuffix("}") else { return [] }
        return value.dropFirst().dropLast().split(separator: ";").compactMap { entry in
            let entry = entry.trimmingCharacters(in: .whitespaces)
            guard let equals = entry.firstIndex(of: "=") else { return nil }
            let key = entry[..<equals]
            guard !key.isEmpty, key.utf8.allSatisfy({ $0.isIdentifierByte || $0 == UInt8(ascii: ".") }),
                reference(String(entry[entry.index(after: equals)...])) != nil
            else { return nil }
            return String(key)
        }
    }

    /// The class name and address of `<ClassName: 0x…>`, or `nil`.
    static func reference(_ value: String) -> (String, String)? {
        guard value.hasPrefix("<"), value.hasSuffix(">") else { return nil }
        let inner = value.dropFirst().dropLast()
        guard let colon = inner.lastIndex(of: ":") else { return nil }
        let className = inner[..<colon]
        let address = inner[inner.index(after: colon)...].drop(while: { $0 == " " })
        guard !className.isEmpty, address.hasPrefix("0x"), address.count > 2, address.count <= 18,
            address.utf8.dropFirst(2).allSatisfy(\.isHexDigit)
        else { return nil }
        return (String(className), String(address))
    }
}
