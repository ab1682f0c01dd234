import Foundation
import HitKitScenes

/// The built-in examples the page's menu lists: each id with its scene's `title`.
enum InspectorExamples {
    /// `[{"id": …, "title": …}]`, in `BuiltInScenes.ids` order; read once.
    static let json: InspectorJSON = .array(
        BuiltInScenes.ids.map { id in
            .object([("id", .string(id)), ("title", .string(title(of: id) ?? id))])
        })

    /// The example's `title:` line, unquoted, without reading the whole scene.
    private static func title(of id: String) -> String? {
        guard let path = BuiltInScenes.path(of: id), let text = try? SceneFile.readText(atPath: path) else {
            return nil
        }
        for line in text.split(separator: "\n") where line.hasPrefix("title:") {
            var title = line.dropFirst("title:".count).trimmingCharacters(in: .whitespaces)
            if title.hasPrefix("\""), title.hasSuffix("\""), title.count >= 2 {
                title = String(title.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
            }
            return title
        }
        return nil
    }
}
