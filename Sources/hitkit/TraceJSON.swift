import Foundation
@_spi(HitKitTools) import HitKit
import HitKitScenes

/// The dispatch trace as JSON objects, one per event, views named by their scene names:
///
/// ```json
/// {"event": "pointInside", "view": "YellowView", "point": [120, 130], "result": true,
///  "line": "pointInside <YellowView> (120.0, 130.0) → YES"}
/// ```
///
/// Every object has `event` (the `DispatchTraceEvent` case) and `line` (HitKit's trace text, as
/// HitKitTesting's `TraceRecorder` writes it);
/// the other keys by event: `touchPhase` touch, phase, location; `windowSelected` touch, window;
/// `hitTestEntered` view, point; `hitTestSkipped` view, reason; `hitTestedWhereDrawn` view, frame;
/// `pointInside` view, point, result; `hitTestReturned` view, result; `touchBound` touch, view; `touchWithheld` touch, view,
/// reason; `touchesDelivered` phase, responder, touches; `touchesForwarded` phase, from, to;
/// `scrollRouted` source, phase, dx, dy, recognizer; `scrollSkipped` recognizer, reason;
/// `controlEvents` control, events; `gestureStateChanged` recognizer, from, to; `gestureDecision`
/// recognizer, outcome, cause, reason; `hoverPhase` pointer, phase, location, view; `diagnostic` code,
/// message, context; `transformPhase` phase, location, scale, rotation; `transformSkipped` recognizer,
/// reason. Absent views are `null`.
/// A scene table's delegate calls in response to the user (``SceneTableEvent``) come in order with
/// them as `tableDelegate` objects: table, call, indexPath, row (and the answer of a question); a
/// collection view's (``SceneCollectionEvent``) as `collectionDelegate` objects: collection, call,
/// indexPath, item (and the answer of a question); a text view's editing calls
/// (``SceneTextViewEvent``) as `textViewDelegate` objects: textView, call.
@MainActor
final class TraceJSON: DispatchObserver {
    let runtime: SceneRuntime
    private(set) var events: [[String: Any]] = []
    /// Each event's text line, in order.
    private(set) var lines: [String] = []
    /// Called with each event's text line as it is recorded.
    var onEvent: ((String) -> Void)?

    init(runtime: SceneRuntime) {
        self.runtime = runtime
    }

    private func name(_ responder: UIResponder?) -> Any {
        guard let responder else { return NSNull() }
        return runtime.traceName(of: responder)
    }

    private func point(_ point: CGPoint) -> [Double] {
        [Double(point.x), Double(point.y)].map { ($0 * 100).rounded() / 100 }
    }

    private func phase(_ phase: UITouch.Phase) -> String {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    func dispatch(_ event: DispatchTraceEvent) {
        var object: [String: Any]
        switch event {
        case .touchPhase(let touch, let phase, let location):
            object = [
                "event": "touchPhase", "touch": touch.pointerID, "phase": self.phase(phase),
                "location": point(location),
            ]
        case .windowSelected(let window, let touch):
            object = ["event": "windowSelected", "touch": touch.pointerID, "window": name(window)]
        case .hitTestEntered(let view, let at):
            object = ["event": "hitTestEntered", "view": name(view), "point": point(at)]
        case .hitTestSkipped(let view, let reason):
            object = ["event": "hitTestSkipped", "view": name(view), "reason": reason.rawValue]
        case .hitTestedWhereDrawn(let view, let frame):
            object = [
                "event": "hitTestedWhereDrawn", "view": name(view),
                "frame": [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
            ]
        case .pointInside(let view, let at, let result):
            object = ["event": "pointInside", "view": name(view), "point": point(at), "result": result]
        case .hitTestReturned(let view, let result):
            object = ["event": "hitTestReturned", "view": name(view), "result": name(result)]
        case .touchBound(let touch, let view):
            object = ["event": "touchBound", "touch": touch.pointerID, "view": name(view)]
        case .touchWithheld(let touch, let view, let reason):
            object = [
                "event": "touchWithheld", "touch": touch.pointerID, "view": name(view), "reason": reason.rawValue,
            ]
        case .touchesDelivered(let phase, let responder, let touches):
            object = [
                "event": "touchesDelivered", "phase": self.phase(phase), "responder": name(responder),
                "touches": touches.map(\.pointerID).sorted(),
            ]
        case .touchesForwarded(let phase, let from, let to):
            object = ["event": "touchesForwarded", "phase": self.phase(phase), "from": name(from), "to": name(to)]
        case .pressPhase(let press, let phase):
            object = ["event": "pressPhase", "key": TraceText.key(press), "phase": "\(phase)"]
        case .transformPhase(let phase, let location, let scale, let rotation):
            object = [
                "event": "transformPhase", "phase": phase.rawValue, "location": point(location),
                "scale": Double(scale), "rotation": Double(rotation),
            ]
        case .pressesDelivered(let phase, let responder, let presses):
            object = [
                "event": "pressesDelivered", "phase": "\(phase)", "responder": name(responder),
                "keys": presses.map { TraceText.key($0) }.sorted(),
            ]
        case .pressesForwarded(let phase, let from, let to):
            object = ["event": "pressesForwarded", "phase": "\(phase)", "from": name(from), "to": name(to)]
        case .keyCommandPerformed(let command, let declaredBy, let target):
            object = [
                "event": "keyCommandPerformed", "input": command.input ?? "", "declaredBy": name(declaredBy),
                "target": name(target),
            ]
        case .pressTakenByTextInput(let press, let responder):
            object = ["event": "pressTakenByTextInput", "key": TraceText.key(press), "responder": name(responder)]
        case .scrollRouted(let sample, let recognizer):
            object = [
                "event": "scrollRouted", "source": sample.source.rawValue, "phase": sample.phase.rawValue,
                "dx": Double(sample.delta.dx), "dy": Double(sample.delta.dy),
                "recognizer": recognizer.map { $0.traceName } ?? NSNull(),
            ]
        case .scrollSkipped(let recognizer, let reason):
            object = ["event": "scrollSkipped", "recognizer": recognizer.traceName, "reason": reason.rawValue]
        case .transformSkipped(let recognizer, let reason):
            object = ["event": "transformSkipped", "recognizer": recognizer.traceName, "reason": reason.rawValue]
        case .hoverPhase(let pointerID, let phase, let location, let view):
            object = [
                "event": "hoverPhase", "pointer": pointerID, "phase": phase.rawValue, "location": point(location),
                "view": name(view),
            ]
        case .controlEvents(let control, let events):
            object = ["event": "controlEvents", "control": name(control), "events": events.names]
        case .gestureStateChanged(let recognizer, let from, let to):
            object = [
                "event": "gestureStateChanged", "recognizer": recognizer.traceName, "from": "\(from)", "to": "\(to)",
            ]
        case .gestureActionsSent(let recognizer, let state):
            object = ["event": "gestureActionsSent", "recognizer": recognizer.traceName, "state": "\(state)"]
        case .gestureDecision(let decision):
            object = [
                "event": "gestureDecision", "recognizer": decision.recognizer.traceName,
                "outcome": decision.outcome.rawValue, "cause": decision.cause?.traceName ?? NSNull(),
                "reason": decision.reason,
            ]
        case .diagnostic(let diagnostic):
            object = [
                "event": "diagnostic", "code": "\(diagnostic.code)", "message": diagnostic.message,
                "context": diagnostic.context,
            ]
        }
        let line = TraceText.line(for: event)
        object["line"] = line
        lines.append(line)
        events.append(object)
        onEvent?(line)
    }

    /// Records a scene table's delegate call among the dispatch events.
    func record(_ event: SceneTableEvent) {
        let line = event.line
        var object: [String: Any] = [
            "event": "tableDelegate", "table": event.table, "call": event.call.rawValue,
            "indexPath": [event.indexPath.section, event.indexPath.row], "row": event.row, "line": line,
        ]
        if let answer = event.answer { object["answer"] = answer }
        append(object, line: line)
    }

    /// Records a scene collection view's delegate call among the dispatch events.
    func record(_ event: SceneCollectionEvent) {
        let line = event.line
        var object: [String: Any] = [
            "event": "collectionDelegate", "collection": event.collection, "call": event.call.rawValue,
            "indexPath": [event.indexPath.section, event.indexPath.item], "item": event.item, "line": line,
        ]
        if let answer = event.answer { object["answer"] = answer }
        append(object, line: line)
    }

    /// Records a scene text view's editing delegate call among the dispatch events.
    func record(_ event: SceneTextViewEvent) {
        let line = event.line
        append(
            ["event": "textViewDelegate", "textView": event.textView, "call": event.call.rawValue, "line": line],
            line: line)
    }

    /// Appends a delegate call's JSON object and its trace line, and shows the line live.
    private func append(_ object: [String: Any], line: String) {
        events.append(object)
        lines.append(line)
        onEvent?(line)
    }

    /// `{"scene": …, "log": […], "trace": […]}`, keys sorted, pretty-printed.
    func document(scene: String, log: [String]) -> String {
        let root: [String: Any] = ["scene": scene, "log": log, "trace": events]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
