import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("A scroll view decelerates, bounces and pages in virtual time")
struct ScrollMotionDrivingTests {
    @Test("A fling: delegate calls in UIKit's order, and the content rests at the target it announced")
    func flingDelegateOrder() throws {
        let fixture = try ScrollFixture()
        try fixture.generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 200), duration: 0.2)
        #expect(fixture.scrollView.isDecelerating)
        fixture.generator.wait(10)
        #expect(!fixture.scrollView.isDecelerating)
        #expect(
            fixture.delegateLog.compactCalls == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(willDecelerate: true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        let target = try #require(fixture.delegateLog.lastTarget)
        #expect(target.y > 200)
        #expect(fixture.scrollView.contentOffset == target)
        #expect(try #require(fixture.delegateLog.lastVelocity).y > 0)
        #expect(fixture.application.clock.pendingTimerCount == 0)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A target changed in scrollViewWillEndDragging is where the content comes to rest")
    func changedTargetIsHonoured() throws {
        let fixture = try ScrollFixture()
        fixture.delegateLog.newTarget = CGPoint(x: 0, y: 640)
        try fixture.generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 200), duration: 0.2)
        fixture.generator.wait(10)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 640))
        #expect(fixture.delegateLog.calls.last == "didEndDecelerating")
    }

    @Test("A slow release stays put: didEndDragging(willDecelerate: false) and no deceleration")
    func slowReleaseDoesNotDecelerate() throws {
        let fixture = try ScrollFixture()
        try fixture.generator.fingerDown(at: CGPoint(x: 40, y: 400))
        try fixture.generator.fingerMove(to: CGPoint(x: 40, y: 300), duration: 0.3)
        fixture.generator.wait(0.2)
        try fixture.generator.fingerUp()
        #expect(fixture.delegateLog.compactCalls.suffix(2) == ["willEndDragging", "didEndDragging(willDecelerate: false)"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(!fixture.scrollView.isDecelerating)
    }

    @Test("A touch during deceleration stops it, and does not reach the content as a tap")
    func touchStopsDeceleration() throws {
        let fixture = try ScrollFixture()
        let content = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
        fixture.scrollView.insertSubview(content, at: 0)
        try fixture.generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 300), duration: 0.1)
        fixture.generator.wait(0.1)
        #expect(fixture.scrollView.isDecelerating)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 240))
        #expect(!fixture.scrollView.isDecelerating)
        let stopped = fixture.scrollView.contentOffset
        fixture.generator.wait(0.5)
        try fixture.generator.fingerUp()
        fixture.generator.wait(1)
        #expect(fixture.scrollView.contentOffset == stopped)
        #expect(content.log.isEmpty)
        #expect(!fixture.delegateLog.calls.contains("didEndDecelerating"))
        // The next tap, on content at rest, is a tap again.
        try fixture.generator.fingerTap(at: CGPoint(x: 160, y: 240))
        #expect(content.log == ["began", "ended"])
    }

    @Test("Released past the edge, the content springs back to it")
    func springBack() throws {
        let fixture = try ScrollFixture()
        try fixture.generator.fingerDown(at: CGPoint(x: 40, y: 100))
        try fixture.generator.fingerMove(to: CGPoint(x: 40, y: 250), duration: 0.3)
        fixture.generator.wait(0.2)
        try fixture.generator.fingerUp()
        #expect(fixture.delegateLog.calls.contains("didEndDragging(willDecelerate: true)"))
        fixture.generator.wait(5)
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(fixture.delegateLog.calls.last == "didEndDecelerating")
    }

    @Test("Paging settles on a page: the next one after a flick, the nearest after a slow drag")
    func paging() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 960, height: 480)
        try fixture.generator.fingerDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 220, y: 240), duration: 0.1)
        fixture.generator.wait(5)
        #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
        try fixture.generator.fingerDown(at: CGPoint(x: 300, y: 240))
        try fixture.generator.fingerMove(to: CGPoint(x: 200, y: 240), duration: 0.5)
        fixture.generator.wait(0.3)
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(scrollView.contentOffset == CGPoint(x: 320, y: 0))
    }
}

@MainActor
@Suite("Nested scroll views, directional lock and zooming")
struct NestedScrollViewTests {
    /// A horizontal scroll view (320 × 100, content 1000 wide) inside the fixture's vertical one.
    private func nested() throws -> (ScrollFixture, UIScrollView) {
        let fixture = try ScrollFixture()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        inner.contentSize = CGSize(width: 1000, height: 100)
        fixture.scrollView.addSubview(inner)
        return (fixture, inner)
    }

    @Test("A vertical drag on a horizontal inner scroll view scrolls the outer one")
    func verticalDragGoesToTheOuter() throws {
        let (fixture, inner) = try nested()
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 350))
        try fixture.generator.fingerMove(to: CGPoint(x: 165, y: 250), duration: 0.2)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(inner.contentOffset == .zero)
        try fixture.generator.fingerUp()
    }

    @Test("A horizontal drag on the inner scroll view scrolls it, and the outer one stays")
    func horizontalDragGoesToTheInner() throws {
        let (fixture, inner) = try nested()
        try fixture.generator.fingerDown(at: CGPoint(x: 260, y: 350))
        try fixture.generator.fingerMove(to: CGPoint(x: 60, y: 355), duration: 0.2)
        #expect(inner.contentOffset == CGPoint(x: 200, y: 0))
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(!fixture.scrollView.isDragging)
        try fixture.generator.fingerUp()
    }

    @Test("Directional lock keeps a mostly vertical drag vertical")
    func directionalLock() throws {
        let fixture = try ScrollFixture()
        fixture.scrollView.contentSize = CGSize(width: 1000, height: 2000)
        fixture.scrollView.isDirectionalLockEnabled = true
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 400))
        try fixture.generator.fingerMove(to: CGPoint(x: 140, y: 300), duration: 0.2)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        fixture.scrollView.isDirectionalLockEnabled = false
        fixture.scrollView.setContentOffset(.zero, animated: false)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 400))
        try fixture.generator.fingerMove(to: CGPoint(x: 140, y: 300), duration: 0.2)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 20, y: 100))
        try fixture.generator.fingerUp()
    }

    @Test("Zooming scales the delegate's view, and contentSize follows it")
    func zooming() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        fixture.delegateLog.zoomView = image
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        #expect(scrollView.pinchGestureRecognizer?.view === scrollView)
        scrollView.setZoomScale(2, animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
        #expect(image.frame.origin == .zero)
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 4)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 160, height: 240), animated: true)
        fixture.generator.wait(1)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == .zero)
        #expect(fixture.delegateLog.calls.last == "didEndZooming(atScale: 2.0)")
    }

    @Test("A pinch zooms about the fingers; past the maximum it springs back")
    func pinchZooms() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.addSubview(image)
        fixture.delegateLog.zoomView = image
        scrollView.maximumZoomScale = 2
        try fixture.generator.fingerPinch(at: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 150, duration: 0.3)
        #expect(scrollView.isZoomBouncing)
        fixture.generator.wait(1)
        #expect(!scrollView.isZoomBouncing)
        #expect(!scrollView.isZooming)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
        #expect(fixture.delegateLog.calls.first == "willBeginZooming")
        #expect(fixture.delegateLog.calls.last == "didEndZooming(atScale: 2.0)")
    }
}
