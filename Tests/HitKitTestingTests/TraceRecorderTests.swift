import Foundation
import HitKit
import HitKitTesting
import Testing

/// A window with `main` holding `back`, a non-interactive `label` and `front`, from back to front.
@MainActor
private struct TraceScene {
    let application: UIApplication
    let window: UIWindow
    let main: UIView
    let back: UIView
    let generator: EventGenerator
    let recorder: TraceRecorder

    init() throws {
        application = UIApplication()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        main = UIView(frame: window.bounds)
        main.accessibilityIdentifier = "main"
        back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        back.accessibilityIdentifier = "back"
        let label = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        label.accessibilityIdentifier = "label"
        label.isUserInteractionEnabled = false
        let front = UIView(frame: CGRect(x: 120, y: 120, width: 50, height: 50))
        front.accessibilityIdentifier = "front"
        main.addSubview(back)
        main.addSubview(label)
        main.addSubview(front)
        window.addSubview(main)
        window.makeKeyAndVisible()
        generator = try EventGenerator(window: window)
        recorder = TraceRecorder(application: application)
    }
}

@MainActor
private final class NamedRecognizer: UIGestureRecognizer {}

/// Recognizes when a touch lifts.
@MainActor
private final class LiftRecognizer: UIGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .ended
    }
}

@MainActor
@Suite("TraceRecorder")
struct TraceRecorderTests {
    @Test("A tap is recorded step by step: hit-test walk, binding, delivery and forwarding")
    func tapIsRecorded() throws {
        let scene = try TraceScene()
        try scene.generator.fingerTap(at: CGPoint(x: 30, y: 40))
        #expect(
            scene.recorder.lines == [
                "touch 1 began (30.0, 40.0)",
                "hitTest enter <UIWindow> (30.0, 40.0)",
                "pointInside <UIWindow> (30.0, 40.0) → YES",
                "hitTest enter <main> (30.0, 40.0)",
                "pointInside <main> (30.0, 40.0) → YES",
                "hitTest enter <front> (-90.0, -80.0)",
                "pointInside <front> (-90.0, -80.0) → NO",
                "hitTest return <front> → nil",
                "hitTest enter <label> (10.0, 20.0)",
                "skip <label>: userInteractionDisabled",
                "hitTest return <label> → nil",
                "hitTest enter <back> (20.0, 30.0)",
                "pointInside <back> (20.0, 30.0) → YES",
                "hitTest return <back> → <back>",
                "hitTest return <main> → <back>",
                "hitTest return <UIWindow> → <back>",
                "touch 1 → window <UIWindow>",
                "touch 1 bound to <back>",
                "touchesBegan → <back> [touch 1]",
                "forward touchesBegan <back> → <main>",
                "forward touchesBegan <main> → <UIWindow>",
                "forward touchesBegan <UIWindow> → <UIApplication>",
                "touch 1 ended (30.0, 40.0)",
                "touchesEnded → <back> [touch 1]",
                "forward touchesEnded <back> → <main>",
                "forward touchesEnded <main> → <UIWindow>",
                "forward touchesEnded <UIWindow> → <UIApplication>",
            ])
    }

    @Test("Lines can be filtered by category, on reading or through the filter")
    func linesAreFiltered() throws {
        let scene = try TraceScene()
        try scene.generator.fingerTap(at: CGPoint(x: 30, y: 40))
        #expect(
            scene.recorder.lines(.deliveries) == ["touchesBegan → <back> [touch 1]", "touchesEnded → <back> [touch 1]"])
        #expect(
            scene.recorder.lines(.touches) == [
                "touch 1 began (30.0, 40.0)", "touch 1 → window <UIWindow>", "touch 1 bound to <back>",
                "touch 1 ended (30.0, 40.0)",
            ])
        #expect(scene.recorder.lines(.hitTesting).count == 15)
        #expect(scene.recorder.lines(.forwarding).count == 6)
        scene.recorder.filter = [.deliveries, .touches]
        #expect(scene.recorder.lines.count == 6)
        #expect(scene.recorder.events.count == 6)
        #expect(scene.recorder.text == scene.recorder.lines.joined(separator: "\n"))
        #expect(scene.recorder.entries.count == 27)
    }

    @Test("clear forgets, stop detaches, start attaches again")
    func clearStopStart() throws {
        let scene = try TraceScene()
        #expect(scene.recorder.isRecording)
        try scene.generator.fingerTap(at: CGPoint(x: 30, y: 40))
        scene.recorder.clear()
        #expect(scene.recorder.lines.isEmpty)
        scene.recorder.stop()
        #expect(!scene.recorder.isRecording)
        try scene.generator.fingerTap(at: CGPoint(x: 30, y: 40))
        #expect(scene.recorder.lines.isEmpty)
        scene.recorder.start()
        try scene.generator.fingerDown(at: CGPoint(x: 30, y: 40))
        #expect(scene.recorder.lines.first == "touch 3 began (30.0, 40.0)")
        let idle = TraceRecorder(application: scene.application, startRecording: false)
        try scene.generator.fingerUp()
        #expect(!idle.isRecording)
        #expect(idle.lines.isEmpty)
    }

    @Test("A touch withheld from a view without multiple touch is recorded with its reason")
    func withheldTouch() throws {
        let scene = try TraceScene()
        try scene.generator.fingerDown(at: CGPoint(x: 30, y: 40))
        try scene.generator.fingerDown(at: CGPoint(x: 50, y: 40))
        #expect(scene.recorder.lines(.touches).last == "touch 2 withheld from <back>: multipleTouchDisabled")
    }

    @Test("A touch that hits nothing is bound to nothing")
    func touchHitsNothing() throws {
        let scene = try TraceScene()
        try scene.generator.fingerDown(at: CGPoint(x: 500, y: 500))
        #expect(
            scene.recorder.lines == [
                "touch 1 began (500.0, 500.0)",
                "hitTest enter <UIWindow> (500.0, 500.0)",
                "pointInside <UIWindow> (500.0, 500.0) → NO",
                "hitTest return <UIWindow> → nil",
                "touch 1 bound to nothing",
                "touch 1 withheld: noHitView",
            ])
    }

    @Test("Touches of one call are listed by pointer id")
    func severalTouchesInOneCall() throws {
        let scene = try TraceScene()
        scene.back.isMultipleTouchEnabled = true
        try scene.generator.fingerDown(at: [CGPoint(x: 30, y: 40), CGPoint(x: 50, y: 40)])
        #expect(scene.recorder.lines(.deliveries) == ["touchesBegan → <back> [touches 1, 2]"])
    }

    @Test("A button tap records the control's events in order")
    func buttonTapIsRecorded() throws {
        let scene = try TraceScene()
        let button = UIButton(frame: CGRect(x: 120, y: 10, width: 60, height: 30))
        button.accessibilityIdentifier = "ok"
        scene.main.addSubview(button)
        try scene.generator.fingerTap(at: button)
        #expect(
            scene.recorder.lines([.controls, .deliveries]) == [
                "touchesBegan → <ok> [touch 1]",
                "control <ok> touchDown",
                "touchesEnded → <ok> [touch 1]",
                "control <ok> touchUpInside",
                "control <ok> primaryActionTriggered",
            ])
    }

    @Test("A recognizer's state changes are recorded as gesture lines")
    func gestureIsRecorded() throws {
        let scene = try TraceScene()
        let recognizer = LiftRecognizer()
        recognizer.name = "lift"
        scene.back.addGestureRecognizer(recognizer)
        try scene.generator.fingerTap(at: CGPoint(x: 30, y: 40))
        #expect(scene.recorder.lines(.gestures).contains("gesture <lift> possible → ended"))
    }

    @Test("Touch lines give the host's screen location for every phase")
    func touchLinesUseScreenCoordinates() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100), application: application)
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        let recorder = TraceRecorder(application: application)
        try generator.fingerTap(at: CGPoint(x: 10, y: 20))
        #expect(recorder.lines(.touches).first == "touch 1 began (110.0, 220.0)")
        #expect(recorder.lines(.touches).last == "touch 1 ended (110.0, 220.0)")
    }

    @Test("Control events, gesture states, decisions and diagnostics have their own lines")
    func otherEventsAreRendered() throws {
        let scene = try TraceScene()
        let button = UIButton(frame: .zero)
        button.accessibilityIdentifier = "ok"
        let single = NamedRecognizer()
        single.name = "single tap"
        let double = NamedRecognizer()
        double.name = "double tap"
        let recorder = scene.recorder
        recorder.dispatch(.controlEvents(control: button, events: .touchDown))
        recorder.dispatch(.controlEvents(control: button, events: [.touchUpInside, .primaryActionTriggered]))
        recorder.dispatch(.gestureStateChanged(recognizer: double, from: .possible, to: .ended))
        recorder.dispatch(
            .gestureDecision(
                GestureDecision(
                    recognizer: single, outcome: .failed, cause: double, reason: "the double tap recognized")))
        recorder.dispatch(.gestureDecision(GestureDecision(recognizer: single, outcome: .waiting, reason: "")))
        recorder.dispatch(
            .diagnostic(HitKitDiagnostic(code: .nonFiniteInput, message: "a bad sample", context: "pointer 1")))
        #expect(
            recorder.lines == [
                "control <ok> touchDown",
                "control <ok> touchUpInside, primaryActionTriggered",
                "gesture <double tap> possible → ended",
                "decision: <single tap> failed because <double tap>: the double tap recognized",
                "decision: <single tap> waiting",
                "diagnostic: nonFiniteInput: a bad sample [pointer 1]",
            ])
        #expect(recorder.lines(.controls).count == 2)
        #expect(recorder.lines(.gestures).count == 3)
        #expect(recorder.lines(.diagnostics).count == 1)
    }

    @Test("Views without an identifier are named by class, and coordinates are rounded")
    func namesAndRounding() throws {
        let scene = try TraceScene()
        let view = UIButton(frame: .zero)
        scene.recorder.dispatch(.pointInside(view: view, point: CGPoint(x: 1.0 / 3, y: -0.001), result: true))
        scene.recorder.dispatch(.hitTestSkipped(view: view, reason: .disabledControl))
        #expect(
            scene.recorder.lines == ["pointInside <UIButton> (0.33, 0.0) → YES", "skip <UIButton>: disabledControl"])
    }

    @Test("A line is written when the event is recorded")
    func linesAreWrittenAtOnce() throws {
        let scene = try TraceScene()
        try scene.generator.fingerTap(at: CGPoint(x: 30, y: 40))
        scene.back.accessibilityIdentifier = "renamed"
        #expect(scene.recorder.lines(.deliveries).first == "touchesBegan → <back> [touch 1]")
        #expect(TraceRecorder.line(for: scene.recorder.events[18]) == "touchesBegan → <renamed> [touch 1]")
    }
}
