import Foundation
import HitKitScenes
import Testing

/// Mutated scenes with tables and the standard controls, as YAML and as JSON: each loads and runs its touches,
/// or fails with a positioned error — never a crash or a hang.
@Suite("Fuzzing scenes with tables and the standard controls")
struct SceneListKindsFuzzTests {
    @Test("Mutated table and control scenes load and run, or fail at a line and column", arguments: 0..<3)
    @MainActor
    func mutatedListScenes(round: Int) throws {
        var generator = SceneFuzzTests.Generator(state: UInt64(round) &* 104_729 &+ 3)
        let fixture = HitKitCommandTests.fixtures.appendingPathComponent("table-settings.yaml")
        let sources = [try String(contentsOf: fixture, encoding: .utf8), SceneListKindFieldsTests.yaml]
        let encoder = JSONEncoder()
        for iteration in 0..<50 {
            let source = sources[iteration % sources.count]
            let json = String(
                decoding: try encoder.encode(try SceneFile.load(source, file: "x.yaml").document), as: UTF8.self)
            for (file, text) in [("fuzz.yaml", source + "\ntouches: tap 90,36; tap 60,114"), ("fuzz.json", json)] {
                let mutated = SceneFuzzTests.mutate(
                    text, count: Int.random(in: 1...6, using: &generator), using: &generator)
                do {
                    _ = try SceneFile.load(mutated, file: file).run()
                } catch {
                    #expect(error.line >= 1 && error.column >= 1, "round \(round) #\(iteration): \(error)\n\(mutated)")
                }
            }
        }
    }
}
