import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// The fixture's scroll view zooming a 320 × 480 view between scales 1 and 2.
@MainActor
private func zoomingFixture() throws -> ScrollFixture {
    let fixture = try ScrollFixture()
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    fixture.scrollView.addSubview(image)
    fixture.delegateLog.zoomView = image
    fixture.scrollView.maximumZoomScale = 2
    return fixture
}

/// Two fingers touch down 50 points apart about the window's centre and spread to 150 points
/// apart, and stay down: the pinch is under way, past the maximum scale.
@MainActor
private func pinchOpen(_ generator: EventGenerator) throws {
    try generator.fingerDown([nil, nil], at: [CGPoint(x: 135, y: 240), CGPoint(x: 185, y: 240)])
    try generator.fingerMove([nil, nil], to: [CGPoint(x: 85, y: 240), CGPoint(x: 235, y: 240)], duration: 0.3)
}

/// A slow vertical drag of 100 points up, ending at rest.
@MainActor
private func dragUp(_ generator: EventGenerator) throws {
    try generator.fingerDown(at: CGPoint(x: 40, y: 400))
    try generator.fingerMove(to: CGPoint(x: 40, y: 300), duration: 0.3)
    generator.wait(0.2)
    try generator.fingerUp()
}

@MainActor
@Suite("A scroll view is never left zooming, past its edges, between pages or beyond its zoom limits")
struct ScrollViewSettlingTests {
    @Test("Clearing the delegate mid-pinch ends the zooming, and the next drag scrolls")
    func delegateClearedMidPinch() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        try pinchOpen(fixture.generator)
        #expect(scrollView.isZooming)
        scrollView.delegate = nil
        #expect(!scrollView.isZooming)
        try fixture.generator.fingerUp([nil, nil])
        fixture.generator.wait(1)
        #expect(!scrollView.isZooming)
        let before = scrollView.contentOffset
        try dragUp(fixture.generator)
        #expect(scrollView.contentOffset.y > before.y + 50)
        fixture.generator.wait(5)
        #expect(fixture.application.clock.pendingTimerCount == 0)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("viewForZooming(in:) answering nil by the end of the pinch ends the zooming, and the next drag scrolls")
    func zoomingViewGoneByTheEnd() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        try pinchOpen(fixture.generator)
        fixture.delegateLog.zoomView = nil
        try fixture.generator.fingerUp([nil, nil])
        fixture.generator.wait(1)
        #expect(!scrollView.isZooming)
        #expect(!scrollView.isZoomBouncing)
        #expect(fixture.delegateLog.calls.last?.hasPrefix("didEndZooming") == true)
        let before = scrollView.contentOffset
        try dragUp(fixture.generator)
        #expect(scrollView.contentOffset.y > before.y + 50)
        fixture.generator.wait(5)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("Zooming made impossible mid-pinch (the limits meet) ends the zooming; the scale comes back within them")
    func limitsMeetMidPinch() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        try pinchOpen(fixture.generator)
        scrollView.maximumZoomScale = 1
        #expect(!scrollView.isZooming)
        #expect(scrollView.pinchGestureRecognizer == nil)
        try fixture.generator.fingerUp([nil, nil])
        fixture.generator.wait(1)
        #expect(scrollView.zoomScale == 1)
        #expect(!scrollView.isZoomBouncing)
        #expect(scrollView.contentSize == CGSize(width: 320, height: 480))
        #expect(fixture.delegateLog.calls.last == "didEndZooming(atScale: 1.0)")
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("A pinch past the maximum that ends in a one-finger fling leaves the scale within its limits")
    func flingDuringZoomBounce() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        let generator = fixture.generator
        try pinchOpen(generator)
        let fingers = generator.fingersDown
        try generator.fingerUp(fingers[1])
        try generator.fingerMove(fingers[0], to: CGPoint(x: 85, y: 100), duration: 0.05)
        try generator.fingerUp(fingers[0])
        generator.wait(5)
        #expect(scrollView.zoomScale == 2)
        #expect(!scrollView.isZoomBouncing)
        #expect(!scrollView.isDecelerating)
        let range = scrollView.offsetRange
        #expect(scrollView.contentOffset.y >= range.min.y && scrollView.contentOffset.y <= range.max.y)
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("A scroll view removed from its window mid-pinch comes back within its zoom limits at once")
    func removedMidPinch() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        try pinchOpen(fixture.generator)
        #expect(scrollView.zoomScale > 2)
        scrollView.removeFromSuperview()
        #expect(!scrollView.isZooming)
        #expect(!scrollView.isZoomBouncing)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
        let range = scrollView.offsetRange
        #expect(scrollView.contentOffset.x >= range.min.x && scrollView.contentOffset.x <= range.max.x)
        #expect(scrollView.contentOffset.y >= range.min.y && scrollView.contentOffset.y <= range.max.y)
        #expect(fixture.delegateLog.calls.last == "didEndZooming(atScale: 2.0)")
        try fixture.generator.fingerUp([nil, nil])
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("A tap on content springing back stops it; the lift springs it back to the edge")
    func tapDuringSpringBack() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        try fixture.generator.fingerDown(at: CGPoint(x: 40, y: 100))
        try fixture.generator.fingerMove(to: CGPoint(x: 40, y: 250), duration: 0.3)
        fixture.generator.wait(0.2)
        try fixture.generator.fingerUp()
        fixture.generator.wait(0.05)
        #expect(scrollView.contentOffset.y < 0)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 240))
        #expect(!scrollView.isDecelerating)
        fixture.delegateLog.calls = []
        let stopped = scrollView.contentOffset
        fixture.generator.wait(0.1)
        #expect(scrollView.contentOffset == stopped)
        try fixture.generator.fingerUp()
        #expect(scrollView.isDecelerating)
        fixture.generator.wait(5)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDecelerating)
        #expect(
            fixture.delegateLog.compactCalls == [
                "didEndDragging(willDecelerate: true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("A tap on a page turning stops it; the lift settles it on the nearest page")
    func tapDuringPageTurn() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: 960, height: 480)
        try fixture.generator.fingerDrag(from: CGPoint(x: 300, y: 240), to: CGPoint(x: 220, y: 240), duration: 0.1)
        fixture.generator.wait(0.05)
        #expect(scrollView.contentOffset.x > 80 && scrollView.contentOffset.x < 320)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 240))
        fixture.delegateLog.calls = []
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(scrollView.contentOffset.y == 0)
        #expect([0, 320].contains(scrollView.contentOffset.x))
        #expect(
            fixture.delegateLog.compactCalls == [
                "didEndDragging(willDecelerate: true)", "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
    }

    @Test("A tap on a zoom bouncing back stops it; the lift brings the scale back within the limits")
    func tapDuringZoomBounce() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        try fixture.generator.fingerPinch(
            at: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 150, duration: 0.3)
        #expect(scrollView.isZoomBouncing)
        fixture.generator.wait(0.05)
        #expect(scrollView.zoomScale > 2)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 240))
        fixture.delegateLog.calls = []
        try fixture.generator.fingerUp()
        fixture.generator.wait(1)
        #expect(scrollView.zoomScale == 2)
        #expect(!scrollView.isZoomBouncing)
        #expect(scrollView.contentSize == CGSize(width: 640, height: 960))
        #expect(fixture.delegateLog.calls.first == "didEndDragging(willDecelerate: false)")
        #expect(fixture.delegateLog.calls.last == "didEndZooming(atScale: 2.0)")
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("A drag that catches a zoom bouncing back brings the scale back within the limits when it ends")
    func dragDuringZoomBounce() throws {
        let fixture = try zoomingFixture()
        let scrollView = fixture.scrollView
        try fixture.generator.fingerPinch(
            at: CGPoint(x: 160, y: 240), fromDistance: 50, toDistance: 150, duration: 0.3)
        fixture.generator.wait(0.05)
        #expect(scrollView.zoomScale > 2)
        try dragUp(fixture.generator)
        fixture.generator.wait(5)
        #expect(scrollView.zoomScale == 2)
        #expect(!scrollView.isZoomBouncing)
        #expect(fixture.delegateLog.calls.last == "didEndZooming(atScale: 2.0)")
        #expect(fixture.application.clock.pendingTimerCount == 0)
    }

    @Test("A tap that stops a fling within the range leaves the content where it stopped")
    func tapStopsFlingInRange() throws {
        let fixture = try ScrollFixture()
        let scrollView = fixture.scrollView
        try fixture.generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 300), duration: 0.1)
        fixture.generator.wait(0.1)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 240))
        fixture.delegateLog.calls = []
        let stopped = scrollView.contentOffset
        try fixture.generator.fingerUp()
        fixture.generator.wait(2)
        #expect(scrollView.contentOffset == stopped)
        #expect(fixture.delegateLog.calls == ["didEndDragging(willDecelerate: false)"])
    }
}
