import Foundation
import Testing

@testable import HitKit

/// The deterministic clock: the only source of time in HitKit.
@MainActor
@Suite("ManualClock")
struct ManualClockTests {
    @Test("A clock starts at 0, or at the time it is given")
    func start() {
        #expect(ManualClock().now == 0)
        #expect(ManualClock(start: 12.5).now == 12.5)
        #expect(ManualClock().pendingTimerCount == 0 && ManualClock().nextDeadline == nil)
    }

    @Test("Timers fire in deadline order, then in the order they were scheduled")
    func firingOrder() {
        let clock = ManualClock()
        var fired: [String] = []
        clock.schedule(at: 2) { fired.append("b") }
        clock.schedule(at: 1) { fired.append("a") }
        clock.schedule(at: 2) { fired.append("c") }
        clock.schedule(at: 5) { fired.append("late") }
        #expect(clock.pendingTimerCount == 4 && clock.nextDeadline == 1)
        clock.advance(to: 3)
        #expect(fired == ["a", "b", "c"])
        #expect(clock.now == 3 && clock.pendingTimerCount == 1 && clock.nextDeadline == 5)
    }

    @Test("Cancelling most of many timers, in any order, leaves the others to fire in order")
    func cancellingManyTimers() {
        let clock = ManualClock()
        var fired: [Int] = []
        let timers = (0..<100).map { index in clock.schedule(at: Double(100 - index)) { fired.append(index) } }
        for index in stride(from: 99, through: 0, by: -1) where index % 10 != 0 { clock.cancel(timers[index]) }
        clock.cancel(timers[3])  // twice: nothing more
        clock.cancel(ScheduledTimer(id: 10_000))  // unknown
        #expect(clock.pendingTimerCount == 10 && clock.nextDeadline == 10)
        clock.advance(to: 95)
        #expect(fired == [90, 80, 70, 60, 50, 40, 30, 20, 10])
        clock.cancel(timers[0])
        #expect(clock.pendingTimerCount == 0 && clock.nextDeadline == nil)
        clock.advance(to: 200)
        #expect(fired.count == 9)
    }

    @Test("During a timer's action, now is that timer's deadline")
    func nowIsDeadlineDuringAction() {
        let clock = ManualClock()
        var seen: [TimeInterval] = []
        clock.schedule(at: 0.5) { seen.append(clock.now) }
        clock.schedule(after: 1.25) { seen.append(clock.now) }
        clock.advance(by: 10)
        #expect(seen == [0.5, 1.25])
        #expect(clock.now == 10)
    }

    @Test("A timer scheduled by an action fires in the same advance when it is due")
    func chainedTimers() {
        let clock = ManualClock()
        var fired: [TimeInterval] = []
        clock.schedule(at: 1) {
            fired.append(clock.now)
            clock.schedule(after: 0.5) { fired.append(clock.now) }
            clock.schedule(after: 5) { fired.append(clock.now) }
        }
        clock.advance(to: 2)
        #expect(fired == [1, 1.5])
        #expect(clock.pendingTimerCount == 1)
    }

    @Test("A cancelled timer never fires; cancelling an unknown timer does nothing")
    func cancelling() {
        let clock = ManualClock()
        var fired = false
        let timer = clock.schedule(at: 1) { fired = true }
        clock.cancel(timer)
        clock.cancel(ScheduledTimer(id: 999))
        clock.advance(to: 2)
        #expect(!fired && clock.pendingTimerCount == 0)
        clock.cancel(timer)
    }

    @Test("Time never goes backwards, and non-finite times are ignored")
    func monotonic() {
        let clock = ManualClock(start: 5)
        clock.advance(to: 3)
        #expect(clock.now == 5)
        clock.advance(to: .nan)
        clock.advance(to: .infinity)
        #expect(clock.now == 5)
        clock.advance(by: -2)
        #expect(clock.now == 5)
    }

    @Test("A deadline in the past or not finite fires at the next advance, at the current time")
    func pastDeadlines() {
        let clock = ManualClock(start: 5)
        var seen: [TimeInterval] = []
        clock.schedule(at: 1) { seen.append(clock.now) }
        clock.schedule(at: .nan) { seen.append(clock.now) }
        clock.schedule(after: -3) { seen.append(clock.now) }
        #expect(clock.nextDeadline == 5)
        clock.advance(to: 5)
        #expect(seen == [5, 5, 5])
    }

    @Test("Host samples move the application's clock, firing due timers before the event")
    func samplesAdvanceClock() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 100, height: 100))
        var order: [String] = []
        stage.app.clock.schedule(at: 1) { order.append("timer at \(stage.app.clock.now)") }
        stage.down(1, 10, 10, at: 2)
        order.append("began seen: \(view.received.count)")
        #expect(order == ["timer at 1.0", "began seen: 1"])
        #expect(stage.app.clock.now == 2)
        stage.app.advanceTime(to: 4)
        #expect(stage.app.clock.now == 4)
    }

    @Test("An application can be given its own clock")
    func injectedClock() {
        let clock = ManualClock(start: 100)
        let app = UIApplication(clock: clock)
        #expect(app.clock === clock)
        app.advanceTime(to: 101)
        #expect(clock.now == 101)
    }
}
