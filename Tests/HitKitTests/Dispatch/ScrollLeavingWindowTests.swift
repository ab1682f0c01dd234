import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A trackpad scroll whose view leaves the application's windows: the scroll reaches no pan
/// outside them, and a pan following it is cancelled, heard and traced, as a touch-driven pan is
/// when its view leaves the window.
@MainActor
@Suite("Scroll events: a view that leaves its window mid-scroll")
struct ScrollLeavingWindowTests {
    @MainActor
    private final class Stage {
        let app = UIApplication(clock: ManualClock())
        let window: UIWindow
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        var heard: [UIGestureRecognizer.State] = []
        let pan: UIPanGestureRecognizer
        let checker: InvariantChecker
        var time: TimeInterval = 1

        init() {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
            window.makeKeyAndVisible()
            window.addSubview(canvas)
            pan = UIPanGestureRecognizer()
            pan.allowedScrollTypesMask = .continuous
            canvas.addGestureRecognizer(pan)
            checker = InvariantChecker(application: app)
            pan.addTarget { [unowned self] recognizer in heard.append(recognizer.state) }
        }

        func scroll(_ phase: ScrollSample.Phase, dy: CGFloat = 0) {
            time += 0.02
            app.send(
                ScrollSample(
                    source: .trackpad, phase: phase, location: CGPoint(x: 50, y: 50), delta: CGVector(dx: 0, dy: dy),
                    timestamp: time))
        }
    }

    @Test("A scroll whose view left the window before its first movement reaches no pan")
    func viewGoneBeforeRouting() {
        let stage = Stage()
        stage.scroll(.began)
        stage.canvas.removeFromSuperview()
        stage.scroll(.changed, dy: -10)
        #expect(stage.pan.state == .possible)
        #expect(stage.heard == [])
        stage.scroll(.ended)
        stage.app.advanceTime(to: 20)
        stage.checker.checkSettled(including: [stage.canvas])
        #expect(stage.checker.violations == [])
    }

    @Test("A pan following a scroll whose view leaves the window is cancelled at the next sample, heard and traced")
    func viewGoneWhileFollowing() {
        let stage = Stage()
        stage.scroll(.began)
        stage.scroll(.changed, dy: -10)
        stage.scroll(.changed, dy: -10)
        #expect(stage.heard == [.began, .changed])
        stage.canvas.removeFromSuperview()
        stage.scroll(.changed, dy: -10)
        #expect(stage.heard == [.began, .changed, .cancelled])
        #expect(stage.pan.state == .possible)
        stage.window.addSubview(stage.canvas)
        stage.scroll(.changed, dy: -10)
        stage.scroll(.ended)
        #expect(stage.heard == [.began, .changed, .cancelled])
        stage.app.advanceTime(to: 20)
        stage.checker.checkSettled(including: [stage.canvas])
        #expect(stage.checker.violations == [])
    }

    @Test("A wheel tick whose pan's began action takes the pan out of the window cancels it, heard and traced")
    func wheelTickActionTakesThePanAway() {
        let stage = Stage()
        stage.pan.allowedScrollTypesMask = .discrete
        let elsewhere = UIView(frame: stage.canvas.frame)
        stage.pan.addTarget { [unowned stage] recognizer in
            if recognizer.state == .began { elsewhere.addGestureRecognizer(stage.pan) }
        }
        stage.app.send(ScrollSample.wheel(CGVector(dx: 0, dy: -40), at: CGPoint(x: 50, y: 50), timestamp: 2))
        #expect(stage.heard == [.began, .cancelled])
        #expect(stage.pan.state == .possible)
        stage.app.advanceTime(to: 20)
        stage.checker.checkSettled(including: [stage.canvas, elsewhere])
        #expect(stage.checker.violations == [])
    }

    @Test("A wheel tick over a window put into a view outside every window is traced in the application throughout")
    func wheelTickOverWindowInDetachedView() {
        let stage = Stage()
        stage.pan.allowedScrollTypesMask = .discrete
        let recorder = TransitionRecorder()
        stage.app.addObserver(recorder)
        defer { stage.app.removeObserver(recorder) }
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        loose.addSubview(stage.window)
        #expect(stage.canvas.window == nil)
        stage.app.send(ScrollSample.wheel(CGVector(dx: 0, dy: -40), at: CGPoint(x: 50, y: 50), timestamp: 2))
        // Hit-tested as one of the application's windows, its views are in no window: the pan
        // begins and is cancelled at once, and an observer hears both.
        #expect(stage.heard == [.began, .cancelled])
        #expect(recorder.transitions == ["possible -> began", "began -> cancelled", "cancelled -> possible"])
        stage.app.advanceTime(to: 20)
        stage.checker.checkSettled(including: [stage.canvas])
        #expect(stage.checker.violations == [])
    }
}

/// Records the gesture state changes an application traces, as `from -> to`.
@MainActor
private final class TransitionRecorder: DispatchObserver {
    var transitions: [String] = []

    func dispatch(_ event: DispatchTraceEvent) {
        if case .gestureStateChanged(_, let from, let to) = event { transitions.append("\(from) -> \(to)") }
    }
}
