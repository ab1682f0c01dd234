import HitKit

/// Sends one tap through a runtime's `UIApplication` — the real pipeline — and records the
/// window and view the touch was bound to.
@MainActor
final class TouchBinding: DispatchObserver {
    private(set) var window: UIWindow?
    private(set) var view: UIView?
    private var bound = false

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .windowSelected(let window, _) where !bound: self.window = window
        case .touchBound(_, let view) where !bound:
            self.view = view
            bound = true
        default: break
        }
    }

    /// Taps at `point` (down, then up 0.05 s later) and returns where the touch was bound.
    static func tap(at point: CGPoint, in runtime: SceneRuntime) -> TouchBinding {
        let binding = TouchBinding()
        let application = runtime.application
        application.addObserver(binding)
        let ignore: @Sendable (HitKitDiagnostic) -> Void = { _ in }
        HitKitDiagnostics.$handler.withValue(ignore) {
            application.send(PointerSample(pointerID: 1, phase: .down, location: point, timestamp: 1))
            application.send(PointerSample(pointerID: 1, phase: .up, location: point, timestamp: 1.05))
            application.advanceTime(to: 3)
        }
        application.removeObserver(binding)
        return binding
    }
}
