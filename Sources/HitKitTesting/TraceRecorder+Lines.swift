import Foundation
import HitKit

extension TraceRecorder {
    /// The one-line form of `event`:
    ///
    /// | Event | Line |
    /// |---|---|
    /// | touch phase | `touch 1 began (20.0, 20.0)` (window coordinates) |
    /// | window selected | `touch 1 → window <UIWindow>` |
    /// | hit-test entered | `hitTest enter <BlackView> (12.0, 30.0)` (the view's coordinates) |
    /// | hit-test skipped | `skip <Label>: userInteractionDisabled` |
    /// | point inside | `pointInside <BlackView> (12.0, 30.0) → NO` |
    /// | hit-test returned | `hitTest return <BlackView> → <Label>` (or `→ nil`) |
    /// | touch bound | `touch 1 bound to <FrontButton>` (or `to nothing`) |
    /// | touch withheld | `touch 2 withheld from <Canvas>: multipleTouchDisabled` |
    /// | touches delivered | `touchesBegan → <FrontButton> [touch 1]` |
    /// | touches forwarded | `forward touchesBegan <FrontButton> → <MainView>` |
    /// | control events | `control <UIButton> touchUpInside` |
    /// | gesture state | `gesture <tap> possible → ended` |
    /// | gesture actions | `actions <pan> began` (what its targets heard) |
    /// | decision | `decision: <single tap> failed because <double tap>: <reason>` |
    /// | diagnostic | `diagnostic: nonFiniteInput: <message> [<context>]` |
    public static func line(for event: DispatchTraceEvent) -> String {
        typealias F = TraceFormat
        switch event {
        case .touchPhase(let touch, let phase, let location):
            return "touch \(touch.pointerID) \(phase) \(F.point(location))"
        case .windowSelected(let window, let touch):
            return "touch \(touch.pointerID) → window \(F.name(window))"
        case .hitTestEntered(let view, let point):
            return "hitTest enter \(F.name(view)) \(F.point(point))"
        case .hitTestSkipped(let view, let reason):
            return "skip \(F.name(view)): \(reason.rawValue)"
        case .pointInside(let view, let point, let result):
            return "pointInside \(F.name(view)) \(F.point(point)) → \(result ? "YES" : "NO")"
        case .hitTestReturned(let view, let result):
            return "hitTest return \(F.name(view)) → \(result.map { F.name($0) } ?? "nil")"
        case .touchBound(let touch, let view):
            return "touch \(touch.pointerID) bound to \(F.viewName(view))"
        case .touchWithheld(let touch, let view, let reason):
            let from = view.map { " from \(F.name($0))" } ?? ""
            return "touch \(touch.pointerID) withheld\(from): \(reason.rawValue)"
        case .touchesDelivered(let phase, let responder, let touches):
            return "\(F.method(phase)) → \(F.name(responder)) [\(F.touches(touches))]"
        case .touchesForwarded(let phase, let from, let to):
            return "forward \(F.method(phase)) \(F.name(from)) → \(F.name(to))"
        case .controlEvents(let control, let events):
            return "control \(F.name(control)) \(events.names.joined(separator: ", "))"
        case .gestureStateChanged(let recognizer, let from, let to):
            return "gesture \(F.name(recognizer)) \(from) → \(to)"
        case .gestureActionsSent(let recognizer, let state):
            return "actions \(F.name(recognizer)) \(state)"
        case .gestureDecision(let decision):
            var line = "decision: \(F.name(decision.recognizer)) \(decision.outcome)"
            if let cause = decision.cause { line += " because \(F.name(cause))" }
            if !decision.reason.isEmpty { line += ": \(decision.reason)" }
            return line
        case .diagnostic(let diagnostic):
            return "diagnostic: \(diagnostic)"
        }
    }
}
