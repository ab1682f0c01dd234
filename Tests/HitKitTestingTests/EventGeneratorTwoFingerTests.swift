import Foundation
import HitKit
import HitKitTesting
import Testing

@MainActor
@Suite("EventGenerator: two-finger gestures")
struct EventGeneratorTwoFingerTests {
    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    @Test("twoFingerTap puts two fingers down in one event around the window's centre and lifts both")
    func twoFingerTapAtCentre() throws {
        let scene = try Scene()
        try scene.generator.twoFingerTap()
        #expect(scene.canvas.phases == [.began, .ended])
        #expect(scene.canvas.calls.map(\.pointers) == [[1, 2], [1, 2]])
        #expect(scene.canvas.calls[0].locations == [CGPoint(x: 150, y: 240), CGPoint(x: 170, y: 240)])
        #expect(scene.canvas.calls[0].tapCounts == [1, 1])
        #expect(same(scene.canvas.times[1] - scene.canvas.times[0], step))
        #expect(scene.generator.fingersDown.isEmpty)
    }

    @Test("twoFingerTap takes a location and a distance")
    func twoFingerTapAtPoint() throws {
        let scene = try Scene()
        try scene.generator.twoFingerTap(at: CGPoint(x: 100, y: 50), distance: 40)
        #expect(scene.canvas.calls[0].locations == [CGPoint(x: 80, y: 50), CGPoint(x: 120, y: 50)])
    }

    @Test("fingerPinch moves two fingers apart symmetrically, once a frame, then lifts them")
    func fingerPinchOpens() throws {
        let scene = try Scene()
        try scene.generator.fingerPinch(fromDistance: 20, toDistance: 200, duration: 0.1)
        let calls = scene.canvas.calls
        #expect(calls.first?.phase == .began)
        #expect(calls.last?.phase == .ended)
        #expect(calls.filter { $0.phase == .moved }.count == 6)
        #expect(calls.allSatisfy { $0.pointers == [1, 2] })
        #expect(calls.first?.locations == [CGPoint(x: 150, y: 240), CGPoint(x: 170, y: 240)])
        #expect(calls.last?.locations == [CGPoint(x: 60, y: 240), CGPoint(x: 260, y: 240)])
        let distances = calls.map { distance($0.locations[0], $0.locations[1]) }
        #expect(distances == distances.sorted())
        let centres = calls.map { CGPoint(x: ($0.locations[0].x + $0.locations[1].x) / 2, y: $0.locations[0].y) }
        #expect(centres.allSatisfy { same($0, CGPoint(x: 160, y: 240)) })
    }

    @Test("fingerPinch closes at an angle around a given point")
    func fingerPinchCloses() throws {
        let scene = try Scene()
        try scene.generator.fingerPinch(
            at: CGPoint(x: 100, y: 100), fromDistance: 100, toDistance: 20, angle: .pi / 2, duration: 0.05)
        let first = try #require(scene.canvas.calls.first)
        let last = try #require(scene.canvas.calls.last)
        #expect(same(first.locations[0], CGPoint(x: 100, y: 50)))
        #expect(same(first.locations[1], CGPoint(x: 100, y: 150)))
        #expect(same(last.locations[0], CGPoint(x: 100, y: 90)))
        #expect(same(last.locations[1], CGPoint(x: 100, y: 110)))
    }

    @Test("fingerRotate turns two fingers clockwise around the centre by the angle, keeping their distance")
    func fingerRotateTurns() throws {
        let scene = try Scene()
        try scene.generator.fingerRotate(angle: .pi / 2, duration: 0.1)
        let calls = scene.canvas.calls
        #expect(calls.filter { $0.phase == .moved }.count == 6)
        #expect(calls.first?.locations == [CGPoint(x: 110, y: 240), CGPoint(x: 210, y: 240)])
        let last = try #require(calls.last)
        #expect(last.phase == .ended)
        #expect(same(last.locations[0], CGPoint(x: 160, y: 190)))
        #expect(same(last.locations[1], CGPoint(x: 160, y: 290)))
        #expect(calls.allSatisfy { abs(distance($0.locations[0], $0.locations[1]) - 100) < 1e-9 })
    }

    @Test("fingerRotate takes a centre and a distance")
    func fingerRotateAroundPoint() throws {
        let scene = try Scene()
        try scene.generator.fingerRotate(at: CGPoint(x: 100, y: 100), distance: 40, angle: -.pi, duration: 0)
        let last = try #require(scene.canvas.calls.last)
        #expect(scene.canvas.phases == [.began, .moved, .ended])
        #expect(same(last.locations[0], CGPoint(x: 120, y: 100)))
        #expect(same(last.locations[1], CGPoint(x: 80, y: 100)))
    }

    @Test("Two-finger gestures use the lowest free fingers")
    func twoFingerGesturesUseFreeFingers() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(0, at: CGPoint(x: 10, y: 10))
        try scene.generator.twoFingerTap(at: CGPoint(x: 100, y: 100))
        #expect(scene.canvas.calls.last?.pointers == [2, 3])
        #expect(scene.generator.fingersDown == [0])
    }
}
