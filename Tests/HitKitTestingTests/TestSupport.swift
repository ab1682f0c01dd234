import Foundation
import HitKit
import HitKitTesting

/// A view that records every `touches…` call it gets, with what a test wants to check.
@MainActor
final class RecordingView: UIView {
    /// One `touches…` call.
    struct Call: Equatable, CustomStringConvertible {
        var phase: UITouch.Phase
        /// The pointer ids of the touches, sorted.
        var pointers: [Int]
        /// The event's timestamp.
        var time: TimeInterval
        /// The touches' tap counts, by pointer id.
        var tapCounts: [Int]
        /// The touches' locations in the window, by pointer id.
        var locations: [CGPoint]

        var description: String { "\(phase) \(pointers) t=\(time) taps=\(tapCounts) at \(locations)" }
    }

    var calls: [Call] = []
    /// The touches this view was given, in the order first seen.
    var touches: [UITouch] = []

    convenience init(_ identifier: String, frame: CGRect) {
        self.init(frame: frame)
        accessibilityIdentifier = identifier
    }

    var phases: [UITouch.Phase] { calls.map(\.phase) }
    var times: [TimeInterval] { calls.map(\.time) }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
    }

    private func record(_ phase: UITouch.Phase, _ set: Set<UITouch>, _ event: UIEvent?) {
        let sorted = set.sorted { $0.pointerID < $1.pointerID }
        for touch in sorted where !touches.contains(touch) { touches.append(touch) }
        calls.append(
            Call(
                phase: phase, pointers: sorted.map(\.pointerID), time: event?.timestamp ?? .nan,
                tapCounts: sorted.map(\.tapCount), locations: sorted.map { $0.location(in: nil) }))
    }
}

/// A fresh application with a visible 320×480 window holding a full-size recording view.
@MainActor
struct Scene {
    let application: UIApplication
    let window: UIWindow
    let canvas: RecordingView
    let generator: EventGenerator

    init(multipleTouch: Bool = true) throws {
        application = UIApplication()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        canvas = RecordingView("canvas", frame: window.bounds)
        canvas.isMultipleTouchEnabled = multipleTouch
        window.addSubview(canvas)
        window.makeKeyAndVisible()
        generator = try EventGenerator(window: window)
    }
}

/// One frame: the time between two events the generator sends.
let step = EventGenerator.frameInterval

/// Whether two times are equal up to floating-point noise.
func same(_ a: TimeInterval, _ b: TimeInterval) -> Bool { abs(a - b) < 1e-9 }

/// Whether two points are equal up to floating-point noise.
func same(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

/// The code of `error` if it is an ``EventGeneratorError``.
func code(of body: () throws -> Void) -> EventGeneratorError.Code? {
    do {
        try body()
        return nil
    } catch let error as EventGeneratorError {
        return error.code
    } catch {
        return nil
    }
}
