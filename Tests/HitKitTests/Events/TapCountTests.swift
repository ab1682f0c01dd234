import Foundation
import Testing

@testable import HitKit

/// `UITouch.tapCount` (Apple's `UITouch.tapCount`; thresholds in `HitKitDefaults`, *observed*
/// values).
@MainActor
@Suite("Tap counting")
struct TapCountTests {
    /// Taps at the given (time, x, y) and returns each touch's tapCount as its view saw it.
    private func tapCounts(_ taps: [(TimeInterval, CGFloat, CGFloat)], duration: TimeInterval = 0.05) -> [Int] {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        for (time, x, y) in taps {
            stage.down(1, x, y, at: time)
            stage.up(1, x, y, at: time + duration)
        }
        return view.received.filter { $0.phase == "began" }.compactMap { $0.touches.first?.tapCount }
    }

    @Test("Quick taps at one spot count up")
    func quickTapsCountUp() {
        #expect(tapCounts([(0, 100, 100), (0.2, 100, 100), (0.4, 102, 99), (0.6, 100, 100)]) == [1, 2, 3, 4])
    }

    @Test("A tap that comes too late starts again at 1")
    func slowTapResets() {
        let late = 0.05 + HitKitDefaults.multiTapInterval + 0.05
        #expect(tapCounts([(0, 100, 100), (late, 100, 100), (late + 0.2, 100, 100)]) == [1, 1, 2])
        let justInTime = 0.05 + HitKitDefaults.multiTapInterval - 0.05
        #expect(tapCounts([(0, 100, 100), (justInTime, 100, 100)]) == [1, 2])
    }

    @Test("A tap that lands too far away starts again at 1")
    func farTapResets() {
        let far = 100 + HitKitDefaults.multiTapDistance + 5
        #expect(tapCounts([(0, 100, 100), (0.2, far, 100), (0.4, far, 100)]) == [1, 1, 2])
        let near = 100 + HitKitDefaults.multiTapDistance - 5
        #expect(tapCounts([(0, 100, 100), (0.2, near, 100)]) == [1, 2])
    }

    @Test("tapCount stays the same for the touch's whole life")
    func tapCountConstant() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.tap(1, 50, 50, at: 0)
        stage.down(1, 50, 50, at: 0.2)
        stage.move(1, 52, 50, at: 0.25)
        stage.up(1, 52, 50, at: 0.3)
        #expect(view.received.suffix(3).map { $0.touches.first?.tapCount } == [2, 2, 2])
    }

    @Test("A drag is not a tap: the next touch there starts at 1")
    func dragIsNotATap() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.down(1, 50, 50, at: 0)
        stage.move(1, 200, 50, at: 0.05)
        stage.up(1, 200, 50, at: 0.1)
        stage.tap(1, 200, 50, at: 0.2)
        let counts = view.received.filter { $0.phase == "began" }.compactMap { $0.touches.first?.tapCount }
        #expect(counts == [1, 1])
    }

    @Test("Fingers that touch down together each start at 1; tapping again with both counts 2")
    func twoFingerTaps() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        func twoFingerTap(at time: TimeInterval) {
            for phase in [PointerSample.Phase.down, .up] {
                stage.app.send(
                    [1, 2].map {
                        PointerSample(
                            pointerID: $0, phase: phase, location: CGPoint(x: 100 + CGFloat($0) * 10, y: 100),
                            timestamp: phase == .down ? time : time + 0.05)
                    })
            }
        }
        twoFingerTap(at: 0)
        twoFingerTap(at: 0.2)
        let began = view.received.filter { $0.phase == "began" }
        #expect(began.map { $0.touches.map(\.tapCount) } == [[1, 1], [2, 2]])
    }

    @Test("The second finger of a two-finger tap is not a repeat of the first")
    func secondFingerIsNotRepeat() {
        // Observed: the first finger is still down, so there is no earlier tap to repeat.
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        view.isMultipleTouchEnabled = true
        stage.down(1, 100, 100, at: 0)
        stage.down(2, 110, 100, at: 0.02)
        stage.up(1, 100, 100, at: 0.08)
        stage.up(2, 110, 100, at: 0.1)
        let began = view.received.filter { $0.phase == "began" }
        #expect(began.compactMap { $0.touches.first?.tapCount } == [1, 1])
    }

    @Test("A touch that hits no view keeps a tapCount of 1 and counts nothing")
    func missesDoNotCount() {
        let stage = CoreStage(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.tap(1, 150, 50, at: 0)
        #expect(stage.app.activeTouches.isEmpty)
        stage.tap(1, 99, 50, at: 0.2)
        #expect(view.received.first?.touches.first?.tapCount == 1)
    }
}
