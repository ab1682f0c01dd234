import Foundation
import HitKit
import HitKitScenes

/// What `hitkit-sdl` prints: one line per thing that happened, flushed at once, so a script (or a
/// test driving the window) reads it as it happens.
///
/// - the scene's own log lines as they are (its views' `log` templates, its recognizers' and
///   actions' `log`);
/// - every control event, as `control: <control> <event>`: `control: frontButton touchUpInside`;
/// - every gesture recognizer action, as `recognizer: <name> <state>`: `recognizer: long press began`,
///   and a hover recognizer's as the mouse moves over its view with no button down, off it, or out
///   of the window: `recognizer: highlight began`, `changed` at each motion, `ended`;
/// - the content offset of a scroll view at the end of the frame in which a wheel tick first went
///   to it, and then of every frame in which it moved, as `scrolled: <view> contentOffset (x, y)`:
///   `scrolled: list contentOffset (0, 40)`;
/// - every problem HitKit reported and survived, as `diagnostic: …`.
@MainActor
final class HostLog: DispatchObserver {
    private let runtime: SceneRuntime
    /// The scroll views wheel ticks went to, in the order of their first tick, with the content
    /// offset last printed for each (a scene has few scroll views: a linear search finds one).
    private var scrolled: [(view: UIScrollView, printed: CGPoint?)] = []

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
        case .scrollRouted(_, let recognizer):
            if let view = recognizer?.view as? UIScrollView, !scrolled.contains(where: { $0.view === view }) {
                scrolled.append((view, nil))
            }
        default:
            break
        }
    }

    /// Prints the content offset of each scroll view a wheel tick went to, when it is new or moved
    /// since it was last printed (the frame loop calls it once a frame, after delivering input).
    func printScrolledOffsets() {
        for index in scrolled.indices where scrolled[index].printed != scrolled[index].view.contentOffset {
            let entry = scrolled[index]
            let offset = entry.view.contentOffset
            scrolled[index].printed = offset
            let name = runtime.traceName(of: entry.view)
            Self.print("scrolled: \(name) contentOffset (\(Self.number(offset.x)), \(Self.number(offset.y)))")
        }
    }

    /// `value` as a whole number when it is one (`40`), else as Swift prints it (`12.5`).
    private static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        return double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
    }

    /// Writes `line` to standard output unbuffered (`print` would hold it while stdout is a pipe).
    static func print(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
