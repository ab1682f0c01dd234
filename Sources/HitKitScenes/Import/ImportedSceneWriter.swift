import Foundation
import HitKit

/// Writes an imported scene as YAML or JSON text that ``SceneFile/load(_:file:)`` reads back to the same
/// document.
///
/// It writes what ``DumpImport`` produces: the title, classes (their `base`), windows (name, frame, level, key,
/// hidden, views) and views (name, class, geometry, hidden, alpha, userInteractionEnabled, clipsToBounds, tag,
/// a slider's value, a switch's isOn, a segmented control's segments, a text field's or a text view's text, a
/// text field's placeholder, a scroll view's contentSize, contentOffset and contentInset, subviews). Views are
/// written with an explicit stack, so no depth of nesting recurses. Numbers are written
/// as Swift prints a `Double` (the shortest text that reads back to the same value), integers without a
/// decimal point; strings are double-quoted with JSON's escapes, which YAML reads the same way.
struct ImportedSceneWriter {
    let document: SceneDocument
    /// Lines written as `# …` comments at the top of the YAML text.
    let comments: [String]

    // MARK: YAML

    var yaml: String {
        var out = comments.map { "# \($0)\n" }.joined()
        if let title = document.title { out += "title: \(Self.quote(title))\n" }
        if let classes = document.classes, !classes.isEmpty {
            out += "classes:\n"
            for name in classes.keys.sorted() {
                out += "  \(Self.quote(name)): {base: \(Self.quote(classes[name]!.base))}\n"
            }
        }
        if let windows = document.windows {
            out += "windows:\n"
            for window in windows {
                let fields = windowFields(window)
                out += "  - " + fields.map { "\($0.key): \($0.value)" }.joined(separator: "\n    ") + "\n"
                if let views = window.views, !views.isEmpty {
                    out += "    views:\n"
                    writeYAMLViews(views, indent: 6, into: &out)
                }
            }
        }
        return out
    }

    private func writeYAMLViews(_ views: [SceneViewSpec], indent: Int, into out: inout String) {
        var stack: [(SceneViewSpec, Int)] = views.reversed().map { ($0, indent) }
        while let (view, indent) = stack.popLast() {
            let pad = String(repeating: " ", count: indent)
            let fields = viewFields(view)
            out += pad + "- " + fields.map { "\($0.key): \($0.value)" }.joined(separator: "\n\(pad)  ") + "\n"
            if let subviews = view.subviews, !subviews.isEmpty {
                out += pad + "  subviews:\n"
                stack += subviews.reversed().map { ($0, indent + 4) }
            }
        }
    }

    // MARK: JSON

    var json: String {
        var members: [String] = []
        if let title = document.title { members.append("  \"title\": \(Self.quote(title))") }
        if let classes = document.classes, !classes.isEmpty {
            let entries = classes.keys.sorted().map {
                "    \(Self.quote($0)): {\"base\": \(Self.quote(classes[$0]!.base))}"
            }
            members.append("  \"classes\": {\n" + entries.joined(separator: ",\n") + "\n  }")
        }
        var out = "{\n" + members.joined(separator: ",\n")
        guard let windows = document.windows else { return out + "\n}\n" }
        out += (members.isEmpty ? "" : ",\n") + "  \"windows\": ["
        for (offset, window) in windows.enumerated() {
            out += (offset == 0 ? "\n" : ",\n") + "    {\n"
            var lines = windowFields(window).map { "      \(Self.quote($0.key)): \($0.value)" }
            if let views = window.views, !views.isEmpty {
                lines.append("      \"views\": [")
                out += lines.joined(separator: ",\n") + "\n"
                writeJSONViews(views, indent: 8, into: &out)
                out += "      ]\n"
            } else {
                out += lines.joined(separator: ",\n") + "\n"
            }
            out += "    }"
        }
        return out + "\n  ]\n}\n"
    }

    private enum JSONStep {
        case open(SceneViewSpec, indent: Int, isLast: Bool)
        case close(indent: Int, isLast: Bool)
    }

    private func writeJSONViews(_ views: [SceneViewSpec], indent: Int, into out: inout String) {
        var stack: [JSONStep] = views.enumerated().reversed().map {
            .open($1, indent: indent, isLast: $0 == views.count - 1)
        }
        while let step = stack.popLast() {
            switch step {
            case .close(let indent, let isLast):
                let pad = String(repeating: " ", count: indent)
                out += "\(pad)  ]\n\(pad)}\(isLast ? "" : ",")\n"
            case .open(let view, let indent, let isLast):
                let pad = String(repeating: " ", count: indent)
                let lines = viewFields(view).map { "\(pad)  \(Self.quote($0.key)): \($0.value)" }
                out += "\(pad){\n" + lines.joined(separator: ",\n")
                guard let subviews = view.subviews, !subviews.isEmpty else {
                    out += "\n\(pad)}\(isLast ? "" : ",")\n"
                    continue
                }
                out += ",\n\(pad)  \"subviews\": [\n"
                stack.append(.close(indent: indent, isLast: isLast))
                stack += subviews.enumerated().reversed().map {
                    .open($1, indent: indent + 4, isLast: $0 == subviews.count - 1)
                }
            }
        }
    }

    // MARK: Fields

    private func windowFields(_ window: SceneWindowSpec) -> [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = []
        if let name = window.name { fields.append(("name", Self.quote(name))) }
        if let frame = window.frame { fields.append(("frame", Self.list(frame.rect))) }
        if let level = window.level { fields.append(("level", Self.number(level))) }
        if let key = window.key { fields.append(("key", "\(key)")) }
        if let hidden = window.hidden { fields.append(("hidden", "\(hidden)")) }
        return fields
    }

    private func viewFields(_ view: SceneViewSpec) -> [(key: String, value: String)] {
        var fields: [(key: String, value: String)] = []
        if let name = view.name { fields.append(("name", Self.quote(name))) }
        if let viewClass = view.class { fields.append(("class", Self.quote(viewClass))) }
        if let frame = view.frame { fields.append(("frame", Self.list(frame.rect))) }
        if let center = view.center {
            fields.append(("center", "[\(Self.number(center.point.x)), \(Self.number(center.point.y))]"))
        }
        if let bounds = view.bounds { fields.append(("bounds", Self.list(bounds.rect))) }
        if let transform = view.transform?.transform {
            let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            fields.append(("transform", "[" + numbers.map { Self.number($0) }.joined(separator: ", ") + "]"))
        }
        if let hidden = view.hidden { fields.append(("hidden", "\(hidden)")) }
        if let alpha = view.alpha { fields.append(("alpha", Self.number(alpha))) }
        if let enabled = view.userInteractionEnabled { fields.append(("userInteractionEnabled", "\(enabled)")) }
        if let clips = view.clipsToBounds { fields.append(("clipsToBounds", "\(clips)")) }
        if let tag = view.tag { fields.append(("tag", "\(tag)")) }
        if let value = view.slider.value { fields.append(("value", Self.number(value))) }
        if let isOn = view.isOn { fields.append(("isOn", "\(isOn)")) }
        if let segments = view.segmentedControl.segments {
            fields.append(("segments", "[" + segments.map { Self.quote($0) }.joined(separator: ", ") + "]"))
        }
        if let text = view.textFields.text { fields.append(("text", Self.quote(text))) }
        if let placeholder = view.textFields.placeholder { fields.append(("placeholder", Self.quote(placeholder))) }
        let scroll = view.scrollView
        if let size = scroll.contentSize?.size {
            fields.append(("contentSize", "[\(Self.number(size.width)), \(Self.number(size.height))]"))
        }
        if let offset = scroll.contentOffset?.point {
            fields.append(("contentOffset", "[\(Self.number(offset.x)), \(Self.number(offset.y))]"))
        }
        if let inset = scroll.contentInset?.insets {
            let numbers = [inset.top, inset.left, inset.bottom, inset.right].map { Self.number($0) }
            fields.append(("contentInset", "[" + numbers.joined(separator: ", ") + "]"))
        }
        return fields
    }

    // MARK: Values

    private static func list(_ rect: CGRect) -> String {
        "[\(number(rect.origin.x)), \(number(rect.origin.y)), \(number(rect.size.width)), \(number(rect.size.height))]"
    }

    /// A number as YAML and JSON both read it back exactly: `375`, `137.5`, `1.0e-05`.
    static func number(_ value: some BinaryFloatingPoint) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        var text = String(double)
        // YAML 1.1 reads `1e-05` as a string: give the mantissa a decimal point.
        if let e = text.firstIndex(of: "e"), !text[..<e].contains(".") { text.insert(contentsOf: ".0", at: e) }
        return text
    }

    /// A double-quoted string with JSON's escapes (YAML's double-quoted style reads them the same).
    static func quote(_ text: String) -> String {
        QuotedText.quoted(text) { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028
                || scalar.value == 0x2029 || scalar.value == 0xFEFF
        } unicodeEscape: {
            String(format: "\\u%04X", $0)
        }
    }
}
