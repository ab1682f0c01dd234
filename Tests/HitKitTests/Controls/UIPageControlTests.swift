import Foundation
import Testing

@testable import HitKit

/// Five pages in a page control at (100, 100), 100 × 50: its indicators are 16 points apart,
/// centred on x 150, so page 2's indicator is at x 150 and page 0's at x 118.
@MainActor
private func pageHarness(current: Int = 2) -> ControlHarness<UIPageControl> {
    let h = ControlHarness(UIPageControl())
    h.control.numberOfPages = 5
    h.control.currentPage = current
    return h
}

@MainActor
private func tap(_ h: ControlHarness<UIPageControl>, _ x: CGFloat) {
    h.down(x, 125)
    h.up(x, 125)
}

@MainActor
@Suite("UIPageControl moves one page on a tap beside the current indicator, as UIKit's does")
struct UIPageControlTests {
    @Test("A tap right of the current indicator moves to the next page, left to the previous one")
    func tapMovesOnePage() {
        let h = pageHarness()
        tap(h, 190)
        #expect(h.control.currentPage == 3)
        #expect(h.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        tap(h, 110)
        tap(h, 110)
        #expect(h.control.currentPage == 1)
    }

    @Test("The sides are those of the current page's indicator, not of the control")
    func sidesOfTheIndicator() {
        let h = pageHarness(current: 0)
        tap(h, 130)  // left of the middle, but right of page 0's indicator at x 118
        #expect(h.control.currentPage == 1)
    }

    @Test("A tap past the first or last page does nothing and sends no valueChanged")
    func ends() {
        let h = pageHarness(current: 4)
        tap(h, 195)
        #expect(h.control.currentPage == 4)
        h.control.currentPage = 0
        tap(h, 105)
        #expect(h.control.currentPage == 0)
        #expect(!h.events.contains("valueChanged"))
    }

    @Test("currentPage and numberOfPages set in code are clamped and send nothing")
    func clamped() {
        let h = pageHarness()
        h.control.currentPage = 9
        #expect(h.control.currentPage == 4)
        h.control.numberOfPages = 2
        #expect(h.control.currentPage == 1)
        h.control.numberOfPages = -3
        #expect(h.control.numberOfPages == 0 && h.control.currentPage == 0)
        #expect(h.events.isEmpty)
    }

    @Test("Right to left, a tap on the left moves to the next page")
    func rightToLeft() {
        let h = pageHarness()
        h.control.semanticContentAttribute = .forceRightToLeft
        tap(h, 110)
        #expect(h.control.currentPage == 3)
    }

    @Test("A single page hidden by hidesForSinglePage ignores taps")
    func hiddenForSinglePage() {
        let h = pageHarness()
        h.control.numberOfPages = 1
        h.control.hidesForSinglePage = true
        tap(h, 190)
        #expect(h.control.currentPage == 0)
        #expect(!h.events.contains("valueChanged"))
    }
}
