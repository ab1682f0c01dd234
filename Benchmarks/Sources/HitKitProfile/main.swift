import Foundation
import HitKit
import HitKitBenchmarkSupport

// A small release executable for instruction-count profiles (see Benchmarks/README.md, "Instruction
// counts"): it builds one scene, then runs `iterations` of one operation inside `measuredLoop`, so
// `valgrind --tool=callgrind --toggle-collect='*measuredLoop*'` counts only those.
//
//     HitKitProfile <scene> <walk> <iterations>
//
// Hit-tests (walk `hitkit`, `plain` or `lean`, cycling through the scene's points): app-screen,
// canvas-10k, canvas-100k, canvas-1M, chain-1k, chain-100k.
// Moved events (walk `hitkit`; `RecognizerPathScene` with N recognizers): held-N (one finger held
// down, no recognizer deciding; at most 22 moves), panning-N (the leaf's pan recognizing), move-N
// (held-N with a lift and a new touch-down every 24 moves, counted too), sequence-N (whole
// sequences: down, 20 moves, up; prints what the recognizers got).
// Taps and drags (walk `hitkit`): tap (`Dispatch/tap`'s button in a container with a tap recognizer,
// one tap per iteration), drag-100-moves (`Dispatch/drag-100-moves`' pan, one drag per iteration).
// Failure-requirement chains (walk `hitkit`; `FailureChainScene` of N taps, each requiring the one
// before it to fail): failure-chain-N (one tap and its settling per iteration).

@inline(never)
@MainActor
func measuredLoop(_ iterations: Int, _ body: (Int) -> Void) {
    for iteration in 0..<iterations { body(iteration) }
}

@MainActor
func run() -> Int32 {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let iterations = Int(arguments[3]) else {
        print("usage: HitKitProfile <scene> <hitkit|plain|lean> <iterations>")
        return 2
    }
    let scene = arguments[1]
    let walk = arguments[2]
    if scene.hasPrefix("move-"), let recognizers = Int(scene.dropFirst(5)) {
        let path = RecognizerPathScene(recognizers: recognizers)
        path.holdDown()
        for _ in 0..<8 {
            path.prepareMove()
            path.moveHeldFinger()
        }
        print("after 8 moves: \(path.tally.began) touch-downs, \(path.tally.moved) moves")
        measuredLoop(iterations) { _ in
            path.prepareMove()
            path.moveHeldFinger()
        }
        return 0
    }
    if scene.hasPrefix("held-"), let recognizers = Int(scene.dropFirst(5)) {
        // Moves only, within one press (at most movesPerPress - 2 of them).
        let path = RecognizerPathScene(recognizers: recognizers)
        path.holdDown()
        path.moveHeldFinger()
        path.moveHeldFinger()
        let moved = path.tally.moved
        measuredLoop(min(iterations, RecognizerPathScene.movesPerPress - 2)) { _ in path.moveHeldFinger() }
        print("\(path.tally.moved - moved) recognizer moves")
        return 0
    }
    if scene.hasPrefix("panning-"), let recognizers = Int(scene.dropFirst(8)) {
        let path = RecognizerPathScene(recognizers: recognizers)
        path.holdDownPanning()
        path.movePanningFinger()
        path.movePanningFinger()
        let changes = path.tally.panChanges
        measuredLoop(iterations) { _ in path.movePanningFinger() }
        print("\(path.tally.panChanges - changes) pan changes")
        return 0
    }
    if scene.hasPrefix("sequence-"), let recognizers = Int(scene.dropFirst(9)) {
        let path = RecognizerPathScene(recognizers: recognizers)
        path.sequence(fingers: 1, moves: 20)
        measuredLoop(iterations) { _ in path.sequence(fingers: 1, moves: 20) }
        let sequences = iterations + 1
        print(
            "per sequence: \(path.tally.began / sequences) touch-downs, \(path.tally.moved / sequences) moves, "
                + "\(path.tally.pansBegan / sequences) pans began")
        return 0
    }
    if scene == "tap" {
        let tap = ButtonTapScene()
        tap.script.tap(at: tap.buttonCenter)
        measuredLoop(iterations) { _ in tap.script.tap(at: tap.buttonCenter) }
        guard tap.buttonActions == iterations + 1, tap.containerTaps == 0 else {
            print("wrong actions")
            return 1
        }
        return 0
    }
    if scene == "drag-100-moves" {
        let pan = PanScene()
        pan.script.drag(from: pan.start, moves: 100, dx: 2, dy: 0)
        measuredLoop(iterations) { _ in pan.script.drag(from: pan.start, moves: 100, dx: 2, dy: 0) }
        guard pan.endedPans == iterations + 1 else {
            print("wrong pans")
            return 1
        }
        return 0
    }
    if scene.hasPrefix("failure-chain-"), let length = Int(scene.dropFirst(14)) {
        let chain = FailureChainScene(length: length)
        chain.script.tap(at: chain.location)
        measuredLoop(iterations) { _ in chain.script.tap(at: chain.location) }
        // The head of the chain recognizes every tap; no other recognizer does.
        guard chain.recognitions[0] == iterations + 1, chain.recognitions.dropFirst().allSatisfy({ $0 == 0 }) else {
            print("wrong recognitions")
            return 1
        }
        return 0
    }
    let probe: ProbeScene
    switch scene {
    case "app-screen": probe = .appScreen()
    case "canvas-10k": probe = .canvas(count: 10_000)
    case "canvas-100k": probe = .canvas(count: 100_000)
    case "canvas-1M": probe = .canvas(count: 1_000_000)
    case "chain-1k": probe = .deepChain(depth: 1_000)
    case "chain-100k": probe = .deepChain(depth: 100_000)
    default:
        print("unknown scene \(scene)")
        return 2
    }
    // Warm up (the spatial index is built by the first walk), then measure.
    for index in probe.points.indices { _ = probe.hitKit(index) }
    var wrong = 0
    // One loop per walk, so choosing the walk is not counted.
    switch walk {
    case "plain":
        measuredLoop(iterations) { iteration in
            let index = iteration % probe.points.count
            if probe.plain(index) !== probe.expected[index] { wrong += 1 }
        }
    case "lean":
        measuredLoop(iterations) { iteration in
            let index = iteration % probe.points.count
            if probe.lean(index) !== probe.expected[index] { wrong += 1 }
        }
    default:
        measuredLoop(iterations) { iteration in
            let index = iteration % probe.points.count
            if probe.hitKit(index) !== probe.expected[index] { wrong += 1 }
        }
    }
    if wrong > 0 {
        print("\(wrong) wrong answers")
        return 1
    }
    return 0
}

exit(MainActor.assumeIsolated { run() })
