import Foundation
import HitKit
import HitKitScenes

/// What `hitkit-sdl` prints: one line per thing that happened, flushed at once, so a script (or a
/// test driving the window) reads it as it happens.
///
/// - the scene's own log lines as they are (its views' `log` templates, its recognizers' and
///   actions' `log`);
/// - every control event, as `control: <control> <event>`: `control: frontButton touchUpInside`;
/// - every gesture recognizer action, as `recognizer: <name> <state>`: `recognizer: long press began`;
/// - every problem HitKit reported and survived, as `diagnostic: …`.
@MainActor
final class HostLog: DispatchObserver {
    private let runtime: SceneRuntime

    /// Starts printing `runtime`'s lines and its application's control events and actions.
    init(runtime: SceneRuntime) {
        self.runtime = runtime
        runtime.onLog = { Self.print($0) }
        runtime.application.addObserver(self)
    }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .controlEvents(let control, let events):
            for name in events.names { Self.print("control: \(runtime.traceName(of: control)) \(name)") }
        case .gestureActionsSent(let recognizer, let state):
            let name = recognizer.name ?? String(describing: type(of: recognizer))
            Self.print("recognizer: \(name) \(state)")
        case .diagnostic(let diagnostic):
            Self.print("diagnostic: \(diagnostic)")
        default:
            break
        }
    }

    /// Writes `line` to standard output unbuffered (`print` would hold it while stdout is a pipe).
    static func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
