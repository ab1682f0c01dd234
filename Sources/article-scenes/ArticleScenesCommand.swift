import ArgumentParser
import ArticleScenes

/// `article-scenes`: replays the seed articles' scenes through HitKit and prints their logs.
///
/// ```
/// article-scenes            every scene: a header, then its log
/// article-scenes --list     each scene's id and title
/// article-scenes <id>…      the named scenes
/// ```
@main
struct ArticleScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "article-scenes",
        abstract: "Replay the seed articles' scenes through HitKit and print their logs.",
        discussion: """
            Each scene builds an article's view hierarchy with the article's own code, sends the \
            article's touches and prints what the article's code logs, line for line.
            """)

    @Flag(help: "Print each scene's id and title instead of replaying the scenes.")
    var list = false

    @Argument(help: "The ids of the scenes to replay, in order (default: every scene).")
    var ids: [String] = []

    func validate() throws {
        if list, !ids.isEmpty {
            throw ValidationError("--list takes no scene ids")
        }
        let unknown = MainActor.assumeIsolated { ids.filter { ArticleScenes.scene(id: $0) == nil } }
        if let id = unknown.first {
            throw ValidationError("unknown scene '\(id)'; see 'article-scenes --list'")
        }
    }

    func run() {
        MainActor.assumeIsolated {
            if list {
                for scene in ArticleScenes.all { print("\(scene.id)\t\(scene.title)") }
                return
            }
            let scenes = ids.isEmpty ? ArticleScenes.all : ids.compactMap { ArticleScenes.scene(id: $0) }
            for (index, scene) in scenes.enumerated() {
                if index > 0 { print() }
                print("== \(scene.id): \(scene.title) [seeds/\(scene.article)]")
                for line in scene.run() { print(line) }
            }
        }
    }
}
