import HitKit

extension GestureTimeline {
    /// Builds the timeline from a recorded ``GestureStory``: the lanes from its trace entries, the
    /// causes from its notes (the reasoning `hitkit explain --touches` uses), so both tell the same.
    ///
    /// - Complexity: Linear in the recorded entries and notes.
    @MainActor
    init(story: GestureStory, samples: [PointerSample]) {
        var builder = TimelineBuilder(story: story)
        builder.build()
        self.init(lanes: builder.lanes, deliveries: builder.deliveries, sampleTimes: samples.map(\.timestamp))
    }
}

/// Walks a story's entries once, filling lanes and deliveries.
@MainActor
private struct TimelineBuilder {
    let story: GestureStory
    var fingers: [Lane] = []
    var recognizerLanes: [Lane] = []
    var deliveries: [GestureTimeline.Delivery] = []
    private var fingerLane: [ObjectIdentifier: Int] = [:]
    private var recognizerLane: [ObjectIdentifier: Int] = [:]
    private var began: Set<ObjectIdentifier> = []
    /// The notes about recognizers, by the entry they tell about.
    private var notesAt: [Int: [GestureNote]] = [:]
    /// The late-delivery notes, by the entry of the delivery.
    private var viewNotes: [Int: [GestureNote]] = [:]
    private var heldNotes: [(entry: Int, note: GestureNote)] = []
    /// Why a recognizer was made to fail or cancelled, until its state changes.
    private var pendingCause: [ObjectIdentifier: String] = [:]
    /// The last recognizer note that cancelled the touches in its view.
    private var lastCancelling: GestureNote?

    typealias Lane = GestureTimeline.Lane
    typealias Step = GestureTimeline.Step

    init(story: GestureStory) { self.story = story }

    var lanes: [Lane] { fingers + recognizerLanes }

    private func name(_ responder: UIResponder) -> String { story.runtime.traceName(of: responder) }

    mutating func build() {
        for step in story.steps() {
            switch step.note.kind {
            case .touchesHeld: heldNotes.append((step.entry, step.note))
            case .touchesDelayed: viewNotes[step.entry, default: []].append(step.note)
            case .action, .noAction, .touchBound, .touchWithheld: break
            default: notesAt[step.entry, default: []].append(step.note)
            }
        }
        var held = heldNotes.makeIterator()
        var nextHeld = held.next()
        for (index, entry) in story.entries.enumerated() {
            while let pending = nextHeld, pending.entry <= index {
                deliveries.append(
                    GestureTimeline.Delivery(
                        time: entry.time, view: pending.note.subject, phase: "began", pointers: [], status: .held,
                        cause: pending.note.text))
                nextHeld = held.next()
            }
            take(entry.event, at: index, time: entry.time)
        }
    }

    private mutating func take(_ event: DispatchTraceEvent, at index: Int, time: TimeInterval) {
        switch event {
        case .touchPhase(let touch, let phase, _):
            let id = ObjectIdentifier(touch)
            if phase == .began || fingerLane[id] == nil {
                fingerLane[id] = fingers.count
                fingers.append(Lane(kind: .finger, name: "finger \(touch.pointerID)", view: nil, steps: []))
            }
            let names: [UITouch.Phase: String] = [.began: "down", .moved: "move", .ended: "up", .cancelled: "cancel"]
            guard let state = names[phase], let lane = fingerLane[id] else { return }
            fingers[lane].steps.append(Step(time: time, state: state))
        case .touchBound(let touch, let view):
            guard let lane = fingerLane[ObjectIdentifier(touch)] else { return }
            fingers[lane].view = view.map(name)
            if let last = fingers[lane].steps.indices.last {
                fingers[lane].steps[last].cause = view.map { "lands on \(name($0))" } ?? "hits nothing"
            }
            var current = view
            while let each = current {
                for recognizer in each.gestureRecognizers ?? [] where recognizer.isEnabled {
                    addRecognizer(recognizer, time: time, cause: "touch \(touch.pointerID) on \(view.map(name) ?? "")")
                }
                current = each.superview
            }
        case .touchWithheld(let touch, _, let reason):
            guard let lane = fingerLane[ObjectIdentifier(touch)], let last = fingers[lane].steps.indices.last else {
                return
            }
            let cause = fingers[lane].steps[last].cause.map { $0 + "; " } ?? ""
            fingers[lane].steps[last].cause = cause + "not delivered: \(reason)"
        case .gestureDecision(let decision):
            let lane = addRecognizer(decision.recognizer, time: time, cause: nil)
            let state = recognizerLanes[lane].steps.last?.state ?? "possible"
            for note in notesAt[index] ?? [] where note.subject == decision.recognizer.traceName {
                switch note.kind {
                case .waiting, .resumed, .notReceiving:
                    recognizerLanes[lane].steps.append(Step(time: time, state: state, cause: note.text))
                case .touchesCancelled:
                    lastCancelling = note
                    recognizerLanes[lane].steps.append(Step(time: time, state: state, cause: note.text))
                case .failed, .cancelled:
                    // Told at the state change that follows.
                    pendingCause[ObjectIdentifier(decision.recognizer)] =
                        Self.stripping(decision.recognizer.traceName + " ", from: note.text)
                default: break
                }
            }
        case .gestureStateChanged(let recognizer, _, let to):
            stateChanged(recognizer, to: to, at: index, time: time)
        case .touchesDelivered(let phase, let responder, let touches):
            deliver(phase, to: responder, touches: touches, at: index, time: time)
        default:
            break
        }
    }

    @discardableResult
    private mutating func addRecognizer(_ recognizer: UIGestureRecognizer, time: TimeInterval, cause: String?) -> Int {
        if let lane = recognizerLane[ObjectIdentifier(recognizer)] { return lane }
        let lane = recognizerLanes.count
        recognizerLane[ObjectIdentifier(recognizer)] = lane
        recognizerLanes.append(
            Lane(
                kind: .recognizer, name: recognizer.traceName, view: recognizer.view.map(name),
                steps: [Step(time: time, state: "possible", cause: cause)]))
        return lane
    }

    private mutating func stateChanged(
        _ recognizer: UIGestureRecognizer, to: UIGestureRecognizer.State, at index: Int, time: TimeInterval
    ) {
        let id = ObjectIdentifier(recognizer)
        let lane = addRecognizer(recognizer, time: time, cause: nil)
        let state: String
        switch to {
        case .possible:
            began.remove(id)
            state = "possible"
        case .began:
            began.insert(id)
            state = "began"
        case .ended: state = began.contains(id) ? "ended" : "recognized"
        default: state = to.description
        }
        // A decision told why just before; a failure the recognizer decided itself is told at this entry.
        var cause: String?
        if to == .failed || to == .cancelled {
            cause =
                pendingCause.removeValue(forKey: id)
                ?? notesAt[index]?.last { $0.subject == recognizer.traceName && $0.kind == .failed }
                .map { Self.stripping(recognizer.traceName + " ", from: $0.text) }
        }
        // The reset to possible after deciding is not a step: the lane shows what was decided.
        if to == .possible { return }
        recognizerLanes[lane].steps.append(Step(time: time, state: state, cause: cause))
    }

    /// `text` without `prefix` and a verb's `failed: `/`was cancelled: ` opening.
    private static func stripping(_ prefix: String, from text: String) -> String {
        guard text.hasPrefix(prefix) else { return text }
        var rest = String(text.dropFirst(prefix.count))
        for opening in ["failed: ", "was cancelled: "] where rest.hasPrefix(opening) {
            rest = String(rest.dropFirst(opening.count))
        }
        return rest
    }

    private mutating func deliver(
        _ phase: UITouch.Phase, to responder: UIResponder, touches: Set<UITouch>, at index: Int, time: TimeInterval
    ) {
        let view = name(responder)
        let pointers = touches.map(\.pointerID).sorted()
        var status = GestureTimeline.Delivery.Status.delivered
        var cause: String?
        if phase == .cancelled {
            status = .cancelled
            cause = lastCancelling?.text
        } else if let note = viewNotes[index]?.first(where: { $0.subject == view }) {
            status = .releasedLate
            cause = note.text
        }
        deliveries.append(
            GestureTimeline.Delivery(
                time: time, view: view, phase: phase.description, pointers: pointers, status: status, cause: cause))
    }
}
