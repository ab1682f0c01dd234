import ArticleScenes
import Foundation

// article-scenes            prints every scene: a header, then its log
// article-scenes --list     prints each scene's id and title
// article-scenes <id>…      prints the named scenes

let arguments = Array(CommandLine.arguments.dropFirst())

func printScene(_ scene: ArticleScene) {
    print("== \(scene.id): \(scene.title) [seeds/\(scene.article)]")
    for line in MainActor.assumeIsolated({ scene.run() }) { print(line) }
}

if arguments == ["--list"] {
    for scene in ArticleScenes.all { print("\(scene.id)\t\(scene.title)") }
} else if arguments.isEmpty {
    for (index, scene) in ArticleScenes.all.enumerated() {
        if index > 0 { print() }
        printScene(scene)
    }
} else {
    var scenes: [ArticleScene] = []
    for id in arguments {
        guard let scene = ArticleScenes.scene(id: id) else {
            FileHandle.standardError.write(
                Data("article-scenes: unknown scene '\(id)'; see 'article-scenes --list'\n".utf8))
            exit(2)
        }
        scenes.append(scene)
    }
    for (index, scene) in scenes.enumerated() {
        if index > 0 { print() }
        printScene(scene)
    }
}
