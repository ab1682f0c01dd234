import Foundation
import Testing

@testable import HitKit

@Suite("Scroll rubber band")
struct ScrollRubberBandTests {
    @Test("It is (1 − 1 / (x · 0.55 / d + 1)) · d")
    func formula() {
        for (x, d) in [(10.0, 480.0), (100.0, 480.0), (1000.0, 320.0), (3.5, 44.0)] as [(CGFloat, CGFloat)] {
            let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
            #expect(abs(ScrollRubberBand.offset(forOverscroll: x, dimension: d) - expected) < 1e-9)
        }
        #expect(HitKitDefaults.scrollRubberBandCoefficient == 0.55)
    }

    @Test("It is symmetric, starts at 0 with slope c, grows monotonically and never reaches the dimension")
    func shape() {
        let d: CGFloat = 500
        #expect(ScrollRubberBand.offset(forOverscroll: 0, dimension: d) == 0)
        #expect(
            ScrollRubberBand.offset(forOverscroll: -60, dimension: d) == -ScrollRubberBand.offset(
                forOverscroll: 60, dimension: d))
        let slope = ScrollRubberBand.offset(forOverscroll: 1e-6, dimension: d) / 1e-6
        #expect(abs(slope - 0.55) < 1e-6)
        var previous: CGFloat = 0
        for x in stride(from: 10.0, through: 100_000.0, by: 997.0) {
            let shown = ScrollRubberBand.offset(forOverscroll: x, dimension: d)
            #expect(shown > previous)
            #expect(shown < d)
            previous = shown
        }
    }

    @Test("Bad input gives no NaN: no travel without a dimension, ±dimension at ±∞")
    func badInput() {
        #expect(ScrollRubberBand.offset(forOverscroll: 50, dimension: 0) == 0)
        #expect(ScrollRubberBand.offset(forOverscroll: 50, dimension: -10) == 0)
        #expect(ScrollRubberBand.offset(forOverscroll: 50, dimension: .nan) == 0)
        #expect(ScrollRubberBand.offset(forOverscroll: .nan, dimension: 300) == 0)
        #expect(ScrollRubberBand.offset(forOverscroll: .infinity, dimension: 300) == 300)
        #expect(ScrollRubberBand.offset(forOverscroll: -.infinity, dimension: 300) == -300)
        #expect(ScrollRubberBand.overscroll(forOffset: 300, dimension: 300).isFinite)
        #expect(ScrollRubberBand.overscroll(forOffset: .nan, dimension: 300) == 0)
    }

    @Test("Its inverse gives back the finger's overscroll")
    func inverse() {
        for x: CGFloat in [-900, -12, 0, 0.5, 75, 2400] {
            let shown = ScrollRubberBand.offset(forOverscroll: x, dimension: 568)
            #expect(abs(ScrollRubberBand.overscroll(forOffset: shown, dimension: 568) - x) < 1e-6 * max(1, abs(x)))
        }
    }

    @Test("A dragged offset is itself within the range and rubber-banded past either edge")
    func offsetInRange() {
        let range: ClosedRange<CGFloat> = 0...1000
        #expect(ScrollRubberBand.offset(400, in: range, dimension: 480) == 400)
        #expect(
            ScrollRubberBand.offset(-100, in: range, dimension: 480)
                == ScrollRubberBand.offset(forOverscroll: -100, dimension: 480))
        #expect(
            ScrollRubberBand.offset(1100, in: range, dimension: 480) == 1000
                + ScrollRubberBand.offset(forOverscroll: 100, dimension: 480))
        #expect(ScrollRubberBand.offset(.nan, in: range, dimension: 480) == 0)
    }
}
