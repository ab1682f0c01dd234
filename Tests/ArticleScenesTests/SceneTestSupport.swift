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

/// The built-in scenes of the five articles (HitKit's *Sources*): those whose id starts with the
/// article's number (the others, such as `scroll-button-in-scroll-view`, show HitKit features the
/// articles do not have).
let articleSceneIDs = BuiltInScenes.ids.filter { $0.first?.isNumber == true }
