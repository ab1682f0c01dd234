import HitKit

/// Numbers as a scene file's flow YAML writes them: exactly, whole numbers without a fraction.
enum FlowYAML {
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

extension SceneAnimationValues {
    /// The values as a flow mapping of a scene file (`{frame: [80, 300, 160, 44]}`).
    var flowYAML: String {
        let number = FlowYAML.number
        func list(_ values: [CGFloat]) -> String { "[\(values.map { number(Double($0)) }.joined(separator: ", "))]" }
        var fields: [String] = []
        if let frame {
            let r = frame.rect
            fields.append("frame: \(list([r.origin.x, r.origin.y, r.size.width, r.size.height]))")
        }
        if let center { fields.append("center: \(list([center.point.x, center.point.y]))") }
        if let alpha { fields.append("alpha: \(number(alpha))") }
        if let transform {
            let t = transform.transform
            fields.append("transform: \(list([t.a, t.b, t.c, t.d, t.tx, t.ty]))")
        }
        return "{\(fields.joined(separator: ", "))}"
    }
}

extension SceneAnimator {
    /// The animator as a flow mapping of a scene file.
    var flowYAML: String {
        let number = FlowYAML.number
        var fields = ["to: \(to.flowYAML)", "duration: \(number(duration))"]
        if let curve { fields.append("curve: \(curve)") }
        if let delay { fields.append("delay: \(number(delay))") }
        if let elapsed { fields.append("elapsed: \(number(elapsed))") }
        if let fractionComplete { fields.append("fractionComplete: \(number(fractionComplete))") }
        if let isUserInteractionEnabled { fields.append("isUserInteractionEnabled: \(isUserInteractionEnabled)") }
        if let isManualHitTestingEnabled { fields.append("isManualHitTestingEnabled: \(isManualHitTestingEnabled)") }
        return "{\(fields.joined(separator: ", "))}"
    }
}
