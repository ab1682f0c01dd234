import Foundation
import Yams

extension SceneDocument {
    /// The document as scene-file YAML, which ``SceneFile/load(_:file:)`` reads back to the same document.
    ///
    /// Fields come in the order the format lists them, classes by name; numbers are written as Swift prints
    /// them (`320`, `0.5`); a list of plain values and a short mapping of plain values are written on one line
    /// (`frame: [0, 0, 320, 480]`, `{name: backButton, class: BackButton, frame: [100, 250, 120, 44]}`), text
    /// with line breaks as a `|` block. The file's comments and layout are not kept. Tools that change a
    /// document (the inspector's toggles and fixes) write it back with this.
    ///
    /// - Complexity: O(*n*) in the document's size.
    public var yaml: String {
        guard let encoded = try? YAMLEncoder().encode(self), let node = try? Yams.compose(yaml: encoded) else {
            return ""
        }
        let tidied = SceneYAMLStyle.tidy(node, isTopLevel: true)
        return (try? Yams.serialize(node: tidied, width: -1, allowUnicode: true)) ?? encoded
    }
}

/// How ``SceneDocument/yaml`` lays out the encoded document's nodes.
enum SceneYAMLStyle {
    /// A gesture recognizer's states, in the order a per-state log lists them.
    static let stateOrder = ["possible", "began", "changed", "ended", "recognized", "cancelled", "failed"]

    /// The longest mapping written on one line, in characters.
    static let flowMappingWidth = 100

    static func tidy(_ node: Node, isTopLevel: Bool = false) -> Node {
        switch node {
        case .scalar(var scalar):
            if scalar.style == .plain, let number = shortNumber(scalar.string) {
                scalar.string = number
            } else if scalar.string.contains("\n") {
                scalar.style = .literal
            }
            return .scalar(scalar)
        case .sequence(let sequence):
            let items = sequence.map { tidy($0) }
            let style: Node.Sequence.Style = items.allSatisfy(isPlainScalar) ? .flow : .block
            return .sequence(Node.Sequence(items, sequence.tag, style))
        case .mapping(let mapping):
            // The two dictionaries of the model, whose order the encoder does not keep: classes by name, a
            // gesture's per-state log lines in the order of the states.
            var pairs = mapping.map { pair in
                let isClasses = isTopLevel && pair.key.string == "classes"
                return (pair.key, isClasses ? sortedByKey(tidy(pair.value)) : tidy(pair.value))
            }
            if !pairs.isEmpty, pairs.allSatisfy({ stateOrder.contains($0.0.string ?? "") }) {
                pairs.sort {
                    (stateOrder.firstIndex(of: $0.0.string ?? "") ?? 0)
                        < (stateOrder.firstIndex(of: $1.0.string ?? "") ?? 0)
                }
            }
            let fitsOnALine =
                !isTopLevel
                && pairs.allSatisfy { isPlainScalar($0.1) || isFlowSequence($0.1) }
                && pairs.reduce(0) { $0 + ($1.0.string?.count ?? 0) + width(of: $1.1) + 4 } <= flowMappingWidth
            return .mapping(Node.Mapping(pairs, mapping.tag, fitsOnALine ? .flow : .block))
        case .alias:
            return node
        }
    }

    /// `3.2e+2` as `320`, `5e-1` as `0.5`: a plain float-looking scalar as Swift prints the number; `nil` for
    /// anything else.
    private static func shortNumber(_ text: String) -> String? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789.eE+-".contains($0) }), let value = Double(text),
            value.isFinite
        else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func isPlainScalar(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return !scalar.string.contains("\n")
    }

    private static func isFlowSequence(_ node: Node) -> Bool {
        guard case .sequence(let sequence) = node else { return false }
        return sequence.style == .flow
    }

    private static func width(of node: Node) -> Int {
        switch node {
        case .scalar(let scalar): scalar.string.count + 2
        case .sequence(let sequence): sequence.reduce(2) { $0 + width(of: $1) + 2 }
        default: flowMappingWidth
        }
    }

    private static func sortedByKey(_ node: Node) -> Node {
        guard case .mapping(let mapping) = node else { return node }
        let pairs = mapping.map { ($0.key, $0.value) }.sorted { ($0.0.string ?? "") < ($1.0.string ?? "") }
        return .mapping(Node.Mapping(pairs, mapping.tag, mapping.style))
    }
}
