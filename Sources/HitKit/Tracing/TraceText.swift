import Foundation

/// The text of HitKit's dispatch trace: one line per ``DispatchTraceEvent``, and how points,
/// responders, touches and recognizers are written in it. One place for every tool that prints a
/// trace (HitKitTesting's `TraceRecorder`, the `hitkit` command, the inspector), so their lines
/// agree. For HitKit's tools (`@_spi(HitKitTools)`), not UIKit API.
@_spi(HitKitTools)
@MainActor
public enum TraceText {
    /// The one-line form of `event`:
    ///
    /// | Event | Line |
    /// |---|---|
    /// | touch phase | `touch 1 began (20.0, 20.0)` (window coordinates); a pen's or mouse's touch adds its kind: `pen`, `mouse [secondary]` (an `.indirectPointer` touch and its buttons), `mouse (direct)` (a click in UIKit's compatibility mode) |
    /// | window selected | `touch 1 → window <UIWindow>` |
    /// | hit-test entered | `hitTest enter <BlackView> (12.0, 30.0)` (the view's coordinates) |
    /// | hit-test skipped | `skip <Label>: userInteractionDisabled` |
    /// | hit-tested where drawn | `whereDrawn <Card> (105.0, 0.0, 100.0, 100.0): hit-tested where a property animator draws it` |
    /// | point inside | `pointInside <BlackView> (12.0, 30.0) → NO` |
    /// | hit-test returned | `hitTest return <BlackView> → <Label>` (or `→ nil`) |
    /// | touch bound | `touch 1 bound to <FrontButton>` (or `to nothing`) |
    /// | touch withheld | `touch 2 withheld from <Canvas>: multipleTouchDisabled` |
    /// | touches delivered | `touchesBegan → <FrontButton> [touch 1]` |
    /// | touches forwarded | `forward touchesBegan <FrontButton> → <MainView>` |
    /// | press phase | `key cmd+s began` (`key keyboardLeftShift ended` for a key that types nothing) |
    /// | presses delivered | `pressesBegan → <Editor> [key s]` |
    /// | presses forwarded | `forward pressesBegan <Editor> → <UIView>` |
    /// | key command | `keyCommand cmd+s of <EditorController> → <EditorController> (action type)` |
    /// | text input | `key s typed by <field>` |
    /// | scroll routed | `scroll wheel (0.0, -40.0) at (50.0, 50.0) → <outer pan>` (trackpad: `scroll trackpad changed …`) |
    /// | scroll skipped | `scroll skip <inner pan>: atEdge` |
    /// | control events | `control <UIButton> touchUpInside` |
    /// | gesture state | `gesture <tap> possible → ended` |
    /// | gesture actions | `actions <pan> began` (what its targets heard) |
    /// | decision | `decision: <single tap> failed because <double tap>: <reason>` |
    /// | diagnostic | `diagnostic: nonFiniteInput: <message> [<context>]` |
    public static func line(for event: DispatchTraceEvent) -> String {
        typealias F = TraceText
        switch event {
        case .touchPhase(let touch, let phase, let location):
            let line = "touch \(touch.pointerID) \(phase) \(F.point(location))"
            // A finger's line is built as before: no extra segment, no extra allocation per traced sample.
            return touch.pointerKind == .finger ? line : line + F.pointerKind(of: touch)
        case .windowSelected(let window, let touch):
            return "touch \(touch.pointerID) → window \(F.name(window))"
        case .hitTestEntered(let view, let point):
            return "hitTest enter \(F.name(view)) \(F.point(point))"
        case .hitTestSkipped(let view, let reason):
            return "skip \(F.name(view)): \(reason.rawValue)"
        case .hitTestedWhereDrawn(let view, let frame):
            let rect = [frame.minX, frame.minY, frame.width, frame.height].map { F.number($0) }.joined(separator: ", ")
            return "whereDrawn \(F.name(view)) (\(rect)): hit-tested where a property animator draws it"
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
        case .pressPhase(let press, let phase):
            return "key \(F.key(press)) \(phase)"
        case .transformPhase(let phase, let location, let scale, let rotation):
            let amounts = "scale \(F.number(scale)) rotation \(F.number(rotation))"
            return "transform \(phase.rawValue) \(F.point(location)) \(amounts)"
        case .transformSkipped(let recognizer, let reason):
            return "transform skip \(F.name(recognizer)): \(reason.rawValue)"
        case .hoverPhase(let pointerID, let phase, let location, let view):
            guard phase == .enter || phase == .move else { return "hover \(pointerID) \(phase)" }
            return "hover \(pointerID) \(phase) \(F.point(location)) over \(F.viewName(view))"
        case .pressesDelivered(let phase, let responder, let presses):
            return "\(F.method(phase)) → \(F.name(responder)) [\(F.presses(presses))]"
        case .pressesForwarded(let phase, let from, let to):
            return "forward \(F.method(phase)) \(F.name(from)) → \(F.name(to))"
        case .keyCommandPerformed(let command, let declaredBy, let target):
            let combination = KeyText.combination(command.input ?? "", command.modifierFlags)
            return "keyCommand \(combination) of \(F.name(declaredBy)) → \(F.name(target))"
        case .pressTakenByTextInput(let press, let responder):
            return "key \(F.key(press)) typed by \(F.name(responder))"
        case .scrollRouted(let sample, let recognizer):
            let kind = sample.source == .wheel ? "wheel" : "trackpad \(sample.phase.rawValue)"
            let delta = F.point(CGPoint(x: sample.delta.dx, y: sample.delta.dy))
            let target = recognizer.map { F.name($0) } ?? "nothing"
            return "scroll \(kind) \(delta) at \(F.point(sample.location)) → \(target)"
        case .scrollSkipped(let recognizer, let reason):
            return "scroll skip \(F.name(recognizer)): \(reason.rawValue)"
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

    /// `(12.0, 30.5)`: each coordinate rounded to two decimals.
    public static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// A coordinate rounded to two decimals, without a negative zero.
    public static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(Double(value))" }
        let rounded = (Double(value) * 100).rounded() / 100
        return "\(rounded == 0 ? 0 : rounded)"
    }

    /// `<identifier>` for a view with an accessibility identifier, otherwise `<ClassName>`.
    public static func name(_ responder: UIResponder) -> String {
        if let view = responder as? UIView, let identifier = view.accessibilityIdentifier {
            return "<\(identifier)>"
        }
        return "<\(type(of: responder))>"
    }

    /// ``name(_:)``, or `nothing` for nil.
    public static func viewName(_ view: UIView?) -> String {
        view.map { name($0) } ?? "nothing"
    }

    /// `<traceName>` of a recognizer.
    public static func name(_ recognizer: UIGestureRecognizer) -> String {
        "<\(recognizer.traceName)>"
    }

    /// `touch 1` or `touches 1, 2`, by pointer id.
    public static func touches(_ touches: Set<UITouch>) -> String {
        let ids = touches.map(\.pointerID).sorted().map(String.init)
        return (ids.count == 1 ? "touch " : "touches ") + ids.joined(separator: ", ")
    }

    /// How a press's key is written: `cmd+s`, `left`, or the HID usage of a key that types nothing.
    public static func key(_ press: UIPress) -> String {
        press.key.map { KeyText.name(of: $0) } ?? "type \(press.type.rawValue)"
    }

    /// `key s` or `keys s, cmd+c`, in a stable order.
    public static func presses(_ presses: Set<UIPress>) -> String {
        let names = presses.map { key($0) }.sorted()
        return (names.count == 1 ? "key " : "keys ") + names.joined(separator: ", ")
    }

    /// `pressesBegan`, `pressesEnded`, …
    public static func method(_ phase: UIPress.Phase) -> String {
        switch phase {
        case .began: "pressesBegan"
        case .changed, .stationary: "pressesChanged"
        case .ended: "pressesEnded"
        case .cancelled: "pressesCancelled"
        }
    }

    /// `touchesBegan`, `touchesMoved`, …
    public static func method(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved, .stationary: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }
}
