import Benchmark
import Foundation
import HitKit
import HitKitBenchmarkSupport

/// Whole gestures through the public input entry point, `UIApplication.send(_:)`: touch
/// routing, hit-testing, gesture recognizers, controls and the responder chain. Each iteration is
/// one gesture; its samples follow a virtual time line that only moves forward.
let benchmarks: @Sendable () -> Void = {
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
