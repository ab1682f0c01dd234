import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UIScrollView's offset, range and drag")
struct UIScrollViewTests {
    @Test("contentOffset is bounds.origin, and every change calls scrollViewDidScroll")
    func contentOffsetIsBoundsOrigin() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 50))
        scrollView.bounds.origin = CGPoint(x: 0, y: 80)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 80))
        scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
        #expect(fixture.delegateLog.calls == ["didScroll", "didScroll"])
    }

    @Test("Scrolled content is hit-tested where it is shown")
    func scrolledContentIsHitTestedWhereShown() throws {
        let fixture = try ScrollFixture()
        fixture.scrollView.contentOffset = CGPoint(x: 0, y: 60)
        #expect(fixture.buttonCenter == CGPoint(x: 160, y: 62))
        try fixture.generator.fingerTap(at: CGPoint(x: 160, y: 62))
        #expect(fixture.events.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("The pan recognizer is a real UIPanGestureRecognizer on the scroll view")
    func panRecognizerIsOnTheScrollView() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.panGestureRecognizer.view === scrollView)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test("setContentOffset(animated:) moves on the application's clock and reports the end")
    func animatedSetContentOffset() throws {
        let fixture = try ScrollFixture()
        fixture.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(fixture.scrollView.contentOffset == .zero)
        fixture.generator.wait(0.15)
        #expect(fixture.scrollView.contentOffset.y > 0 && fixture.scrollView.contentOffset.y < 300)
        fixture.generator.wait(0.2)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(fixture.delegateLog.compactCalls == ["didScroll", "didEndScrollingAnimation"])
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("The content follows the finger, and only along an axis it can scroll")
    func contentFollowsTheFinger() throws {
        let fixture = try ScrollFixture()
        let generator = fixture.generator
        try generator.fingerDown(at: CGPoint(x: 40, y: 400))
        try generator.fingerMove(to: CGPoint(x: 70, y: 250), duration: 0.3)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 150))
        #expect(fixture.scrollView.isDragging)
        #expect(fixture.scrollView.isTracking)
        try generator.fingerMove(to: CGPoint(x: 70, y: 350), duration: 0.3)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 50))
        generator.wait(0.2)
        try generator.fingerUp()
        #expect(!fixture.scrollView.isDragging)
        #expect(!fixture.scrollView.isTracking)
        #expect(fixture.delegateLog.compactCalls.prefix(2) == ["willBeginDragging", "didScroll"])
    }

    @Test("Past an edge the content follows less and less when it bounces, and stops when not")
    func rubberBandAndClamp() throws {
        let fixture = try ScrollFixture()
        let generator = fixture.generator
        try generator.fingerDown(at: CGPoint(x: 40, y: 100))
        try generator.fingerMove(to: CGPoint(x: 40, y: 300), duration: 0.3)
        let pulled = fixture.scrollView.contentOffset.y
        #expect(pulled < 0 && pulled > -200)
        generator.wait(0.2)
        try generator.fingerUp()
        generator.wait(3)
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(!fixture.scrollView.isDecelerating)

        fixture.scrollView.bounces = false
        try generator.fingerDown(at: CGPoint(x: 40, y: 100))
        try generator.fingerMove(to: CGPoint(x: 40, y: 300), duration: 0.3)
        #expect(fixture.scrollView.contentOffset == .zero)
        try generator.fingerUp()
    }

    @Test("isScrollEnabled = false: no scrolling, and content touches are not delayed")
    func scrollingDisabled() throws {
        let fixture = try ScrollFixture()
        fixture.scrollView.isScrollEnabled = false
        try fixture.generator.fingerDown(at: fixture.buttonCenter)
        #expect(fixture.events.names == ["touchDown"])
        try fixture.generator.fingerMove(to: CGPoint(x: 160, y: 20), duration: 0.3)
        #expect(fixture.scrollView.contentOffset == .zero)
        try fixture.generator.fingerUp()
        try fixture.generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 100), duration: 0.3)
        #expect(fixture.scrollView.contentOffset == .zero)
        try fixture.generator.assertNoLeftovers()
    }
}
