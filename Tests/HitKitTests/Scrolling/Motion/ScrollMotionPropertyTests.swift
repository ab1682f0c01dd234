import Foundation
import Testing

@testable import HitKit

/// Seeded random inputs, ordinary and hostile: every motion is finite, starts where it starts,
/// ends exactly at rest within its range, and stays within its bounds on the way.
@Suite("Scroll motion properties")
struct ScrollMotionPropertyTests {
    /// A random coordinate: mostly ordinary, sometimes huge, zero or not finite.
    private func value(_ random: inout SeededGenerator, ordinary: ClosedRange<CGFloat>) -> CGFloat {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: .nan
        case 1: .infinity
        case 2: -.infinity
        case 3: 0
        case 4: .greatestFiniteMagnitude * (Bool.random(using: &random) ? 1 : -1)
        case 5: CGFloat.random(in: -1e12...1e12, using: &random)
        default: CGFloat.random(in: ordinary, using: &random)
        }
    }

    private func rate(_ random: inout SeededGenerator) -> CGFloat {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: .nan
        case 1: 1.5
        case 2: -0.2
        case 3: HitKitDefaults.scrollDecelerationRateFast
        case 4: CGFloat.random(in: 0.9...0.9995, using: &random)
        default: HitKitDefaults.scrollDecelerationRateNormal
        }
    }

    @Test(
        "Any fling gives a finite motion that starts at its offset and ends exactly at rest",
        arguments: [1, 2, 3] as [UInt64])
    func anyFling(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for trial in 0..<300 {
            let low = CGFloat.random(in: -500...500, using: &random)
            let range = ScrollOffsetRange(
                minimum: CGPoint(x: low, y: -low),
                maximum: CGPoint(
                    x: low + CGFloat.random(in: 0...3000, using: &random),
                    y: -low + (Bool.random(using: &random) ? 0 : CGFloat.random(in: 0...3000, using: &random))))
            let offset = CGPoint(
                x: value(&random, ordinary: -800...4000), y: value(&random, ordinary: -800...4000))
            let velocity = CGPoint(
                x: value(&random, ordinary: -12_000...12_000), y: value(&random, ordinary: -12_000...12_000))
            let paging = Int.random(in: 0..<4, using: &random) == 0
            let pageSize = paging ? CGSize(width: 320, height: CGFloat.random(in: -10...600, using: &random)) : nil
            let bounces = (Bool.random(using: &random), Bool.random(using: &random))
            let decelerationRate = rate(&random)
            let motion = ScrollMotion(
                offset: offset, velocity: velocity, range: range, decelerationRate: decelerationRate,
                pageSize: pageSize, bouncesHorizontally: bounces.0, bouncesVertically: bounces.1)
            let label =
                "seed \(seed) trial \(trial): offset \(offset) velocity \(velocity) range \(range) "
                + "rate \(decelerationRate) pageSize \(String(describing: pageSize)) bounces \(bounces)"

            #expect(motion.duration.isFinite && motion.duration >= 0, "\(label)")
            #expect(motion.duration < 600, "\(label): \(motion.duration) s")
            let start = motion.startOffset
            #expect(start.x.isFinite && start.y.isFinite, "\(label)")
            if offset.x.isFinite && abs(offset.x) <= ScrollMotionInput.largestOffset { #expect(start.x == offset.x) }
            if offset.y.isFinite && abs(offset.y) <= ScrollMotionInput.largestOffset { #expect(start.y == offset.y) }
            #expect(motion.offset(at: 0) == start, "\(label)")
            #expect(range.contains(motion.restingOffset), "\(label): rests at \(motion.restingOffset)")
            #expect(motion.offset(at: motion.duration) == motion.restingOffset, "\(label)")
            #expect(motion.velocity(at: motion.duration) == .zero, "\(label)")

            checkAxis(motion.horizontal, range: range.horizontal, bounces: bounces.0, label: "\(label) x")
            checkAxis(motion.vertical, range: range.vertical, bounces: bounces.1, label: "\(label) y")
        }
    }

    /// Samples one axis at 60 Hz (at most 2,000 frames, then sparser): finite, never further past
    /// an edge than the bounce allows (or than it started), never past an edge without bounce
    /// once inside the range.
    private func checkAxis(_ motion: ScrollAxisMotion, range: ClosedRange<CGFloat>, bounces: Bool, label: String) {
        let step = max(1.0 / 60, motion.duration / 2000)
        let start = motion.start
        let startOutside = max(range.lowerBound - start, start - range.upperBound, 0)
        let allowed = bounces ? max(HitKitDefaults.scrollBounceMaximumOverscroll, startOutside) : startOutside
        var t = 0.0
        var wasInside = range.contains(start)
        while t <= motion.duration + step {
            let offset = motion.offset(at: t)
            let velocity = motion.velocity(at: t)
            guard offset.isFinite, velocity.isFinite else {
                Issue.record("\(label): not finite at t = \(t): \(offset), \(velocity)")
                return
            }
            let outside = max(range.lowerBound - offset, offset - range.upperBound, 0)
            #expect(outside <= allowed + 1e-6 * max(1, allowed), "\(label): \(outside) past an edge at t = \(t)")
            if !bounces, wasInside {
                #expect(outside == 0, "\(label): left the range at t = \(t) without bounce")
            }
            wasInside = wasInside || range.contains(offset)
            t += step
        }
    }

    @Test("Huge and non-finite velocities never give NaN or an endless motion")
    func hostileVelocities() {
        let range = ScrollOffsetRange(minimum: .zero, maximum: CGPoint(x: 1000, y: 1000))
        let speeds: [CGFloat] = [
            .nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300,
        ]
        for speed in speeds {
            for bounces in [true, false] {
                let motion = ScrollMotion(
                    offset: CGPoint(x: 500, y: 500), velocity: CGPoint(x: speed, y: -speed), range: range,
                    bouncesHorizontally: bounces, bouncesVertically: bounces)
                #expect(motion.duration.isFinite, "\(speed)")
                for t in [0, 0.01, 0.1, 1, motion.duration / 2, motion.duration, .infinity] {
                    let offset = motion.offset(at: t)
                    #expect(offset.x.isFinite && offset.y.isFinite, "\(speed) at \(t)")
                }
                if !speed.isFinite {
                    #expect(motion.duration == 0, "a non-finite velocity is no velocity")
                } else {
                    let expected = speed > 0 ? CGPoint(x: 1000, y: 0) : CGPoint(x: 0, y: 1000)
                    #expect(motion.restingOffset == expected)
                }
            }
        }
    }

    @Test("Any target is reached exactly, monotonically, never beyond it", arguments: [4, 5] as [UInt64])
    func anyTarget(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        for trial in 0..<300 {
            let range = ScrollOffsetRange(
                minimum: CGPoint(x: -64, y: -20),
                maximum: CGPoint(
                    x: CGFloat.random(in: -64...4000, using: &random), y: CGFloat.random(in: -20...4000, using: &random)
                ))
            let offset = CGPoint(x: value(&random, ordinary: -300...4300), y: value(&random, ordinary: -300...4300))
            let target = CGPoint(x: value(&random, ordinary: -100...4100), y: value(&random, ordinary: -100...4100))
            let motion = ScrollMotion(offset: offset, range: range, decelerationRate: rate(&random), target: target)
            let label = "seed \(seed) trial \(trial): offset \(offset) target \(target) range \(range)"
            #expect(motion.duration.isFinite && motion.duration < 600, "\(label)")
            #expect(motion.restingOffset == range.clamped(target), "\(label)")
            #expect(motion.offset(at: motion.duration) == motion.restingOffset, "\(label)")
            for axis in [motion.horizontal, motion.vertical] {
                var previous = axis.start
                let step = max(1.0 / 60, axis.duration / 500)
                var t = step
                while t < axis.duration + step {
                    let offset = axis.offset(at: t)
                    #expect(abs(axis.restingOffset - offset) <= abs(axis.restingOffset - previous), "\(label) t \(t)")
                    #expect((offset - axis.restingOffset) * (axis.start - axis.restingOffset) >= 0, "\(label) t \(t)")
                    previous = offset
                    t += step
                }
            }
        }
    }

    @Test("The velocity is the derivative of the offset, in every phase", arguments: [6, 7] as [UInt64])
    func velocityIsDerivative(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let range: ClosedRange<CGFloat> = 0...2000
        for trial in 0..<200 {
            let offset = CGFloat.random(in: -150...2150, using: &random)
            let velocity = CGFloat.random(in: -9000...9000, using: &random)
            let paging = Int.random(in: 0..<4, using: &random) == 0
            let motion = ScrollAxisMotion(
                offset: offset, velocity: velocity, range: range,
                decelerationRate: Bool.random(using: &random)
                    ? HitKitDefaults.scrollDecelerationRateNormal : HitKitDefaults.scrollDecelerationRateFast,
                pageSize: paging ? 320 : nil, bounces: Bool.random(using: &random))
            guard motion.duration > 0 else { continue }
            for _ in 0..<20 {
                let t = Double.random(in: 0...motion.duration, using: &random)
                let h = 1e-6
                // Skip the instants where one phase hands over to the next.
                let joins = [motion.decelerationStart, motion.decelerationEnd, motion.duration]
                guard joins.allSatisfy({ abs($0 - t) > 2 * h }), t > 2 * h else { continue }
                let slope = (motion.offset(at: t + h) - motion.offset(at: t - h)) / (2 * h)
                let expected = motion.velocity(at: t)
                #expect(
                    abs(slope - expected) <= 1e-3 * max(1, abs(expected)),
                    "seed \(seed) trial \(trial): offset \(offset) velocity \(velocity) paging \(paging) t \(t)")
            }
        }
    }
}
