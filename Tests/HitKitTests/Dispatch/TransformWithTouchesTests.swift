import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A recognizer that a trackpad transform drives receives no touches until the gesture is over, as
/// a pan that a scroll drives receives none: a finger on its view during the gesture neither
/// resets it nor takes it over.
@MainActor
@Suite("A pinch or rotation that a transform drives and a finger on its view")
struct TransformWithTouchesTests {
    @Test("A finger down and up on a rotation's view mid-transform leaves it following the transform to its end")
    func fingerDuringTransform() {
        let app = UIApplication(clock: ManualClock())
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let rotation = UIRotationGestureRecognizer()
        var seen: [String] = []
        rotation.addTarget { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            seen.append("\(rotation.state) \((rotation.rotation * 100).rounded() / 100)")
        }
        window.addGestureRecognizer(rotation)
        let checker = InvariantChecker(application: app)
        let pointer = CGPoint(x: 100, y: 100)
        app.send([
            .transform(TransformSample(phase: .began, location: pointer, timestamp: 1)),
            .transform(TransformSample(phase: .changed, location: pointer, rotation: 0.2, timestamp: 1.1)),
            .pointer(PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 300, y: 60), timestamp: 1.2)),
            .pointer(PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 300, y: 60), timestamp: 1.3)),
            .transform(TransformSample(phase: .changed, location: pointer, rotation: 0.3, timestamp: 1.4)),
            .transform(TransformSample(phase: .ended, location: pointer, timestamp: 1.5)),
        ])
        #expect(seen == ["began 0.2", "changed 0.3", "ended 0.3"])
        #expect(rotation.state == .possible)
        app.advanceTime(to: 10)
        checker.checkSettled()
        #expect(checker.violations == [])
    }

    @Test(
        "A rotation a transform drives whose view leaves the window is cancelled, heard and traced, at the next sample"
    )
    func viewLeavesMidTransform() {
        let app = UIApplication(clock: ManualClock())
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let rotation = UIRotationGestureRecognizer()
        var seen: [String] = []
        rotation.addTarget { seen.append("\($0.state)") }
        view.addGestureRecognizer(rotation)
        let checker = InvariantChecker(application: app)
        let recorder = TraceRecorder(application: app)
        let pointer = CGPoint(x: 100, y: 100)
        app.send([
            .transform(TransformSample(phase: .began, location: pointer, timestamp: 1)),
            .transform(TransformSample(phase: .changed, location: pointer, rotation: 0.2, timestamp: 1.1)),
        ])
        view.removeFromSuperview()
        app.send([
            .transform(TransformSample(phase: .changed, location: pointer, rotation: 0.3, timestamp: 1.2)),
            .transform(TransformSample(phase: .ended, location: pointer, timestamp: 1.3)),
        ])
        #expect(seen == ["began", "cancelled"])
        #expect(rotation.state == .possible)
        let lines = recorder.lines(.gestures)
        #expect(lines.contains { $0.hasSuffix("changed → cancelled") || $0.hasSuffix("began → cancelled") })
        app.advanceTime(to: 10)
        checker.checkSettled()
        #expect(checker.violations == [])
    }

    @Test("A pinch whose view leaves the window before the transform first changes never begins")
    func viewLeavesBeforeFirstChange() {
        let app = UIApplication(clock: ManualClock())
        app.supportsIndirectInputEvents = true
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        let pinch = UIPinchGestureRecognizer()
        var seen: [String] = []
        pinch.addTarget { seen.append("\($0.state)") }
        view.addGestureRecognizer(pinch)
        let checker = InvariantChecker(application: app)
        let pointer = CGPoint(x: 100, y: 100)
        app.send([.transform(TransformSample(phase: .began, location: pointer, timestamp: 1))])
        view.removeFromSuperview()
        app.send([
            .transform(TransformSample(phase: .changed, location: pointer, scale: 0.9, timestamp: 1.1)),
            .transform(TransformSample(phase: .ended, location: pointer, timestamp: 1.2)),
        ])
        #expect(seen.isEmpty)
        #expect(pinch.state == .possible)
        app.advanceTime(to: 10)
        checker.checkSettled()
        #expect(checker.violations == [])
    }
}
