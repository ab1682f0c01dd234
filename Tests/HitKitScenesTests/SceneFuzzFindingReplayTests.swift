import Foundation
import HitKitScenes
import Testing

/// Every input kept in `Fuzz/Findings/fuzz-scene-file/` (the inputs that once crashed the scene
/// tools, which also seed the next `fuzz-scene-file` run) goes through the fuzz target's own path,
/// ``SceneFile/exercise(_:)``, without a crash.
@Suite("Scene-file fuzz findings replay")
struct SceneFuzzFindingReplayTests {
    static let findings: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Findings/fuzz-scene-file")

    static var inputNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: findings.path)) ?? []).sorted()
    }

    @Test("The findings directory holds the inputs")
    func findingsArePresent() {
        #expect(Self.inputNames.count >= 5)
    }

    @Test("A scene-file finding runs through the fuzz target's path without a crash", arguments: inputNames)
    @MainActor
    func findingReplays(name: String) throws {
        let data = try Data(contentsOf: Self.findings.appendingPathComponent(name))
        SceneFile.exercise(String(decoding: data, as: UTF8.self))
    }
}
