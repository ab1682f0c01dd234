import Foundation
import Testing

@testable import HitKit

@Suite("Scroll motion")
struct ScrollMotionTests {
    private let range = ScrollOffsetRange(minimum: .zero, maximum: CGPoint(x: 2000, y: 6000))

    @Test("It starts at the offset the finger lifted at")
    func continuity() {
        let start = CGPoint(x: 300, y: 1200)
        let motion = ScrollMotion(offset: start, velocity: CGPoint(x: -800, y: 2500), range: range)
        #expect(motion.offset(at: 0) == start)
        #expect(motion.startOffset == start)
        #expect(motion.offset(at: -1) == start)
        #expect(motion.offset(at: .nan) == start)
        let velocity = motion.velocity(at: 0)
        #expect(abs(velocity.x + 800) < 1 && abs(velocity.y - 2500) < 1)
    }

    @Test("Each axis decelerates on its own to its projection, and the motion lasts as long as the longer")
    func axesIndependent() {
        let motion = ScrollMotion(
            offset: CGPoint(x: 1000, y: 1000), velocity: CGPoint(x: 100, y: -1500), range: range,
            decelerationRate: HitKitDefaults.scrollDecelerationRateFast)
        let rate = HitKitDefaults.scrollDecelerationRateFast
        #expect(
            motion.restingOffset
                == CGPoint(
                    x: ScrollDeceleration.projectedOffset(from: 1000, velocity: 100, decelerationRate: rate),
                    y: ScrollDeceleration.projectedOffset(from: 1000, velocity: -1500, decelerationRate: rate)))
        #expect(motion.duration == max(motion.horizontal.duration, motion.vertical.duration))
        #expect(motion.horizontal.duration < motion.vertical.duration)
        #expect(motion.offset(at: motion.horizontal.duration).x == motion.restingOffset.x)
        #expect(motion.offset(at: motion.duration) == motion.restingOffset)
        #expect(motion.isFinished(at: motion.duration))
        #expect(!motion.isFinished(at: motion.duration / 2))
    }

    @Test("The resting offset is the projection clamped to the content, as UIKit's targetContentOffset")
    func restingOffsetClamped() {
        let motion = ScrollMotion(
            offset: CGPoint(x: 1900, y: 100), velocity: CGPoint(x: 3000, y: -3000), range: range)
        #expect(motion.restingOffset == CGPoint(x: 2000, y: 0))
    }

    @Test("Bounce flags apply per axis")
    func bouncePerAxis() {
        let motion = ScrollMotion(
            offset: CGPoint(x: 1900, y: 5900), velocity: CGPoint(x: 3000, y: 3000), range: range,
            bouncesHorizontally: false, bouncesVertically: true)
        #expect(motion.horizontal.bounce == nil)
        #expect(motion.vertical.bounce != nil)
        var passedBottom = false
        for frame in 0...Int(motion.duration * 60 + 1) {
            let offset = motion.offset(at: Double(frame) / 60)
            #expect(offset.x <= 2000)
            passedBottom = passedBottom || offset.y > 6000
        }
        #expect(passedBottom)
        #expect(motion.offset(at: motion.duration) == CGPoint(x: 2000, y: 6000))
    }

    @Test("The target initializer reaches the target exactly, from inside or outside the range")
    func targetReachedExactly() {
        for (start, target) in [
            (CGPoint(x: 100, y: 100), CGPoint(x: 640, y: 0)),
            (CGPoint(x: 100, y: 100), CGPoint(x: 100.25, y: 99)),
            (CGPoint(x: -60, y: 6100), CGPoint(x: 0, y: 5800)),
        ] {
            let motion = ScrollMotion(offset: start, range: range, target: target)
            #expect(motion.restingOffset == target)
            #expect(motion.offset(at: 0) == start)
            #expect(motion.duration.isFinite)
            #expect(motion.offset(at: motion.duration) == target)
            #expect(motion.offset(at: motion.duration + 5) == target)
        }
    }

    @Test("A target outside the range is moved into it")
    func targetClamped() {
        let motion = ScrollMotion(offset: CGPoint(x: 10, y: 10), range: range, target: CGPoint(x: -500, y: 9000))
        #expect(motion.restingOffset == CGPoint(x: 0, y: 6000))
        #expect(motion.offset(at: motion.duration) == CGPoint(x: 0, y: 6000))
    }

    @Test("Targeting the fling's own projection gives the fling's own curve")
    func targetAtProjectionIsTheFling() {
        let start = CGPoint(x: 500, y: 500)
        let fling = ScrollMotion(offset: start, velocity: CGPoint(x: 1200, y: -700), range: range)
        let targeted = ScrollMotion(offset: start, range: range, target: fling.restingOffset)
        #expect(targeted.duration == fling.duration)
        for t in stride(from: 0.0, through: fling.duration, by: 0.1) {
            let a = fling.offset(at: t)
            let b = targeted.offset(at: t)
            #expect(abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6)
        }
    }

    @Test("A release without velocity inside the range does not move")
    func noVelocityNoMotion() {
        let motion = ScrollMotion(offset: CGPoint(x: 40, y: 40), velocity: .zero, range: range)
        #expect(!motion.isMoving)
        #expect(motion.duration == 0)
        #expect(motion.offset(at: 3) == CGPoint(x: 40, y: 40))
    }

    @Test("The range of a scroll view follows its content size, bounds and insets")
    func rangeFromContent() {
        let range = ScrollOffsetRange(
            contentSize: CGSize(width: 320, height: 2000), boundsSize: CGSize(width: 320, height: 480),
            contentInset: UIEdgeInsets(top: 64, left: 0, bottom: 20, right: 0))
        #expect(range.minimum == CGPoint(x: 0, y: -64))
        #expect(range.maximum == CGPoint(x: 0, y: 1540))
        let short = ScrollOffsetRange(
            contentSize: CGSize(width: 100, height: 100), boundsSize: CGSize(width: 320, height: 480))
        #expect(short.minimum == .zero)
        #expect(short.maximum == .zero, "content shorter than the view cannot scroll")
        let bad = ScrollOffsetRange(
            minimum: CGPoint(x: CGFloat.nan, y: -CGFloat.infinity), maximum: CGPoint(x: -5, y: CGFloat.nan))
        #expect(bad.minimum.x == 0 && bad.maximum.x == 0)
        #expect(bad.minimum.y == -ScrollMotionInput.largestOffset && bad.maximum.y == 0)
        #expect(range.clamped(CGPoint(x: 50, y: -100)) == CGPoint(x: 0, y: -64))
        #expect(range.contains(CGPoint(x: 0, y: 100)))
    }
}
