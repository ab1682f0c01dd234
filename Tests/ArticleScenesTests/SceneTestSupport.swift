import HitKitScenes
import Testing

/// Runs the built-in scene file `id` and returns its log; records an issue and returns no lines if
/// it is missing or does not load.
@MainActor
func runScene(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    do {
        return try BuiltInScenes.scene(id: id).run()
    } catch {
        Issue.record("Built-in scene \(id): \(error)", sourceLocation: sourceLocation)
        return []
    }
}
