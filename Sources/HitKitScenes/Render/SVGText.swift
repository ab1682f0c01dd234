import HitKit

/// The small pieces of SVG text ``SceneRenderer`` writes: numbers, escaped text, polygons and labels.
enum SVGText {
    /// A coordinate with at most two decimals and no trailing zeros: `12`, `12.5`, `-0.25`.
    static func number(_ value: some BinaryFloatingPoint) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `text` with `&`, `<`, `>` and `"` escaped for XML.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20
                {
                    out += " "
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }

    /// A `<polygon>` through `points`.
    static func polygon(_ points: [CGPoint], classes: [String], title: String) -> String {
        let list = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        return "<polygon class=\"\(classes.joined(separator: " "))\" points=\"\(list)\">"
            + "<title>\(escape(title))</title></polygon>"
    }

    /// A `<text>` at `point`.
    static func text(_ content: String, at point: CGPoint, classes: [String]) -> String {
        "<text class=\"\(classes.joined(separator: " "))\" x=\"\(number(point.x))\" y=\"\(number(point.y))\">"
            + "\(escape(content))</text>"
    }
}
