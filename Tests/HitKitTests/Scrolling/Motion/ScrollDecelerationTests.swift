import Foundation
import Testing

@testable import HitKit

@Suite("Scroll deceleration")
struct ScrollDecelerationTests {
    private let normal = HitKitDefaults.scrollDecelerationRateNormal
    private let fast = HitKitDefaults.scrollDecelerationRateFast

    @Test("The projected rest is UIKit's x0 − v0 / (1000 · ln rate)")
    func projectionMatchesFormula() {
        for rate in [normal, fast, 0.95] {
            for velocity: CGFloat in [-4000, -120, 37, 800, 9000] {
                let expected = 100 - velocity / (1000 * log(rate))
                let projected = ScrollDeceleration.projectedOffset(
                    from: 100, velocity: velocity, decelerationRate: rate)
                #expect(abs(projected - expected) < 1e-9, "rate \(rate) velocity \(velocity)")
                let motion = ScrollDeceleration(from: 100, velocity: velocity, decelerationRate: rate)
                #expect(motion.rest == projected)
            }
        }
        // 1000 pt/s at the normal rate comes to rest about 500 points on (1 / 0.002002).
        let rest = ScrollDeceleration.projectedOffset(from: 0, velocity: 1000, decelerationRate: normal)
        #expect(abs(rest - 499.5) < 0.1)
    }

    @Test("It starts where the finger lifted, at the fling's velocity, and lands exactly on its rest")
    func continuityAndExactRest() {
        let motion = ScrollDeceleration(from: 40, velocity: 2500, decelerationRate: normal)
        #expect(motion.offset(at: 0) == 40)
        #expect(abs(motion.velocity(at: 0) - 2500) < 1e-9)
        #expect(motion.offset(at: motion.duration) == motion.rest)
        #expect(motion.offset(at: motion.duration + 10) == motion.rest)
        #expect(motion.velocity(at: motion.duration) == 0)
        // Just before the end it is within a fraction of a point of the rest, barely moving.
        let almost = motion.duration - 1e-6
        #expect(abs(motion.offset(at: almost) - motion.rest) < 0.01)
        #expect(abs(motion.velocity(at: almost)) < 2 * HitKitDefaults.scrollDecelerationStopSpeed)
    }

    @Test("It follows UIKit's curve: x0 + v0 · (rate^(1000t) − 1) / (1000 · ln rate)")
    func followsUIKitCurve() {
        let velocity: CGFloat = 3000
        let motion = ScrollDeceleration(from: 0, velocity: velocity, decelerationRate: normal)
        let k = 1000 * log(normal)
        // The landing correction adds at most what the decay lacks when it stops: stop speed / −k.
        let remainder = HitKitDefaults.scrollDecelerationStopSpeed / -k
        for t in stride(from: 0.0, through: motion.duration, by: 0.25) {
            let uikit = velocity * (pow(normal, 1000 * t) - 1) / k
            #expect(abs(motion.offset(at: t) - uikit) <= remainder + 1e-9, "t = \(t)")
        }
        #expect(remainder < 0.25)
    }

    @Test("It approaches its rest monotonically, frame by frame")
    func monotoneApproach() {
        for velocity: CGFloat in [-6000, -40, 3, 900] {
            let motion = ScrollDeceleration(from: 10, velocity: velocity, decelerationRate: fast)
            var previous = motion.offset(at: 0)
            var t = 0.0
            while t <= motion.duration + 1.0 / 60 {
                t += 1.0 / 60
                let next = motion.offset(at: t)
                #expect(abs(motion.rest - next) <= abs(motion.rest - previous), "velocity \(velocity) t \(t)")
                previous = next
            }
            #expect(previous == motion.rest)
        }
    }

    @Test("The faster rate stops sooner and shorter")
    func fasterRateStopsSooner() {
        let slow = ScrollDeceleration(from: 0, velocity: 2000, decelerationRate: normal)
        let quick = ScrollDeceleration(from: 0, velocity: 2000, decelerationRate: fast)
        #expect(quick.rest < slow.rest)
        #expect(quick.duration < slow.duration)
        // ln(2000 / 0.5) / 2.002 ≈ 4.14 s at the normal rate.
        #expect(abs(slow.duration - log(4000) / -(1000 * log(normal))) < 1e-9)
    }

    @Test("A fling at or below the stop speed does not move")
    func tooSlowDoesNotMove() {
        let motion = ScrollDeceleration(
            from: 25, velocity: HitKitDefaults.scrollDecelerationStopSpeed, decelerationRate: normal)
        #expect(motion.duration == 0)
        #expect(motion.rest == 25)
        #expect(motion.offset(at: 1) == 25)
    }

    @Test("The time it passes a position is consistent with its offsets")
    func timeReachingPosition() throws {
        let motion = ScrollDeceleration(from: 0, velocity: 1500, decelerationRate: normal)
        let time = try #require(motion.time(reaching: 300))
        #expect(abs(motion.offset(at: time) - 300) < 1e-6)
        #expect(motion.time(reaching: 0) == 0)
        #expect(motion.time(reaching: motion.rest) == motion.duration)
        #expect(motion.time(reaching: -1) == nil)
        #expect(motion.time(reaching: motion.rest + 1) == nil)
    }

    @Test("Deceleration to a given rest reaches it exactly, even a fraction of a point away")
    func toGivenRest() {
        for rest: CGFloat in [120, -35.5, 0.2] {
            let motion = ScrollDeceleration(from: 0, to: rest, decelerationRate: normal)
            #expect(motion.offset(at: 0) == 0)
            #expect(motion.duration > 0)
            #expect(motion.duration.isFinite)
            #expect(motion.offset(at: motion.duration) == rest)
        }
        #expect(ScrollDeceleration(from: 7, to: 7, decelerationRate: normal).duration == 0)
    }
}
