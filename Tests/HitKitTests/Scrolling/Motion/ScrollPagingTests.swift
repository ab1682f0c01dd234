import Foundation
import Testing

@testable import HitKit

@Suite("Scroll paging")
struct ScrollPagingTests {
    /// Four 320-point pages: offsets 0, 320, 640 and 960.
    private let range: ClosedRange<CGFloat> = 0...960
    private let flick = HitKitDefaults.scrollPagingFlickSpeed

    private func target(_ offset: CGFloat, _ velocity: CGFloat, range: ClosedRange<CGFloat>? = nil) -> CGFloat {
        ScrollPaging.targetOffset(from: offset, velocity: velocity, pageSize: 320, range: range ?? self.range)
    }

    @Test("A slow release settles on the nearest page, either way")
    func slowReleaseNearestPage() {
        #expect(target(100, 0) == 0)
        #expect(target(200, 0) == 320)
        #expect(target(470, flick) == 320)
        #expect(target(490, -flick) == 640)
        #expect(target(160, 0) == 320, "exactly halfway rounds on")
    }

    @Test("A flick turns to the next page in its direction, even from just past a page")
    func flickNextPage() {
        #expect(target(330, 400) == 640)
        #expect(target(330, -400) == 320)
        #expect(target(620, -400) == 320)
        #expect(target(620, 400) == 640)
    }

    @Test("A flick turns at most one page, however hard")
    func flickAtMostOnePage() {
        #expect(target(320, 90_000) == 640)
        #expect(target(320, -90_000) == 0)
        #expect(target(320, .infinity) == 320, "a non-finite velocity is no velocity")
    }

    @Test("A flick from a page boundary, even one off by a rounding error, turns one page")
    func flickFromBoundary() {
        #expect(target(640, 300) == 960)
        #expect(target(640 - 1e-10, 300) == 960)
        #expect(target(640 + 1e-10, -300) == 320)
    }

    @Test("Paging stops at the content's ends, and at its end when that is not a whole page")
    func pagingStopsAtEnds() {
        #expect(target(900, 500) == 960)
        #expect(target(0, -500) == 0)
        #expect(target(-40, -500) == 0, "released rubber-banded before the first page")
        #expect(target(700, 500, range: 0...800) == 800)
        #expect(target(780, -500, range: 0...800) == 640)
        #expect(target(800, -500, range: 0...800) == 640)
    }

    @Test("Pages count from the range's minimum (a content inset)")
    func pagesFromMinimum() {
        #expect(target(-20 + 330, 400, range: -20...940) == 620)
        #expect(target(-20 + 100, 0, range: -20...940) == -20)
    }

    @Test("A paging motion reaches its page exactly, monotonically, and never passes it")
    func pagingMotion() {
        for (start, velocity, page) in [(330.0, 800.0, 640.0), (600.0, -800.0, 320.0), (500.0, 10.0, 640.0)]
            as [(CGFloat, CGFloat, CGFloat)]
        {
            let motion = ScrollAxisMotion(offset: start, velocity: velocity, range: range, pageSize: 320)
            #expect(motion.restingOffset == page)
            #expect(motion.offset(at: 0) == start)
            #expect(motion.offset(at: motion.duration) == page)
            var previous = start
            for frame in 1...Int(motion.duration * 60 + 2) {
                let offset = motion.offset(at: Double(frame) / 60)
                #expect(abs(page - offset) <= abs(page - previous))
                #expect((offset - page) * (start - page) >= 0, "never past the page")
                previous = offset
            }
            // Settled within a point in about half a second (HitKitDefaults.scrollPagingDecelerationRate).
            #expect(abs(motion.offset(at: 0.6) - page) < 1)
        }
    }

    @Test("Two axes page independently in a two-dimensional motion")
    func twoAxes() {
        let range = ScrollOffsetRange(minimum: .zero, maximum: CGPoint(x: 960, y: 1200))
        let motion = ScrollMotion(
            offset: CGPoint(x: 330, y: 590), velocity: CGPoint(x: -700, y: 0), range: range,
            pageSize: CGSize(width: 320, height: 400))
        #expect(motion.restingOffset == CGPoint(x: 320, y: 400))
        #expect(motion.offset(at: motion.duration) == CGPoint(x: 320, y: 400))
    }

    @Test("A non-positive page size on an axis means no paging there")
    func noPagingWithZeroPageSize() {
        let range = ScrollOffsetRange(minimum: .zero, maximum: CGPoint(x: 960, y: 5000))
        let motion = ScrollMotion(
            offset: CGPoint(x: 330, y: 100), velocity: CGPoint(x: 0, y: 1000), range: range,
            pageSize: CGSize(width: 320, height: 0))
        #expect(motion.restingOffset.x == 320)
        let projected = ScrollDeceleration.projectedOffset(
            from: 100, velocity: 1000, decelerationRate: HitKitDefaults.scrollDecelerationRateNormal)
        #expect(motion.restingOffset.y == projected)
    }
}
