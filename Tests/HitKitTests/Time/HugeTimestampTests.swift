import Foundation
import Testing

@testable import HitKit

/// Timers at times so large that a short delay is below the resolution of a `Double`.
@MainActor
@Suite("Huge timestamps")
struct HugeTimestampTests {
    /// 1e17 s: consecutive `Double`s are 16 s apart, so `huge + 0.5 == huge`.
    private let huge: TimeInterval = 1e17

    @Test("A delay too short to represent fires at the next representable time, never now, and is reported")
    func unrepresentableDelay() {
        let clock = ManualClock(start: huge)
        var fired = false
        let collected = diagnostics {
            clock.schedule(after: 0.5) { fired = true }
        }
        #expect(collected.codes == [.unrepresentableDelay])
        clock.advance(to: huge + 0.5)
        #expect(!fired)
        clock.advance(to: huge.nextUp)
        #expect(fired)
    }

    @Test("A delay is never rounded down to an earlier deadline")
    func neverEarly() {
        // At 1e16 consecutive Doubles are 2 s apart; 1e16 + 5 rounds to even: 1e16 + 4.
        let start: TimeInterval = 1e16
        #expect(start + 5 == start + 4)
        let clock = ManualClock(start: start)
        var fired = false
        _ = diagnostics { clock.schedule(after: 5) { fired = true } }
        clock.advance(to: start + 4)
        #expect(!fired)
        clock.advance(to: start + 6)
        #expect(fired)
    }

    @Test("Ordinary delays are scheduled exactly as before and report nothing")
    func ordinaryDelays() {
        let clock = ManualClock(start: 12.3)
        var fired = false
        let collected = diagnostics { clock.schedule(after: 0.5) { fired = true } }
        #expect(collected.codes.isEmpty)
        #expect(clock.nextDeadline == 12.3 + 0.5)
        clock.advance(to: 12.3 + 0.5)
        #expect(fired)
    }

    @Test("A long press at a huge timestamp does not begin before the finger was held")
    func longPressNotEarly() {
        let stage = CoreStage()
        let target = stage.view("target", CGRect(x: 0, y: 0, width: 200, height: 200))
        let press = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        press.addTarget { states.append($0.state) }
        target.addGestureRecognizer(press)
        _ = diagnostics {
            stage.down(1, 20, 20, at: huge)
            stage.app.advanceTime(to: huge + 0.1)  // The same Double: no time passed.
            stage.up(1, 20, 20, at: huge + 0.2)
        }
        #expect(states.isEmpty)
        #expect(stage.journal.entries == ["target began 1", "target ended 1"])
    }

    @Test("A double tap at a huge timestamp does not time out between its taps")
    func doubleTapNotEarly() {
        let stage = CoreStage()
        let target = stage.view("target", CGRect(x: 0, y: 0, width: 200, height: 200))
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        var states: [UIGestureRecognizer.State] = []
        doubleTap.addTarget { states.append($0.state) }
        target.addGestureRecognizer(doubleTap)
        _ = diagnostics {
            stage.tap(1, 20, 20, at: huge)
            stage.app.advanceTime(to: huge + 0.1)
            stage.tap(2, 20, 20, at: huge + 0.2)
        }
        #expect(states == [.ended])
    }
}
