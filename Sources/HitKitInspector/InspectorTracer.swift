@_spi(HitKitTools) import HitKit
import HitKitScenes

/// Watches a session's application as a `DispatchObserver` and keeps what the page shows live: each trace event
/// as one readable line (HitKit's trace text, the lines `TraceRecorder` and `hitkit trace` print) with its kind, view, recognizer, state and
/// cause; the recognizers seen since the gesture began and the controls its touches went to; and the scroll
/// views holding a touch's delivery (`delaysContentTouches`).
///
/// Tracing is an observer: it changes nothing in the dispatch.
@MainActor
final class InspectorTracer: DispatchObserver {
    /// One event as the `trace` message sends it.
    struct Event {
        var time: Double
        var kind: String
        var text: String
        var view: String?
        var recognizer: String?
        var state: String?
        var cause: String?

        var json: InspectorJSON {
            var fields: [(String, InspectorJSON)] = [
                ("t", .number(time)), ("kind", .string(kind)), ("text", .string(text)),
            ]
            if let view { fields.append(("view", .string(view))) }
            if let recognizer { fields.append(("recognizer", .string(recognizer))) }
            if let state { fields.append(("state", .string(state))) }
            if let cause { fields.append(("cause", .string(cause))) }
            return .object(fields)
        }
    }

    /// A touch whose delivery a scroll view holds (`delaysContentTouches`) until a time, unless it moves first.
    struct Delay {
        var scrollView: UIView
        var touch: UITouch
        var until: Double
    }

    let runtime: SceneRuntime
    let maximumEvents: Int
    /// The events since the last ``drain()``, at most ``maximumEvents``.
    private(set) var events: [Event] = []
    /// Events left out since the last ``drain()`` because there were more than ``maximumEvents``.
    private(set) var dropped = 0
    /// The recognizers that took part in the current gesture, in the order they were first seen.
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var seenRecognizers: Set<ObjectIdentifier> = []
    /// The controls the current gesture's touches were bound to.
    private(set) var controls: [UIControl] = []
    /// Touches held by a scroll view's content-touch delay.
    private(set) var delays: [Delay] = []

    init(runtime: SceneRuntime, maximumEvents: Int) {
        self.runtime = runtime
        self.maximumEvents = maximumEvents
        runtime.onLog = { [weak self] line in self?.append(Event(time: 0, kind: "log", text: line)) }
    }

    /// The events so far, emptied.
    func drain() -> (events: [Event], dropped: Int) {
        defer {
            events = []
            dropped = 0
        }
        return (events, dropped)
    }

    /// Forgets the gesture's recognizers and controls (once every finger has lifted and the page was told).
    func endGesture() {
        recognizers = []
        seenRecognizers = []
        controls = []
        delays = []
    }

    private var now: Double { runtime.application.clock.now }

    private func name(_ responder: UIResponder) -> String { runtime.traceName(of: responder) }

    private func name(_ recognizer: UIGestureRecognizer) -> String { recognizer.name ?? recognizer.traceName }

    private func append(_ event: Event) {
        var event = event
        event.time = now
        guard events.count < maximumEvents else {
            dropped += 1
            return
        }
        events.append(event)
    }

    private func see(_ recognizer: UIGestureRecognizer) {
        if seenRecognizers.insert(ObjectIdentifier(recognizer)).inserted { recognizers.append(recognizer) }
    }

    func dispatch(_ event: DispatchTraceEvent) {
        let text = TraceText.line(for: event)
        switch event {
        case .touchPhase(let touch, let phase, _):
            if phase == .ended || phase == .cancelled { delays.removeAll { $0.touch === touch } }
            append(Event(time: 0, kind: "touch", text: text, view: touch.view.map(name)))
        case .windowSelected(let window, _):
            append(Event(time: 0, kind: "hitTest", text: text, view: name(window)))
        case .hitTestEntered(let view, _), .hitTestReturned(let view, _), .pointInside(let view, _, _),
            .hitTestedWhereDrawn(let view, _):
            append(Event(time: 0, kind: "hitTest", text: text, view: name(view)))
        case .hitTestSkipped(let view, let reason):
            append(Event(time: 0, kind: "hitTest", text: text, view: name(view), cause: reason.description))
        case .touchBound(let touch, let view):
            if let control = view as? UIControl, !controls.contains(where: { $0 === control }) {
                controls.append(control)
            }
            for recognizer in touch.gestureRecognizers ?? [] { see(recognizer) }
            if let view { noteDelay(for: touch, on: view) }
            append(Event(time: 0, kind: "hitTest", text: text, view: view.map(name)))
        case .touchWithheld(_, let view, let reason):
            append(Event(time: 0, kind: "delivery", text: text, view: view.map(name), cause: reason.description))
        case .touchesDelivered(let phase, let responder, let touches):
            if phase == .began { delays.removeAll { touches.contains($0.touch) } }
            append(Event(time: 0, kind: "delivery", text: text, view: name(responder)))
        case .touchesForwarded(_, let from, _):
            append(Event(time: 0, kind: "delivery", text: text, view: name(from)))
        case .pressPhase, .transformPhase:
            append(Event(time: 0, kind: "touch", text: text))
        case .hoverPhase(_, _, _, let view):
            append(Event(time: 0, kind: "touch", text: text, view: view.map(name)))
        case .pressesDelivered(_, let responder, _), .pressTakenByTextInput(_, let responder):
            append(Event(time: 0, kind: "delivery", text: text, view: name(responder)))
        case .pressesForwarded(_, let from, _):
            append(Event(time: 0, kind: "delivery", text: text, view: name(from)))
        case .scrollRouted(_, let recognizer):
            if let recognizer { see(recognizer) }
            append(Event(time: 0, kind: "touch", text: text))
        case .scrollSkipped(let recognizer, let reason):
            see(recognizer)
            append(Event(time: 0, kind: "decision", text: text, cause: reason.description))
        case .transformSkipped(let recognizer, let reason):
            see(recognizer)
            append(Event(time: 0, kind: "decision", text: text, cause: reason.description))
        case .keyCommandPerformed(_, _, let target):
            append(Event(time: 0, kind: "control", text: text, view: name(target)))
        case .controlEvents(let control, let controlEvents):
            append(
                Event(
                    time: 0, kind: "control", text: text, view: name(control),
                    state: controlEvents.names.joined(separator: ", ")))
        case .gestureStateChanged(let recognizer, _, let to):
            see(recognizer)
            append(
                Event(
                    time: 0, kind: "recognizer", text: text, view: recognizer.view.map(name),
                    recognizer: name(recognizer), state: "\(to)"))
        case .gestureActionsSent(let recognizer, let state):
            append(
                Event(
                    time: 0, kind: "recognizer", text: text, view: recognizer.view.map(name),
                    recognizer: name(recognizer), state: "\(state)"))
        case .gestureDecision(let decision):
            see(decision.recognizer)
            var cause = decision.cause.map { name($0) } ?? ""
            if !decision.reason.isEmpty { cause += cause.isEmpty ? decision.reason : ": \(decision.reason)" }
            append(
                Event(
                    time: 0, kind: "decision", text: text, view: decision.recognizer.view.map(name),
                    recognizer: name(decision.recognizer), state: "\(decision.outcome)",
                    cause: cause.isEmpty ? nil : cause))
        case .diagnostic:
            append(Event(time: 0, kind: "diagnostic", text: text))
        }
    }

    /// A touch bound in a scroll view that delays content touches is held until the delay ends, unless a
    /// recognizer decides first: the delay the page shows as a timer.
    private func noteDelay(for touch: UITouch, on view: UIView) {
        var ancestor = view.superview
        while let candidate = ancestor {
            if let scrollView = candidate as? UIScrollView, scrollView.delaysContentTouches,
                scrollView.isScrollEnabled
            {
                delays.append(
                    Delay(
                        scrollView: scrollView, touch: touch,
                        until: now + HitKitDefaults.scrollViewContentTouchDelay))
                return
            }
            ancestor = candidate.superview
        }
    }

    /// Drops delays whose time has passed.
    func expireDelays() {
        delays.removeAll { $0.until <= now || $0.touch.phase == .ended || $0.touch.phase == .cancelled }
    }

    /// The recognizers of the current gesture with their names and states, a pinch's `scale` and a rotation's
    /// `rotation` (radians).
    var recognizerStates: InspectorJSON {
        .array(
            recognizers.map { recognizer in
                var fields: [(String, InspectorJSON)] = [
                    ("name", .string(name(recognizer))), ("view", .string(recognizer.view.map(name))),
                    ("state", .string("\(recognizer.state)")),
                ]
                if let pinch = recognizer as? UIPinchGestureRecognizer {
                    fields.append(("scale", .number(Double(pinch.scale))))
                }
                if let rotation = recognizer as? UIRotationGestureRecognizer {
                    fields.append(("rotation", .number(Double(rotation.rotation))))
                }
                return .object(fields)
            })
    }

    /// The scene names of the gesture's controls that are highlighted now.
    var highlighted: [String] { controls.filter(\.isHighlighted).map { name($0) } }
}
