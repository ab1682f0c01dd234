import Foundation
import Testing

/// The `hitkit` executable, run as a process from the build folder; its standard output, standard
/// error and exit status are compared with golden files in `Golden/`. Set `HITKIT_RECORD_GOLDEN=1`
/// to re-record them.
@Suite("hitkit command")
struct HitKitCommandTests {
    /// The built executable, next to the test bundle; `nil` if it was not built.
    static let executable: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("hitkit") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let golden = testsFolder.appendingPathComponent("Golden")

    /// Runs `hitkit` with `arguments` in the fixtures folder; returns the transcript
    /// `exit: N`, `--- stdout`, …, `--- stderr`, ….
    static func run(_ arguments: [String]) throws -> (transcript: String, status: Int32) {
        let executableURL: URL = try #require(Self.executable)
        let output = try ProcessOutput.run(executableURL, arguments, in: fixtures)
        let transcript = """
            $ hitkit \(arguments.joined(separator: " "))
            exit: \(output.status)
            --- stdout
            \(output.stdout)--- stderr
            \(output.stderr)
            """
        return (transcript, output.status)
    }

    /// The README's command: why BackButton in takehilo's scene does not get a touch under
    /// BlackView.
    static let explainExample = [
        "explain", "--example", "001-touch-back-button-behind-black-view", "--at", "160,270", "--expect", "BackButton",
    ]

    /// The badge drawn in front by zPosition that loses the tap to the button drawn behind it.
    static let explainLayerBadge = [
        "explain", "--example", "layer-badge-drawn-in-front", "--at", "210,220", "--expect", "badge",
    ]

    /// A tap at the final frame of a button sliding in without .allowUserInteraction.
    static let explainAnimationBlocked = [
        "explain", "--example", "animation-slide-in-blocks-taps", "--at", "200,320", "--expect", "buy",
    ]

    /// A tap where a button sliding in with .allowUserInteraction is drawn, away from its final frame.
    static let explainAnimationFinalFrame = [
        "explain", "--example", "animation-slide-in-hit-at-final-frame", "--at", "20,320", "--expect", "buy",
    ]

    static let cases: [(name: String, arguments: [String], status: Int32)] = [
        ("help", ["--help"], 0),
        ("trace-help", ["trace", "--help"], 0),
        ("examples", ["examples"], 0),
        ("trace-example", ["trace", "--example", "001-back-button-fix"], 0),
        ("trace-example-json", ["trace", "--example", "004-tap-yellow", "--format", "json"], 0),
        ("trace-file-tap", ["trace", "card.yaml", "--tap", "60,120"], 0),
        ("trace-interleave", ["trace", "--example", "002-method-1-hit-test-returns-nil-for-self", "--interleave"], 0),
        ("trace-file-touches", ["trace", "card.yaml", "--touches", "drag 160,260 -> 160,200; tap 130,260"], 0),
        ("trace-json-file", ["trace", "card.json"], 0),
        ("check-ok", ["check", "card.yaml"], 0),
        ("check-bad-frame", ["check", "bad-frame.yaml"], 2),
        ("check-bad-syntax", ["check", "bad-syntax.json"], 2),
        ("trace-bad-script", ["trace", "card.yaml", "--touches", "tap 1,1; drag 1,1 -> 2"], 2),
        ("check-bad-file-script", ["check", "bad-script.yaml"], 2),
        ("check-missing-file", ["check", "missing.yaml"], 2),
        ("trace-no-scene", ["trace"], 64),
        ("trace-unknown-example", ["trace", "--example", "999-nothing"], 64),
        ("import-modern", ["import", "dumps/card-modern.txt"], 0),
        ("import-modern-json", ["import", "dumps/card-modern.txt", "--format", "json"], 0),
        ("import-2012", ["import", "dumps/card-2012.txt"], 0),
        ("import-bad-frame", ["import", "dumps/bad-frame.txt"], 2),
        ("import-bad-nesting", ["import", "dumps/bad-nesting.txt"], 2),
        ("import-missing", ["import", "dumps/missing.txt"], 2),
        ("import-no-dump", ["import"], 64),
        ("trace-dump", ["trace", "dumps/card-modern.txt", "--tap", "195,312"], 0),
        ("check-dump", ["check", "dumps/card-po.txt"], 0),
        ("render-bad-output", ["render", "card.yaml", "-o", "card.pdf"], 64),
        ("render-bad-point", ["render", "card.yaml", "--at", "1", "-o", "card.svg"], 64),
        ("explain-help", ["explain", "--help"], 0),
        ("explain-example", explainExample, 1),
        ("explain-example-json", explainExample + ["--format", "json"], 1),
        ("explain-layer-badge", explainLayerBadge, 1),
        ("explain-layer-badge-json", explainLayerBadge + ["--format", "json"], 1),
        ("explain-animation-blocked", explainAnimationBlocked, 1),
        ("explain-animation-blocked-json", explainAnimationBlocked + ["--format", "json"], 1),
        ("explain-animation-final-frame", explainAnimationFinalFrame, 1),
        ("explain-animation-final-frame-json", explainAnimationFinalFrame + ["--format", "json"], 1),
        ("trace-animation-final-frame", ["trace", "--example", "animation-slide-in-hit-at-final-frame"], 0),
        ("trace-animation-animator", ["trace", "--example", "animation-animator-hit-where-drawn"], 0),
        (
            "explain-animation-animator",
            ["explain", "--example", "animation-animator-hit-where-drawn", "--at", "200,320", "--expect", "buy"], 1
        ),
        ("explain-under-point", ["explain", "explain-eligibility.yaml", "--at", "70,300"], 0),
        ("explain-clipped", ["explain", "explain-clipped.yaml", "--at", "150,80", "--expect", "wideButton"], 1),
        ("explain-touches", ["explain", "explain-gestures.yaml", "--touches", "tap 220,280", "--expect", "send"], 0),
        (
            "explain-touches-json",
            ["explain", "explain-gestures.yaml", "--touches", "tap 60,50", "--format", "json"], 0
        ),
        ("explain-unknown-expect", ["explain", "explain-windows.yaml", "--at", "60,60", "--expect", "0xdeadbeef"], 2),
        ("explain-no-point", ["explain", "explain-windows.yaml"], 64),
        ("explain-bad-file", ["explain", "bad-frame.yaml", "--at", "1,1"], 2),
        ("trace-scroll-example", ["trace", "--example", "scroll-button-in-scroll-view"], 0),
        ("trace-scroll-example-json", ["trace", "--example", "scroll-button-in-scroll-view", "--format", "json"], 0),
        ("explain-scroll-touches", ["explain", "--example", "scroll-button-in-scroll-view"] + scrollTouches, 0),
        ("import-scroll-table", ["import", "dumps/scroll-table.txt"], 0),
        ("check-table", ["check", "table-settings.yaml"], 0),
        ("import-settings-table", ["import", "dumps/settings-table.txt"], 0),
        ("trace-dump-table-cell", ["trace", "dumps/settings-table.txt", "--tap", "200,210"], 0),
        ("trace-table-stepper", ["trace", "table-settings.yaml", "--tap", "90,36"], 0),
        ("trace-table-row-button", ["trace", "table-settings.yaml", "--tap", "180,114"], 0),
        ("explain-table-row", ["explain", "table-settings.yaml", "--at", "100,150"], 0),
        ("explain-table-touches", ["explain", "table-settings.yaml", "--touches", "tap 60,114; tap 90,36"], 0),
        ("trace-table-select", ["trace", "table-select.yaml"], 0),
        ("trace-table-multiple", ["trace", "table-multiple.yaml", "--interleave"], 0),
        ("trace-table-select-json", ["trace", "table-select.yaml", "--tap", "100,20", "--format", "json"], 0),
        ("trace-collection-select", ["trace", "collection-select.yaml"], 0),
        ("import-text-inputs", ["import", "dumps/text-inputs.txt"], 0),
        ("trace-dump-text-field", ["trace", "dumps/text-inputs.txt", "--tap", "100,117"], 0),
        (
            "trace-text-field-keys",
            ["trace", "dumps/text-inputs.txt", "--touches", "tap 100,117; key shift+h; key i; key cmd+s"], 0
        ),
        (
            "trace-collection-select-json",
            ["trace", "collection-select.yaml", "--tap", "160,45", "--format", "json"], 0
        ),
        ("trace-list-keyboard-dismiss", ["trace", "--example", "list-keyboard-dismiss-swallows-selection"], 0),
        (
            "trace-list-keyboard-dismiss-fix-cancels",
            ["trace", "--example", "list-keyboard-dismiss-fix-cancels-touches-false"], 0
        ),
        (
            "trace-list-keyboard-dismiss-fix-receive",
            ["trace", "--example", "list-keyboard-dismiss-fix-should-receive"], 0
        ),
        ("trace-list-button-in-cell", ["trace", "--example", "list-button-in-cell"], 0),
        ("trace-list-swipe-to-delete", ["trace", "--example", "list-swipe-to-delete"], 0),
        (
            "explain-list-keyboard-dismiss",
            ["explain", "--example", "list-keyboard-dismiss-swallows-selection", "--touches", "tap 100,122"], 0
        ),
        (
            "explain-list-keyboard-dismiss-json",
            [
                "explain", "--example", "list-keyboard-dismiss-swallows-selection", "--touches", "tap 100,122",
                "--format", "json",
            ], 0
        ),
        (
            "explain-list-keyboard-dismiss-fixed",
            ["explain", "--example", "list-keyboard-dismiss-fix-cancels-touches-false", "--touches", "tap 100,122"], 0
        ),
        ("trace-list-switch-scrolling", ["trace", "--example", "list-switch-in-cell-while-scrolling"], 0),
        (
            "explain-list-switch-drag-scrolled",
            ["explain", "--example", "list-switch-in-cell-while-scrolling", "--touches", "drag 280,66 -> 280,10 0.3s"],
            0
        ),
        ("explain-list-button-in-cell", ["explain", "--example", "list-button-in-cell", "--touches", "tap 260,22"], 0),
        ("explain-table-selection-off", ["explain", "table-selection-off.yaml", "--touches", "tap 100,20"], 0),
        ("trace-list-will-select-refuses", ["trace", "--example", "list-will-select-refuses"], 0),
        (
            "explain-list-will-select-refuses",
            ["explain", "--example", "list-will-select-refuses", "--touches", "tap 100,66; tap 100,110"], 0
        ),
        ("explain-table-refusals", ["explain", "table-refusals.yaml", "--touches", "tap 100,22"], 0),
        ("explain-collection-stories", ["explain", "collection-stories.yaml", "--touches", "tap 50,45"], 0),
        ("explain-collection-refusals", ["explain", "collection-refusals.yaml", "--touches", "tap 160,45"], 0),
        ("trace-collection-refusals", ["trace", "collection-refusals.yaml", "--touches", "tap 160,45"], 0),
        (
            "explain-collection-stories-json",
            ["explain", "collection-stories.yaml", "--touches", "tap 190,80", "--format", "json"], 0
        ),
        (
            "trace-table-refusals-json",
            ["trace", "table-refusals.yaml", "--touches", "tap 100,110", "--format", "json"], 0
        ),
    ]

    /// The built-in scroll scene's own script: a slow tap, a quick tap and a drag starting on the button.
    static let scrollTouches = [
        "--expect", "buy", "--touches", "long-press 160,222 0.3s; tap 160,222; drag 160,222 -> 160,120 0.3s",
    ]

    @Test(
        "Each command's output and exit status match its golden file", .enabled(if: executable != nil),
        arguments: cases.map(\.name))
    func golden(name: String) throws {
        let entry = try #require(Self.cases.first { $0.name == name })
        let result = try Self.run(entry.arguments)
        #expect(result.status == entry.status)
        let file = Self.golden.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["HITKIT_RECORD_GOLDEN"] == "1" {
            try result.transcript.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        #expect(result.transcript == expected)
    }

    @Test("Bad input never prints a Swift backtrace", .enabled(if: executable != nil))
    func noBacktrace() throws {
        for arguments in [["check", "bad-frame.yaml"], ["check", "bad-syntax.json"], ["trace", "bad-frame.yaml"]] {
            let result = try Self.run(arguments)
            #expect(result.status == 2)
            #expect(!result.transcript.contains("Fatal error") && !result.transcript.contains("backtrace"))
        }
    }
}
