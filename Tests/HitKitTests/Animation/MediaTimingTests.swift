import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("Media timing: parent time to local time")
struct MediaTimingTests {
    private func animation(_ configure: (CAAnimation) -> Void) -> CAAnimation {
        let animation = CAAnimation()
        configure(animation)
        return animation
    }

    @Test("An animation is active from its begin time for its duration, and has no effect outside by default")
    func beginAndDuration() {
        let animation = animation {
            $0.beginTime = 1
            $0.duration = 2
        }
        let before = animation.timingSample(atTime: 0.5)
        #expect(before.phase == .beforeBegin && !before.isEffective)
        let middle = animation.timingSample(atTime: 2)
        #expect(middle.phase == .active && middle.isEffective && middle.localTime == 1 && middle.fraction == 0.5)
        #expect(animation.timingSample(atTime: 1).phase == .active)
        let end = animation.timingSample(atTime: 3)
        #expect(end.phase == .active && end.isEffective && end.fraction == 1)
        let after = animation.timingSample(atTime: 3.001)
        #expect(after.phase == .afterEnd && !after.isEffective)
    }

    @Test("Fill modes hold the first state before the begin time and the last state after the end")
    func fillModes() {
        for (mode, backwards, forwards) in [
            (CAMediaTimingFillMode.removed, false, false), (.forwards, false, true), (.backwards, true, false),
            (.both, true, true),
        ] {
            let animation = animation {
                $0.beginTime = 1
                $0.duration = 2
                $0.fillMode = mode
            }
            let before = animation.timingSample(atTime: 0)
            #expect(before.isEffective == backwards && before.fraction == 0)
            let after = animation.timingSample(atTime: 10)
            #expect(after.isEffective == forwards && after.fraction == 1)
        }
    }

    @Test("Speed scales local time; speed 0 with a time offset pauses at the offset")
    func speed() {
        let fast = animation {
            $0.duration = 2
            $0.speed = 2
        }
        #expect(fast.timingSample(atTime: 0.5).localTime == 1)
        #expect(fast.timingSample(atTime: 1.01).phase == .afterEnd)
        let paused = animation {
            $0.duration = 1
            $0.speed = 0
            $0.timeOffset = 0.3
        }
        for time in [0.0, 5, 1e9] {
            let sample = paused.timingSample(atTime: time)
            #expect(sample.phase == .active && abs(sample.fraction - 0.3) < 1e-12)
        }
        let backwards = animation {
            $0.duration = 1
            $0.speed = -1
        }
        #expect(backwards.timingSample(atTime: 0.5).phase == .beforeBegin)
    }

    @Test("A time offset starts part way through and wraps round to where it started")
    func timeOffsetWraps() {
        let animation = animation {
            $0.duration = 4
            $0.timeOffset = 1
            $0.fillMode = .forwards
        }
        #expect(animation.timingSample(atTime: 0).localTime == 1)
        #expect(animation.timingSample(atTime: 2.5).localTime == 3.5)
        #expect(animation.timingSample(atTime: 3.5).localTime == 0.5)
        #expect(animation.timingSample(atTime: 3.5).iteration == 1)
        #expect(animation.timingSample(atTime: 4).localTime == 1)
        let end = animation.timingSample(atTime: 5)
        #expect(end.phase == .afterEnd && end.localTime == 1)
    }

    @Test("Repeat counts may be fractional; the end holds the state reached, the iteration counts cycles")
    func repeatCount() {
        let animation = animation {
            $0.duration = 1
            $0.repeatCount = 2.5
            $0.fillMode = .forwards
        }
        let second = animation.timingSample(atTime: 1.25)
        #expect(second.fraction == 0.25 && second.iteration == 1)
        let end = animation.timingSample(atTime: 3)
        #expect(end.phase == .afterEnd && end.fraction == 0.5 && end.iteration == 2)
        let whole = self.animation {
            $0.duration = 1
            $0.repeatCount = 2
            $0.fillMode = .forwards
        }
        let wholeEnd = whole.timingSample(atTime: 2)
        #expect(wholeEnd.phase == .active && wholeEnd.fraction == 1 && wholeEnd.iteration == 1)
        #expect(whole.timingSample(atTime: 2.5).fraction == 1)
        let byDuration = self.animation {
            $0.duration = 1
            $0.repeatDuration = 2.5
        }
        #expect(byDuration.timingSample(atTime: 2.4).phase == .active)
        #expect(byDuration.timingSample(atTime: 2.5).phase == .active)
        #expect(byDuration.timingSample(atTime: 2.6).phase == .afterEnd)
        let forever = self.animation {
            $0.duration = 1
            $0.repeatCount = .infinity
        }
        let late = forever.timingSample(atTime: 1e9 + 0.25)
        #expect(late.phase == .active && abs(late.fraction - 0.25) < 1e-6 && late.iteration == 1_000_000_000)
    }

    @Test("Autoreversing plays forwards then backwards within each cycle and ends at the start")
    func autoreverses() {
        let animation = animation {
            $0.duration = 1
            $0.autoreverses = true
            $0.fillMode = .forwards
        }
        #expect(animation.timingSample(atTime: 0.25).fraction == 0.25)
        #expect(animation.timingSample(atTime: 1.25).fraction == 0.75)
        #expect(animation.timingSample(atTime: 1.9).phase == .active)
        #expect(animation.timingSample(atTime: 2).fraction == 0)
        let end = animation.timingSample(atTime: 2.5)
        #expect(end.phase == .afterEnd && end.fraction == 0 && end.iteration == 0)
    }

    @Test("Non-finite and out-of-range timing never traps and evaluates to the documented state")
    func nonFinite() {
        let zero = animation { $0.duration = 0 }
        #expect(zero.timingSample(atTime: 0.125).fraction == 0.5)
        for bad in [CFTimeInterval.nan, .infinity, -.infinity, -1] {
            let animation = animation { $0.duration = bad }
            #expect(animation.timingSample(atTime: 0.125).fraction == 0.5)
        }
        let nanSpeed = animation {
            $0.duration = 1
            $0.speed = .nan
        }
        #expect(nanSpeed.timingSample(atTime: 0.5).fraction == 0.5)
        let infiniteSpeed = animation {
            $0.duration = 1
            $0.speed = .infinity
            $0.fillMode = .both
        }
        #expect(infiniteSpeed.timingSample(atTime: 0).phase == .active)
        #expect(infiniteSpeed.timingSample(atTime: 1e-9).phase == .afterEnd)
        #expect(infiniteSpeed.timingSample(atTime: 1e-9).fraction == 1)
        let nanEverything = animation {
            $0.beginTime = .nan
            $0.timeOffset = .infinity
            $0.repeatCount = .nan
            $0.repeatDuration = .nan
            $0.duration = 1
        }
        #expect(nanEverything.timingSample(atTime: 0.5).fraction == 0.5)
        #expect(nanEverything.timingSample(atTime: .nan).phase == .active)
        #expect(nanEverything.timingSample(atTime: .nan).fraction == 0)
        #expect(nanEverything.timingSample(atTime: .infinity).phase == .afterEnd)
        #expect(nanEverything.timingSample(atTime: -.infinity).phase == .beforeBegin)
        let infiniteBoth = animation {
            $0.duration = 1
            $0.speed = .infinity
            $0.repeatCount = .infinity
        }
        let sample = infiniteBoth.timingSample(atTime: 3)
        #expect(sample.fraction.isFinite && sample.localTime.isFinite)
    }
}
