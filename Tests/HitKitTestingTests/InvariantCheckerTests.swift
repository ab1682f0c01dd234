import HitKit
import HitKitTesting
import Testing

@Suite("Invariant checker")
@MainActor
struct InvariantCheckerTests {
    private let app = UIApplication(clock: ManualClock())
    private let window: UIWindow
    private let view = RecordingView("target", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    private let other = RecordingView("other", frame: CGRect(x: 100, y: 0, width: 100, height: 100))

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.addSubview(view)
        window.addSubview(other)
        window.makeKeyAndVisible()
    }

    private func send(_ id: Int, _ phase: PointerSample.Phase, at point: CGPoint, time: TimeInterval) {
        app.send(PointerSample(pointerID: id, phase: phase, location: point, timestamp: time))
    }

    @Test("A tap, a drag and a cancelled touch break no rule")
    func cleanRunsPass() throws {
        let checker = InvariantChecker(application: app)
        send(1, .down, at: CGPoint(x: 10, y: 10), time: 1)
        send(1, .up, at: CGPoint(x: 10, y: 10), time: 1.1)
        send(2, .down, at: CGPoint(x: 10, y: 10), time: 2)
        send(2, .move, at: CGPoint(x: 150, y: 10), time: 2.1)
        send(2, .up, at: CGPoint(x: 150, y: 10), time: 2.2)
        send(3, .down, at: CGPoint(x: 10, y: 10), time: 3)
        app.cancelAllTouches()
        checker.checkHierarchy()
        checker.checkSettled()
        try checker.assertClean()
    }

    @Test("A view removed mid-touch gets its cancel outside the window, and that breaks no rule")
    func removalMidTouchPasses() throws {
        let checker = InvariantChecker(application: app)
        send(1, .down, at: CGPoint(x: 10, y: 10), time: 1)
        view.removeFromSuperview()
        send(1, .up, at: CGPoint(x: 10, y: 10), time: 1.1)
        checker.checkHierarchy(including: [view])
        checker.checkSettled()
        try checker.assertClean()
        #expect(view.phases == [.began, .cancelled])
    }

    @Test("A window added inside another window's views, or inside a view out of any window, breaks no rule")
    func nestedWindowsPass() throws {
        let checker = InvariantChecker(application: app)
        let inner = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50), application: app)
        let content = UIView(frame: inner.bounds)
        inner.addSubview(content)
        view.addSubview(inner)
        #expect(inner.window === window && content.window === window)
        checker.checkHierarchy()
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        detached.addSubview(inner)
        #expect(inner.window == nil && content.window == nil)
        checker.checkHierarchy(including: [detached])
        inner.removeFromSuperview()
        #expect(inner.window === inner && content.window === inner)
        checker.checkHierarchy()
        try checker.assertClean()
    }

    @Test("A finger left down is reported when the run should have settled")
    func unfinishedTouchIsReported() {
        let checker = InvariantChecker(application: app)
        send(1, .down, at: CGPoint(x: 10, y: 10), time: 1)
        checker.checkSettled()
        #expect(
            checker.violations == [
                "touch 1 is still active (began, on <target>)",
                "<target> saw touch 1 begin and never end or be cancelled",
            ])
    }

    @Test("A control still tracking is reported when the run should have settled")
    func trackingControlIsReported() {
        let button = UIButton(frame: CGRect(x: 0, y: 200, width: 100, height: 44))
        button.accessibilityIdentifier = "button"
        window.addSubview(button)
        let checker = InvariantChecker(application: app)
        send(1, .down, at: CGPoint(x: 10, y: 210), time: 1)
        checker.checkSettled()
        #expect(checker.violations.contains("<button> is still tracking"))
        #expect(checker.violations.contains("<button> is still highlighted"))
    }

    @Test("Deliveries out of order, to the wrong view or after the end are reported")
    func badDeliveriesAreReported() {
        let checker = InvariantChecker(application: app)
        send(1, .down, at: CGPoint(x: 10, y: 10), time: 1)
        let touch = view.touches[0]
        checker.dispatch(.touchesDelivered(phase: .began, responder: view, touches: [touch]))
        checker.dispatch(.touchesDelivered(phase: .moved, responder: other, touches: [touch]))
        send(1, .up, at: CGPoint(x: 10, y: 10), time: 1.1)
        checker.dispatch(.touchesDelivered(phase: .moved, responder: view, touches: [touch]))
        #expect(
            checker.violations == [
                "touchesBegan for touch 1 to <target>: the view had already seen it begin",
                "touchesMoved for touch 1 to <other>: the touch is bound to <target>",
                "touchesMoved for touch 1 to <target>: the view had already seen it end or be cancelled",
            ])
    }

    @Test("What a recognizer's targets hear out of order is reported: cancelled before began, anything after the end")
    func badActionSequencesAreReported() {
        let checker = InvariantChecker(application: app)
        let pan = UIPanGestureRecognizer()
        pan.name = "pan"
        let tap = UITapGestureRecognizer()
        tap.name = "tap"
        checker.dispatch(.gestureStateChanged(recognizer: pan, from: .possible, to: .began))
        checker.dispatch(.gestureStateChanged(recognizer: pan, from: .began, to: .cancelled))
        checker.dispatch(.gestureActionsSent(recognizer: pan, state: .cancelled))
        checker.dispatch(.gestureStateChanged(recognizer: pan, from: .cancelled, to: .possible))
        checker.dispatch(.gestureStateChanged(recognizer: pan, from: .possible, to: .began))
        checker.dispatch(.gestureActionsSent(recognizer: pan, state: .began))
        checker.dispatch(.gestureActionsSent(recognizer: pan, state: .began))
        checker.dispatch(.gestureStateChanged(recognizer: pan, from: .began, to: .possible))
        checker.dispatch(.gestureStateChanged(recognizer: pan, from: .possible, to: .began))
        checker.dispatch(.gestureActionsSent(recognizer: pan, state: .ended))
        checker.dispatch(.gestureStateChanged(recognizer: tap, from: .possible, to: .ended))
        checker.dispatch(.gestureActionsSent(recognizer: tap, state: .ended))
        checker.dispatch(.gestureActionsSent(recognizer: tap, state: .ended))
        #expect(
            checker.violations == [
                "the targets of <pan> heard cancelled before began",
                "the targets of <pan> heard began after began",
                "<pan> went back to possible while its targets had heard it begin and never end or be cancelled",
                "the targets of <pan> heard ended before began",
                "the targets of <tap> heard ended after the gesture's end (it had heard ended)",
            ])
    }

    @Test("A drag whose pan cancels a row that removes itself breaks no rule of what the pan's target hears")
    func panCancellingARowThatLeavesIsClean() throws {
        let checker = InvariantChecker(application: app)
        final class Row: UIView {
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { removeFromSuperview() }
        }
        let row = Row(frame: CGRect(x: 0, y: 200, width: 320, height: 60))
        window.addSubview(row)
        let pan = UIPanGestureRecognizer { _ in }
        pan.name = "pan"
        row.addGestureRecognizer(pan)
        send(1, .down, at: CGPoint(x: 20, y: 230), time: 1)
        send(1, .move, at: CGPoint(x: 60, y: 230), time: 1.02)
        send(1, .move, at: CGPoint(x: 90, y: 230), time: 1.04)
        send(1, .up, at: CGPoint(x: 90, y: 230), time: 1.06)
        checker.checkSettled(including: [row])
        try checker.assertClean()
    }

    @Test("assertClean lists every violation")
    func assertCleanThrows() {
        let checker = InvariantChecker(application: app)
        send(1, .down, at: CGPoint(x: 10, y: 10), time: 1)
        checker.checkSettled()
        #expect(throws: InvariantViolation.self) { try checker.assertClean() }
        checker.clearViolations()
        #expect(checker.violations.isEmpty)
    }
}
