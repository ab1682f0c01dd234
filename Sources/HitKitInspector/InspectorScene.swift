import HitKitScenes

/// The scene an ``InspectorSession`` starts with: a scene file's text (YAML, JSON or a `recursiveDescription`
/// dump) with the name it is shown and reported under, or one of HitKitScenes' built-in examples.
///
/// ```swift
/// let scene = InspectorScene(text: try SceneFile.readText(atPath: path), name: path)
/// let example = InspectorScene(exampleID: "001-touch-back-button-behind-black-view")
/// ```
public struct InspectorScene: Sendable, Hashable {
    /// The scene's text.
    public var text: String
    /// The name the page shows and errors give (the file's path, or `<id>.yaml` for an example).
    public var name: String
    /// The built-in example's id, when the scene is one.
    public var exampleID: String?

    /// A scene from the text of a file named `name`.
    public init(text: String, name: String) {
        self.text = text
        self.name = name
        exampleID = nil
    }

    /// The built-in example `exampleID` (see `BuiltInScenes`). When there is no such example its text is empty,
    /// and the session's first message is an `error` naming it (the session still runs, on an empty scene).
    public init(exampleID: String) {
        let path = BuiltInScenes.path(of: exampleID)
        let text = path.flatMap { try? SceneFile.readText(atPath: $0) }
        self.text = text ?? ""
        name = "\(exampleID).yaml"
        self.exampleID = exampleID
    }
}
