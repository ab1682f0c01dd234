import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Five pages in a page control at (60, 200), 200 × 30, centred on x 160: page 0's indicator is
/// at x 128, page 4's at x 192, 16 points apart. Inside `parent`, the window's full-size view.
@MainActor
private struct ScrubFixture {
    let application = UIApplication()
    let window: UIWindow
    let parent: UIView
    let pages = UIPageControl(frame: CGRect(x: 60, y: 200, width: 200, height: 30))
    let recorder: ControlEventRecorder
    let generator: EventGenerator

    init(parent: UIView = UIView()) throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        self.parent = parent
        parent.frame = window.bounds
        pages.numberOfPages = 5
        pages.currentPage = 0
        parent.addSubview(pages)
        window.addSubview(parent)
        window.makeKeyAndVisible()
        recorder = ControlEventRecorder(pages)
        generator = try EventGenerator(window: window)
    }
}

@MainActor
@Suite("UIPageControl scrubs through pages on a press that drags, with allowsContinuousInteraction")
struct UIPageControlScrubTests {
    @Test("A press dragged along the control moves the page with the finger, continuous, before the lift")
    func scrub() throws {
        let f = try ScrubFixture()
        #expect(f.pages.allowsContinuousInteraction && f.pages.interactionState == .none)
        try f.generator.fingerDown(at: CGPoint(x: 128, y: 215))
        try f.generator.fingerMove(to: CGPoint(x: 176, y: 215), duration: 0.3)
        #expect(f.pages.currentPage == 3)
        #expect(f.pages.interactionState == .continuous)
        try f.generator.fingerUp()
        #expect(f.pages.currentPage == 3, "the lift after a scrub moves no further page")
        #expect(f.recorder.names.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test("A tap moves one page and is discrete; setting currentPage in code resets the state to none")
    func discreteTap() throws {
        let f = try ScrubFixture()
        try f.generator.fingerTap(at: CGPoint(x: 200, y: 215))
        #expect(f.pages.currentPage == 1 && f.pages.interactionState == .discrete)
        f.pages.currentPage = 4
        #expect(f.pages.interactionState == .none)
    }

    @Test("A wobble shorter than the scrub distance is still a tap")
    func wobbleIsATap() throws {
        let f = try ScrubFixture()
        try f.generator.fingerDrag(from: CGPoint(x: 200, y: 215), to: CGPoint(x: 206, y: 215), duration: 0.1)
        #expect(f.pages.currentPage == 1 && f.pages.interactionState == .discrete)
    }

    @Test("Without allowsContinuousInteraction a drag does not scrub; the lift moves one page")
    func continuousOff() throws {
        let f = try ScrubFixture()
        f.pages.allowsContinuousInteraction = false
        try f.generator.fingerDrag(from: CGPoint(x: 128, y: 215), to: CGPoint(x: 192, y: 215), duration: 0.3)
        #expect(f.pages.currentPage == 1 && f.pages.interactionState == .discrete)
    }

    @Test("In a horizontal scroll view the scrub wins: the scroll view does not cancel a control's touch")
    func scrubWinsOverScrollView() throws {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 1600, height: 480)
        scrollView.delaysContentTouches = false
        let f = try ScrubFixture(parent: scrollView)
        try f.generator.fingerDrag(from: CGPoint(x: 128, y: 215), to: CGPoint(x: 192, y: 215), duration: 0.3)
        #expect(f.pages.currentPage == 4)
        #expect(f.pages.interactionState == .continuous)
        #expect(!f.recorder.names.contains("touchCancel"))
    }

    @Test("An ancestor's own pan is not exempted: it takes the drag and cancels the scrub")
    func parentPanWins() throws {
        let f = try ScrubFixture()
        let pan = UIPanGestureRecognizer()
        f.parent.addGestureRecognizer(pan)
        try f.generator.fingerDrag(from: CGPoint(x: 128, y: 215), to: CGPoint(x: 192, y: 215), duration: 0.3)
        #expect(f.recorder.names.contains("touchCancel"))
        #expect(f.pages.currentPage < 4)
    }
}
