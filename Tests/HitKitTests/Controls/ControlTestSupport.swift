import Foundation
import Testing

@testable import HitKit

/// Records, in order, the name of every control event a control sends, through one `UIAction`
/// per single event.
@MainActor
final class ControlEventRecorder {
    static let singleEvents: [UIControl.Event] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
        .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
        .primaryActionTriggered,
    ]

    private(set) var names: [String] = []

    init(_ control: UIControl) {
        for event in Self.singleEvents {
            let name = event.description
            control.addAction(UIAction { [weak self] _ in self?.names.append(name) }, for: event)
        }
    }

    /// Appends a marker, so tests can interleave other calls with the events.
    func note(_ text: String) { names.append(text) }

    func reset() { names.removeAll() }
}

/// A plain view that logs the touch phases it receives (directly or forwarded) and forwards them.
@MainActor
final class TouchLoggingView: UIView {
    private(set) var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved")
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled")
        super.touchesCancelled(touches, with: event)
    }
}

/// Records the control events reported to trace observers.
@MainActor
final class ControlTraceRecorder: DispatchObserver {
    private(set) var sends: [(control: UIControl, events: UIControl.Event)] = []
    var names: [String] { sends.map(\.events.description) }

    func dispatch(_ event: DispatchTraceEvent) {
        if case .controlEvents(let control, let events) = event { sends.append((control, events)) }
    }
}

/// A window of 400 × 400 points holding a full-size logging container, and in it a control at
/// (100, 100) of 100 × 50 points: its centre is (150, 125) in window coordinates, and with the
/// 70-point tracking margin it tracks as inside from x 30 to 270 and y 30 to 220.
@MainActor
final class ControlHarness<Control: UIControl> {
    let app = UIApplication()
    let window: UIWindow
    let container = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let control: Control
    let recorder: ControlEventRecorder
    private(set) var time: TimeInterval = 0

    static var center: CGPoint { CGPoint(x: 150, y: 125) }

    init(_ control: Control) {
        self.control = control
        control.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: app)
        window.addSubview(container)
        container.addSubview(control)
        window.makeKeyAndVisible()
        recorder = ControlEventRecorder(control)
    }

    var events: [String] { recorder.names }

    /// Lets `seconds` pass before the next sample.
    func wait(_ seconds: TimeInterval) { time += seconds }

    /// Lets `seconds` pass on the application's clock now, firing the timers due by then.
    func hold(_ seconds: TimeInterval) {
        time += seconds
        app.advanceTime(to: time)
    }

    func down(_ x: CGFloat, _ y: CGFloat, pointer: Int = 1) { send(.down, x, y, pointer) }
    func move(_ x: CGFloat, _ y: CGFloat, pointer: Int = 1) { send(.move, x, y, pointer) }
    func up(_ x: CGFloat, _ y: CGFloat, pointer: Int = 1) { send(.up, x, y, pointer) }

    /// A quick tap at the control's centre.
    func tap() {
        down(Self.center.x, Self.center.y)
        up(Self.center.x, Self.center.y)
    }

    private func send(_ phase: PointerSample.Phase, _ x: CGFloat, _ y: CGFloat, _ pointer: Int) {
        time += 0.01
        app.send(PointerSample(pointerID: pointer, phase: phase, location: CGPoint(x: x, y: y), timestamp: time))
    }
}
