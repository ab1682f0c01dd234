import Foundation
@_spi(HitKitTools) import HitKitScenes

/// A JSON value as the inspector writes its replies: objects keep their keys in the order given (so `type` comes
/// first), numbers are written without a fractional part when they are whole, and non-finite numbers become
/// `null`. Writing is deterministic: the same value always gives the same text.
///
/// - Complexity: Writing is O(*n*) in the size of the text written.
public indirect enum InspectorJSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; `null` when not finite.
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array.
    case array([InspectorJSON])
    /// An object whose keys keep their order.
    case object([(String, InspectorJSON)])
    /// Text that is already JSON (an encoded `Codable` value), written as is.
    case raw(String)

    /// The value as compact JSON text.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    /// Appends the value's JSON text to `out`.
    public func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let value): out += Self.number(value)
        case .string(let value): Self.writeString(value, to: &out)
        case .raw(let text): out += text
        case .array(let values):
            out += "["
            for (index, value) in values.enumerated() {
                if index > 0 { out += "," }
                value.write(to: &out)
            }
            out += "]"
        case .object(let fields):
            out += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(key, to: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    /// `12`, `12.5`, `-0.25`; `null` for NaN and infinities.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    private static func writeString(_ value: String, to out: inout String) {
        // Most strings need no escape: copied whole.
        var value = value
        let plain = value.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
                index += 1
            }
            return true
        }
        if plain {
            out += "\""
            out += value
            out += "\""
            return
        }
        QuotedText.append(value, to: &out, needsEscape: { $0.value < 0x20 }, unicodeEscape: jsonEscape)
    }

    /// JSON's escape of a control character: `\u001f`.
    private static func jsonEscape(_ code: UInt32) -> String {
        let hex = String(code, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }

    /// A `Codable` value as JSON text with sorted keys (deterministic), or `null` if it does not encode.
    public static func encoded(_ value: some Encodable) -> InspectorJSON {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(value) else { return .null }
        return .raw(String(decoding: data, as: UTF8.self))
    }

    /// An optional string: the string, or `null`.
    static func string(_ value: String?) -> InspectorJSON { value.map(InspectorJSON.string) ?? .null }

    /// `[x, y]`.
    static func point(_ point: CGPoint) -> InspectorJSON {
        .array([.number(Double(point.x)), .number(Double(point.y))])
    }
}

extension InspectorJSON {
    /// Two `InspectorJSON` values are equal when their texts are.
    public static func == (lhs: InspectorJSON, rhs: InspectorJSON) -> Bool { lhs.text == rhs.text }

    /// Hashes the value's text.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
