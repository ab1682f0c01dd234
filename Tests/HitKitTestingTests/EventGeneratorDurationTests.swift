import Foundation
import HitKit
import HitKitTesting
import Testing

/// Durations and counts at the edges: huge finite durations neither trap nor flood the queue.
@MainActor
@Suite("EventGenerator: durations and counts")
struct EventGeneratorDurationTests {
    private let limit = EventGenerator.maximumMoveCount

    @Test("A drag over a huge finite duration sends at most the maximum number of moves, spread evenly")
    func hugeDrag() throws {
        for duration in [1e7, 1e300, TimeInterval.greatestFiniteMagnitude] {
            let scene = try Scene()
            try scene.generator.fingerDrag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 110, y: 10), duration: duration)
            let moves = scene.canvas.calls.filter { $0.phase == .moved }
            let start = try #require(scene.canvas.calls.first).time  // The touch-down's time.
            #expect(moves.count == limit)
            #expect(moves.last.map { $0.time == start + duration } == true)
            #expect(moves.last.map { same($0.locations[0], CGPoint(x: 110, y: 10)) } == true)
            #expect(moves.allSatisfy { $0.time.isFinite })
            #expect(zip(moves, moves.dropFirst()).allSatisfy { $0.time < $1.time })
            #expect(scene.canvas.phases.last == .ended)
        }
    }

    @Test("Moves, pinches and rotations over a huge duration are bounded the same way")
    func hugeMultiFinger() throws {
        let scene = try Scene()
        let huge = 1e12
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 10))
        try scene.generator.fingerMove(to: CGPoint(x: 50, y: 50), duration: huge)
        try scene.generator.fingerUp()
        try scene.generator.fingerPinch(fromDistance: 20, toDistance: 100, duration: huge)
        try scene.generator.fingerRotate(angle: 1, duration: huge)
        #expect(scene.canvas.calls.filter { $0.phase == .moved }.count == 3 * limit)
        #expect(scene.application.activeTouches.isEmpty)
    }

    @Test("A long press over a huge duration lifts once the time has passed")
    func hugeLongPress() throws {
        let scene = try Scene()
        try scene.generator.fingerLongPress(at: CGPoint(x: 10, y: 10), duration: 1e300)
        #expect(scene.canvas.phases == [.began, .ended])
        #expect(scene.generator.now >= 1e300)
    }

    @Test("A short duration still moves once per frame")
    func shortDurationOnePerFrame() throws {
        let scene = try Scene()
        try scene.generator.fingerDrag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), duration: 0.5)
        #expect(scene.canvas.calls.filter { $0.phase == .moved }.count == 30)
    }

    @Test("Too many taps in a row are refused before anything is sent")
    func tooManyTaps() throws {
        let scene = try Scene()
        let point = CGPoint(x: 10, y: 10)
        #expect(code { try scene.generator.fingerTap(at: point, numberOfTimes: limit + 1) } == .invalidArgument)
        #expect(code { try scene.generator.fingerTap(at: point, numberOfTimes: .max) } == .invalidArgument)
        #expect(scene.canvas.calls.isEmpty)
    }
}
