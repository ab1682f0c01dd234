import Benchmark
import Foundation
import HitKit
import HitKitBenchmarkSupport

/// Whole gestures through the public input entry point, `UIApplication.send(_:)`: touch
/// routing, hit-testing, gesture recognizers, controls and the responder chain. Each iteration is
/// one gesture; its samples follow a virtual time line that only moves forward.
let benchmarks: @Sendable () -> Void = {
    sequenceBenchmarks()
    failureChainBenchmarks()
    registerMainActorBenchmark(
        "Dispatch/tap", configuration: BenchmarkDefaults.configuration(),
        makeFixture: { ButtonTapScene() }
    ) { benchmark, scene in
        let actionsBefore = scene.buttonActions
        benchmark.startMeasurement()
        scene.script.tap(at: scene.buttonCenter)
        benchmark.stopMeasurement()
        if scene.buttonActions != actionsBefore + 1 || scene.containerTaps != 0 {
            benchmark.error(
                "a tap on the button ran its action \(scene.buttonActions - actionsBefore) times and the "
                    + "container's recognizer \(scene.containerTaps) times; expected 1 and 0")
        }
    }

    registerMainActorBenchmark(
        "Dispatch/drag-100-moves", configuration: BenchmarkDefaults.configuration(),
        makeFixture: { PanScene() }
    ) { benchmark, scene in
        let endedBefore = scene.endedPans
        benchmark.startMeasurement()
        scene.script.drag(from: scene.start, moves: 100, dx: 2, dy: 0)
        benchmark.stopMeasurement()
        if scene.endedPans != endedBefore + 1 {
            benchmark.error("a drag ended \(scene.endedPans - endedBefore) pans; expected 1")
        }
    }

    registerMainActorBenchmark(
        "Dispatch/tap-deep-10k", configuration: BenchmarkDefaults.configuration(),
        makeFixture: { DeepTapScene(depth: 10_000) }
    ) { benchmark, scene in
        let began = scene.chainEnd.began
        let ended = scene.chainEnd.ended
        benchmark.startMeasurement()
        scene.script.tap(at: scene.scene.point)
        benchmark.stopMeasurement()
        if scene.chainEnd.began != began + 1 || scene.chainEnd.ended != ended + 1 {
            benchmark.error("the tap's touches did not travel the whole responder chain once each")
        }
    }
}

/// One tap on a view whose single-tap recognizers form a chain of failure requirements, each
/// requiring the previous one's failure (issue 24): arbitration's cost grows linearly with the chain.
let failureChainBenchmarks: @Sendable () -> Void = {
    for length in [10, 100, 1_000, 10_000] {
        registerMainActorBenchmark(
            "Dispatch/failure-chain-\(length)",
            configuration: BenchmarkDefaults.configuration(maxIterations: length >= 1_000 ? 200 : 10_000),
            makeFixture: { FailureChainScene(length: length) }
        ) { benchmark, scene in
            let before = scene.recognitions
            benchmark.startMeasurement()
            scene.script.tap(at: scene.location)
            benchmark.stopMeasurement()
            // The head of the chain recognizes; every other recognizer fails.
            if scene.recognitions[0] != before[0] + 1 || scene.recognitions.dropFirst() != before.dropFirst() {
                benchmark.error("a tap on a chain of \(length) did not fire its first recognizer, and only it, once")
            }
        }
    }
}

/// Touch sequences, many fingers, hierarchy churn and memory per view (issue 16).
let sequenceBenchmarks: @Sendable () -> Void = {
    for recognizers in [0, 3, 10] {
        registerMainActorBenchmark(
            "Dispatch/sequence-\(recognizers)-recognizers", configuration: BenchmarkDefaults.configuration(),
            makeFixture: { RecognizerPathScene(recognizers: recognizers) }
        ) { benchmark, scene in
            let (began, moved, pans) = (scene.tally.began, scene.tally.moved, scene.tally.pansBegan)
            benchmark.startMeasurement()
            scene.sequence(fingers: 1, moves: 20)
            benchmark.stopMeasurement()
            // Every recognizer gets the touch-down; the pan on the hit view begins at the sixth
            // move and the others fail then, so only it gets the moves after that.
            let expectedMoves = recognizers == 0 ? 0 : 5 * recognizers + 15
            checkTally(
                benchmark, "a sequence", began: scene.tally.began - began, recognizers,
                moved: scene.tally.moved - moved, expectedMoves)
            if recognizers > 0, scene.tally.pansBegan != pans + 1 {
                benchmark.error("a sequence began \(scene.tally.pansBegan - pans) pans; expected 1")
            }
        }
    }
    for recognizers in [0, 3, 10] {
        registerMainActorBenchmark(
            "Dispatch/move-\(recognizers)-recognizers", configuration: BenchmarkDefaults.configuration(),
            makeFixture: { () -> RecognizerPathScene in
                let scene = RecognizerPathScene(recognizers: recognizers)
                scene.holdDown()
                return scene
            }
        ) { benchmark, scene in
            scene.prepareMove()
            let moved = scene.tally.moved
            benchmark.startMeasurement()
            scene.moveHeldFinger()
            benchmark.stopMeasurement()
            // No recognizer decides: every one of them gets the move.
            checkTally(benchmark, "a move", began: 0, 0, moved: scene.tally.moved - moved, recognizers)
        }
    }
    for recognizers in [3, 10] {
        registerMainActorBenchmark(
            "Dispatch/move-\(recognizers)-recognizers-panning", configuration: BenchmarkDefaults.configuration(),
            makeFixture: { () -> RecognizerPathScene in
                let scene = RecognizerPathScene(recognizers: recognizers)
                scene.holdDownPanning()
                return scene
            }
        ) { benchmark, scene in
            let (moved, changes) = (scene.tally.moved, scene.tally.panChanges)
            benchmark.startMeasurement()
            scene.movePanningFinger()
            benchmark.stopMeasurement()
            // The hit view's pan recognizes; the others failed when it began.
            checkTally(benchmark, "a panning move", began: 0, 0, moved: scene.tally.moved - moved, 1)
            if scene.tally.panChanges != changes + 1 {
                benchmark.error("a panning move sent \(scene.tally.panChanges - changes) changes; expected 1")
            }
        }
    }
    registerMainActorBenchmark(
        "Dispatch/ten-finger-drag", configuration: BenchmarkDefaults.configuration(),
        makeFixture: { RecognizerPathScene(recognizers: 0) }
    ) { benchmark, scene in
        benchmark.startMeasurement()
        scene.sequence(fingers: 10, moves: 20)
        benchmark.stopMeasurement()
    }
    registerMainActorBenchmark(
        "Hierarchy/add-remove-10k", configuration: BenchmarkDefaults.configuration(maxIterations: 200),
        makeFixture: { HierarchyChurnScene(count: 10_000) }
    ) { benchmark, scene in
        benchmark.startMeasurement()
        scene.addAndRemoveAll()
        benchmark.stopMeasurement()
    }
    let bytesPerView = BenchmarkMetric.custom("bytes per plain UIView (resident)", polarity: .prefersSmaller)
    let instanceSize = BenchmarkMetric.custom("UIView instance size", polarity: .prefersSmaller)
    registerMainActorBenchmark(
        "Memory/plain-UIView",
        configuration: .init(metrics: [bytesPerView, instanceSize], warmupIterations: 0, maxIterations: 1),
        makeFixture: { () }
    ) { benchmark, _ in
        benchmark.measurement(bytesPerView, measuredBytesPerPlainView())
        benchmark.measurement(instanceSize, instanceSizeOfUIView())
    }
}

/// Fails `benchmark` unless the recognizers were given `expectedBegan` touch-downs and
/// `expectedMoved` moves in all.
@MainActor
func checkTally(
    _ benchmark: Benchmark, _ what: String, began: Int, _ expectedBegan: Int, moved: Int, _ expectedMoved: Int
) {
    if began != expectedBegan || moved != expectedMoved {
        benchmark.error(
            "in \(what) the recognizers got \(began) touch-downs and \(moved) moves; expected \(expectedBegan) "
                + "and \(expectedMoved)")
    }
}
