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

    // Each scene three times, HitKit's `window.hitTest`, the plain reference and the lean one on the
    // same views and points; `Scripts/results-table.sh` puts them side by side with the ratios.
    probeBenchmarks("HitTest/app-screen", maxIterations: 20_000) { ProbeScene.appScreen() }
    probeBenchmarks("HitTest/canvas-10k", maxIterations: 20_000) { ProbeScene.canvas(count: 10_000) }
    probeBenchmarks("HitTest/canvas-100k", maxIterations: 20_000) { ProbeScene.canvas(count: 100_000) }
    probeBenchmarks("HitTest/canvas-1M", maxIterations: 20_000) { ProbeScene.canvas(count: 1_000_000) }
    probeBenchmarks("HitTest/chain-1k", maxIterations: 20_000) { ProbeScene.deepChain(depth: 1_000) }
    probeBenchmarks("HitTest/chain-100k", maxIterations: 500) {
        ProbeScene.deepChain(depth: 100_000)
    }
}

/// Registers `name` (HitKit's `window.hitTest`, one point per iteration, checked against the plain
/// reference's answer), `name/plain` (the plain reference on the same points) and `name/lean` (the
/// lean reference, with the conversion written inline, on the same points).
func probeBenchmarks(
    _ name: String, maxIterations: Int,
    makeScene: @escaping @MainActor @Sendable () -> ProbeScene
) {
    let configuration = BenchmarkDefaults.configuration(maxDuration: .seconds(2), maxIterations: maxIterations)
    registerMainActorBenchmark(name, configuration: configuration, makeFixture: makeScene) { benchmark, scene in
        let probe = scene.nextProbe()
        benchmark.startMeasurement()
        let hit = scene.hitKit(probe)
        benchmark.stopMeasurement()
        if hit !== scene.expected[probe] {
            benchmark.error("\(name) hit \(String(describing: hit)) at probe \(probe), not the plain walk's answer")
        }
    }
    registerMainActorBenchmark(name + "/plain", configuration: configuration, makeFixture: makeScene) {
        benchmark, scene in
        let probe = scene.nextProbe()
        benchmark.startMeasurement()
        let hit = scene.plain(probe)
        benchmark.stopMeasurement()
        blackHole(hit)
    }
    registerMainActorBenchmark(name + "/lean", configuration: configuration, makeFixture: makeScene) {
        benchmark, scene in
        let probe = scene.nextProbe()
        benchmark.startMeasurement()
        let hit = scene.lean(probe)
        benchmark.stopMeasurement()
        if hit !== scene.expected[probe] {
            benchmark.error(
                "\(name)/lean hit \(String(describing: hit)) at probe \(probe), not the plain walk's answer")
        }
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
