import Foundation
import Testing

@testable import HitKit

@Suite("Scroll bounce")
struct ScrollBounceTests {
    private let range: ClosedRange<CGFloat> = 0...1000
    private let bound = HitKitDefaults.scrollBounceMaximumOverscroll

    /// The offsets of `motion` at every 60 Hz frame until a frame past its end.
    private func frames(_ motion: ScrollAxisMotion) -> [CGFloat] {
        let count = Int((motion.duration * 60).rounded(.up)) + 2
        return (0...count).map { motion.offset(at: Double($0) / 60) }
    }

    @Test("A fling past the far edge overshoots it within the bound and springs back to it exactly")
    func bouncePastFarEdge() throws {
        let motion = ScrollAxisMotion(offset: 800, velocity: 2000, range: range)
        #expect(motion.restingOffset == 1000)
        let bounce = try #require(motion.bounce)
        #expect(bounce.anchor == 1000)
        let offsets = frames(motion)
        let farthest = try #require(offsets.max())
        #expect(farthest > 1000, "it overshoots")
        #expect(farthest <= 1000 + bound)
        #expect(offsets.last == 1000)
        #expect(motion.offset(at: motion.duration) == 1000)
        #expect(motion.velocity(at: motion.duration) == 0)
    }

    @Test("Released past an edge, moving back in almost as fast as the spring would: it settles in well under a second")
    func nearlyBalancedSpringBackSettlesPromptly() {
        // Found by the chaos fuzzer: released 73.7 points past the edge, moving back in at 924 pt/s, the
        // critically damped spring's displacement only crosses the edge 18 s later (by then ~1e-100 points
        // away), and the motion ran — and kept its frame timer — until then.
        let motion = ScrollAxisMotion(offset: -73.7465458775402, velocity: 924.37203984511, range: 0...500)
        #expect(motion.duration < 1)
        #expect(motion.offset(at: motion.duration) == 0)
        #expect(motion.restingOffset == 0)
    }

    @Test("A fling past the near edge bounces the other way")
    func bouncePastNearEdge() throws {
        let motion = ScrollAxisMotion(offset: 50, velocity: -1500, range: range)
        let offsets = frames(motion)
        let farthest = try #require(offsets.min())
        #expect(farthest < 0)
        #expect(farthest >= -bound)
        #expect(offsets.last == 0)
    }

    @Test("However hard the fling, the overshoot stays within the bound")
    func hugeFlingBounded() {
        for velocity: CGFloat in [8000, 50_000, 1e9, .greatestFiniteMagnitude] {
            let motion = ScrollAxisMotion(offset: 900, velocity: velocity, range: range)
            #expect(motion.duration.isFinite)
            var t = 0.0
            while t <= motion.duration {
                let offset = motion.offset(at: t)
                #expect(offset <= 1000 + bound + 1e-9, "velocity \(velocity) t \(t)")
                #expect(offset >= 900 - 1e-9)
                t += 1.0 / 240
            }
            #expect(motion.offset(at: motion.duration) == 1000)
        }
    }

    @Test("The deceleration meets the bounce at the edge without a jump")
    func edgeContinuity() throws {
        let motion = ScrollAxisMotion(offset: 900, velocity: 1200, range: range)
        let edgeTime = motion.decelerationEnd
        #expect(edgeTime > 0)
        #expect(abs(motion.offset(at: edgeTime - 1e-9) - 1000) < 1e-3)
        #expect(abs(motion.offset(at: edgeTime + 1e-9) - 1000) < 1e-3)
        // The bounce leaves the edge at the speed the deceleration reached it.
        let arriving = try #require(motion.deceleration).velocity(at: edgeTime)
        #expect(abs(motion.velocity(at: edgeTime) - arriving) < 1e-6 * arriving)
    }

    @Test("Without bounce the motion stops dead at the edge and never passes it")
    func noBounceStopsAtEdge() {
        for (start, velocity, edge) in [(800.0, 5000.0, 1000.0), (300.0, -9000.0, 0.0)] as [(CGFloat, CGFloat, CGFloat)]
        {
            let motion = ScrollAxisMotion(offset: start, velocity: velocity, range: range, bounces: false)
            #expect(motion.bounce == nil)
            #expect(motion.restingOffset == edge)
            for offset in frames(motion) {
                #expect(range.contains(offset), "start \(start): \(offset)")
            }
            #expect(motion.offset(at: motion.duration) == edge)
            // It stops as soon as it gets there, long before the free deceleration would.
            #expect(motion.duration < motion.deceleration!.duration)
        }
    }

    @Test("Released while rubber-banded with no velocity, it springs back to the edge")
    func springBackFromRubberBand() throws {
        let motion = ScrollAxisMotion(offset: -80, velocity: 0, range: range)
        let spring = try #require(motion.springBack)
        #expect(spring.anchor == 0)
        #expect(motion.deceleration == nil)
        #expect(motion.restingOffset == 0)
        let offsets = frames(motion)
        #expect(offsets.first == -80)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "it comes straight back")
        #expect(offsets.allSatisfy { $0 <= 0 }, "it never passes the edge")
        #expect(offsets.last == 0)
        // Within half a point after 0.6 s, as HitKitDefaults.scrollBounceTimeConstant says.
        #expect(abs(motion.offset(at: 0.6)) < 0.5)
        #expect(motion.duration < 1)
    }

    @Test("Released past the far edge still moving outwards, it goes a little further and comes back")
    func springBackMovingOutwards() throws {
        let motion = ScrollAxisMotion(offset: 1040, velocity: 600, range: range)
        let offsets = frames(motion)
        let farthest = try #require(offsets.max())
        #expect(farthest > 1040)
        #expect(farthest <= 1000 + bound)
        #expect(offsets.allSatisfy { $0 >= 1000 })
        #expect(offsets.last == 1000)
    }

    @Test("Without bounce, a rubber-banded release still comes back, never further out")
    func springBackWithoutBounce() throws {
        let motion = ScrollAxisMotion(offset: 1040, velocity: 600, range: range, bounces: false)
        let offsets = frames(motion)
        #expect(offsets.max() == 1040)
        #expect(offsets.last == 1000)
    }

    @Test("Flung back into the content while rubber-banded, it crosses the edge and decelerates on")
    func flungBackIn() throws {
        let motion = ScrollAxisMotion(offset: -30, velocity: 3000, range: 0...5000)
        let spring = try #require(motion.springBack)
        #expect(spring.exitVelocity > 0)
        #expect(motion.deceleration != nil)
        #expect(motion.bounce == nil)
        #expect(motion.restingOffset > 1000)
        #expect(motion.restingOffset < 5000)
        // Continuous where the spring hands over to the deceleration.
        let handover = motion.decelerationStart
        #expect(abs(motion.offset(at: handover - 1e-9) - motion.offset(at: handover)) < 1e-3)
        #expect(abs(motion.velocity(at: handover - 1e-9) - motion.velocity(at: handover)) < 1e-2)
        let offsets = frames(motion)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(offsets.last == motion.restingOffset)
    }

    @Test("An axis that cannot scroll (minimum equals maximum) bounces back to its only offset")
    func fixedAxis() {
        let motion = ScrollAxisMotion(offset: 0, velocity: 1500, range: 0...0)
        #expect(motion.restingOffset == 0)
        #expect(motion.duration > 0)
        #expect(frames(motion).allSatisfy { $0 >= 0 && $0 <= bound })
        #expect(motion.offset(at: motion.duration) == 0)
        let still = ScrollAxisMotion(offset: 0, velocity: 1500, range: 0...0, bounces: false)
        #expect(still.duration == 0)
        #expect(still.offset(at: 0.5) == 0)
    }
}
