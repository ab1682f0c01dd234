import ArticleScenes
import Foundation
import Testing

/// The `article-scenes` executable, run as a process from the build folder.
@Suite("article-scenes command")
struct ArticleScenesCommandTests {
    /// The built executable, next to the test bundle; `nil` if it was not built.
    static let executable: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map {
            $0.appendingPathComponent("article-scenes")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs the executable with `arguments`; returns its standard output, standard error and status.
    static func run(_ arguments: [String]) throws -> (output: String, error: String, status: Int32) {
        let executableURL: URL = try #require(Self.executable)
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self),
            process.terminationStatus
        )
    }

    @Test("--list prints one line per scene: its id, a tab, its title", .enabled(if: executable != nil))
    func listPrintsEveryScene() async throws {
        let result = try Self.run(["--list"])
        let expected = await MainActor.run { ArticleScenes.all.map { "\($0.id)\t\($0.title)" } }
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").map(String.init) == expected)
    }

    @Test("A scene id prints a header, then the scene's log", .enabled(if: executable != nil))
    func sceneIdPrintsHeaderAndLog() throws {
        let result = try Self.run(["001-tap-front-button"])
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(result.status == 0)
        #expect(lines.first?.hasPrefix("== 001-tap-front-button: ") == true)
        #expect(lines.dropFirst().last == "FrontButton touchesBegan(:with:)")
        #expect(lines.count == 8)
    }

    @Test("Without arguments every scene is printed", .enabled(if: executable != nil))
    func noArgumentsPrintsEveryScene() async throws {
        let result = try Self.run([])
        let headers = result.output.split(separator: "\n").filter { $0.hasPrefix("== ") }
        let count = await MainActor.run { ArticleScenes.all.count }
        #expect(result.status == 0)
        #expect(headers.count == count)
    }

    @Test("An unknown id is a usage error on standard error, and nothing is replayed", .enabled(if: executable != nil))
    func unknownIdIsAUsageError() throws {
        let result = try Self.run(["001-tap-front-button", "999-nothing"])
        #expect(result.status == 64)  // EX_USAGE, argument-parser's status for a validation error
        #expect(result.output.isEmpty)
        #expect(result.error.contains("unknown scene '999-nothing'"))
    }

    @Test("--list with scene ids is a usage error", .enabled(if: executable != nil))
    func listWithIdsIsAUsageError() throws {
        let result = try Self.run(["--list", "001-tap-front-button"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("--list takes no scene ids"))
    }

    @Test("--help describes the command, its flag and its arguments", .enabled(if: executable != nil))
    func helpDescribesTheCommand() throws {
        let result = try Self.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: article-scenes [--list] [<ids> ...]"))
        #expect(result.output.contains("Replay the seed articles' scenes"))
    }
}
