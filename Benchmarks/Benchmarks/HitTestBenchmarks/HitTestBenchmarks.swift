import Benchmark
import HitKit
import HitKitBenchmarkSupport

/// Hit-testing through the public entry point, `window.hitTest(_:with:)`, on large hierarchies.
/// Each iteration is one hit-test; building the hierarchy happens once, in the setup hook.
let benchmarks: @Sendable () -> Void = {
    hitTestBenchmark("HitTest/deep-100k") {
        ViewHierarchies.deepChain(depth: 100_000)
    }
    hitTestBenchmark("HitTest/wide-10k") {
        ViewHierarchies.wideGrid(count: 10_000)
    }
    hitTestBenchmark("HitTest/wide-100k") {
        ViewHierarchies.wideGrid(count: 100_000)
    }
    hitTestBenchmark("HitTest/balanced-tree") {
        ViewHierarchies.balancedTree(fanOut: 10, depth: 5)
    }
}

/// Registers a benchmark that hit-tests `makeScene()`'s point once per iteration and checks that
/// the expected view was hit.
func hitTestBenchmark(
    _ name: String, makeScene: @escaping @MainActor @Sendable () -> HitTestScene
) {
    registerMainActorBenchmark(
        name, configuration: BenchmarkDefaults.configuration(maxDuration: .seconds(2), maxIterations: 2_000),
        makeFixture: makeScene
    ) { benchmark, scene in
        benchmark.startMeasurement()
        let hit = scene.hitTest()
        benchmark.stopMeasurement()
        if hit !== scene.expectedHit {
            benchmark.error("\(name) hit \(String(describing: hit)), not the expected view")
        }
    }
}
