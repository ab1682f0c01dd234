import HitKitScenes

/// The scene the server inspects: the one file (or dump, or standard input) named on the command line, or a
/// built-in example; with neither, the first built-in example. Nothing else is ever read from disk.
enum InspectedScene {
    static func load(path: String?, example: String?) throws(SceneFileError) -> InspectorScene {
        if let path {
            let file = try SceneFile.load(contentsOf: path)
            return InspectorScene(file: file)
        }
        return InspectorScene(exampleID: example ?? defaultExample)
    }

    /// The scene shown when none is named: the gesture playground when there is one, else seed 001.
    static var defaultExample: String {
        BuiltInScenes.ids.contains("gesture-playground") ? "gesture-playground"
            : "001-touch-back-button-behind-black-view"
    }
}
