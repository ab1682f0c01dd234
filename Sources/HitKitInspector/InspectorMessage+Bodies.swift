import Foundation
import HitKit

// The JSON shapes of the client's messages, as `Decodable` bodies; ``InspectorMessage/decode(_:limits:)`` checks
// them and turns them into ``InspectorMessage`` values. Fields a body does not list are ignored.

struct Envelope: Decodable { let type: String }

struct InputBody: Decodable {
    struct Sample: Decodable {
        let id: Int
        let phase: String
        let x: Double
        let y: Double
        let t: Double
        let pointer: String?

        func checked(field: String, limits: InspectorLimits) throws(InspectorError) -> InspectorSample {
            let phase: PointerSample.Phase
            switch self.phase {
            case "down": phase = .down
            case "move": phase = .move
            case "up": phase = .up
            case "cancel": phase = .cancel
            default: throw InspectorError("expected down, move, up or cancel", field: field + ".phase")
            }
            let pointer = self.pointer ?? "mouse"
            guard ["mouse", "touch", "pen"].contains(pointer) else {
                throw InspectorError("expected mouse, touch or pen", field: field + ".pointer")
            }
            let limit = limits.maximumCoordinate
            return InspectorSample(
                id: id, phase: phase,
                location: CGPoint(
                    x: try InspectorMessage.finite(x, field: field + ".x", limit: limit),
                    y: try InspectorMessage.finite(y, field: field + ".y", limit: limit)),
                time: try InspectorMessage.finite(t, field: field + ".t", limit: 1e15), pointer: pointer)
        }
    }
    let samples: [Sample]
}

struct TickBody: Decodable { let t: Double }

struct PointBody: Decodable {
    let x: Double
    let y: Double
}

struct HitMapBody: Decodable { let step: Double? }

struct EditBody: Decodable { let yaml: String }

struct IndexBody: Decodable { let index: Int? }

struct ExampleBody: Decodable { let id: String }

struct ExportBody: Decodable { let name: String? }

struct ToggleBody: Decodable {
    enum Value: Decodable {
        case bool(Bool)
        case number(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
            } else {
                self = .number(try container.decode(Double.self))
            }
        }
    }
    let view: String?
    let recognizer: String?
    let field: String
    let value: Value

    func checked() throws(InspectorError) -> InspectorToggle {
        let target: InspectorToggle.Target
        switch (view, recognizer) {
        case (let view?, nil): target = .view(view)
        case (nil, let recognizer?): target = .recognizer(recognizer)
        default: throw InspectorError("expected exactly one of view and recognizer", field: "view")
        }
        let fields = view != nil ? InspectorToggle.viewFields : ["enabled"]
        guard fields.contains(field) else {
            throw InspectorError("expected one of \(fields.joined(separator: ", "))", field: "field")
        }
        let converted: InspectorToggle.Value
        switch (field, value) {
        case ("alpha", .number(let alpha)):
            guard alpha.isFinite, (0...1).contains(alpha) else {
                throw InspectorError("expected an alpha from 0 to 1", field: "value")
            }
            converted = .number(alpha)
        case ("alpha", .bool(let visible)): converted = .number(visible ? 1 : 0)
        case (_, .bool(let flag)): converted = .bool(flag)
        default: throw InspectorError("expected true or false", field: "value")
        }
        return InspectorToggle(target: target, field: field, value: converted)
    }
}
