import Benchmark

/// The configuration every HitKit benchmark uses.
///
/// Two metrics: wall-clock time, reported as measured, and the number of `malloc` calls, the
/// deterministic metric the suite gates on (the project's style: gate on allocation counts, not on
/// time, which varies with the machine and its load). The expected malloc counts live in
/// `Thresholds/<target>.<benchmark>.p90.json`; `swift package benchmark thresholds check` fails
/// when a run's p90 differs from them by more than the benchmark's tolerance.
public enum BenchmarkDefaults {
    /// A configuration measuring wall clock and malloc count, with limits that keep the whole
    /// suite under about two minutes.
    ///
    /// - Parameters:
    ///   - maxDuration: The longest a benchmark's measured iterations may run.
    ///   - maxIterations: The most measured iterations.
    ///   - mallocTolerance: How many mallocs per iteration the p90 may differ from the stored
    ///     threshold before `thresholds check` reports a regression (or an improvement).
    public static func configuration(
        maxDuration: Duration = .seconds(2),
        maxIterations: Int = 10_000,
        mallocTolerance: Int = 0
    ) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal],
            warmupIterations: 3,
            maxDuration: maxDuration,
            maxIterations: maxIterations,
            thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: mallocTolerance])]
        )
    }
}
