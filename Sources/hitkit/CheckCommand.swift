import ArgumentParser
import HitKitScenes

/// `hitkit check SCENE`: reads, decodes and builds a scene file and its touch script without
/// running it; exit 0 if it is valid, 2 with the error otherwise.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a scene file: exit 0 if it is valid, 2 with the error on standard error.")

    @Argument(help: "The scene file (.yaml, .yml or .json) or a recursiveDescription dump; '-': standard input.")
    var scene: String

    func run() throws {
        do throws(SceneFileError) {
            let file = try SceneFile.load(contentsOf: scene)
            let checked = MainActor.assumeIsolated { Result { () throws(SceneFileError) in try file.check() } }
            try checked.get()
            print("\(scene): ok")
        } catch {
            throw reportBadInput(error)
        }
    }
}
