import Yams

/// Finds the node a coding path leads to in a composed YAML tree, for the line and column of a
/// decoding error, and describes what it holds ("found …").
struct NodeIndex {
    let root: Node

    /// The node at `path` (a mapping key, or the value under it), or the deepest node on the way.
    func node(at path: [any CodingKey], key: Bool = false) -> (node: Node, complete: Bool) {
        var current = root
        for (offset, component) in path.enumerated() {
            switch current {
            case .mapping(let mapping):
                guard let pair = mapping.first(where: { $0.key.string == component.stringValue }) else {
                    return (current, false)
                }
                if key, offset == path.count - 1 { return (pair.key, true) }
                current = pair.value
            case .sequence(let sequence):
                guard let index = component.intValue, sequence.indices.contains(index) else {
                    return (current, false)
                }
                current = sequence[index]
            default:
                return (current, false)
            }
        }
        return (current, true)
    }

    /// `views[2].frame`: keys joined by dots, indices in brackets.
    static func render(_ path: [any CodingKey]) -> String {
        var text = ""
        for component in path {
            if let index = component.intValue,
                component.stringValue == "\(index)" || component.stringValue.hasPrefix("Index ")
            {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? component.stringValue : ".\(component.stringValue)"
            }
        }
        return text
    }

    /// What a node holds, for "found …": a scalar as written (quoted unless a number, a boolean
    /// or null), `a mapping`, `a list of 3 items`.
    static func describe(_ node: Node?) -> String {
        guard let node else { return "nothing" }
        switch node {
        case .scalar(let scalar):
            let text = scalar.string
            if scalar.style == .plain, text.isEmpty || ["null", "~", "Null", "NULL"].contains(text) { return "null" }
            if scalar.style == .plain, Double(text) != nil || ["true", "false"].contains(text) { return text }
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "\""
                + shown.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\n", with: "\\n") + "\""
        case .mapping(let mapping):
            return mapping.isEmpty ? "an empty mapping" : "a mapping"
        case .sequence(let sequence):
            return sequence.count == 1 ? "a list of 1 item" : "a list of \(sequence.count) items"
        case .alias:
            return "an alias"
        }
    }

    /// Counts the nodes and the deepest nesting, walking iteratively; stops counting past `limit`.
    static func measure(_ root: Node, limit: Int) -> (count: Int, depth: Int) {
        var stack: [(Node, Int)] = [(root, 1)]
        var count = 0
        var depth = 0
        while let (node, level) = stack.popLast() {
            count += 1
            depth = max(depth, level)
            if count > limit { break }
            switch node {
            case .mapping(let mapping):
                for pair in mapping {
                    stack.append((pair.key, level + 1))
                    stack.append((pair.value, level + 1))
                }
            case .sequence(let sequence):
                for child in sequence { stack.append((child, level + 1)) }
            default:
                break
            }
        }
        return (count, depth)
    }
}
