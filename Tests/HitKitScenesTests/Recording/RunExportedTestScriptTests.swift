import Foundation
import Testing

/// `Scripts/run-exported-test FILE.swift`: runs an exported test in a scratch package. Building
/// HitKit there the first time takes a minute or more, so the runs that build are opt-in
/// (`HITKIT_EXPORTED_TEST_PACKAGE=1`); the usage check always runs.
@Suite("Scripts/run-exported-test")
struct RunExportedTestScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Scripts/run-exported-test")
    static let builds = ProcessInfo.processInfo.environment["HITKIT_EXPORTED_TEST_PACKAGE"] == "1"

    private func run(_ arguments: [String]) throws -> ProcessOutput {
        try ProcessOutput.run(
            URL(fileURLWithPath: "/bin/bash"), [Self.script.path] + arguments, in: Self.root)
    }

    @Test("Without a .swift file it prints its usage and exits with 64")
    func usage() throws {
        for arguments in [[], ["README.md"], ["Missing.swift"]] {
            let output = try run(arguments)
            #expect(output.status == 64)
            #expect(output.stderr.hasPrefix("usage: Scripts/run-exported-test FILE.swift"))
        }
    }

    @Test("A checked-in exported test passes there, and a changed expectation fails", .enabled(if: builds))
    func runs() throws {
        let exported = RecordedGestureExportTests.folder.appendingPathComponent("TapFrontButtonTests.swift")
        #expect(try run([exported.path]).status == 0)
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent("BrokenTapTests.swift")
        try String(contentsOf: exported, encoding: .utf8)
            .replacingOccurrences(of: "event: \"touchUpInside\"", with: "event: \"touchUpOutside\"")
            .write(to: broken, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: broken) }
        #expect(try run([broken.path]).status == 1)
    }
}
