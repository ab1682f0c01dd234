import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A window holding a 200 × 200 view inside a full-size container, and a recorder of the trace's
/// scroll lines; the pointer scrolls at (100, 100), over the view.
@MainActor
private final class ScrollSkipStage {
    let app = UIApplication()
    let window: UIWindow
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let recorder: TraceRecorder
    var began: [String] = []

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.addSubview(container)
        container.addSubview(self.view)
        window.makeKeyAndVisible()
        recorder = TraceRecorder(application: app)
        recorder.filter = .scrolls
    }

    /// Adds `pan`, named `name`, admitting `mask`, to `view` (default: the inner view), noting
    /// when it begins.
    @discardableResult
    func add<Pan: UIPanGestureRecognizer>(
        _ pan: Pan, _ name: String, mask: UIScrollTypeMask = .all, to view: UIView? = nil
    ) -> Pan {
        pan.allowedScrollTypesMask = mask
        watch(pan, name)
        (view ?? self.view).addGestureRecognizer(pan)
        return pan
    }

    /// Names `pan` `name` and notes when it begins.
    func watch(_ pan: UIPanGestureRecognizer, _ name: String) {
        pan.name = name
        pan.addTarget { [unowned self] in if $0.state == .began { began.append(name) } }
    }

    /// Over the inner view, an outer scroll view (the container's size, content 320 × 2000,
    /// named "outer pan") holding an inner one (the inner view's frame, named "inner pan") whose
    /// content is `innerContent`.
    func nestScrollViews(innerContent: CGSize) -> (outer: UIScrollView, inner: UIScrollView) {
        let outer = UIScrollView(frame: container.bounds)
        outer.contentSize = CGSize(width: 320, height: 2000)
        let inner = UIScrollView(frame: view.frame)
        inner.contentSize = innerContent
        watch(outer.panGestureRecognizer, "outer pan")
        watch(inner.panGestureRecognizer, "inner pan")
        outer.addSubview(inner)
        container.addSubview(outer)
        return (outer, inner)
    }

    /// A wheel tick moving the content by (`dx`, `dy`).
    func wheel(dx: CGFloat = 0, dy: CGFloat, at time: TimeInterval = 1) {
        app.send(ScrollSample.wheel(CGVector(dx: dx, dy: dy), at: CGPoint(x: 100, y: 100), timestamp: time))
    }

    func trackpad(_ phase: ScrollSample.Phase, dy: CGFloat = 0, at time: TimeInterval) {
        app.send(
            ScrollSample(
                source: .trackpad, phase: phase, location: CGPoint(x: 100, y: 100), delta: CGVector(dx: 0, dy: dy),
                timestamp: time))
    }

    /// A whole trackpad scroll: began, one change of `dy`, ended.
    func trackpadScroll(dy: CGFloat) {
        trackpad(.began, at: 1)
        trackpad(.changed, dy: dy, at: 1.1)
        trackpad(.ended, at: 1.2)
    }

    /// The trace's `scroll skip` lines.
    var skips: [String] { recorder.lines.filter { $0.hasPrefix("scroll skip") } }
}

@MainActor
@Suite("A scroll traces each pan recognizer under the pointer it passes over, and why")
struct ScrollSkipReasonTests {
    @Test("A disabled pan, or the pan of a scroll view whose scrolling is disabled, is passed over as disabled")
    func disabled() {
        let pan = ScrollSkipStage()
        pan.add(UIPanGestureRecognizer(), "pan").isEnabled = false
        pan.add(UIPanGestureRecognizer(), "container pan", to: pan.container)
        pan.wheel(dy: -30)
        #expect(pan.skips == ["scroll skip <pan>: disabled"])
        #expect(pan.began == ["container pan"])
        let scrollView = ScrollSkipStage()
        let (_, inner) = scrollView.nestScrollViews(innerContent: CGSize(width: 200, height: 400))
        inner.isScrollEnabled = false
        scrollView.wheel(dy: -30)
        #expect(scrollView.skips == ["scroll skip <inner pan>: disabled"])
        #expect(scrollView.began == ["outer pan"])
    }

    @Test("A pan tracking a finger, or following a trackpad scroll, is passed over as busy")
    func busy() {
        let touched = ScrollSkipStage()
        touched.add(UIPanGestureRecognizer(), "pan")
        touched.app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 0.9))
        touched.wheel(dy: -30)
        touched.app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 1.3))
        #expect(touched.skips == ["scroll skip <pan>: busy"])
        #expect(touched.began.isEmpty)
        let scrolling = ScrollSkipStage()
        scrolling.add(UIPanGestureRecognizer(), "pan")
        scrolling.add(UIPanGestureRecognizer(), "container pan", to: scrolling.container)
        scrolling.trackpad(.began, at: 1)
        scrolling.trackpad(.changed, dy: -10, at: 1.1)
        scrolling.wheel(dy: -30, at: 1.2)
        scrolling.trackpad(.ended, at: 1.3)
        #expect(scrolling.skips == ["scroll skip <pan>: busy"])
        #expect(scrolling.began == ["pan", "container pan"])
    }

    @Test("A pan whose allowedScrollTypesMask leaves out .discrete is passed over by the wheel as wheelNotAllowed")
    func wheelNotAllowed() {
        let stage = ScrollSkipStage()
        stage.add(UIPanGestureRecognizer(), "trackpad pan", mask: .continuous)
        stage.add(UIPanGestureRecognizer(), "default pan", mask: [])
        stage.add(UIPanGestureRecognizer(), "container pan", to: stage.container)
        stage.wheel(dy: -30)
        #expect(
            stage.skips == [
                "scroll skip <trackpad pan>: wheelNotAllowed", "scroll skip <default pan>: wheelNotAllowed",
            ])
        #expect(stage.began == ["container pan"])
    }

    @Test(
        "A pan whose allowedScrollTypesMask leaves out .continuous is passed over by a trackpad as trackpadNotAllowed")
    func trackpadNotAllowed() {
        let stage = ScrollSkipStage()
        stage.add(UIPanGestureRecognizer(), "wheel pan", mask: .discrete)
        stage.add(UIPanGestureRecognizer(), "container pan", to: stage.container)
        stage.trackpadScroll(dy: -30)
        #expect(stage.skips == ["scroll skip <wheel pan>: trackpadNotAllowed"])
        #expect(stage.began == ["container pan"])
    }

    @Test(
        "A pan whose own shouldReceive(_:), or whose delegate, refuses the scroll event is passed over as refusing it")
    func refusedEvent() {
        let stage = ScrollSkipStage()
        stage.add(ScrollRefusingPan(), "refusing pan")
        stage.add(UIPanGestureRecognizer(), "delegated pan").delegate = AnsweringGestureDelegate.refusing
        stage.add(UIPanGestureRecognizer(), "container pan", to: stage.container)
        stage.wheel(dy: -30)
        #expect(
            stage.skips == ["scroll skip <refusing pan>: refusedEvent", "scroll skip <delegated pan>: refusedEvent"])
        #expect(stage.began == ["container pan"])
    }

    @Test("A scroll view that cannot scroll along the scroll's direction is passed over, its parent scrolls")
    func cannotScrollThatWay() {
        let stage = ScrollSkipStage()
        let (outer, inner) = stage.nestScrollViews(innerContent: CGSize(width: 1000, height: 200))
        stage.wheel(dy: -30)
        #expect(stage.skips == ["scroll skip <inner pan>: cannotScrollThatWay"])
        #expect(stage.began == ["outer pan"])
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test("A scroll view at its edge that way, transferring that axis to its parent, is passed over as atEdge")
    func atEdge() {
        let stage = ScrollSkipStage()
        let (outer, inner) = stage.nestScrollViews(innerContent: CGSize(width: 200, height: 400))
        // The inner scroll view, at its top, is still under the pointer.
        outer.contentOffset = CGPoint(x: 0, y: 50)
        stage.wheel(dy: 30)
        #expect(stage.skips == ["scroll skip <inner pan>: atEdge"])
        #expect(stage.began == ["outer pan"])
        #expect(inner.contentOffset == .zero)
        #expect(outer.contentOffset == CGPoint(x: 0, y: 20))
        let keeping = ScrollSkipStage()
        let nested = keeping.nestScrollViews(innerContent: CGSize(width: 200, height: 400))
        nested.outer.contentOffset = CGPoint(x: 0, y: 50)
        nested.inner.transfersVerticalScrollingToParent = false
        keeping.wheel(dy: 30)
        #expect(keeping.skips.isEmpty)
        #expect(keeping.began == ["inner pan"])
        #expect(nested.outer.contentOffset == CGPoint(x: 0, y: 50))
    }

    @Test(
        "A pan whose delegate's or view's gestureRecognizerShouldBegin(_:) says no is passed over as shouldBeginFalse")
    func shouldBeginFalse() {
        let stage = ScrollSkipStage()
        let refusingView = BeginRefusingView(frame: stage.view.bounds)
        stage.view.addSubview(refusingView)
        stage.add(UIPanGestureRecognizer(), "view-refused pan", to: refusingView)
        stage.add(UIPanGestureRecognizer(), "delegate-refused pan").delegate = AnsweringGestureDelegate.notBeginning
        stage.add(UIPanGestureRecognizer(), "container pan", to: stage.container)
        stage.wheel(dy: -30)
        #expect(
            stage.skips == [
                "scroll skip <view-refused pan>: shouldBeginFalse",
                "scroll skip <delegate-refused pan>: shouldBeginFalse",
            ])
        #expect(stage.began == ["container pan"])
    }

    @Test("A pan that takes the scroll is traced as passed over by nothing, and the trace changes nothing")
    func takenIsNotSkipped() {
        let traced = ScrollSkipStage()
        traced.add(UIPanGestureRecognizer(), "pan")
        traced.add(UIPanGestureRecognizer(), "container pan", to: traced.container)
        traced.wheel(dy: -30)
        #expect(traced.skips.isEmpty)
        #expect(traced.began == ["pan"])
        #expect(traced.recorder.lines == ["scroll wheel (0.0, -30.0) at (100.0, 100.0) → <pan>"])
        // The same scrolls, passing over a pan, with and without an observer.
        var began: [[String]] = []
        for observed in [false, true] {
            let stage = ScrollSkipStage()
            if !observed { stage.recorder.stop() }
            stage.add(UIPanGestureRecognizer(), "trackpad pan", mask: .continuous)
            stage.add(UIPanGestureRecognizer(), "container pan", to: stage.container)
            stage.wheel(dy: -30, at: 0.5)
            stage.trackpadScroll(dy: -30)
            #expect(stage.skips == (observed ? ["scroll skip <trackpad pan>: wheelNotAllowed"] : []))
            began.append(stage.began)
        }
        #expect(began == [["container pan", "trackpad pan"], ["container pan", "trackpad pan"]])
    }
}

/// A view that lets none of its gesture recognizers begin.
private final class BeginRefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
