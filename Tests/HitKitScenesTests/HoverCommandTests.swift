import Foundation
import Testing

/// `hitkit` telling the story "my button's hover highlight never shows": the touch script's `hover`
/// and `explain --hover`, run as a process and compared with golden files in `Golden/`
/// (re-recorded with `HITKIT_RECORD_GOLDEN=1`, as ``HitKitCommandTests``'s).
@Suite("hitkit command: hover")
struct HoverCommandTests {
    static let example = ["--example", "hover-highlight-under-overlay"]

    static let cases: [(name: String, arguments: [String], status: Int32)] = [
        ("trace-hover", ["trace"] + example, 0),
        ("explain-hover", ["explain"] + example + ["--hover", "80,122", "--expect", "saveButton"], 1),
        (
            "explain-hover-json",
            ["explain"] + example + ["--hover", "80,122", "--expect", "saveButton", "--format", "json"], 1
        ),
        (
            "explain-hover-fixed",
            ["explain", "hover-overlay-fixed.yaml", "--hover", "80,122", "--expect", "saveButton"], 0
        ),
        ("trace-hover-fixed", ["trace", "hover-overlay-fixed.yaml"], 0),
        ("explain-hover-with-at", ["explain"] + example + ["--hover", "80,122", "--at", "1,1"], 64),
    ]

    @Test(
        "Each hover command's output and exit status match its golden file",
        .enabled(if: HitKitCommandTests.executable != nil), arguments: cases.map(\.name))
    func golden(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        let result = try HitKitCommandTests.run(entry.arguments)
        #expect(result.status == entry.status)
        let file = HitKitCommandTests.golden.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["HITKIT_RECORD_GOLDEN"] == "1" {
            try result.transcript.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(result.transcript == expected)
    }
}
