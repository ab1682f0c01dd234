import Foundation
import HitKit
@_spi(Chaos) import HitKitTesting
import Testing

/// The randomized reliability suite: random worlds, random input, the invariant checker after
/// every step. A short run by default; a long one with
/// `HITKIT_CHAOS_SEEDS=50 HITKIT_CHAOS_STEPS=5000 swift test --filter ChaosRunTests`
/// (`HITKIT_CHAOS_MODES=reentrant` for one mode).
@Suite("Chaos runs")
struct ChaosRunTests {
    static let seedCount = environmentNumber("HITKIT_CHAOS_SEEDS", default: 4)
    static let stepCount = environmentNumber("HITKIT_CHAOS_STEPS", default: 400)
    /// Where to start counting seeds, to spread long runs: `HITKIT_CHAOS_FIRST_SEED`.
    static let firstSeed = environmentNumber("HITKIT_CHAOS_FIRST_SEED", default: 0)

    static func environmentNumber(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    @Test("Every invariant holds in random worlds driven by random input", arguments: ChaosMode.allCases)
    @MainActor
    func invariantsHold(mode: ChaosMode) {
        // `HITKIT_CHAOS_MODES=reentrant,hostile` runs only those modes.
        if let modes = ProcessInfo.processInfo.environment["HITKIT_CHAOS_MODES"],
            !modes.split(separator: ",").contains(Substring(mode.rawValue))
        {
            return
        }
        for seed in Self.firstSeed..<(Self.firstSeed + Self.seedCount) {
            if let failure = ChaosRunner.run(mode: mode, seed: UInt64(seed), stepCount: Self.stepCount) {
                Issue.record("\(failure)")
                return
            }
        }
    }

    @Test("The same seed draws the same world and the same steps")
    @MainActor
    func seedsAreDeterministic() {
        for mode in ChaosMode.allCases {
            var first = ChaosRandom(seed: 42)
            var second = ChaosRandom(seed: 42)
            #expect(ChaosWorld(mode: mode, random: &first).summary == ChaosWorld(mode: mode, random: &second).summary)
            let a = ChaosStep.script(count: 50, mode: mode, random: &first)
            let b = ChaosStep.script(count: 50, mode: mode, random: &second)
            #expect(a.map(\.description) == b.map(\.description))
        }
    }

    @Test("A fuzzer's input draws a bounded run, and an empty input draws none")
    @MainActor
    func fuzzerInputIsBounded() {
        #expect(ChaosRunner.run(fuzzerInput: []).isEmpty)
        var random = ChaosRandom(bytes: [1, 2, 3])
        #expect(ChaosStep.script(count: 1_000, mode: .clean, random: &random).count < 10)
        var exhausted = ChaosRandom(bytes: [])
        let draws = (0..<100).map { _ in exhausted.int(0...2) }
        #expect(draws.allSatisfy { (0...2).contains($0) } && Set(draws).count > 1)
    }
}
