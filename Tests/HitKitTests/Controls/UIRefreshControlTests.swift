import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A 320 × 480 scroll view with 2000 points of content and a refresh control whose valueChanged
/// is counted.
@MainActor
private struct RefreshFixture {
    let application = UIApplication()
    let window: UIWindow
    let scrollView: UIScrollView
    let refresh = UIRefreshControl()
    let recorder: ControlEventRecorder
    let generator: EventGenerator

    init() throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.refreshControl = refresh
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        recorder = ControlEventRecorder(refresh)
        generator = try EventGenerator(window: window)
    }

    /// Touches down at y 60 and moves the finger down to `y` over 0.3 s, without lifting.
    func pull(to y: CGFloat) throws {
        try generator.fingerDown(at: CGPoint(x: 160, y: 60))
        try generator.fingerMove(to: CGPoint(x: 160, y: y), duration: 0.3)
    }
}

@MainActor
@Suite("UIRefreshControl starts a refresh when the content is pulled past its top, as UIKit's does")
struct UIRefreshControlTests {
    @Test("A pull past the distance sends valueChanged during the pull, before the finger lifts, once")
    func pullSendsValueChangedOnce() throws {
        let f = try RefreshFixture()
        try f.pull(to: 400)
        #expect(f.scrollView.contentOffset.y <= -HitKitDefaults.refreshControlTriggerDistance)
        #expect(f.refresh.isRefreshing)
        #expect(f.recorder.names == ["valueChanged"])
        try f.generator.fingerMove(to: CGPoint(x: 160, y: 100), duration: 0.2)
        try f.generator.fingerMove(to: CGPoint(x: 160, y: 420), duration: 0.2)
        try f.generator.fingerUp()
        #expect(f.recorder.names == ["valueChanged"])
    }

    @Test("A pull short of the distance starts nothing")
    func shortPull() throws {
        let f = try RefreshFixture()
        try f.pull(to: 120)
        try f.generator.fingerUp()
        #expect(!f.refresh.isRefreshing && f.recorder.names.isEmpty)
    }

    @Test("beginRefreshing sends nothing, and no pull starts another refresh until endRefreshing")
    func beginAndEndRefreshing() throws {
        let f = try RefreshFixture()
        f.refresh.beginRefreshing()
        #expect(f.refresh.isRefreshing && f.recorder.names.isEmpty)
        try f.pull(to: 400)
        try f.generator.fingerUp()
        #expect(f.recorder.names.isEmpty)
        f.refresh.endRefreshing()
        #expect(!f.refresh.isRefreshing)
        f.generator.wait(2)
        try f.pull(to: 400)
        try f.generator.fingerUp()
        #expect(f.recorder.names == ["valueChanged"])
    }

    @Test("A disabled refresh control starts no refresh")
    func disabled() throws {
        let f = try RefreshFixture()
        f.refresh.isEnabled = false
        try f.pull(to: 400)
        try f.generator.fingerUp()
        #expect(!f.refresh.isRefreshing && f.recorder.names.isEmpty)
    }

    @Test("Setting refreshControl adds it above the content's top; replacing it removes the old one")
    func property() throws {
        let f = try RefreshFixture()
        #expect(f.refresh.superview === f.scrollView)
        #expect(f.refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        let next = UIRefreshControl()
        f.scrollView.refreshControl = next
        #expect(f.refresh.superview == nil && next.superview === f.scrollView)
        f.scrollView.refreshControl = nil
        #expect(next.superview == nil)
    }

    @Test("A refresh control is not exempt from an ancestor's single tap")
    func notExempt() throws {
        let f = try RefreshFixture()
        let tap = UITapGestureRecognizer()
        f.scrollView.addGestureRecognizer(tap)
        #expect(f.refresh.gestureRecognizerShouldBegin(tap))
    }
}
