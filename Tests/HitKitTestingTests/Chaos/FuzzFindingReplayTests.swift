import Foundation
import HitKit
@_spi(Chaos) import HitKitTesting
import Testing

/// Every input libFuzzer's `fuzz-host-input` found breaking an invariant (kept in
/// `Fuzz/Findings/fuzz-host-input/`, which also seeds the next fuzz run) replays clean.
@Suite("Fuzz findings replay clean")
struct FuzzFindingReplayTests {
    static let findings: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Findings/fuzz-host-input")

    static var inputNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: findings.path)) ?? []
        return names.sorted()
    }

    @Test("The findings directory holds the inputs")
    func findingsArePresent() {
        #expect(Self.inputNames.count >= 3)
    }

    @Test("A host-input finding keeps every invariant", arguments: inputNames)
    @MainActor
    func findingReplaysClean(name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.findings.appendingPathComponent(name)))
        #expect(ChaosRunner.run(fuzzerInput: bytes) == [])
    }

    @Test("A finding that replays clean has no failure to reduce")
    @MainActor
    func cleanFindingHasNoFailure() throws {
        let name = try #require(Self.inputNames.first)
        let bytes = [UInt8](try Data(contentsOf: Self.findings.appendingPathComponent(name)))
        #expect(ChaosRunner.failure(fuzzerInput: bytes) == nil)
        #expect(ChaosRunner.failure(fuzzerInput: []) == nil)
    }
}
