import Foundation
import Testing

/// `hitkit` telling the story "VoiceOver's double-tap hits the overlay, not my button": the touch
/// script's `activate` and `explain --activate`, run as a process and compared with golden files in
/// `Golden/` (re-recorded with `HITKIT_RECORD_GOLDEN=1`, as ``HitKitCommandTests``'s).
@Suite("hitkit command: VoiceOver's activation")
struct VoiceOverActivationCommandTests {
    static let example = ["--example", "voiceover-activation-hits-overlay"]

    static let cases: [(name: String, arguments: [String], status: Int32)] = [
        ("trace-activate", ["trace"] + example, 0),
        ("explain-activate", ["explain"] + example + ["--activate", "favoriteButton"], 1),
        ("explain-activate-json", ["explain"] + example + ["--activate", "favoriteButton", "--format", "json"], 1),
        ("explain-activate-fixed", ["explain", "voiceover-overlay-fixed.yaml", "--activate", "favoriteButton"], 0),
        ("trace-activate-fixed", ["trace", "voiceover-overlay-fixed.yaml"], 0),
        ("trace-activate-unknown", ["trace"] + example + ["--touches", "tap 5,5; activate nobody"], 2),
        ("explain-activate-unknown", ["explain"] + example + ["--activate", "nobody"], 2),
        ("explain-activate-with-at", ["explain"] + example + ["--activate", "favoriteButton", "--at", "1,1"], 64),
    ]

    @Test(
        "Each activation command's output and exit status match its golden file",
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
