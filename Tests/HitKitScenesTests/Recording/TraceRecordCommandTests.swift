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

    @Test(
        "A run with key presses or a VoiceOver activation is refused, not recorded without them, and no file is written",
        .enabled(if: executable != nil))
    func inputsARecordingCannotKeep() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.touches")
        for (script, message) in [
            (
                "tap 160,220; key cmd+s",
                "--touches: error: --record writes fingers' samples and cannot keep key presses"
            ),
            (
                "tap 160,220\nactivate frontButton",
                "--touches:2:10: error: --record writes fingers' samples and cannot keep 'activate'"
            ),
        ] {
            let output = try ProcessOutput.run(
                try #require(Self.executable),
                ["trace", "--example", "001-tap-front-button", "--touches", script, "--record", file.path],
                in: folder)
            #expect(output.status == 2, "\(script)")
            #expect(output.stderr.hasPrefix(message), "\(output.stderr)")
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
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
