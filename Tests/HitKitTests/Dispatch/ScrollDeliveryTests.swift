import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A 320 × 480 window holding a vertical scroll view (content 320 × 2000) whose content holds,
/// at (0, 100, 320, 100), a horizontal scroll view (content 1000 × 100) and, at (0, 300, 320,
/// 100), a vertical one (content 320 × 400).
@MainActor
final class NestedScrollStage {
    let application = UIApplication()
    let window: UIWindow
    let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let horizontal = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
    let vertical = UIScrollView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
    let generator: EventGenerator

    init() throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        outer.contentSize = CGSize(width: 320, height: 2000)
        horizontal.contentSize = CGSize(width: 1000, height: 100)
        vertical.contentSize = CGSize(width: 320, height: 400)
        outer.panGestureRecognizer.name = "outer pan"
        horizontal.panGestureRecognizer.name = "horizontal pan"
        vertical.panGestureRecognizer.name = "vertical pan"
        outer.addSubview(horizontal)
        outer.addSubview(vertical)
        window.addSubview(outer)
        window.makeKeyAndVisible()
        generator = try EventGenerator(window: window)
    }

    /// A point over the horizontal scroll view, and one over the inner vertical one, in the
    /// window, wherever the outer one is scrolled to.
    var overHorizontal: CGPoint { horizontal.convert(CGPoint(x: 160, y: 50), to: window) }
    var overVertical: CGPoint { vertical.convert(CGPoint(x: 160, y: 50), to: window) }
}

@MainActor
@Suite("Scroll events: the wheel")
struct WheelScrollTests {
    @Test("A wheel tick scrolls the innermost scroll view that can move that way, by its delta, at once")
    func innermostThatCanMove() throws {
        let stage = try NestedScrollStage()
        try stage.generator.wheelScroll(CGVector(dx: -40, dy: 0), at: stage.overHorizontal)
        #expect(stage.horizontal.contentOffset == CGPoint(x: 40, y: 0))
        #expect(stage.outer.contentOffset == .zero)
        #expect(!stage.horizontal.isDecelerating)
        #expect(stage.horizontal.panGestureRecognizer.state == .possible)
        try stage.generator.assertNoLeftovers()
    }

    @Test("A vertical wheel tick over a horizontal scroll view scrolls the outer one")
    func verticalOverHorizontalGoesOut() throws {
        let stage = try NestedScrollStage()
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: -40), at: stage.overHorizontal)
        #expect(stage.horizontal.contentOffset == .zero)
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 40))
    }

    @Test("At its edge an inner scroll view hands the wheel to its parent, unless it does not transfer")
    func edgeTransfersToParent() throws {
        let stage = try NestedScrollStage()
        stage.outer.contentOffset = CGPoint(x: 0, y: 100)
        // The inner vertical scroll view is at its top: scrolling up goes to the outer one.
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: 30), at: stage.overVertical)
        #expect(stage.vertical.contentOffset == .zero)
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 70))
        // Scrolling down, the inner one can move: it takes the wheel.
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: stage.overVertical)
        #expect(stage.vertical.contentOffset == CGPoint(x: 0, y: 30))
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 70))
        // Back at its top, with transfersVerticalScrollingToParent false it keeps the wheel.
        stage.vertical.contentOffset = .zero
        stage.vertical.transfersVerticalScrollingToParent = false
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: 30), at: stage.overVertical)
        #expect(stage.vertical.contentOffset == .zero)
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 70))
    }

    @Test("A wheel never rubber-bands: at the outermost scroll view's edge the content stays")
    func noRubberBand() throws {
        let stage = try NestedScrollStage()
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: 50), at: CGPoint(x: 160, y: 20))
        #expect(stage.outer.contentOffset == .zero)
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: -5000), at: CGPoint(x: 160, y: 20))
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 1520))
        stage.generator.wait(1)
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 1520))
    }

    @Test("A scroll view whose scrolling is disabled passes the wheel on")
    func scrollDisabledPassesOn() throws {
        let stage = try NestedScrollStage()
        stage.vertical.isScrollEnabled = false
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: stage.overVertical)
        #expect(stage.vertical.contentOffset == .zero)
        #expect(stage.outer.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test("The scroll view's delegate hears a wheel tick as a drag that does not decelerate")
    func delegateCalls() throws {
        let stage = try NestedScrollStage()
        let log = ScrollDelegateLog()
        stage.outer.delegate = log
        try stage.generator.wheelScroll(CGVector(dx: 0, dy: -30), at: CGPoint(x: 160, y: 20))
        #expect(
            log.compactCalls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: false)",
            ])
    }
}
