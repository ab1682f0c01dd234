import HitKit

/// What one hit test at a point found, as HitKit's own dispatch trace reports it: the view the touch was bound
/// to, its window, and the views hit-testing passed over, with the reason.
///
/// The probe sends one touch through the scene's application (`UIApplication.send(_:)`: down, then cancel) and
/// watches it with a `DispatchObserver`; nothing here re-implements hit-testing.
@MainActor
public struct SceneHitProbe {
    /// The point, in screen coordinates.
    public let point: CGPoint
    /// The view the touch was bound to (`touch.view`), or `nil` when nothing was hit.
    public let hitView: UIView?
    /// The window the touch went to, or `nil`.
    public let window: UIWindow?
    /// The views hit-testing skipped, in the order it met them, with the reason.
    public let skipped: [(view: UIView, reason: HitTestSkipReason)]
    /// The views whose `point(inside:with:)` answered NO.
    public let outside: [UIView]

    /// The hit view and its superviews up to its window, nearest first.
    public var path: [UIView] {
        var result: [UIView] = []
        var next = hitView
        while let view = next {
            result.append(view)
            next = view.superview
        }
        return result
    }

    /// Sends one touch at `point` (screen coordinates) through `runtime`'s application and records what
    /// hit-testing did. The touch is cancelled at once, so no tap is recognised and no action runs.
    public init(runtime: SceneRuntime, point: CGPoint) {
        let application = runtime.application
        let recorder = Recorder()
        application.addObserver(recorder)
        let time = application.clock.now + 1
        application.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: time))
        recorder.isRecording = false
        application.send(PointerSample(pointerID: 1, phase: .cancel, location: point, timestamp: time))
        application.removeObserver(recorder)
        self.point = point
        hitView = recorder.hitView
        window = recorder.window
        skipped = recorder.skipped
        outside = recorder.outside
    }

    private final class Recorder: DispatchObserver {
        var isRecording = true
        var hitView: UIView?
        var window: UIWindow?
        var skipped: [(view: UIView, reason: HitTestSkipReason)] = []
        var outside: [UIView] = []
        private var seenSkipped: Set<ObjectIdentifier> = []
        private var seenOutside: Set<ObjectIdentifier> = []

        func dispatch(_ event: DispatchTraceEvent) {
            guard isRecording else { return }
            switch event {
            case .hitTestSkipped(let view, let reason):
                if seenSkipped.insert(ObjectIdentifier(view)).inserted { skipped.append((view, reason)) }
            case .pointInside(let view, _, let result) where !result:
                if seenOutside.insert(ObjectIdentifier(view)).inserted { outside.append(view) }
            case .windowSelected(let window, _):
                self.window = window
            case .touchBound(_, let view):
                hitView = view
                isRecording = false
            default:
                break
            }
        }
    }
}
