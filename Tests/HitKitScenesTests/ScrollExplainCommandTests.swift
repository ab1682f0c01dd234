import Foundation
import Testing

/// `hitkit explain --scroll`: where a wheel tick or a trackpad scroll goes in nested scroll views
/// and why, run as a process and compared with golden files in `Golden/` (re-recorded with
/// `HITKIT_RECORD_GOLDEN=1`, as ``HitKitCommandTests``'s).
@Suite("hitkit command: explaining a scroll")
struct ScrollExplainCommandTests {
    static let example = ["explain", "--example", "scroll-wheel-nested", "--at", "160,160"]

    static let cases: [(name: String, arguments: [String], status: Int32)] = [
        ("explain-scroll-down", example + ["--scroll", "0,-80"], 0),
        ("explain-scroll-sideways", example + ["--scroll=-60,0"], 0),
        ("explain-scroll-up-at-edge", example + ["--scroll", "0,80"], 0),
        ("explain-scroll-right-at-edge", example + ["--scroll=60,0"], 1),
        ("explain-scroll-trackpad", example + ["--scroll", "0,-80", "--trackpad"], 0),
        (
            "explain-scroll-nothing",
            ["explain", "--example", "001-touch-root-view", "--at", "10,10", "--scroll", "0,-8"], 1
        ),
        ("explain-scroll-trackpad-alone", example + ["--trackpad"], 64),
        ("trace-scroll-wheel-nested", ["trace", "--example", "scroll-wheel-nested"], 0),
    ]

    @Test(
        "Each scroll explanation's output and exit status match its golden file",
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
