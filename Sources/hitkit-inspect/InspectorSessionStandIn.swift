import Foundation
import HitKitScenes

// TEMPORARY stand-in for HitKitInspector's session (branch inspector-core); deleted when it is merged.

struct InspectorScene: Sendable {
    var yaml: String
    var name: String
    init(file: SceneFile) {
        yaml = file.text
        name = file.file
    }
    init(exampleID: String) {
        yaml = (try? BuiltInScenes.scene(id: exampleID).text) ?? ""
        name = exampleID
    }
}

@MainActor final class InspectorSession {
    let scene: InspectorScene
    init(scene: InspectorScene) { self.scene = scene }
    func start() -> [String] { [json(["type": "scene", "name": scene.name, "yaml": scene.yaml, "items": []])] }
    func receive(_ text: String, receivedAt: Double) -> [String] {
        [json(["type": "error", "message": "stand-in session: \(text.prefix(40))"])]
    }
    func receiveOversized(byteCount: Int) -> [String] {
        [json(["type": "error", "message": "message of \(byteCount) bytes is over 1048576"])]
    }
    private func json(_ object: [String: Any]) -> String {
        String(data: try! JSONSerialization.data(withJSONObject: object), encoding: .utf8)!
    }
}
