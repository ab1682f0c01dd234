import HitKit
import HitKitScenes
import Testing

/// Loads `yaml` (named `file` in errors) and runs it with its own touches; records the error and
/// returns no lines if it does not load.
@MainActor
func runScene(_ yaml: String, file: String = "scene.yaml", sourceLocation: SourceLocation = #_sourceLocation)
    -> [String]
{
    do {
        return try SceneFile.load(yaml, file: file).run()
    } catch {
        Issue.record("\(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The error loading and checking `text` gives, or `nil` if it is valid.
@MainActor
func sceneError(_ text: String, file: String = "scene.yaml") -> SceneFileError? {
    do {
        try SceneFile.load(text, file: file).check()
        return nil
    } catch {
        return error
    }
}
