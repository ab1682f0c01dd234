import ArgumentParser
import HitKitScenes

/// `hitkit examples`: one line per built-in scene, its id, a tab and its title.
struct ExamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "examples",
        abstract: "List the built-in scenes (the seed articles' and HitKit's own): id, a tab, title.")

    func run() throws {
        for id in BuiltInScenes.ids {
            let title = (try? BuiltInScenes.scene(id: id))?.document.title ?? ""
            print("\(id)\t\(title)")
        }
    }
}
