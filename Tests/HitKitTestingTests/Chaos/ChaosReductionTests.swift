import HitKit
import Testing

@_spi(Chaos) @testable import HitKitTesting

@Suite("Reducing a failing chaos run")
struct ChaosReductionTests {
    @Test("Delta debugging keeps only the steps the failure needs")
    @MainActor
    func reductionKeepsTheNeededSteps() {
        let steps = (0..<64).map { ChaosStep.wait(TimeInterval($0)) }
        // Fails when both the 10th and the 50th step are present.
        let reduced = ChaosRunner.reduce(steps, budget: 1_000) { candidate in
            let waits = candidate.compactMap { step -> TimeInterval? in
                if case .wait(let interval) = step { return interval }
                return nil
            }
            return waits.contains(10) && waits.contains(50)
        }
        #expect(reduced.map(\.description) == ["wait 10.0 s", "wait 50.0 s"])
    }

    @Test("Reduction stops when its budget is spent")
    @MainActor
    func reductionRespectsItsBudget() {
        var replays = 0
        let steps = (0..<64).map { ChaosStep.wait(TimeInterval($0)) }
        _ = ChaosRunner.reduce(steps, budget: 5) { _ in
            replays += 1
            return false
        }
        #expect(replays == 5)
    }

    @Test("A failure drawn from a fuzzer's input says so where a seed's names the seed")
    func failureNamesItsSource() {
        func failure(seed: UInt64?) -> ChaosFailure {
            ChaosFailure(
                mode: .hostile, seed: seed, originalStepCount: 9, steps: [.wait(1)], world: "w0 = view 0",
                violations: ["<v1> is still tracking"])
        }
        let fuzzed = "\(failure(seed: nil))"
        #expect(fuzzed.hasPrefix("chaos run failed: mode hostile, a fuzzer's input (9 steps, reduced to 1)"))
        #expect("\(failure(seed: 7))".hasPrefix("chaos run failed: mode hostile, seed 7 (9 steps, reduced to 1)"))
        #expect(fuzzed.contains("  1. wait 1.0 s"))
        #expect(fuzzed.contains("  - <v1> is still tracking"))
    }
}
