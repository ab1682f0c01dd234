import Benchmark
import Foundation
import HitKit
import HitKitBenchmarkSupport
import HitKitInspector
import HitKitScenes

/// The tools' costs on big valid input, where unit tests only check results: reading back a recorded
/// touch script (it once copied every sample per command: quadratic) and the inspector recording a long
/// gesture. Each size is measured twice over, a quarter and the whole, so the table shows the growth.
///
/// Their malloc counts are gated within a tolerance of about 0.5 %, not exactly: the inspector's session keeps
/// dictionaries and sets, whose growth depends on Swift's per-process hash seed, so a run may allocate a
/// thousand more or fewer (a fresh run of the 100,000-sample gesture: about 1,000 fewer than its threshold).
let benchmarks: @Sendable () -> Void = {
    for commands in [12_500, 50_000] {
        Benchmark(
            "Tools/touch-script-parse-\(commands / 1_000)k",
            configuration: BenchmarkDefaults.configuration(
                maxDuration: .seconds(5), maxIterations: 20, mallocTolerance: commands / 20)
        ) { benchmark in
            let script = TouchScriptFixture.script(commands: commands)
            benchmark.startMeasurement()
            let parsed = try? TouchScript.parse(script)
            benchmark.stopMeasurement()
            if parsed?.samples.count != commands {
                benchmark.error("the script read back \(parsed?.samples.count ?? -1) samples; expected \(commands)")
            }
        }
    }
    for samples in [25_000, 100_000] {
        registerMainActorBenchmark(
            "Tools/inspector-gesture-\(samples / 1_000)k-samples",
            configuration: BenchmarkDefaults.configuration(
                maxDuration: .seconds(10), maxIterations: 5, mallocTolerance: samples / 3),
            makeFixture: { InspectorGestureFixture(samples: samples) }
        ) { benchmark, fixture in
            let session = InspectorSession(scene: InspectorScene(exampleID: "001-tap-front-button"))
            _ = session.start()
            benchmark.startMeasurement()
            var gestures = 0
            for (index, message) in fixture.messages.enumerated() {
                for reply in session.receive(message, receivedAt: Double(index) * 0.01)
                where reply.hasPrefix(#"{"type":"gesture""#) {
                    gestures += 1
                }
            }
            benchmark.stopMeasurement()
            if gestures != 1 { benchmark.error("the session sent \(gestures) gesture messages; expected 1") }
        }
    }
}

/// A recorded script of one finger: down, then `commands - 1` moves a millisecond apart.
enum TouchScriptFixture {
    static func script(commands: Int) -> String {
        var samples = [PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 10, y: 10), timestamp: 1)]
        for step in 1..<commands {
            let location = CGPoint(x: 10 + Double(step % 300), y: 10)
            samples.append(
                PointerSample(pointerID: 1, phase: .move, location: location, timestamp: 1 + Double(step) / 1000))
        }
        return GestureExport.touchScript(samples)
    }
}

/// One finger's gesture of `samples` samples as the page sends it: `input` messages of 64 samples,
/// a millisecond apart, down first and up last.
struct InspectorGestureFixture {
    let messages: [String]

    init(samples: Int) {
        var messages: [String] = []
        var batch: [String] = []
        for index in 0..<samples {
            let phase = index == 0 ? "down" : (index == samples - 1 ? "up" : "move")
            batch.append(#"{"id":1,"phase":"\#(phase)","x":\#(10 + index % 200),"y":10,"t":\#(index)}"#)
            if batch.count == 64 || index == samples - 1 {
                messages.append(#"{"type":"input","samples":["# + batch.joined(separator: ",") + "]}")
                batch.removeAll(keepingCapacity: true)
            }
        }
        self.messages = messages
    }
}
