import Foundation

@testable import HitKit

/// An ordered record of what recognizers and views saw, shared by one test's objects.
@MainActor
final class GestureLog {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

/// A view that records every `touches…` call it gets.
@MainActor
final class RecordingView: UIView {
    let log: GestureLog
    let name: String

    init(_ name: String, frame: CGRect, log: GestureLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("\(name) cancelled") }
}

/// A recognizer whose reaction to each phase is scripted by the test, recording what it gets.
@MainActor
class ScriptedRecognizer: UIGestureRecognizer {
    let log: GestureLog
    var onBegan: (ScriptedRecognizer) -> Void = { _ in }
    var onMoved: (ScriptedRecognizer) -> Void = { _ in }
    var onEnded: (ScriptedRecognizer) -> Void = { _ in }
    var resetCount = 0

    init(_ name: String, log: GestureLog) {
        self.log = log
        super.init()
        self.name = name
        addTarget { [log] recognizer in log("\(name) action \(recognizer.state)") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log("\(name ?? "") touchesBegan")
        onBegan(self)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log("\(name ?? "") touchesMoved")
        onMoved(self)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log("\(name ?? "") touchesEnded")
        onEnded(self)
    }
    override func reset() {
        super.reset()
        resetCount += 1
    }
}

/// A delegate whose answers are set by the test.
@MainActor
final class ScriptedDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}

/// Collects trace events of one application.
@MainActor
final class DecisionRecorder: DispatchObserver {
    var decisions: [GestureDecision] = []
    var transitions: [String] = []
    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .gestureDecision(let decision): decisions.append(decision)
        case .gestureStateChanged(let recognizer, let from, let to):
            transitions.append("\(recognizer.traceName) \(from)→\(to)")
        default: break
        }
    }
}

/// A window with one 200×200 view in a fresh application, and a finger to drive it.
@MainActor
struct GestureStage {
    let app = UIApplication()
    let log = GestureLog()
    let window: UIWindow
    let view: RecordingView

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        view = RecordingView("view", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    func down(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, finger: Int = 1) {
        app.send(PointerSample(pointerID: finger, phase: .down, location: CGPoint(x: x, y: y), timestamp: time))
    }
    func move(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, finger: Int = 1) {
        app.send(PointerSample(pointerID: finger, phase: .move, location: CGPoint(x: x, y: y), timestamp: time))
    }
    func up(_ x: CGFloat, _ y: CGFloat, at time: TimeInterval, finger: Int = 1) {
        app.send(PointerSample(pointerID: finger, phase: .up, location: CGPoint(x: x, y: y), timestamp: time))
    }
}
