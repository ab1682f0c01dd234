/// Every scene of the five seed articles, in article order.
public enum ArticleScenes {
    /// All scenes, seed 000 first.
    public static let all: [ArticleScene] =
        Seed000HitTestOrder.scenes + Seed001BackButton.scenes
        + Seed002HitTestMaster.scenes + Seed003ViewLayering.scenes + Seed004PointInside.scenes

    /// The scene with identifier `id`, or `nil`.
    public static func scene(id: String) -> ArticleScene? {
        all.first { $0.id == id }
    }
}
