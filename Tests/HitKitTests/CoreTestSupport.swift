import Foundation
import Testing

@testable import HitKit

/// An ordered record of the touch callbacks that the views of one core test received.
@MainActor
final class TouchJournal {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A view that records each `touches…` call (its name, the phase, how many touches) and every set of
/// touches it got; it forwards up the responder chain only when `forwards` is true.
@MainActor
final class JournalingView: UIView {
    let journal: TouchJournal
    let name: String
    var forwards = false
    /// Runs after each recorded call, with the phase's name: lets a test act from inside a handler.
    var reaction: ((String) -> Void)?
    private(set) var received: [(phase: String, touches: Set<UITouch>)] = []

    init(_ name: String, frame: CGRect, journal: TouchJournal) {
        self.name = name
        self.journal = journal
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        journal("\(name) \(phase) \(touches.count)")
        received.append((phase, touches))
        reaction?(phase)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// Diagnostics collected through the task-local handler (the handler is `@Sendable`).
final class CollectedDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [HitKitDiagnostic] = []
    func append(_ diagnostic: HitKitDiagnostic) { lock.withLock { stored.append(diagnostic) } }
    var all: [HitKitDiagnostic] { lock.withLock { stored } }
    var codes: [HitKitDiagnostic.Code] { all.map(\.code) }
}

/// Runs `body` and returns the diagnostics HitKit reported while it ran.
@MainActor
func diagnostics(during body: () -> Void) -> CollectedDiagnostics {
    let collected = CollectedDiagnostics()
    HitKitDiagnostics.$handler.withValue({ collected.append($0) }, operation: { body() })
    return collected
}

/// A fresh application with one visible 320 × 480 key window, and shorthands for host samples.
@MainActor
struct CoreStage {
    let app: UIApplication
    let window: UIWindow
    let journal = TouchJournal()

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
        app = UIApplication()
        window = UIWindow(frame: frame, application: app)
        window.makeKeyAndVisible()
    }

    /// Adds a journaling view to `superview` (the window when nil).
    @discardableResult
    func view(_ name: String, _ frame: CGRect, in superview: UIView? = nil) -> JournalingView {
        let view = JournalingView(name, frame: frame, journal: journal)
        (superview ?? window).addSubview(view)
        return view
    }

    func down(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
        app.send(PointerSample(pointerID: id, phase: .down, location: CGPoint(x: x, y: y), timestamp: time))
    }
    func move(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
        app.send(PointerSample(pointerID: id, phase: .move, location: CGPoint(x: x, y: y), timestamp: time))
    }
    func up(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
        app.send(PointerSample(pointerID: id, phase: .up, location: CGPoint(x: x, y: y), timestamp: time))
    }
    func tap(_ id: Int, _ x: CGFloat, _ y: CGFloat, at time: TimeInterval) {
        down(id, x, y, at: time)
        up(id, x, y, at: time + 0.05)
    }
}

/// Whether two points agree to within `tolerance` on both coordinates.
func isClose(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles agree to within `tolerance` on origin and size.
func isClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 1e-9) -> Bool {
    isClose(a.origin, b.origin, tolerance: tolerance)
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Whether two transforms agree to within `tolerance` entry by entry.
func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform, tolerance: CGFloat = 1e-9) -> Bool {
    [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
}
