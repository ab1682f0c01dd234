import Foundation
import HitKit
import HitKitScenes
import Testing

/// `hitkit trace --record FILE`, run as the built binary.
@Suite("hitkit trace --record")
struct TraceRecordCommandTests {
    static let executable = HitKitCommandTests.executable

    private static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitkit-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "--record FILE.swift writes the run as the exported test, the one checked in for takehilo's scene",
        .enabled(if: executable != nil))
    func swiftTest() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("TapFrontButtonTests.swift")
        let output = try ProcessOutput.run(
            try #require(Self.executable), ["trace", "--example", "001-tap-front-button", "--record", file.path],
            in: folder)
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("== log\n"))
        let checkedIn = RecordedGestureExportTests.folder.appendingPathComponent("TapFrontButtonTests.swift")
        #expect(try String(contentsOf: file, encoding: .utf8) == String(contentsOf: checkedIn, encoding: .utf8))
    }

    @Test(
        "--record FILE.touches writes the run as a touch script that reads back exactly",
        .enabled(if: executable != nil))
    func touchScript() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.touches")
        let script = "pinch 160,240 100 -> 180; tap 160,220"
        let output = try ProcessOutput.run(
            try #require(Self.executable),
            ["trace", "--example", "001-tap-front-button", "--touches", script, "--record", file.path], in: folder)
        #expect(output.status == 0)
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(try TouchScript.parse(written).samples == TouchScript.parse(script).samples)
    }

    /// A run of each input kind: its name (the golden `record-NAME.touches`), the scene and the script.
    static let kinds: [(name: String, example: String, script: String)] = [
        ("clicks", "001-tap-front-button", "click 160,220; click 160,220 secondary cmd+shift; tap 160,220"),
        (
            "keys", "list-keyboard-dismiss-swallows-selection",
            "tap 160,77; key h; key shift+i; keydown cmd+leftcmd; keyup leftcmd"
        ),
        ("scrolls", "scroll-wheel-nested", "scroll -60,0 at 160,160; scroll 0,-80 at 160,160 trackpad"),
        ("transforms", "gesture-playground", "pinch 2 at 160,375 trackpad; rotate 45 at 160,375 0.1s trackpad"),
    ]

    @Test(
        "--record FILE.touches keeps every input kind, and tracing the recording gives the run's trace",
        .enabled(if: executable != nil), arguments: kinds.map(\.name))
    func everyInputKind(name: String) throws {
        let kind = try #require(Self.kinds.first { $0.name == name })
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.touches")
        let executable = try #require(Self.executable)
        let original = try ProcessOutput.run(
            executable, ["trace", "--example", kind.example, "--touches", kind.script, "--record", file.path],
            in: folder)
        #expect(original.status == 0, "\(original.stderr)")
        let written = try String(contentsOf: file, encoding: .utf8)
        let golden = HitKitCommandTests.testsFolder.appendingPathComponent("Golden/record-\(name).touches")
        if ProcessInfo.processInfo.environment["HITKIT_RECORD_GOLDEN"] == "1" {
            try written.write(to: golden, atomically: true, encoding: .utf8)
        } else {
            #expect(written == (try String(contentsOf: golden, encoding: .utf8)))
        }
        let replayed = try ProcessOutput.run(
            executable, ["trace", "--example", kind.example, "--script", file.path], in: folder)
        #expect(replayed.status == 0, "\(replayed.stderr)")
        #expect(replayed.stdout == original.stdout)
        #expect(original.stdout.contains(name == "keys" ? "key " : name == "clicks" ? "mouse" : name.dropLast()))
    }

    @Test(
        "A run with a VoiceOver activation is refused, not recorded without it, and no file is written",
        .enabled(if: executable != nil))
    func activationIsRefused() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.touches")
        let output = try ProcessOutput.run(
            try #require(Self.executable),
            [
                "trace", "--example", "001-tap-front-button", "--touches", "tap 160,220\nactivate frontButton",
                "--record",
                file.path,
            ],
            in: folder)
        #expect(output.status == 2)
        #expect(
            output.stderr.hasPrefix(
                "--touches:2:10: error: --record writes input samples and cannot keep 'activate' (VoiceOver calls"),
            "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }

    @Test("A file that cannot be written is an error with exit status 2", .enabled(if: executable != nil))
    func unwritable() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing/Test.swift").path
        let output = try ProcessOutput.run(
            try #require(Self.executable), ["trace", "--example", "001-tap-front-button", "--record", path], in: folder)
        #expect(output.status == 2)
        #expect(output.stderr == "\(path): error: cannot write the file\n")
    }
}
