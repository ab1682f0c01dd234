import Foundation
import Testing

/// The built `hitkit-inspect` server (and `hitkit inspect`, which runs it) as processes: the first line is the URL
/// of a port it bound on 127.0.0.1, Ctrl-C or SIGTERM stops it with status 0, and bad input is status 2 or 64.
/// The browser tests (Tests/Browser) drive the page itself.
///
/// The server is built by its own package, `Inspector/` (`Scripts/test` builds it before `swift test`); without
/// it these tests are skipped, which fails under `CI=true`.
@Suite("hitkit-inspect server process")
struct InspectServerTests {
    /// The server the checkout's `Inspector` package built (debug); `nil` when it was not built.
    static let server: URL? = {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let server = checkout.appendingPathComponent("Inspector/.build/debug/hitkit-inspect")
        return FileManager.default.isExecutableFile(atPath: server.path) ? server : nil
    }()

    @Test(
        "The server is built when the tests run on CI",
        .enabled(if: ProcessInfo.processInfo.environment["CI"] == "true"))
    func serverIsBuiltOnCI() {
        #expect(Self.server != nil, "build it first: swift build --package-path Inspector --product hitkit-inspect")
    }

    /// Starts `executable` with `arguments`; returns the process and its first line of standard output.
    static func start(_ executable: URL, _ arguments: [String]) throws -> (Process, String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        return (process, String(decoding: line, as: UTF8.self))
    }

    @Test(
        "hitkit-inspect prints the URL of a free port on 127.0.0.1 first and SIGTERM stops it with status 0",
        .enabled(if: server != nil))
    func printsURLAndStopsOnSIGTERM() throws {
        let (process, line) = try Self.start(try #require(Self.server), ["--example", "004-tap-red"])
        #expect(line.hasPrefix("HitKit inspector: http://127.0.0.1:"))
        let port = Int(line.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
        #expect(port > 0)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test("hitkit inspect runs the built server, and Ctrl-C stops it with status 0", .enabled(if: server != nil))
    func hitkitInspectRunsTheServer() throws {
        let hitkit = try #require(HitKitCommandTests.executable)
        let (process, line) = try Self.start(hitkit, ["inspect", "--example", "004-tap-red", "--port", "0"])
        #expect(line.hasPrefix("HitKit inspector: http://127.0.0.1:"))
        process.interrupt()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("hitkit-inspect exits 2 on a scene it cannot read and 64 on an unknown example", .enabled(if: server != nil))
    func badInput() throws {
        let server = try #require(Self.server)
        let folder = FileManager.default.temporaryDirectory
        let missing = try ProcessOutput.run(server, ["no-such-scene.yaml"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-scene.yaml"))
        #expect(missing.stdout.isEmpty)
        let unknown = try ProcessOutput.run(server, ["--example", "999-nothing"], in: folder)
        #expect(unknown.status == 64)
    }
}
