import HitKit

/// One scene from the five articles HitKit is built from (listed in HitKit's *Sources* article): a
/// view hierarchy built with the article's names and code, a few touches, and the log the article's
/// `print` calls produce.
///
/// ```swift
/// let scene = PortedArticleScenes.scene(id: "001-tap-front-button")!
/// scene.run()  // ["RootView hitTest(:with:)", "RootView point(inside:with:): true", …]
/// ```
public struct ArticleScene: Sendable, Identifiable {
    /// A stable identifier: the article's number (000–004), then what the scene shows
    /// (`000-hit-test-order`).
    public let id: String
    /// One sentence saying what the scene shows.
    public let title: String
    /// The article the scene comes from, by its key (`001_0f255b6dad82c9e8.txt`); HitKit's
    /// *Sources* article gives each key's author, title and address.
    public let article: String
    private let body: @MainActor @Sendable (SceneStage) -> Void

    /// Creates a scene whose `body` builds its views on the stage and touches them.
    init(id: String, title: String, article: String, body: @escaping @MainActor @Sendable (SceneStage) -> Void) {
        self.id = id
        self.title = title
        self.article = article
        self.body = body
    }

    /// Runs the scene in a fresh application and returns the lines it logged, in order: the
    /// article's `print` output, plus a `diagnostic: …` line for any problem HitKit reported and a
    /// `leftover: …` line for any touch still down or gesture recognizer still undecided at the end.
    ///
    /// - Complexity: A handful of touches on a handful of views.
    @MainActor
    public func run() -> [String] {
        let log = SceneLog()
        let collectDiagnostic: @Sendable (HitKitDiagnostic) -> Void = { log.append("diagnostic: \($0)") }
        SceneLog.$current.withValue(log) {
            HitKitDiagnostics.$handler.withValue(collectDiagnostic) {
                let stage = SceneStage()
                body(stage)
                stage.finish()
            }
        }
        return log.lines
    }
}
