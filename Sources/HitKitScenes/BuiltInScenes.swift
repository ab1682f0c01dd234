import Foundation

/// The scene files that ship with HitKitScenes: one per scene of the five articles (HitKit's
/// *Sources* article lists them), each printing the article's log line for line (the article tests
/// check every line), whose ids start with the article's number (000–004); and HitKit's own
/// examples (`scroll-button-in-scroll-view`, `gesture-playground`, and the `list-…` scenes of the
/// classic list bugs: the keyboard-dismiss tap that swallows `didSelectRowAt` and its two fixes, a
/// button in a cell, a switch in a cell while the table scrolls; `voiceover-activation-hits-overlay`, VoiceOver's
/// double-tap taken by a clear overlay; `animation-slide-in-blocks-taps` and `animation-slide-in-hit-at-final-frame`,
/// a button sliding in without and with `.allowUserInteraction`, and `animation-animator-hit-where-drawn`, under a
/// property animator).
public enum BuiltInScenes {
    /// The ids of the built-in scenes, in article order.
    public static var ids: [String] {
        guard let folder = Bundle.module.url(forResource: "Examples", withExtension: nil),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The path of the built-in scene file `id`, or `nil` if there is none.
    public static func path(of id: String) -> String? {
        guard ids.contains(id) else { return nil }
        return Bundle.module.url(forResource: id, withExtension: "yaml", subdirectory: "Examples")?.path
    }

    /// The built-in scene `id`, read and checked; named `<id>.yaml` in errors.
    public static func scene(id: String) throws(SceneFileError) -> SceneFile {
        guard let path = path(of: id), let data = FileManager.default.contents(atPath: path) else {
            throw SceneFileError(
                code: .unreadable, file: "\(id).yaml", line: 0, column: 0, path: "",
                message: "no built-in scene '\(id)'; see 'hitkit examples'")
        }
        return try SceneFile.load(String(decoding: data, as: UTF8.self), file: "\(id).yaml")
    }
}

/// The scene file format's JSON Schema (draft 2020-12), shipped as `scene.schema.json`.
public enum SceneSchema {
    /// The schema's text, or `nil` if the resource is missing.
    public static var jsonSchema: String? {
        guard let url = Bundle.module.url(forResource: "scene.schema", withExtension: "json"),
            let data = FileManager.default.contents(atPath: url.path)
        else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
