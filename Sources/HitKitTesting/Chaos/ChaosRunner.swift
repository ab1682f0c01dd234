import HitKit

/// A chaos run that broke an invariant, reduced to the fewest steps that still break one.
@_spi(Chaos) public struct ChaosFailure: Error, CustomStringConvertible, Sendable {
    /// The run's mode.
    public let mode: ChaosMode
    /// The seed that draws the world and the steps; `nil` when a fuzzer's input drew them.
    public let seed: UInt64?
    /// How many steps the run had before it was reduced.
    public let originalStepCount: Int
    /// The smallest list of steps found that still fails, in the seed's world.
    public let steps: [ChaosStep]
    /// The world's summary.
    public let world: String
    /// What the reduced run broke.
    public let violations: [String]

    public var description: String {
        var lines = [
            "chaos run failed: mode \(mode), \(seed.map { "seed \($0)" } ?? "a fuzzer's input") "
                + "(\(originalStepCount) steps, reduced to \(steps.count))",
            "world:",
        ]
        lines += world.split(separator: "\n").map { "  " + $0 }
        lines.append("steps:")
        lines += steps.enumerated().map { "  \($0.offset + 1). \($0.element)" }
        lines.append("violations:")
        lines += violations.map { "  - " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// Runs seeded chaos: a random world, random host input, the ``InvariantChecker`` after every
/// step and once everything has settled; a failing run is reduced to its smallest failing input.
@MainActor
@_spi(Chaos) public enum ChaosRunner {
    /// The most replays spent reducing a failing run.
    public static let reductionBudget = 400

    /// Runs `stepCount` steps of the world and input drawn from `seed` in `mode`.
    ///
    /// - Returns: `nil` when every invariant held, otherwise the failure, reduced.
    public static func run(mode: ChaosMode, seed: UInt64, stepCount: Int) -> ChaosFailure? {
        func makeWorld() -> ChaosWorld {
            var worldRandom = ChaosRandom(seed: seed)
            return ChaosWorld(mode: mode, random: &worldRandom)
        }
        var scriptRandom = ChaosRandom(seed: seed ^ 0x5EED_5EED_5EED_5EED)
        let world = makeWorld()
        let steps = ChaosStep.script(
            count: stepCount, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed,
            random: &scriptRandom)
        return reducedFailure(mode: mode, seed: seed, steps: steps, makeWorld: makeWorld)
    }

    /// Runs a world and steps drawn from a fuzzer's input: the first byte picks the mode, the rest
    /// draw the world, then the steps until the input runs out (at most `maximumSteps`).
    ///
    /// - Returns: The violations found, empty when every invariant held.
    public static func run(fuzzerInput bytes: [UInt8], maximumSteps: Int = 400) -> [String] {
        guard let (_, world, steps) = draw(fuzzerInput: bytes, maximumSteps: maximumSteps) else { return [] }
        return execute(world: world, steps: steps).violations
    }

    /// Runs a fuzzer's input as ``run(fuzzerInput:maximumSteps:)`` does and, when it breaks an
    /// invariant, reduces its steps to the fewest that still break one, in the world it draws.
    ///
    /// - Returns: `nil` when every invariant held, otherwise the failure, reduced (its `seed` is
    ///   `nil`), to print the world and the steps a plain test needs.
    public static func failure(fuzzerInput bytes: [UInt8], maximumSteps: Int = 400) -> ChaosFailure? {
        guard let (mode, _, steps) = draw(fuzzerInput: bytes, maximumSteps: maximumSteps) else { return nil }
        return reducedFailure(mode: mode, seed: nil, steps: steps) {
            draw(fuzzerInput: bytes, maximumSteps: 0)!.world
        }
    }

    /// The mode, the world and the steps a fuzzer's input draws; `nil` for an empty input.
    private static func draw(
        fuzzerInput bytes: [UInt8], maximumSteps: Int
    ) -> (mode: ChaosMode, world: ChaosWorld, steps: [ChaosStep])? {
        guard let first = bytes.first else { return nil }
        let mode = ChaosMode.allCases[Int(first) % ChaosMode.allCases.count]
        var random = ChaosRandom(bytes: Array(bytes.dropFirst()))
        let world = ChaosWorld(mode: mode, random: &random)
        let steps = ChaosStep.script(
            count: maximumSteps, mode: mode, kinds: world.inputKinds, desktopSeed: world.desktopSeed, random: &random)
        return (mode, world, steps)
    }

    /// Runs `steps` in a world from `makeWorld` and, if they fail, reduces them.
    private static func reducedFailure(
        mode: ChaosMode, seed: UInt64?, steps: [ChaosStep], makeWorld: () -> ChaosWorld
    ) -> ChaosFailure? {
        func replay(_ steps: [ChaosStep]) -> (failingStep: Int, violations: [String])? {
            let result = execute(world: makeWorld(), steps: steps)
            return result.violations.isEmpty ? nil : result
        }
        guard let first = replay(steps) else { return nil }
        // Nothing after the failing step matters.
        var reduced = Array(steps.prefix(first.failingStep + 1))
        reduced = reduce(reduced, budget: reductionBudget) { replay($0) != nil }
        let final = replay(reduced) ?? first
        return ChaosFailure(
            mode: mode, seed: seed, originalStepCount: steps.count, steps: reduced, world: makeWorld().summary,
            violations: final.violations)
    }

    private static func execute(world: ChaosWorld, steps: [ChaosStep]) -> (failingStep: Int, violations: [String]) {
        let checkers = [world.application, world.otherApplication].map { InvariantChecker(application: $0) }
        let presses = [world.application, world.otherApplication].map { ChaosPressLedger(application: $0) }
        // Only the first application gets the host's mouse, scrolls and transforms.
        let desktop = ChaosDesktopLedger(application: world.application)
        world.desktopLedger = desktop
        let hover = ChaosHoverLedger(application: world.application, recognizers: world.hoverRecognizers)
        func observe(_ on: Bool) {
            if on { desktop.application.addObserver(desktop) } else { desktop.application.removeObserver(desktop) }
            if on { hover.application.addObserver(hover) } else { hover.application.removeObserver(hover) }
            for checker in checkers {
                if on { checker.application.addObserver(checker) } else { checker.detach() }
            }
            for ledger in presses {
                if on { ledger.application.addObserver(ledger) } else { ledger.application.removeObserver(ledger) }
            }
        }
        // The checkers attach themselves.
        for ledger in presses { ledger.application.addObserver(ledger) }
        desktop.application.addObserver(desktop)
        hover.application.addObserver(hover)
        defer { observe(false) }
        func violations() -> [String] {
            checkers.flatMap(\.violations) + world.animationLedger.violations + presses.flatMap(\.violations)
                + desktop.violations + hover.violations
        }
        func checkAnimations() {
            // Unobserved, the applications are untraced: hit-testing takes the plain walk and its
            // spatial indexes; observed, the traced walk, which asks every subview.
            observe(false)
            let plain = world.animationHitProbes()
            observe(true)
            world.animationLedger.check(views: world.views, plainHits: plain, tracedHits: world.animationHitProbes())
        }
        // Malformed input and refused operations are reported as diagnostics, which are expected.
        return HitKitDiagnostics.$handler.withValue(
            { _ in },
            operation: {
                for (index, step) in steps.enumerated() {
                    if case .cancelAllPresses = step { presses[0].willCancelAll() }
                    if case .inputs(let inputs) = step {
                        desktop.willSend(inputs)
                        hover.willSend(inputs)
                    }
                    world.perform(step)
                    checkers[0].checkHierarchy(including: world.views)
                    checkers[1].checkHierarchy()
                    checkAnimations()
                    for ledger in presses { ledger.checkStep() }
                    desktop.checkStep(views: world.views, recognizers: world.recognizers)
                    hover.checkStep()
                    if case .cancelAllPresses = step { presses[0].checkAllCancelled() }
                    if !violations().isEmpty { return (index, violations()) }
                }
                world.settle()
                checkers[0].checkHierarchy(including: world.views)
                checkers[0].checkSettled(including: world.views)
                checkers[1].checkSettled()
                world.animationLedger.checkSettled()
                for ledger in presses { ledger.checkSettled() }
                desktop.checkSettled(views: world.views)
                hover.checkSettled()
                return (steps.count, violations())
            })
    }

    /// Delta debugging (Zeller's ddmin): removes ever smaller chunks of `steps` while the rest
    /// still fails, within `budget` replays.
    static func reduce(_ steps: [ChaosStep], budget: Int, fails: ([ChaosStep]) -> Bool) -> [ChaosStep] {
        var current = steps
        var chunks = 2
        var remaining = budget
        while current.count >= 2, remaining > 0 {
            let size = (current.count + chunks - 1) / chunks
            var reduced = false
            var start = 0
            while start < current.count, remaining > 0 {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                remaining -= 1
                if fails(candidate) {
                    current = candidate
                    chunks = max(chunks - 1, 2)
                    reduced = true
                    break
                }
                start += size
            }
            if !reduced {
                if chunks >= current.count { break }
                chunks = min(chunks * 2, current.count)
            }
        }
        return current
    }
}
