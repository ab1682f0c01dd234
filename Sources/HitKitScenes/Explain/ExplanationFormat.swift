import HitKit

/// How explanations print numbers, points and rectangles: whole numbers without a fraction,
/// others with up to three decimals.
enum ExplanationFormat {
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
