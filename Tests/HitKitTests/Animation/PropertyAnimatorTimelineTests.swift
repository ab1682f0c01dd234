import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("Property animator timeline")
struct PropertyAnimatorTimelineTests {
    private let easeInOut = CubicTimingCurve(0.42, 0, 0.58, 1)

    @Test("A running timeline's fraction is elapsed time over its length and its progress the curve's value there")
    func runsAlongTheCurve() {
        var timeline = PropertyAnimatorTimeline(curve: .cubic(easeInOut), length: 2)
        timeline.run(at: 10)
        for elapsed in [0.0, 0.3, 1, 1.7, 2, 3] {
            let fraction = min(elapsed / 2, 1)
            // 10 + elapsed − 10 is elapsed to within rounding.
            #expect(abs(timeline.fraction(at: 10 + elapsed) - fraction) < 1e-12)
            #expect(abs(timeline.progress(at: 10 + elapsed) - easeInOut.progress(at: fraction)) < 1e-12)
        }
        #expect(timeline.endTime() == 12)
        #expect(!timeline.hasArrived(at: 11.99))
        #expect(timeline.hasArrived(at: 12))
    }

    @Test("Pausing keeps the fraction and progress reached; running again continues along the same curve")
    func pauseAndResume() {
        var timeline = PropertyAnimatorTimeline(curve: .cubic(easeInOut), length: 1)
        timeline.run(at: 0)
        timeline.pause(at: 0.25)
        #expect(timeline.fraction(at: 5) == 0.25)
        #expect(timeline.progress(at: 5) == easeInOut.progress(at: 0.25))
        timeline.run(at: 5)
        #expect(abs(timeline.progress(at: 5.5) - easeInOut.progress(at: 0.75)) < 1e-12)
        #expect(timeline.endTime() == 5.75)
    }

    @Test("Scrubbing linearly sets the progress to the fraction, otherwise to the curve's value")
    func scrubbing() {
        var timeline = PropertyAnimatorTimeline(curve: .cubic(easeInOut), length: 1)
        timeline.scrub(to: 0.3, linearly: true)
        #expect(timeline.progress(at: 0) == 0.3)
        timeline.scrub(to: 0.3, linearly: false)
        #expect(timeline.progress(at: 0) == easeInOut.progress(at: 0.3))
        timeline.scrub(to: .nan, linearly: true)
        #expect(timeline.fraction(at: 0) == 0.3)
        timeline.scrub(to: 7, linearly: true)
        #expect(timeline.fraction(at: 0) == 1)
    }

    @Test("After a linear scrub, running moves on from the drawn value without a jump and ends exactly at 1")
    func resumeAfterScrub() {
        var timeline = PropertyAnimatorTimeline(curve: .cubic(easeInOut), length: 1)
        timeline.scrub(to: 0.2, linearly: true)
        timeline.run(at: 0)
        #expect(timeline.progress(at: 0) == 0.2)
        let offset = 0.2 - easeInOut.progress(at: 0.2)
        let expected = easeInOut.progress(at: 0.6) + offset * (1 - 0.6) / (1 - 0.2)
        #expect(abs(timeline.progress(at: 0.4) - expected) < 1e-12)
        #expect(timeline.progress(at: 0.8) == 1)
    }

    @Test("Reversing mid-run goes back to the start, reaching it after the time already run")
    func reversing() {
        var timeline = PropertyAnimatorTimeline(curve: .cubic(.linear), length: 4)
        timeline.run(at: 0)
        timeline.setReversed(true, at: 1)
        #expect(timeline.fraction(at: 1) == 0.25)
        #expect(timeline.fraction(at: 1.5) == 0.125)
        #expect(timeline.endTime() == 2)
        #expect(timeline.hasArrived(at: 2))
        #expect(timeline.progress(at: 2) == 0)
    }

    @Test("Retiming continues from the fraction reached at the new length and curve")
    func retiming() {
        var timeline = PropertyAnimatorTimeline(curve: .cubic(.linear), length: 1)
        timeline.run(at: 0)
        timeline.pause(at: 0.5)
        timeline.retime(curve: nil, length: 3, at: 0.5)
        timeline.run(at: 1)
        #expect(timeline.fraction(at: 2.5) == 1)
        #expect(timeline.fraction(at: 1.75) == 0.75)
    }

    @Test("A zero or non-finite length arrives at once")
    func zeroLength() {
        for length in [0, -1, .nan, .infinity] as [Double] {
            var timeline = PropertyAnimatorTimeline(curve: .cubic(.linear), length: length)
            timeline.run(at: 3)
            #expect(timeline.fraction(at: 3) == 1)
            #expect(timeline.endTime() == 3)
        }
    }
}
