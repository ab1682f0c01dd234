import Foundation
import HitKit
import HitKitTesting
import Testing

@MainActor
@Suite("EventGenerator: down, move, up")
struct EventGeneratorFingerTests {
    @Test("fingerDown touches down one frame from now with finger 0 and pointer 1")
    func fingerDownBegins() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 20, y: 30))
        #expect(scene.canvas.calls.count == 1)
        let call = try #require(scene.canvas.calls.first)
        #expect(call.phase == .began)
        #expect(call.pointers == [1])
        #expect(call.tapCounts == [1])
        #expect(same(call.time, step))
        #expect(call.locations == [CGPoint(x: 20, y: 30)])
        #expect(scene.generator.fingersDown == [0])
        #expect(scene.generator.touch(forFinger: 0)?.view === scene.canvas)
        #expect(same(scene.generator.now, step))
    }

    @Test("A nil finger is the lowest free one; a named finger is used as given")
    func fingerChoice() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(3, at: CGPoint(x: 10, y: 10))
        try scene.generator.fingerDown(at: CGPoint(x: 100, y: 10))
        try scene.generator.fingerDown(at: CGPoint(x: 200, y: 10))
        #expect(scene.generator.fingersDown == [3, 0, 1])
        #expect(scene.generator.touch(forFinger: 3)?.pointerID == 1)
        #expect(scene.generator.touch(forFinger: 1)?.pointerID == 3)
        #expect(scene.generator.touch(forFinger: 2) == nil)
    }

    @Test("fingerMove without a duration sends one move one frame later")
    func fingerMoveOnce() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 20, y: 20))
        try scene.generator.fingerMove(to: CGPoint(x: 60, y: 80))
        #expect(scene.canvas.phases == [.began, .moved])
        #expect(same(scene.canvas.times[1], 2 * step))
        #expect(scene.canvas.calls[1].locations == [CGPoint(x: 60, y: 80)])
        #expect(scene.generator.touch(forFinger: 0)?.previousLocation(in: nil) == CGPoint(x: 20, y: 20))
    }

    @Test("fingerMove with a duration moves once a frame along a line and arrives on time")
    func fingerMoveWithDuration() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 0, y: 0))
        let start = scene.generator.now
        try scene.generator.fingerMove(to: CGPoint(x: 60, y: 120), duration: 0.1)
        let moves = scene.canvas.calls.dropFirst()
        #expect(moves.count == 6)
        #expect(moves.allSatisfy { $0.phase == .moved })
        for (index, move) in moves.enumerated() {
            let progress = Double(index + 1) / 6
            #expect(same(move.time, start + 0.1 * progress))
            #expect(same(move.locations[0], CGPoint(x: 60 * progress, y: 120 * progress)))
        }
        #expect(moves.last?.locations == [CGPoint(x: 60, y: 120)])
        #expect(same(scene.generator.now, start + 0.1))
    }

    @Test("fingerUp lifts the finger that touched down last, where it is")
    func fingerUpLiftsLatest() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 10))
        try scene.generator.fingerDown(at: CGPoint(x: 100, y: 100))
        try scene.generator.fingerUp()
        #expect(scene.canvas.calls.last?.phase == .ended)
        #expect(scene.canvas.calls.last?.pointers == [2])
        #expect(scene.canvas.calls.last?.locations == [CGPoint(x: 100, y: 100)])
        #expect(scene.generator.fingersDown == [0])
        try scene.generator.fingerUp(0)
        #expect(scene.generator.fingersDown.isEmpty)
        #expect(scene.application.activeTouches.isEmpty)
    }

    @Test("Several fingers touch down, move and lift in single events")
    func severalFingersTogether() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        try scene.generator.fingerMove(to: [CGPoint(x: 10, y: 40), CGPoint(x: 50, y: 40)])
        try scene.generator.fingerUp([nil, nil])
        #expect(scene.canvas.phases == [.began, .moved, .ended])
        #expect(scene.canvas.calls.map(\.pointers) == [[1, 2], [1, 2], [1, 2]])
        #expect(scene.canvas.calls[1].locations == [CGPoint(x: 10, y: 40), CGPoint(x: 50, y: 40)])
        #expect(same(scene.canvas.times[2], 3 * step))
    }

    @Test("Moving one of two fingers leaves the other stationary")
    func otherFingerIsStationary() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10)])
        try scene.generator.fingerMove(0, to: CGPoint(x: 10, y: 30))
        #expect(scene.canvas.calls.last?.pointers == [1])
        #expect(scene.generator.touch(forFinger: 1)?.phase == .stationary)
    }

    @Test("fingerCancel cancels the finger's touch")
    func fingerCancelCancels() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 10))
        try scene.generator.fingerCancel()
        #expect(scene.canvas.phases == [.began, .cancelled])
        #expect(scene.generator.fingersDown.isEmpty)
    }

    @Test("A finger whose touch HitKit cancelled counts as lifted")
    func cancelledTouchFreesFinger() throws {
        let scene = try Scene()
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 10))
        scene.application.cancelAllTouches()
        #expect(scene.generator.fingersDown.isEmpty)
        #expect(code { try scene.generator.fingerUp() } == .fingerNotDown)
        try scene.generator.fingerDown(0, at: CGPoint(x: 10, y: 10))
        #expect(scene.canvas.phases == [.began, .cancelled, .began])
    }

    @Test("Points are window coordinates, even when the window is not at the screen's origin")
    func windowCoordinates() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100), application: application)
        let view = RecordingView("view", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.fingerTap(at: CGPoint(x: 15, y: 25))
        #expect(view.phases == [.began, .ended])
        #expect(view.calls[0].locations == [CGPoint(x: 15, y: 25)])
        #expect(view.touches.first?.location(in: view) == CGPoint(x: 5, y: 15))
    }

    @Test("wait advances the clock and fires due timers without sleeping")
    func waitAdvancesClock() throws {
        let scene = try Scene()
        var fired: [TimeInterval] = []
        let clock = scene.application.clock
        clock.schedule(at: 0.3) { fired.append(clock.now) }
        scene.generator.wait(0.2)
        #expect(fired.isEmpty)
        #expect(same(scene.generator.now, 0.2))
        scene.generator.wait(0.2)
        #expect(fired == [0.3])
        #expect(same(scene.generator.now, 0.4))
        scene.generator.wait(-1)
        scene.generator.wait(.nan)
        #expect(same(scene.generator.now, 0.4))
    }

    @Test("Each event is one frame after the clock's current time")
    func eventsAreOneFrameApart() throws {
        let scene = try Scene()
        scene.generator.wait(1)
        try scene.generator.fingerDown(at: CGPoint(x: 10, y: 10))
        try scene.generator.fingerMove(to: CGPoint(x: 12, y: 10))
        try scene.generator.fingerUp()
        #expect(scene.canvas.times.count == 3)
        #expect(zip(scene.canvas.times, [1 + step, 1 + 2 * step, 1 + 3 * step]).allSatisfy { same($0, $1) })
    }
}
