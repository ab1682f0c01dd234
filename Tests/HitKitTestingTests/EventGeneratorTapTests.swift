import Foundation
import HitKit
import HitKitTesting
import Testing

@MainActor
@Suite("EventGenerator: taps, presses and drags")
struct EventGeneratorTapTests {
    @Test("fingerTap touches down and lifts one frame later with a tap count of 1")
    func fingerTapTaps() throws {
        let scene = try Scene()
        try scene.generator.fingerTap(at: CGPoint(x: 40, y: 40))
        #expect(scene.canvas.phases == [.began, .ended])
        #expect(scene.canvas.calls.map(\.tapCounts) == [[1], [1]])
        #expect(same(scene.canvas.times[0], step))
        #expect(same(scene.canvas.times[1], 2 * step))
        #expect(scene.canvas.calls.allSatisfy { $0.locations == [CGPoint(x: 40, y: 40)] })
        #expect(scene.generator.fingersDown.isEmpty)
    }

    @Test("fingerDoubleTap makes the second touch's tap count 2, within the multi-tap interval")
    func fingerDoubleTapCountsTwo() throws {
        let scene = try Scene()
        try scene.generator.fingerDoubleTap(at: CGPoint(x: 40, y: 40))
        #expect(scene.canvas.phases == [.began, .ended, .began, .ended])
        #expect(scene.canvas.calls.map(\.tapCounts) == [[1], [1], [2], [2]])
        #expect(scene.canvas.calls.map(\.pointers) == [[1], [1], [2], [2]])
        let pause = scene.canvas.times[2] - scene.canvas.times[1]
        #expect(pause > 0 && pause < HitKitDefaults.multiTapInterval)
    }

    @Test("fingerTap numberOfTimes 3 counts up to 3")
    func tripleTap() throws {
        let scene = try Scene()
        try scene.generator.fingerTap(at: CGPoint(x: 40, y: 40), numberOfTimes: 3)
        #expect(scene.canvas.calls.filter { $0.phase == .began }.map(\.tapCounts) == [[1], [2], [3]])
    }

    @Test("Two fingerTap calls in a row count as a double tap; after a wait the count starts again")
    func tapCountResetsAfterWait() throws {
        let scene = try Scene()
        let point = CGPoint(x: 40, y: 40)
        try scene.generator.fingerTap(at: point)
        try scene.generator.fingerTap(at: point)
        scene.generator.wait(HitKitDefaults.multiTapInterval + 0.1)
        try scene.generator.fingerTap(at: point)
        #expect(scene.canvas.calls.filter { $0.phase == .began }.map(\.tapCounts) == [[1], [2], [1]])
    }

    @Test("fingerTap with a named finger uses it")
    func tapWithNamedFinger() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(0, at: CGPoint(x: 200, y: 200))
        try scene.generator.fingerTap(4, at: CGPoint(x: 40, y: 40))
        #expect(scene.canvas.calls.map(\.pointers) == [[1], [2], [2]])
        #expect(scene.generator.fingersDown == [0])
    }

    @Test("fingerLongPress holds still for the duration, firing timers, then lifts exactly then")
    func fingerLongPressHolds() throws {
        let scene = try Scene()
        var firedWhileDown: [Bool] = []
        let clock = scene.application.clock
        clock.schedule(at: 0.5) { firedWhileDown.append(!scene.application.activeTouches.isEmpty) }
        try scene.generator.fingerLongPress(at: CGPoint(x: 40, y: 40))
        #expect(scene.canvas.phases == [.began, .ended])
        #expect(same(scene.canvas.times[1] - scene.canvas.times[0], EventGenerator.longPressDuration))
        #expect(firedWhileDown == [true])
        #expect(scene.generator.fingersDown.isEmpty)
    }

    @Test("fingerLongPress takes a custom duration")
    func longPressCustomDuration() throws {
        let scene = try Scene()
        try scene.generator.fingerLongPress(at: CGPoint(x: 40, y: 40), duration: 0.6)
        #expect(same(scene.canvas.times[1] - scene.canvas.times[0], 0.6))
    }

    @Test("fingerDrag touches down, moves once a frame and lifts at the end; the touch keeps its view")
    func fingerDragDrags() throws {
        let scene = try Scene()
        let small = RecordingView("small", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.window.addSubview(small)
        try scene.generator.fingerDrag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 210, y: 110), duration: 0.2)
        #expect(small.phases.first == .began)
        #expect(small.phases.last == .ended)
        #expect(small.phases.filter { $0 == .moved }.count == 12)
        #expect(small.calls.last?.locations == [CGPoint(x: 210, y: 110)])
        #expect(same(small.times.last! - small.times.first!, 0.2 + step))
        #expect(small.touches.first?.view === small)
        #expect(scene.canvas.calls.isEmpty)
    }

    @Test("Taps and drags accept a view, touching its visible centre")
    func locationsCanBeViews() throws {
        let scene = try Scene()
        let target = RecordingView("target", frame: CGRect(x: 100, y: 100, width: 40, height: 20))
        scene.window.addSubview(target)
        try scene.generator.fingerTap(at: target)
        try scene.generator.fingerDoubleTap(at: target)
        try scene.generator.fingerLongPress(at: target, duration: 0.6)
        try scene.generator.fingerDrag(from: target, to: scene.canvas, duration: 0)
        try scene.generator.fingerDown(at: target)
        try scene.generator.fingerMove(to: scene.canvas)
        try scene.generator.fingerUp()
        let began = target.calls.filter { $0.phase == .began }
        #expect(began.count == 6)
        #expect(began.allSatisfy { $0.locations == [CGPoint(x: 120, y: 110)] })
        #expect(target.calls.last?.locations == [CGPoint(x: 160, y: 240)])
    }
}
