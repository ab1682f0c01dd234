import HitKitInspector
import HitKitScenes

/// The scene the server inspects: the one file (or dump, or standard input) named on the command line, or a
/// built-in example; with neither, the gesture playground. Nothing else is ever read from disk.
enum InspectedScene {
    /// The scene, checked: a file that cannot be read or is not a valid scene is an error (exit status 2).
    static func load(path: String?, example: String?) throws(SceneFileError) -> InspectorScene {
        if let path {
            let name = SceneFile.inputName(path)
            let text = try SceneFile.readText(atPath: path)
            _ = try SceneFile.load(text, file: name)
            return InspectorScene(text: text, name: name)
        }
        return InspectorScene(exampleID: example ?? defaultExample)
    }

    /// The scene shown when none is named: the gesture playground when there is one, else
    /// takehilo's BackButton scene.
    static var defaultExample: String {
        BuiltInScenes.ids.contains("gesture-playground")
            ? "gesture-playground"
            : "001-touch-back-button-behind-black-view"
    }
}
