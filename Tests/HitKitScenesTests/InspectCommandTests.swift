import Foundation
import Testing

/// `hitkit inspect` runs the `hitkit-inspect` server beside the `hitkit` executable: the built `hitkit` is copied
/// into a temporary folder (outside any SwiftPM checkout) with or without a stand-in server script.
@Suite("hitkit inspect")
struct InspectCommandTests {
    /// A temporary folder with a copy of the built `hitkit` and, when `server` is given, an executable
    /// `hitkit-inspect` shell script with that body.
    static func folder(server: String?) throws -> URL {
        let built = try #require(HitKitCommandTests.executable)
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hitkit-inspect-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built, to: folder.appendingPathComponent("hitkit"))
        if let server {
            let script = folder.appendingPathComponent("hitkit-inspect")
            try Data("#!/bin/sh\n\(server)\n".utf8).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        return folder
    }

    @Test("hitkit inspect runs the hitkit-inspect beside it with the same arguments and exits with its status")
    func forwardsArgumentsAndStatus() throws {
        let folder = try Self.folder(server: #"echo "server: $*"; exit 3"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try ProcessOutput.run(
            folder.appendingPathComponent("hitkit"), ["inspect", "--example", "004-tap-red", "--port", "0"],
            in: folder)
        #expect(output.stdout == "server: --example 004-tap-red --port 0\n")
        #expect(output.status == 3)
    }

    @Test("hitkit inspect --help is the server's own help, passed through")
    func passesHelpThrough() throws {
        let folder = try Self.folder(server: #"echo "server: $*""#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try ProcessOutput.run(folder.appendingPathComponent("hitkit"), ["inspect", "--help"], in: folder)
        #expect(output.stdout == "server: --help\n")
        #expect(output.status == 0)
    }

    @Test("Without hitkit-inspect beside it, outside a checkout, hitkit inspect says how to build it and exits 1")
    func missingServerOutsideACheckout() throws {
        let folder = try Self.folder(server: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try ProcessOutput.run(folder.appendingPathComponent("hitkit"), ["inspect"], in: folder)
        #expect(output.status == 1)
        #expect(output.stderr.contains("swift build --package-path Inspector --product hitkit-inspect"))
        #expect(output.stdout.isEmpty)
    }
}
