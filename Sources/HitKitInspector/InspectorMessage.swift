import Foundation
import HitKit

/// One message from the inspector's page, decoded and checked (see <doc:TheInspectorProtocol>).
///
/// ```swift
/// let message = try InspectorMessage.decode(#"{"type":"hover","x":160,"y":270}"#)
/// // .hover(CGPoint(x: 160, y: 270))
/// ```
public enum InspectorMessage: Sendable, Hashable {
    /// Pointer samples; samples that share a time change together.
    case input([InspectorSample])
    /// An animation frame's time, in the page's milliseconds: the clock runs to it.
    case tick(time: Double)
    /// The real hit test at a point.
    case hover(CGPoint)
    /// A hit map with the given step, in points.
    case hitMap(step: Double)
    /// A new scene text.
    case edit(yaml: String)
    /// A change to one field of a view or a recognizer.
    case toggle(InspectorToggle)
    /// The last hover's offered fix (0) or one of its alternatives (1, 2, …).
    case fix(index: Int)
    /// A built-in example.
    case example(id: String)
    /// Re-runs the last recorded gesture on the current scene.
    case replay
    /// The scene as it was after sample `index` of the last gesture.
    case timeline(index: Int)
    /// The last gesture as a touch script and a Swift Testing test named `name`.
    case export(name: String)

    /// The message types a client may send.
    public static let types = [
        "input", "tick", "hover", "hitmap", "edit", "toggle", "fix", "example", "replay", "timeline", "export",
    ]

    /// The deepest nesting of arrays and objects a message may have.
    static let maximumNesting = 8

    /// Decodes and checks one message's text.
    ///
    /// - Throws: An ``InspectorError`` naming the field at fault: a message over the size limit, text that is
    ///   not a JSON object, an unknown `type`, a missing field or one of the wrong type, a number that is not
    ///   finite or beyond ``InspectorLimits/maximumCoordinate``, too many samples.
    /// - Complexity: O(*n*) in the message's length.
    public static func decode(_ text: String, limits: InspectorLimits = .init()) throws(InspectorError)
        -> InspectorMessage
    {
        let byteCount = text.utf8.count
        guard byteCount <= limits.maximumMessageBytes else {
            throw InspectorError("message of \(byteCount) bytes is over the limit of \(limits.maximumMessageBytes)")
        }
        try checkNesting(text)
        let data = Data(text.utf8)
        let type = try decodeBody(Envelope.self, from: data).type
        switch type {
        case "input":
            let body = try decodeBody(InputBody.self, from: data)
            guard (1...limits.maximumSamplesPerInput).contains(body.samples.count) else {
                throw InspectorError(
                    "expected 1 to \(limits.maximumSamplesPerInput) samples, found \(body.samples.count)",
                    field: "samples")
            }
            var samples: [InspectorSample] = []
            for (index, sample) in body.samples.enumerated() {
                samples.append(try sample.checked(field: "samples[\(index)]", limits: limits))
            }
            return .input(samples)
        case "tick":
            return .tick(time: try finite(decodeBody(TickBody.self, from: data).t, field: "t", limit: 1e15))
        case "hover":
            let body = try decodeBody(PointBody.self, from: data)
            let limit = limits.maximumCoordinate
            return .hover(
                CGPoint(x: try finite(body.x, field: "x", limit: limit), y: try finite(body.y, field: "y", limit: limit)))
        case "hitmap":
            let step = try finite(decodeBody(HitMapBody.self, from: data).step ?? 4, field: "step", limit: 1e6)
            guard step >= 2 else { throw InspectorError("expected a step of at least 2 points", field: "step") }
            return .hitMap(step: step)
        case "edit":
            let yaml = try decodeBody(EditBody.self, from: data).yaml
            guard yaml.utf8.count <= limits.maximumYAMLBytes else {
                throw InspectorError("scene text over the limit of \(limits.maximumYAMLBytes) bytes", field: "yaml")
            }
            return .edit(yaml: yaml)
        case "toggle":
            return .toggle(try decodeBody(ToggleBody.self, from: data).checked())
        case "fix":
            let index = try decodeBody(IndexBody.self, from: data).index ?? 0
            guard index >= 0 else { throw InspectorError("expected an index of 0 or more", field: "index") }
            return .fix(index: index)
        case "example":
            return .example(id: try decodeBody(ExampleBody.self, from: data).id)
        case "replay":
            return .replay
        case "timeline":
            guard let index = try decodeBody(IndexBody.self, from: data).index else {
                throw InspectorError("missing field", field: "index")
            }
            guard index >= 0 else { throw InspectorError("expected an index of 0 or more", field: "index") }
            return .timeline(index: index)
        case "export":
            let name = try decodeBody(ExportBody.self, from: data).name ?? "recordedGesture"
            guard isIdentifier(name) else {
                throw InspectorError(
                    "expected a Swift identifier of at most 64 letters, digits and underscores", field: "name")
            }
            return .export(name: name)
        default:
            throw InspectorError(
                "unknown message type '\(type.prefix(40))'; expected one of \(types.joined(separator: ", "))",
                field: "type")
        }
    }

    /// Refuses text nested deeper than ``maximumNesting`` before a decoder sees it.
    private static func checkNesting(_ text: String) throws(InspectorError) {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in text.utf8 {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                guard depth <= maximumNesting else {
                    throw InspectorError("message nested deeper than \(maximumNesting) levels")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }

    private static func decodeBody<T: Decodable>(_ type: T.Type, from data: Data) throws(InspectorError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw InspectorError(decoding: error)
        } catch {
            throw InspectorError("not a JSON object: \(error)")
        }
    }

    static func finite(_ value: Double, field: String, limit: Double) throws(InspectorError) -> Double {
        guard value.isFinite, abs(value) <= limit else {
            throw InspectorError("expected a finite number within ±\(InspectorJSON.number(limit))", field: field)
        }
        return value
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64,
            first.properties.isAlphabetic && first.isASCII || first == "_"
        else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
    }
}

/// One pointer sample of an `input` message, checked: a finite location and time.
public struct InspectorSample: Sendable, Hashable {
    /// The page's pointer id.
    public var id: Int
    /// What happened to the pointer.
    public var phase: PointerSample.Phase
    /// Where, in screen points.
    public var location: CGPoint
    /// The DOM event's `timeStamp`, in milliseconds.
    public var time: Double
    /// `mouse`, `touch` or `pen`.
    public var pointer: String

    /// Creates a sample.
    public init(id: Int, phase: PointerSample.Phase, location: CGPoint, time: Double, pointer: String = "mouse") {
        self.id = id
        self.phase = phase
        self.location = location
        self.time = time
        self.pointer = pointer
    }
}

/// A change to one field of a view or of a gesture recognizer, asked for by a `toggle` message.
public struct InspectorToggle: Sendable, Hashable {
    /// What is changed.
    public enum Target: Sendable, Hashable {
        /// A view, by scene name.
        case view(String)
        /// A gesture recognizer, by name.
        case recognizer(String)
    }
    /// The new value.
    public enum Value: Sendable, Hashable {
        /// `true` or `false`.
        case bool(Bool)
        /// A number (for `alpha`).
        case number(Double)
    }
    /// The view or recognizer.
    public var target: Target
    /// `hidden`, `alpha`, `userInteractionEnabled`, `enabled` or `passThrough` (a recognizer: `enabled`).
    public var field: String
    /// The new value.
    public var value: Value

    /// Creates a toggle.
    public init(target: Target, field: String, value: Value) {
        self.target = target
        self.field = field
        self.value = value
    }

    /// The fields a view's toggle may change.
    public static let viewFields = ["hidden", "alpha", "userInteractionEnabled", "enabled", "passThrough"]
}

extension InspectorError {
    /// The error for a `DecodingError`, naming the field by its path (`samples[0].x`).
    init(decoding error: DecodingError) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("") { path, key in
                if let index = key.intValue { return path + "[\(index)]" }
                return path.isEmpty ? key.stringValue : path + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init("missing field", field: path(context.codingPath + [key]))
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = type == Double.self || type == Int.self ? "a number" : (type == Bool.self ? "true or false" : (type == String.self ? "a string" : "\(type)"))
            let field = path(context.codingPath)
            self.init("expected \(expected)", field: field.isEmpty ? nil : field)
        case .dataCorrupted(let context):
            let field = path(context.codingPath)
            let message = field.isEmpty ? "not a JSON object" : "value out of range or malformed"
            self.init(message, field: field.isEmpty ? nil : field)
        @unknown default:
            self.init("malformed message")
        }
    }
}
