import HitKit
import Testing

@testable import HitKitTesting

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
}
