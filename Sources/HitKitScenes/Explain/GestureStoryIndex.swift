import HitKit

/// What ``GestureStory`` looks up while it tells a script's gestures, filled in once as the trace
/// entries arrive, so that each lookup costs O(1) or O(log n) instead of a scan of the whole trace
/// (which made `explain --touches` quadratic in the number of gestures).
@MainActor
struct GestureStoryIndex {
    private struct PhaseKey: Hashable {
        let touch: ObjectIdentifier
        let phase: UITouch.Phase
    }

    private struct DeliveryKey: Hashable {
        let touch: ObjectIdentifier
        let phase: UITouch.Phase
        let responder: ObjectIdentifier
    }

    /// Values at ascending entry indices, searched by index in O(log n).
    struct Timeline<Value> {
        private(set) var indices: [Int] = []
        private(set) var values: [Value] = []

        mutating func append(_ value: Value, at index: Int) {
            indices.append(index)
            values.append(value)
        }

        /// The first position whose entry index is `index` or more (`indices.count` if none).
        func firstPosition(notBelow index: Int) -> Int {
            var low = 0
            var high = indices.count
            while low < high {
                let middle = (low + high) / 2
                if indices[middle] < index { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The value of the last entry before `index`.
        func last(before index: Int) -> Value? {
            let position = firstPosition(notBelow: index)
            return position > 0 ? values[position - 1] : nil
        }
    }

    /// Every bound touch, in the order of its first binding.
    private(set) var boundTouches: [UITouch] = []
    private var binding: [ObjectIdentifier: (index: Int, view: UIView?)] = [:]
    private var start: [ObjectIdentifier: CGPoint] = [:]
    private var phaseTimes: [PhaseKey: TimeInterval] = [:]
    private var deliveries: [DeliveryKey: (time: TimeInterval, index: Int)] = [:]
    /// The entries where a recognizer failed, in order.
    private var failures = Timeline<UIGestureRecognizer>()
    /// The entries where a recognizer cancelled the touches in its view, in order.
    private var cancellations = Timeline<UIGestureRecognizer>()
    /// Per recognizer, the entries where it began or recognized, in order.
    private var recognitions: [ObjectIdentifier: Timeline<Void>] = [:]
    /// Per control, the entries where a touch was bound to it, in order.
    private var controlBindings: [ObjectIdentifier: Timeline<ObjectIdentifier>] = [:]
    /// Per control, the entries where it sent events, in order.
    private var controlEvents: [ObjectIdentifier: Timeline<UIControl.Event>] = [:]
    /// The entries of touch phases, in order, for ``GestureStory``'s movement measure.
    private(set) var touchPhases: [Int] = []

    /// Takes in entry `index`, `event` at `time`.
    mutating func record(_ event: DispatchTraceEvent, at index: Int, time: TimeInterval) {
        switch event {
        case .touchPhase(let touch, let phase, let location):
            touchPhases.append(index)
            let key = PhaseKey(touch: ObjectIdentifier(touch), phase: phase)
            if phaseTimes[key] == nil { phaseTimes[key] = time }
            if phase == .began, start[ObjectIdentifier(touch)] == nil { start[ObjectIdentifier(touch)] = location }
        case .touchBound(let touch, let view):
            let id = ObjectIdentifier(touch)
            if binding[id] == nil {
                binding[id] = (index, view)
                boundTouches.append(touch)
            }
            if let control = view as? UIControl {
                controlBindings[ObjectIdentifier(control), default: Timeline()].append(id, at: index)
            }
        case .touchesDelivered(let phase, let responder, let touches):
            for touch in touches {
                let key = DeliveryKey(
                    touch: ObjectIdentifier(touch), phase: phase, responder: ObjectIdentifier(responder))
                if deliveries[key] == nil { deliveries[key] = (time, index) }
            }
        case .controlEvents(let control, let events):
            controlEvents[ObjectIdentifier(control), default: Timeline()].append(events, at: index)
        case .gestureStateChanged(let recognizer, let from, let to):
            if to == .failed { failures.append(recognizer, at: index) }
            if to == .began || (to == .ended && from == .possible) {
                recognitions[ObjectIdentifier(recognizer), default: Timeline()].append((), at: index)
            }
        case .gestureDecision(let decision) where decision.outcome == .cancelledTouchesInView:
            cancellations.append(decision.recognizer, at: index)
        default:
            break
        }
    }

    /// Where `touch` first went down.
    func startLocation(of touch: UITouch) -> CGPoint? { start[ObjectIdentifier(touch)] }

    /// The entry of `touch`'s first binding, and the view it was bound to.
    func binding(of touch: UITouch) -> (index: Int, view: UIView?)? { binding[ObjectIdentifier(touch)] }

    /// When `touch` first had `phase`.
    func phaseTime(_ touch: UITouch, _ phase: UITouch.Phase) -> TimeInterval? {
        phaseTimes[PhaseKey(touch: ObjectIdentifier(touch), phase: phase)]
    }

    /// The first delivery of `phase` to `responder` with `touch`: its time and entry.
    func delivery(_ phase: UITouch.Phase, _ touch: UITouch, to responder: UIResponder) -> (TimeInterval, Int)? {
        deliveries[DeliveryKey(touch: ObjectIdentifier(touch), phase: phase, responder: ObjectIdentifier(responder))]
            .map { ($0.time, $0.index) }
    }

    /// The last recognizer to fail before entry `index`.
    func lastFailure(before index: Int) -> UIGestureRecognizer? { failures.last(before: index) }

    /// The last recognizer to cancel the touches in its view before entry `index`.
    func lastCancellation(before index: Int) -> UIGestureRecognizer? { cancellations.last(before: index) }

    /// The entry where the first of `candidates` began or recognized at or after entry `index`, with
    /// that recognizer.
    func firstRecognition(among candidates: [UIGestureRecognizer], from index: Int) -> UIGestureRecognizer? {
        var best: (Int, UIGestureRecognizer)?
        for candidate in candidates {
            guard let list = recognitions[ObjectIdentifier(candidate)] else { continue }
            let position = list.firstPosition(notBelow: index)
            guard position < list.indices.count else { continue }
            let found = list.indices[position]
            if best.map({ found < $0.0 }) ?? true { best = (found, candidate) }
        }
        return best?.1
    }

    /// The events `control` sent from entry `start` until another touch was bound to it, with
    /// their entries.
    func events(of control: UIControl, from start: Int, touch: UITouch) -> [(index: Int, events: UIControl.Event)] {
        let id = ObjectIdentifier(control)
        let bindings = controlBindings[id] ?? Timeline()
        var position = bindings.firstPosition(notBelow: start + 1)
        while position < bindings.indices.count, bindings.values[position] == ObjectIdentifier(touch) { position += 1 }
        let end = position < bindings.indices.count ? bindings.indices[position] : Int.max
        let sent = controlEvents[id] ?? Timeline()
        var result: [(index: Int, events: UIControl.Event)] = []
        var next = sent.firstPosition(notBelow: start)
        while next < sent.indices.count, sent.indices[next] < end {
            result.append((sent.indices[next], sent.values[next]))
            next += 1
        }
        return result
    }
}
