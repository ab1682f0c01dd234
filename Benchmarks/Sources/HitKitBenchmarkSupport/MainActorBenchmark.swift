import Benchmark
import Dispatch
import Foundation

/// Runs `body` on the main actor, synchronously, and returns its result.
///
/// package-benchmark calls a benchmark's closure on a thread of Swift's cooperative pool, not on
/// the main thread (checked with `Thread.isMainThread` in this package's first run), while the
/// process's main thread drains the main dispatch queue (the benchmark runner's `main` is
/// `async`). HitKit's UI types are `@MainActor`, so each iteration takes the main queue with
/// `DispatchQueue.main.sync`: while the block runs it holds the main queue, the main actor's
/// executor, so it is isolated to the main actor, and `MainActor.assumeIsolated` checks that
/// (libdispatch may run the block on the calling thread; isolation, not the thread, is what
/// matters). Call `startMeasurement()` / `stopMeasurement()` inside `body`, so that the hop itself
/// is not measured.
public func runOnMainActor<Result: Sendable>(_ body: @MainActor () throws -> Result) rethrows -> Result {
    if Thread.isMainThread {
        return try MainActor.assumeIsolated(body)
    }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Holds a benchmark's fixture (a built hierarchy, an application) on the main actor between the
/// benchmark's setup and its iterations.
@MainActor
final class FixtureSlot<Fixture> {
    var fixture: Fixture?
    nonisolated init() {}
}

/// Registers a benchmark whose fixture is built once on the main actor, before the warm-up and
/// measured iterations (so building it is never measured), and whose iterations run on the main
/// actor.
///
/// - Parameters:
///   - name: The benchmark's name, e.g. `"HitTest/deep-100k"`.
///   - configuration: Metrics, limits and thresholds.
///   - makeFixture: Builds the fixture; runs in the benchmark's setup hook.
///   - iteration: One iteration. It must call `benchmark.startMeasurement()` right before the
///     work it measures and `benchmark.stopMeasurement()` right after, and may check the result
///     afterwards, reporting a wrong one with `benchmark.error(_:)`.
public func registerMainActorBenchmark<Fixture>(
    _ name: String,
    configuration: Benchmark.Configuration,
    makeFixture: @escaping @MainActor @Sendable () -> Fixture,
    iteration: @escaping @MainActor @Sendable (Benchmark, Fixture) -> Void
) {
    let slot = FixtureSlot<Fixture>()
    Benchmark(name, configuration: configuration) { benchmark in
        // `Benchmark` is not Sendable. Handing it to the main queue is safe here: the runner's
        // thread waits in `DispatchQueue.main.sync` and touches it only after the block returns.
        nonisolated(unsafe) let benchmark = benchmark
        runOnMainActor {
            guard let fixture = slot.fixture else {
                benchmark.error("the fixture of \(name) was not built")
                return
            }
            iteration(benchmark, fixture)
        }
    } setup: {
        await MainActor.run { slot.fixture = makeFixture() }
    } teardown: {
        await MainActor.run { slot.fixture = nil }
    }
}
