import Foundation
import Testing

@testable import HitKit

/// A target that records the tags of the timers it is told about.
@MainActor
private final class RecordingTarget: ClockTimerTarget {
    var fired: [Int] = []
    func clockTimerFired(tag: Int) { fired.append(tag) }
}

/// Recognizers' timers on a `ManualClock` are plain values, not closures (issue 26, item 9; see
/// the GestureRecognizers article, "Time").
@MainActor
@Suite("Recognizer timers")
struct RecognizerTimerTests {
    @Test("Plain-value timers and closures fire together in (deadline, scheduling) order")
    func plainValuesFireInOrder() {
        let clock = ManualClock()
        let target = RecordingTarget()
        var order: [String] = []
        clock.schedule(at: 2) { order.append("closure at 2") }
        _ = clock.schedule(at: 1, target: target, tag: 7)
        clock.schedule(at: 1) { order.append("closure at 1, after the value") }
        let cancelled = clock.schedule(at: 1.5, target: target, tag: 8)
        clock.cancel(cancelled)
        #expect(clock.pendingTimerCount == 3)
        clock.advance(to: 1)
        #expect(target.fired == [7])
        #expect(order == ["closure at 1, after the value"])
        clock.advance(to: 3)
        #expect(target.fired == [7])
        #expect(order == ["closure at 1, after the value", "closure at 2"])
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("A timer whose target is gone fires nothing and keeps the target from nothing")
    func goneTargetFiresNothing() {
        let clock = ManualClock()
        weak var gone: RecordingTarget?
        do {
            let target = RecordingTarget()
            gone = target
            _ = clock.schedule(at: 1, target: target, tag: 1)
        }
        #expect(gone == nil)
        clock.advance(to: 2)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("A tap recognizer's press timer, a plain value, fails it on time and is gone after the reset")
    func tapRecognizerTimer() {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        stage.down(1, 10, 10, at: 1)
        #expect(stage.app.clock.pendingTimerCount == 1)
        stage.app.advanceTime(to: 1 + HitKitDefaults.tapMaximumPressDuration + 0.01)
        #expect(tap.state == .failed)
        stage.up(1, 10, 10, at: 3)
        #expect(tap.state == .possible)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }
}
