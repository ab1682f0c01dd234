import Foundation
import Testing

@testable import HitKitScenes

/// The JSON Schema's `gesture` definition against what the scene parser (``SceneGesture``) reads.
@Suite("Scene files: the JSON Schema's gesture recognizers match the parser's")
struct SceneGestureSchemaTests {
    /// The schema's `$defs.gesture.properties`.
    private func gestureProperties() throws -> [String: [String: Any]] {
        let text = try #require(SceneSchema.jsonSchema)
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: [String: Any]])
        return try #require(definitions["gesture"]?["properties"] as? [String: [String: Any]])
    }

    @Test("The schema lists exactly the gesture kinds the parser accepts, hover among them")
    func kinds() throws {
        let kinds = try #require(try gestureProperties()["kind"]?["enum"] as? [String])
        #expect(kinds.sorted() == SceneGesture.Kind.allCases.map(\.rawValue).sorted())
        #expect(kinds.contains("hover"))
    }

    @Test("The schema lists exactly the gesture fields the parser reads")
    func fields() throws {
        let fields = try gestureProperties().keys.sorted()
        #expect(fields == SceneGesture.CodingKeys.allCases.map(\.rawValue).sorted())
    }

    @Test("The schema's mouse buttons, actions and per-state log lines are the parser's")
    func fieldValues() throws {
        let properties = try gestureProperties()
        let buttons = try #require(properties["buttonMaskRequired"]?["items"] as? [String: Any])
        #expect((buttons["enum"] as? [String])?.sorted() == SceneGesture.MouseButton.allCases.map(\.rawValue).sorted())
        let actions = try #require(properties["action"]?["enum"] as? [String])
        #expect(actions.sorted() == SceneGesture.Action.allCases.map(\.rawValue).sorted())
        let logForms = try #require(properties["log"]?["oneOf"] as? [[String: Any]])
        let perState = try #require(logForms.compactMap { $0["properties"] as? [String: Any] }.first)
        #expect(perState.keys.sorted() == ["began", "cancelled", "changed", "ended", "failed"])
    }

    @Test("A scene whose gestures are of every kind the schema lists loads")
    func everyListedKindLoads() throws {
        let kinds = try #require(try gestureProperties()["kind"]?["enum"] as? [String])
        let gestures = kinds.map { "      - {kind: \($0), name: \($0) recognizer}" }.joined(separator: "\n")
        let yaml = """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures:
            \(gestures)
            """
        let document = try SceneFile.load(yaml, file: "kinds.yaml").document
        let loaded = (document.views ?? []).flatMap { $0.gestures ?? [] }.map(\.kind.rawValue)
        #expect(loaded == kinds)
    }
}
