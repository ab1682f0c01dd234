import Foundation
import Testing

/// `hitkit explain --pinch` and `--rotate`: which pinch and rotation recognizers a trackpad gesture
/// drives, why those under the pointer it passes over do not take it, and the checked fix for an
/// expected view's, run as a process and compared with golden files in `Golden/` (re-recorded with
/// `HITKIT_RECORD_GOLDEN=1`, as ``HitKitCommandTests``'s).
@Suite("hitkit command: explaining a trackpad pinch or rotation")
struct TransformExplainCommandTests {
    static let example = ["explain", "--example", "pinch-photo-without-user-interaction", "--at", "160,200"]
    static let fixed = ["explain", "pinch-photo-fixed.yaml", "--at", "160,200"]

    static let cases: [(name: String, arguments: [String], status: Int32)] = [
        // Not hit-tested to the photo: the touch's fix, re-run as the pinch.
        ("explain-pinch", example + ["--pinch", "2", "--expect", "photo"], 1),
        ("explain-pinch-fixed", fixed + ["--pinch", "2", "--expect", "photo"], 0),
        // Passed over for the delegate's shouldBegin, the disabled card tilt passed over as the gesture begins.
        ("explain-rotate-should-begin", fixed + ["--rotate", "0.5", "--expect", "photo"], 1),
        // Prevented by the photo's pinch, which began first.
        ("explain-pinch-prevented", fixed + ["--pinch", "2", "--expect", "card"], 1),
        // Disabled, then — re-run with it enabled — its delegate says no: a fix of two changes.
        ("explain-rotate-two-fixes", fixed + ["--rotate=-0.5", "--expect", "card"], 1),
        ("explain-rotate-nothing", example + ["--rotate", "0.5"], 1),
        (
            "explain-pinch-without-at",
            ["explain", "--example", "pinch-photo-without-user-interaction", "--pinch", "2"], 64
        ),
        ("explain-pinch-zero", example + ["--pinch", "0"], 64),
        ("explain-pinch-and-rotate", example + ["--pinch", "2", "--rotate", "1"], 64),
    ]

    @Test(
        "Each trackpad pinch or rotation explanation's output and exit status match its golden file",
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
