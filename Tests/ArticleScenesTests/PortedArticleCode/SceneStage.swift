import HitKit

/// The tiny touch driver the scenes run on: a fresh application with one visible 320 × 480
/// window, touched through HitKit's host API (``UIApplication/send(_:)``), exactly as a host would.
///
/// Each ``tap(at:)`` is a down and an up at the same place, 0.1 s apart; successive taps are a
/// second apart, so every tap is a first tap (`tapCount == 1`).
@MainActor
final class SceneStage {
    /// What the stage adds to the log from HitKit's dispatch trace, besides the scene's own prints.
    struct TraceLines: OptionSet {
        let rawValue: Int
        /// `<view> point(inside:with:): true|false` for every `point(inside:with:)` answer.
        static let pointInside = TraceLines(rawValue: 1 << 0)
        /// `<view> skipped: <reason>` for every view hit-testing passed over.
        static let skips = TraceLines(rawValue: 1 << 1)
        /// `touch.view = <view>` when a touch is bound to its view (`nil` when nothing was hit).
        static let touchView = TraceLines(rawValue: 1 << 2)
    }

    /// The application the scene runs in.
    let application = UIApplication()
    /// The scene's window, shown and key.
    let window: UIWindow
    private var time: TimeInterval = 0
    private var recorder: TraceLineRecorder?

    /// Creates the stage: an application and a visible 320 × 480 window.
    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.makeKeyAndVisible()
    }

    /// Starts adding the given trace lines to the log.
    func logTrace(_ lines: TraceLines) {
        if let recorder {
            recorder.lines = lines
            return
        }
        let recorder = TraceLineRecorder(lines: lines)
        self.recorder = recorder
        application.addObserver(recorder)
    }

    /// Taps once at `point`, in window coordinates: a touch-down, then a lift at the same place.
    func tap(at point: CGPoint) {
        time += 1
        application.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: time))
        application.send(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: time + 0.1))
    }

    /// Taps once at (`x`, `y`), in window coordinates.
    func tap(x: CGFloat, y: CGFloat) {
        tap(at: CGPoint(x: x, y: y))
    }

    /// Drags one finger from `start` to `end`, in window coordinates: a touch-down, ten moves
    /// 0.02 s apart along the straight line between them, then a lift at `end`.
    func drag(from start: CGPoint, to end: CGPoint) {
        time += 1
        application.send(PointerSample(pointerID: 1, phase: .down, location: start, timestamp: time))
        for step in 1...10 {
            let fraction = CGFloat(step) / 10
            let location = CGPoint(
                x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            application.send(
                PointerSample(pointerID: 1, phase: .move, location: location, timestamp: time + 0.02 * Double(step)))
        }
        application.send(PointerSample(pointerID: 1, phase: .up, location: end, timestamp: time + 0.25))
    }

    /// Ends the scene: logs a `leftover:` line for every touch still down and every gesture
    /// recognizer still undecided (there should be none).
    func finish() {
        for touch in application.activeTouches {
            print("leftover: touch \(touch.pointerID) still down")
        }
        for recognizer in application.undecidedGestureRecognizers {
            print("leftover: \(type(of: recognizer)) undecided")
        }
        if let recorder { application.removeObserver(recorder) }
    }

    /// The name a log line uses for a responder: a view's accessibility identifier if it has one,
    /// else its class name.
    static func name(of responder: UIResponder?) -> String {
        guard let responder else { return "nil" }
        if let view = responder as? UIView, let identifier = view.accessibilityIdentifier {
            return identifier
        }
        return String(describing: type(of: responder))
    }
}

/// Turns the chosen dispatch-trace events into log lines.
@MainActor
private final class TraceLineRecorder: DispatchObserver {
    var lines: SceneStage.TraceLines

    init(lines: SceneStage.TraceLines) {
        self.lines = lines
    }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .pointInside(let view, _, let result) where lines.contains(.pointInside):
            print("\(SceneStage.name(of: view)) point(inside:with:): \(result)")
        case .hitTestSkipped(let view, let reason) where lines.contains(.skips):
            print("\(SceneStage.name(of: view)) skipped: \(reason)")
        case .touchBound(_, let view) where lines.contains(.touchView):
            print("touch.view = \(SceneStage.name(of: view))")
        default:
            break
        }
    }
}
