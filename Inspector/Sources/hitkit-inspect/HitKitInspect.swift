import ArgumentParser
import Foundation
import HitKitInspector
import HitKitScenes

/// `hitkit-inspect` (run by `hitkit inspect`): serves the inspector page for one scene on a local port.
@main
struct HitKitInspect: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitkit inspect",
        abstract: "Touch a scene live in the browser and see why every view was or was not hit.",
        discussion: """
            Serves a page on http://127.0.0.1:PORT/ (the URL is the first line printed) that draws the \
            scene, hit-tests under the pointer, sends the browser's pointer events through the scene, and \
            records, replays and exports gestures. It reads nothing but the one scene file or dump named \
            (or standard input for '-'); each browser tab gets its own application. Ctrl-C stops it.
            """)

    @Argument(help: "The scene file or recursiveDescription dump to inspect; '-': standard input.")
    var scene: String?

    @Option(help: "A built-in scene to start with instead of a file (see 'hitkit examples').")
    var example: String?

    @Option(help: "The port to listen on (default: a free one, printed with the URL).")
    var port: Int = 0

    @Option(help: "The address to listen on. Only 127.0.0.1 unless you give another address here.")
    var host: String = "127.0.0.1"

    func validate() throws {
        if scene != nil, example != nil { throw ValidationError("give a scene file or --example ID, not both") }
        if let example, !BuiltInScenes.ids.contains(example) {
            throw ValidationError("unknown example '\(example)'; see 'hitkit examples'")
        }
        if !(0...65535).contains(port) { throw ValidationError("--port takes 0…65535, not \(port)") }
    }

    func run() async throws {
        let inspected: InspectorScene
        do throws(SceneFileError) {
            inspected = try InspectedScene.load(path: scene, example: example)
        } catch {
            FileHandle.standardError.write(Data((error.description + "\n").utf8))
            throw ExitCode(2)
        }
        let server = InspectorServer(scene: inspected, host: host, port: port)
        let shownHost = host.contains(":") ? "[\(host)]" : host
        do {
            try await server.run { port in
                // Straight to the file descriptor, unbuffered: the first line a caller reads.
                FileHandle.standardOutput.write(Data("HitKit inspector: http://\(shownHost):\(port)/\n".utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("hitkit inspect: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
