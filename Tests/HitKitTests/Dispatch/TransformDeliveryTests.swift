import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A window with a 200 × 200 view holding a pinch and a rotation recognizer, and what their
/// actions saw.
@MainActor
private final class TrackpadStage {
    let app = UIApplication()
    let window: UIWindow
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let pinch = UIPinchGestureRecognizer()
    let rotation = UIRotationGestureRecognizer()
    var seen: [String] = []

    init(indirect: Bool) {
        app.supportsIndirectInputEvents = indirect
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.addSubview(view)
        window.makeKeyAndVisible()
        pinch.addTarget { [unowned self] recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            seen.append("pinch \(pinch.state) \((pinch.scale * 100).rounded() / 100)")
        }
        rotation.addTarget { [unowned self] recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            seen.append("rotation \(rotation.state) \((rotation.rotation * 100).rounded() / 100)")
        }
    }

    func send(_ phase: TransformSample.Phase, scale: CGFloat = 1, rotation: CGFloat = 0, at time: TimeInterval) {
        app.send(
            TransformSample(
                phase: phase, location: CGPoint(x: 100, y: 100), scale: scale, rotation: rotation, timestamp: time))
    }

    func expectNoLeftovers() {
        #expect(app.undecidedGestureRecognizers.isEmpty)
        #expect(app.activeTouches.isEmpty)
        #expect(pinch.state == .possible)
        #expect(rotation.state == .possible)
    }
}

@MainActor
@Suite("A trackpad pinch or rotation reaches pinch and rotation recognizers in both indirect-input modes")
struct TransformDeliveryTests {
    @Test("With indirect input events, a trackpad pinch drives a pinch recognizer's scale through transform events")
    func indirectPinchDrivesScale() throws {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        let generator = try EventGenerator(window: stage.window)
        try generator.trackpadPinch(at: CGPoint(x: 100, y: 100), scale: 2, duration: 3 / 60)
        #expect(stage.seen == ["pinch began 1.33", "pinch changed 1.67", "pinch changed 2.0", "pinch ended 2.0"])
        stage.expectNoLeftovers()
    }

    @Test("Without indirect input events, two touches a fixed distance apart act the pinch out for the recognizer")
    func touchesActOutPinch() throws {
        let stage = TrackpadStage(indirect: false)
        stage.view.addGestureRecognizer(stage.pinch)
        var touchCounts: [Int] = []
        var locations: [CGPoint] = []
        stage.pinch.addTarget { recognizer in
            touchCounts.append(recognizer.numberOfTouches)
            locations.append(recognizer.location(in: stage.view))
        }
        let generator = try EventGenerator(window: stage.window)
        try generator.trackpadPinch(at: CGPoint(x: 100, y: 100), scale: 2, duration: 3 / 60)
        #expect(stage.seen == ["pinch began 1.33", "pinch changed 1.67", "pinch changed 2.0", "pinch ended 2.0"])
        #expect(touchCounts.prefix(3) == [2, 2, 2])
        #expect(locations.allSatisfy { isClose($0, CGPoint(x: 100, y: 100), tolerance: 1e-6) })
        stage.expectNoLeftovers()
    }

    @Test("The acted-out touches are both bound to the view under the pointer, however small")
    func actedOutTouchesBindUnderThePointer() throws {
        let stage = TrackpadStage(indirect: false)
        let small = UIView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        stage.view.addSubview(small)
        small.addGestureRecognizer(stage.pinch)
        stage.send(.began, at: 1)
        #expect(stage.app.activeTouches.count == 2)
        #expect(stage.app.activeTouches.allSatisfy { $0.view === small })
        let distance = stage.app.activeTouches[1].location(in: nil).x - stage.app.activeTouches[0].location(in: nil).x
        #expect(distance == HitKitDefaults.trackpadTouchDistance)
        stage.send(.changed, scale: 1.5, at: 1.1)
        #expect(stage.pinch.state == .began)
        stage.send(.ended, at: 1.2)
        #expect(stage.seen == ["pinch began 1.5", "pinch ended 1.5"])
        stage.expectNoLeftovers()
    }

    @Test("A trackpad rotation drives a rotation recognizer in both modes")
    func rotationInBothModes() throws {
        for indirect in [true, false] {
            let stage = TrackpadStage(indirect: indirect)
            stage.view.addGestureRecognizer(stage.rotation)
            let generator = try EventGenerator(window: stage.window)
            try generator.trackpadRotate(at: CGPoint(x: 100, y: 100), angle: .pi / 2, duration: 2 / 60)
            #expect(stage.seen.last == "rotation ended 1.57", "indirect: \(indirect)")
            #expect(stage.seen.contains("rotation changed 1.57") || stage.seen.contains("rotation began 1.57"))
            stage.expectNoLeftovers()
        }
    }

    @Test("A pure trackpad rotation begins the rotation recognizer, not the pinch beside it")
    func pureRotationBeginsRotationOnly() {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        stage.view.addGestureRecognizer(stage.rotation)
        stage.send(.began, at: 1)
        stage.send(.changed, rotation: 0.5, at: 1.1)
        stage.send(.changed, scale: 1.2, rotation: 0.7, at: 1.2)
        stage.send(.ended, at: 1.3)
        #expect(stage.seen == ["rotation began 0.5", "rotation changed 0.7", "rotation ended 0.7"])
        stage.expectNoLeftovers()
    }

    @Test("With indirect input events, a pinch and a rotation exclude each other unless the delegate allows both")
    func pinchAndRotationCompete() throws {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        stage.view.addGestureRecognizer(stage.rotation)
        stage.send(.began, at: 1)
        stage.send(.changed, scale: 2, rotation: 1, at: 1.1)
        stage.send(.ended, at: 1.2)
        #expect(stage.seen == ["pinch began 2.0", "pinch ended 2.0"])

        let both = SimultaneousDelegate()
        stage.pinch.delegate = both
        stage.seen = []
        stage.send(.began, at: 2)
        stage.send(.changed, scale: 2, rotation: 1, at: 2.1)
        stage.send(.ended, at: 2.2)
        #expect(
            stage.seen == [
                "pinch began 2.0", "rotation began 1.0", "pinch ended 2.0", "rotation ended 1.0",
            ])
        stage.expectNoLeftovers()
    }

    @Test("With indirect input events, the delegate's shouldReceive(event) sees a transform event and can refuse it")
    func delegateFiltersTransformEvents() {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        let filter = EventFilterDelegate()
        stage.pinch.delegate = filter
        stage.send(.began, at: 1)
        stage.send(.changed, scale: 2, at: 1.1)
        stage.send(.ended, at: 1.2)
        #expect(filter.types == [.transform])
        #expect(stage.seen.isEmpty)
        stage.expectNoLeftovers()
    }

    @Test("With indirect input events, a recognizer's own shouldReceive(_:) is asked first and can refuse a transform")
    func recognizerFiltersTransformEvents() {
        let stage = TrackpadStage(indirect: true)
        let picky = TouchesOnlyPinch()
        var states: [String] = []
        picky.addTarget { states.append("\(($0 as! UIPinchGestureRecognizer).state)") }
        stage.view.addGestureRecognizer(picky)
        let filter = EventFilterDelegate()
        picky.delegate = filter
        stage.send(.began, at: 1)
        stage.send(.changed, scale: 2, at: 1.1)
        stage.send(.ended, at: 1.2)
        #expect(picky.askedTypes == [.transform])
        // Refused by the recognizer, the event never reaches its delegate.
        #expect(filter.types.isEmpty)
        #expect(states.isEmpty)
        stage.expectNoLeftovers()
    }

    /// A stage whose pinch and rotation may recognize together (`delegate`, which the caller
    /// holds), the pinch's action moving the rotation to `elsewhere`, a view in no window, when the
    /// pinch is in `state`; and a checker watching the stage's application.
    private func pinchMovingRotationAway(
        on state: UIGestureRecognizer.State, delegate: SimultaneousDelegate
    ) -> (TrackpadStage, UIView, InvariantChecker) {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        stage.view.addGestureRecognizer(stage.rotation)
        stage.pinch.delegate = delegate
        let elsewhere = UIView(frame: stage.view.frame)
        stage.pinch.addTarget { [unowned stage] recognizer in
            if recognizer.state == state { elsewhere.addGestureRecognizer(stage.rotation) }
        }
        return (stage, elsewhere, InvariantChecker(application: stage.app))
    }

    @Test("A pinch whose action takes the rotation beside it out of the window cancels the rotation, heard and traced")
    func actionTakesTheOtherRecognizerAway() {
        let both = SimultaneousDelegate()
        let (stage, elsewhere, checker) = pinchMovingRotationAway(on: .changed, delegate: both)
        stage.send(.began, at: 1)
        stage.send(.changed, scale: 2, rotation: 1, at: 1.1)
        stage.send(.changed, scale: 3, rotation: 2, at: 1.2)
        stage.send(.ended, at: 1.3)
        #expect(
            stage.seen == [
                "pinch began 2.0", "rotation began 1.0", "pinch changed 3.0", "rotation cancelled 1.0",
                "pinch ended 3.0",
            ])
        checker.checkSettled(including: [stage.view, elsewhere])
        #expect(checker.violations == [])
        stage.expectNoLeftovers()
    }

    @Test("A pinch whose began action takes the rotation starting beside it out of the window keeps it from beginning")
    func beganActionTakesTheOtherRecognizerAway() {
        let both = SimultaneousDelegate()
        let (stage, elsewhere, checker) = pinchMovingRotationAway(on: .began, delegate: both)
        stage.send(.began, at: 1)
        stage.send(.changed, scale: 2, rotation: 1, at: 1.1)
        stage.send(.ended, at: 1.2)
        #expect(stage.seen == ["pinch began 2.0", "pinch ended 2.0"])
        checker.checkSettled(including: [stage.view, elsewhere])
        #expect(checker.violations == [])
        stage.expectNoLeftovers()
    }

    @Test("A scroll view's pinch-to-zoom follows a trackpad pinch in both modes")
    func scrollViewZooms() throws {
        for indirect in [true, false] {
            let stage = TrackpadStage(indirect: indirect)
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            scrollView.addSubview(content)
            scrollView.maximumZoomScale = 4
            let zoomDelegate = ZoomDelegate(content)
            scrollView.delegate = zoomDelegate
            stage.window.addSubview(scrollView)
            let generator = try EventGenerator(window: stage.window)
            try generator.trackpadPinch(at: CGPoint(x: 150, y: 150), scale: 2, duration: 0.1)
            generator.wait(1)
            #expect(abs(scrollView.zoomScale - 2) < 1e-6, "indirect: \(indirect)")
            stage.expectNoLeftovers()
        }
    }

    @Test("Bad transform samples are reported and survived: the gesture is cancelled and nothing is left down")
    func badSamples() {
        for indirect in [true, false] {
            let stage = TrackpadStage(indirect: indirect)
            stage.view.addGestureRecognizer(stage.pinch)
            let collected = diagnostics {
                stage.send(.changed, scale: 2, at: 0.5)
                stage.send(.began, at: 1)
                stage.send(.changed, scale: 1.5, at: 1.1)
                stage.send(.changed, scale: .nan, at: 1.2)
                stage.send(.changed, scale: 3, at: 1.3)
                stage.send(.began, at: 2)
                stage.send(.changed, scale: 1.5, at: 2.1)
                stage.send(.changed, scale: 0, at: 2.2)
                stage.send(.began, at: 3)
                stage.send(.changed, scale: 1.5, at: 3.1)
                stage.send(.changed, rotation: -.infinity, at: 3.2)
                stage.send(.ended, at: 3.3)
                stage.app.send(TransformSample(phase: .began, location: CGPoint(x: CGFloat.nan, y: 0), timestamp: 4))
                stage.send(.changed, scale: 2, at: 4.1)
                stage.send(.ended, at: 4.2)
            }
            #expect(
                collected.codes == [
                    .unexpectedTransformPhase, .invalidTransform, .unexpectedTransformPhase, .invalidTransform,
                    .invalidTransform, .unexpectedTransformPhase, .nonFiniteInput,
                ], "indirect: \(indirect)")
            #expect(
                stage.seen == Array(repeating: ["pinch began 1.5", "pinch cancelled 1.5"], count: 3).flatMap { $0 })
            stage.expectNoLeftovers()
        }
    }

    @Test("A second began counts as a changed, and a cancelled gesture cancels its recognizer")
    func secondBeganAndCancel() {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        let collected = diagnostics {
            stage.send(.began, at: 1)
            stage.send(.began, scale: 1.5, at: 1.1)
            stage.send(.cancelled, at: 1.2)
        }
        #expect(collected.codes == [.unexpectedTransformPhase])
        #expect(stage.seen == ["pinch began 1.5", "pinch cancelled 1.5"])
        stage.expectNoLeftovers()
    }

    @Test("The trace names each transform sample in its own category")
    func traceLines() throws {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        let recorder = TraceRecorder(application: stage.app)
        stage.send(.began, at: 1)
        stage.send(.changed, scale: 1.5, rotation: 0.25, at: 1.1)
        stage.send(.ended, at: 1.2)
        #expect(
            recorder.lines(.transforms) == [
                "transform began (100.0, 100.0) scale 1.0 rotation 0.0",
                "transform changed (100.0, 100.0) scale 1.5 rotation 0.25",
                "transform ended (100.0, 100.0) scale 1.0 rotation 0.0",
            ])
        #expect(recorder.lines(.gestures).contains { $0.contains("UIPinchGestureRecognizer") })
    }

    @Test("Transform samples interleave with touches in one timeline")
    func timeline() {
        let stage = TrackpadStage(indirect: true)
        stage.view.addGestureRecognizer(stage.pinch)
        stage.app.send([
            .transform(TransformSample(phase: .began, location: CGPoint(x: 50, y: 50), timestamp: 1)),
            .pointer(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 250, y: 250), timestamp: 1.05)),
            .transform(TransformSample(phase: .changed, location: CGPoint(x: 50, y: 50), scale: 3, timestamp: 1.1)),
            .pointer(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 250, y: 250), timestamp: 1.15)),
            .transform(TransformSample(phase: .ended, location: CGPoint(x: 50, y: 50), timestamp: 1.2)),
        ])
        #expect(stage.seen == ["pinch began 3.0", "pinch ended 3.0"])
        #expect(stage.app.clock.now == 1.2)
        stage.expectNoLeftovers()
    }
}

@MainActor
private final class SimultaneousDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

@MainActor
private final class EventFilterDelegate: NSObject, UIGestureRecognizerDelegate {
    var types: [UIEvent.EventType] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        types.append(event.type)
        return false
    }
}

@MainActor
private final class ZoomDelegate: NSObject, UIScrollViewDelegate {
    let content: UIView
    init(_ content: UIView) { self.content = content }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
}

/// A pinch that takes only touch events: its own `shouldReceive(_:)` refuses the others.
@MainActor
private final class TouchesOnlyPinch: UIPinchGestureRecognizer {
    var askedTypes: [UIEvent.EventType] = []
    override func shouldReceive(_ event: UIEvent) -> Bool {
        askedTypes.append(event.type)
        return event.type == .touches
    }
}
