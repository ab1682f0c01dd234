import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A scroll view whose content-touch hooks are scripted by the test.
@MainActor
private final class HookedScrollView: UIScrollView {
    var shouldBegin = true
    var shouldCancel: Bool?
    var asked: [String] = []

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("touchesShouldBegin \(view.accessibilityIdentifier ?? "?")")
        return shouldBegin
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append("touchesShouldCancel \(view.accessibilityIdentifier ?? "?")")
        return shouldCancel ?? super.touchesShouldCancel(in: view)
    }
}

@MainActor
@Suite("A scroll view's content touches: delayed, cancelled or kept, as in UIKit")
struct ContentTouchesTests {
    @Test("A slow tap on a button: touchDown after the delay, touchUpInside on lift")
    func slowTapOnButton() throws {
        let fixture = try ScrollFixture()
        try fixture.generator.fingerDown(at: fixture.buttonCenter)
        #expect(fixture.events.names.isEmpty)
        fixture.generator.wait(HitKitDefaults.scrollViewContentTouchDelay)
        #expect(fixture.events.names == ["touchDown"])
        try fixture.generator.fingerUp()
        #expect(fixture.events.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(fixture.scrollView.contentOffset == .zero)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A quick tap on a button: touchDown and touchUpInside together on lift")
    func quickTapOnButton() throws {
        let fixture = try ScrollFixture()
        try fixture.generator.fingerDown(at: fixture.buttonCenter)
        fixture.generator.wait(0.05)
        #expect(fixture.events.names.isEmpty)
        fixture.events.note("lift")
        try fixture.generator.fingerUp()
        #expect(fixture.events.names == ["lift", "touchDown", "touchUpInside", "primaryActionTriggered"])
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A drag that starts on a button within the delay scrolls; the button never hears of it")
    func quickDragFromButtonScrolls() throws {
        let fixture = try ScrollFixture()
        let start = fixture.buttonCenter
        try fixture.generator.fingerDown(at: start)
        try fixture.generator.fingerMove(to: CGPoint(x: start.x, y: start.y - 100), duration: 0.1)
        #expect(fixture.scrollView.isDragging)
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 100))
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(fixture.events.names.isEmpty)
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A drag that starts on a button after the delay does not scroll: a control keeps its touch")
    func slowDragFromButtonKeepsTheButton() throws {
        let scrollView = HookedScrollView()
        let fixture = try ScrollFixture(scrollView: scrollView)
        let start = fixture.buttonCenter
        try fixture.generator.fingerDown(at: start)
        fixture.generator.wait(0.2)
        try fixture.generator.fingerMove(to: CGPoint(x: start.x, y: start.y + 100), duration: 0.2)
        #expect(scrollView.contentOffset == .zero)
        #expect(!scrollView.isDragging)
        try fixture.generator.fingerUp()
        #expect(fixture.events.names.first == "touchDown")
        #expect(fixture.events.names.contains("touchDragInside"))
        #expect(!fixture.events.names.contains("touchCancel"))
        #expect(scrollView.asked == ["touchesShouldBegin button", "touchesShouldCancel button"])
    }

    @Test("touchesShouldCancel(in:) returning true: the tracking button gets touchCancel and the content scrolls")
    func touchesShouldCancelOverride() throws {
        let scrollView = HookedScrollView()
        scrollView.shouldCancel = true
        let fixture = try ScrollFixture(scrollView: scrollView)
        let start = fixture.buttonCenter
        try fixture.generator.fingerDown(at: start)
        fixture.generator.wait(0.2)
        try fixture.generator.fingerMove(to: CGPoint(x: start.x, y: start.y - 100), duration: 0.2)
        // The moves before the pan began (under its start distance) were the button's.
        #expect(fixture.events.names == ["touchDown", "touchDragInside", "touchCancel"])
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        try fixture.generator.fingerUp()
        #expect(fixture.events.names.last == "touchCancel")
    }

    @Test("Plain content that got the touch is cancelled when the drag begins")
    func plainContentIsCancelled() throws {
        let fixture = try ScrollFixture()
        let content = TouchLoggingView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        fixture.scrollView.addSubview(content)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 350))
        fixture.generator.wait(0.2)
        #expect(content.log == ["began"])
        try fixture.generator.fingerMove(to: CGPoint(x: 160, y: 200), duration: 0.2)
        #expect(content.log == ["began", "cancelled"])
        #expect(fixture.scrollView.contentOffset == CGPoint(x: 0, y: 150))
        try fixture.generator.fingerUp()
    }

    @Test("canCancelContentTouches = false: once the content has the touch, the scroll view does not scroll")
    func canCancelContentTouchesFalse() throws {
        let fixture = try ScrollFixture()
        fixture.scrollView.canCancelContentTouches = false
        let content = TouchLoggingView(frame: CGRect(x: 0, y: 300, width: 320, height: 100))
        fixture.scrollView.addSubview(content)
        try fixture.generator.fingerDown(at: CGPoint(x: 160, y: 350))
        fixture.generator.wait(0.2)
        try fixture.generator.fingerMove(to: CGPoint(x: 160, y: 200), duration: 0.2)
        try fixture.generator.fingerUp()
        #expect(fixture.scrollView.contentOffset == .zero)
        #expect(content.log.first == "began" && content.log.last == "ended")
        #expect(!content.log.contains("cancelled"))
        // A drag within the delay still scrolls: the content never got the touch.
        try fixture.generator.fingerDrag(from: CGPoint(x: 160, y: 350), to: CGPoint(x: 160, y: 250), duration: 0.1)
        #expect(fixture.scrollView.contentOffset.y >= 100)
    }

    @Test("delaysContentTouches = false: touchDown at once")
    func noDelay() throws {
        let fixture = try ScrollFixture()
        fixture.scrollView.delaysContentTouches = false
        try fixture.generator.fingerDown(at: fixture.buttonCenter)
        #expect(fixture.events.names == ["touchDown"])
        try fixture.generator.fingerUp()
        #expect(fixture.events.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test("touchesShouldBegin returning false: the content view gets no touch messages")
    func touchesShouldBeginFalse() throws {
        let scrollView = HookedScrollView()
        scrollView.shouldBegin = false
        let fixture = try ScrollFixture(scrollView: scrollView)
        try fixture.generator.fingerTap(at: fixture.buttonCenter)
        try fixture.generator.fingerDown(at: fixture.buttonCenter)
        fixture.generator.wait(0.3)
        try fixture.generator.fingerUp()
        scrollView.delaysContentTouches = false
        try fixture.generator.fingerTap(at: fixture.buttonCenter)
        #expect(fixture.events.names.isEmpty)
        #expect(scrollView.asked == Array(repeating: "touchesShouldBegin button", count: 3))
        try fixture.generator.assertNoLeftovers()
    }

    @Test("A control still refuses an ancestor's tap recognizer inside a scroll view")
    func controlRefusesAncestorTap() throws {
        let fixture = try ScrollFixture()
        var taps = 0
        fixture.scrollView.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        try fixture.generator.fingerTap(at: fixture.buttonCenter)
        #expect(taps == 0)
        #expect(fixture.events.names == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        try fixture.generator.fingerTap(at: CGPoint(x: 20, y: 400))
        #expect(taps == 1)
    }
}
