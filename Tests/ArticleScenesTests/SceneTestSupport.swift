import ArticleScenes
import Testing

/// Runs the scene with identifier `id`; records an issue and returns no lines if it is missing.
@MainActor
func runScene(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    guard let scene = ArticleScenes.scene(id: id) else {
        Issue.record("No scene with id \(id)", sourceLocation: sourceLocation)
        return []
    }
    return scene.run()
}
