import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A window, with indirect input events, holding a 200 × 200 view inside a full-size container,
/// and a recorder of the trace's transform lines.
@MainActor
private final class SkipStage {
    let app = UIApplication()
    let window: UIWindow
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let recorder: TraceRecorder
    var began: [String] = []

    init() {
        app.supportsIndirectInputEvents = true
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.addSubview(container)
        container.addSubview(view)
        window.makeKeyAndVisible()
        recorder = TraceRecorder(application: app)
        recorder.filter = .transforms
    }

    /// Adds `recognizer`, named `name`, to `view` (default: the inner view), noting when it begins.
    @discardableResult
    func add<Recognizer: UIGestureRecognizer>(
        _ recognizer: Recognizer, _ name: String, to view: UIView? = nil
    ) -> Recognizer {
        recognizer.name = name
        recognizer.addTarget { [unowned self] in if $0.state == .began { began.append(name) } }
        (view ?? self.view).addGestureRecognizer(recognizer)
        return recognizer
    }

    func send(_ phase: TransformSample.Phase, scale: CGFloat = 1, rotation: CGFloat = 0, at time: TimeInterval) {
        app.send(
            TransformSample(
                phase: phase, location: CGPoint(x: 100, y: 100), scale: scale, rotation: rotation, timestamp: time))
    }

    /// A whole gesture: began, one change, ended.
    func gesture(scale: CGFloat = 1, rotation: CGFloat = 0) {
        send(.began, at: 1)
        send(.changed, scale: scale, rotation: rotation, at: 1.1)
        send(.ended, at: 1.2)
    }

    /// The trace's `transform skip` lines.
    var skips: [String] { recorder.lines.filter { $0.hasPrefix("transform skip") } }
}

@MainActor
@Suite("A trackpad transform traces each pinch or rotation recognizer under the pointer it does not drive, and why")
struct TransformSkipReasonTests {
    @Test("A disabled recognizer under the pointer is passed over as disabled")
    func disabled() {
        let stage = SkipStage()
        stage.add(UIPinchGestureRecognizer(), "pinch").isEnabled = false
        stage.gesture(scale: 2)
        #expect(stage.skips == ["transform skip <pinch>: disabled"])
        #expect(stage.began.isEmpty)
    }

    @Test("A recognizer busy with a finger on its view is passed over as busy")
    func busy() {
        let stage = SkipStage()
        stage.add(UIPinchGestureRecognizer(), "pinch")
        stage.app.send(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 50, y: 50), timestamp: 0.9))
        stage.gesture(scale: 2)
        stage.app.send(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 50, y: 50), timestamp: 1.3))
        #expect(stage.skips == ["transform skip <pinch>: busy"])
        #expect(stage.began.isEmpty)
    }

    @Test("A waiting recognizer whose view left the windows before the gesture changed is passed over")
    func viewLeftWindows() {
        let stage = SkipStage()
        stage.add(UIPinchGestureRecognizer(), "pinch")
        stage.send(.began, at: 1)
        stage.view.removeFromSuperview()
        stage.send(.changed, scale: 2, at: 1.1)
        stage.send(.ended, at: 1.2)
        #expect(stage.skips == ["transform skip <pinch>: viewLeftWindows"])
        #expect(stage.began.isEmpty)
    }

    @Test("A recognizer whose own shouldReceive(_:) refuses the transform event is passed over as refusing it")
    func refusedByRecognizer() {
        let stage = SkipStage()
        stage.add(TransformRefusingPinch(), "pinch")
        stage.gesture(scale: 2)
        #expect(stage.skips == ["transform skip <pinch>: refusedByRecognizer"])
        #expect(stage.began.isEmpty)
    }

    @Test("A recognizer whose delegate refuses the transform event is passed over as its delegate refusing it")
    func refusedByDelegate() {
        let stage = SkipStage()
        let delegate = AnsweringGestureDelegate.refusing
        stage.add(UIPinchGestureRecognizer(), "pinch").delegate = delegate
        stage.gesture(scale: 2)
        #expect(stage.skips == ["transform skip <pinch>: refusedByDelegate"])
        #expect(stage.began.isEmpty)
    }

    @Test("A recognizer whose delegate's gestureRecognizerShouldBegin(_:) says no is passed over when it would begin")
    func shouldBeginFalse() {
        let stage = SkipStage()
        let delegate = AnsweringGestureDelegate.notBeginning
        stage.add(UIRotationGestureRecognizer(), "rotation").delegate = delegate
        stage.gesture(rotation: 0.5)
        #expect(stage.skips == ["transform skip <rotation>: shouldBeginFalse"])
        #expect(stage.began.isEmpty)
    }

    @Test("A recognizer a recognizer that began first prevents is passed over as prevented, the other driven")
    func prevented() {
        let stage = SkipStage()
        stage.add(UIPinchGestureRecognizer(), "inner pinch")
        stage.add(UIRotationGestureRecognizer(), "outer rotation", to: stage.container)
        stage.gesture(scale: 2, rotation: 0.5)
        #expect(stage.skips == ["transform skip <outer rotation>: prevented"])
        #expect(stage.began == ["inner pinch"])
    }

    @Test("A pinch whose scale never moves and a rotation whose angle never moves are passed over at the end")
    func unchanged() {
        let rotating = SkipStage()
        rotating.add(UIPinchGestureRecognizer(), "pinch")
        rotating.add(UIRotationGestureRecognizer(), "rotation")
        rotating.gesture(rotation: 0.5)
        #expect(rotating.skips == ["transform skip <pinch>: scaleUnchanged"])
        #expect(rotating.began == ["rotation"])
        let pinching = SkipStage()
        pinching.add(UIPinchGestureRecognizer(), "pinch")
        pinching.add(UIRotationGestureRecognizer(), "rotation")
        pinching.gesture(scale: 2)
        #expect(pinching.skips == ["transform skip <rotation>: rotationUnchanged"])
        #expect(pinching.began == ["pinch"])
    }

    @Test("A recognizer the gesture drives is traced as passed over by nothing, and the trace changes nothing")
    func drivenIsNotSkipped() {
        let traced = SkipStage()
        traced.add(UIPinchGestureRecognizer(), "pinch")
        traced.gesture(scale: 2)
        #expect(traced.skips.isEmpty)
        #expect(traced.began == ["pinch"])
        let untraced = SkipStage()
        untraced.recorder.stop()
        untraced.add(UIPinchGestureRecognizer(), "pinch").delegate = AnsweringGestureDelegate.agreeing
        untraced.add(UIRotationGestureRecognizer(), "rotation", to: untraced.container)
        untraced.gesture(scale: 2, rotation: 0.5)
        let again = SkipStage()
        again.add(UIPinchGestureRecognizer(), "pinch").delegate = AnsweringGestureDelegate.agreeing
        again.add(UIRotationGestureRecognizer(), "rotation", to: again.container)
        again.gesture(scale: 2, rotation: 0.5)
        #expect(untraced.began == again.began)
    }
}

/// A pinch that refuses transform events itself.
private final class TransformRefusingPinch: UIPinchGestureRecognizer {
    override func shouldReceive(_ event: UIEvent) -> Bool { event.type != .transform }
}
