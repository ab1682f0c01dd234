/// The five articles' scenes (HitKit's *Sources* lists the articles) written with the articles' own
/// code, in article order: the porting evidence checked against the built-in scene files by
/// `PortedArticleCodeTests`.
public enum PortedArticleScenes {
    /// All scenes, sweetfood-dev's (000) first.
    public static let all: [ArticleScene] =
        Seed000HitTestOrder.scenes + Seed001BackButton.scenes
        + Seed002HitTestMaster.scenes + Seed003ViewLayering.scenes + Seed004PointInside.scenes

    /// The scene with identifier `id`, or `nil`.
    public static func scene(id: String) -> ArticleScene? {
        all.first { $0.id == id }
    }
}
