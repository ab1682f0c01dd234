import HitKit

/// Records a gesture as it is dispatched on a scene: the samples sent, the ``GestureOutcome`` and
/// the ``GestureTimeline``. It watches HitKit's public dispatch trace (a `DispatchObserver` on the
/// runtime's application) and sends input only through `UIApplication.send(_:)` and
/// `advanceTime(to:)`, so it sees exactly what an application sees.
///
/// A live session attaches one to its own runtime and sends every input through it; a replay is
/// ``GestureOutcome/init(replaying:on:)-([PointerSample],_)``.
///
/// ```swift
/// let recorder = GestureRecorder(runtime: runtime)
/// recorder.onSample = { index in snapshots.append(SceneDrawing(runtime: runtime)) }
/// recorder.send([PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 160, y: 220), timestamp: 1)])
/// recorder.send([PointerSample(pointerID: 1, phase: .up, location: CGPoint(x: 160, y: 220), timestamp: 1.1)])
/// recorder.outcome.touchDowns   // [TouchDown(pointerID: 1, view: "frontButton", path: […])]
/// ```
///
/// - Complexity: Recording costs O(1) per trace event, plus the hit path's depth at each touch-down;
///   ``outcome`` and ``timeline`` are built in time linear in what was recorded.
@MainActor
public final class GestureRecorder: DispatchObserver {
    /// The scene being recorded.
    public let runtime: SceneRuntime
    /// Whether the recording spans every gesture sent (a replay), or starts again when a finger goes
    /// down while none is (a live session: the recording is the last gesture).
    public let keepsEveryGesture: Bool
    /// The samples of the recording, as sent: times that were not finite or went backwards replaced
    /// by the time before them (see ``normalized(_:after:)-([PointerSample],_)``).
    public private(set) var samples: [PointerSample] = []
    /// Every input of the recording, as sent: ``samples`` and the key, scroll and transform samples
    /// among them, in one timeline.
    public private(set) var inputs: [InputSample] = []
    /// Called after each sample of the recording is dispatched, with its index in ``samples``: the
    /// hook a session uses to keep what it needs to redraw the scene as it was at that sample. Fingers
    /// that change at one time are one event, so their samples are reported together, after it.
    public var onSample: ((Int) -> Void)?

    private var story: GestureStory
    private var isAttached = true
    private var touchDowns: [GestureOutcome.TouchDown] = []
    /// Each touch's entry in ``touchDowns``.
    private var downIndex: [ObjectIdentifier: Int] = [:]
    private var controlEvents: [GestureOutcome.ControlEvent] = []
    private var ends: [ObjectIdentifier: GestureOutcome.EndState] = [:]
    private var began: Set<ObjectIdentifier> = []

    /// Attaches a recorder to `runtime`'s application.
    public init(runtime: SceneRuntime, keepsEveryGesture: Bool = false) {
        self.runtime = runtime
        self.keepsEveryGesture = keepsEveryGesture
        story = GestureStory(runtime: runtime)
        runtime.application.addObserver(self)
    }

    /// Detaches the recorder; what it recorded stays readable.
    public func stop() {
        guard isAttached else { return }
        runtime.application.removeObserver(self)
        isAttached = false
    }

    /// Forgets what was recorded: the next sample starts a new recording.
    public func reset() {
        samples.removeAll()
        inputs.removeAll()
        story = GestureStory(runtime: runtime)
        touchDowns.removeAll()
        downIndex.removeAll()
        controlEvents.removeAll()
        ends.removeAll()
        began.removeAll()
    }

    /// Sends `samples` through the application's `send(_:)` and records them. Consecutive samples
    /// with the same time and distinct pointers are one event, as in `UIApplication.send(_:)`.
    ///
    /// - Complexity: O(*n*) in the samples, plus the dispatch's own work.
    public func send(_ samples: [PointerSample]) {
        let sent = Self.normalized(
            samples, after: max(inputs.last?.timestamp ?? 0, runtime.application.clock.now))
        var start = 0
        var pointers: Set<Int> = []
        for index in sent.indices {
            let sample = sent[index]
            if index > start, sample.timestamp != sent[start].timestamp || pointers.contains(sample.pointerID) {
                sendEvent(sent[start..<index])
                start = index
                pointers.removeAll(keepingCapacity: true)
            }
            pointers.insert(sample.pointerID)
        }
        if start < sent.count { sendEvent(sent[start...]) }
    }

    /// Sends one event's samples (one time, distinct pointers) and reports them to ``onSample``.
    private func sendEvent(_ group: ArraySlice<PointerSample>) {
        if !keepsEveryGesture, group.contains(where: { $0.phase == .down }), runtime.application.activeTouches.isEmpty,
            !samples.isEmpty
        {
            reset()
        }
        let first = samples.count
        samples.append(contentsOf: group)
        // One at a time: a mapped copy of each event's samples would be an allocation an event.
        for sample in group { inputs.append(.pointer(sample)) }
        runtime.application.send(Array(group))
        for index in first..<samples.count { onSample?(index) }
    }

    /// Sends `inputs` of every kind, in order, and records them: runs of pointer samples as
    /// ``send(_:)-([PointerSample])`` sends them, each key, scroll and transform sample through
    /// `UIApplication.send(_:)` as an event of its own.
    ///
    /// - Complexity: O(*n*) in the inputs, plus the dispatch's own work.
    public func send(_ inputs: [InputSample]) {
        var run: [PointerSample] = []
        for input in inputs {
            if case .pointer(let sample) = input {
                run.append(sample)
                continue
            }
            if !run.isEmpty {
                send(run)
                run.removeAll()
            }
            let after = max(self.inputs.last?.timestamp ?? 0, runtime.application.clock.now)
            let sent = Self.normalized([input], after: after)
            self.inputs += sent
            runtime.application.send(sent)
        }
        if !run.isEmpty { send(run) }
    }

    /// Moves the application's clock to `time`, firing due timers, as a host does every frame.
    public func advanceTime(to time: TimeInterval) {
        runtime.application.advanceTime(to: time)
    }

    /// Lets the clock run one second past the last sample, so pending timers (a double tap's
    /// timeout, a long press) fire: what a replay does before it reads the outcome.
    public func settle() {
        advanceTime(to: (inputs.last?.timestamp ?? runtime.application.clock.now) + 1)
    }

    /// `samples` with every time that is not finite, or earlier than the one before it (or than
    /// `start`), replaced by the one before it: the times HitKit's clock uses for them.
    public nonisolated static func normalized(_ samples: [PointerSample], after start: TimeInterval = 0)
        -> [PointerSample]
    {
        var last = start.isFinite ? start : 0
        return samples.map { sample in
            var sample = sample
            if sample.timestamp.isFinite, sample.timestamp > last { last = sample.timestamp }
            sample.timestamp = last
            return sample
        }
    }

    /// `inputs` with every time that is not finite, or earlier than the one before it (or than
    /// `start`), replaced by the one before it, as ``normalized(_:after:)-([PointerSample],_)`` does for pointer samples.
    public nonisolated static func normalized(_ inputs: [InputSample], after start: TimeInterval = 0)
        -> [InputSample]
    {
        var last = start.isFinite ? start : 0
        return inputs.map { input in
            if input.timestamp.isFinite, input.timestamp > last { last = input.timestamp }
            var sent = input
            sent.timestamp = last
            return sent
        }
    }

    // MARK: Observing

    /// Takes in one step of the dispatch (the recorder is the application's `DispatchObserver`).
    public func dispatch(_ event: DispatchTraceEvent) {
        story.dispatch(event)
        switch event {
        case .touchPhase(let touch, .began, _):
            // A finger that hits nothing (or goes down at a location that is not finite) is never bound.
            downIndex[ObjectIdentifier(touch)] = touchDowns.count
            touchDowns.append(GestureOutcome.TouchDown(pointerID: touch.pointerID, view: nil, path: []))
        case .touchBound(let touch, let view):
            if let index = downIndex[ObjectIdentifier(touch)], let view {
                touchDowns[index].view = runtime.traceName(of: view)
                touchDowns[index].path = path(to: view)
            }
            var current = view
            while let each = current {
                for recognizer in each.gestureRecognizers ?? [] where recognizer.isEnabled {
                    if ends[ObjectIdentifier(recognizer)] == nil { ends[ObjectIdentifier(recognizer)] = .possible }
                }
                current = each.superview
            }
        case .gestureStateChanged(let recognizer, _, let to):
            let id = ObjectIdentifier(recognizer)
            switch to {
            case .possible: began.remove(id)
            case .began:
                began.insert(id)
                ends[id] = .began
            case .changed: ends[id] = .changed
            case .ended: ends[id] = began.contains(id) ? .ended : .recognized
            case .cancelled: ends[id] = .cancelled
            case .failed: ends[id] = .failed
            }
        case .controlEvents(let control, let events):
            let name = runtime.traceName(of: control)
            for event in events.names { controlEvents.append(GestureOutcome.ControlEvent(control: name, event: event)) }
        default:
            break
        }
    }

    private func path(to view: UIView) -> [String] {
        var path: [String] = []
        var current: UIView? = view
        while let each = current {
            path.append(runtime.traceName(of: each))
            current = each.superview
        }
        return path.reversed()
    }

    // MARK: Reading

    /// What the recording did: touch-downs, every scene recognizer's end, control events.
    public var outcome: GestureOutcome {
        var recognizers: [GestureOutcome.RecognizerEnd] = []
        for view in runtime.allViews {
            for recognizer in view.gestureRecognizers ?? [] {
                recognizers.append(
                    GestureOutcome.RecognizerEnd(
                        name: recognizer.traceName, state: ends[ObjectIdentifier(recognizer)] ?? .untouched))
            }
        }
        return GestureOutcome(touchDowns: touchDowns, recognizers: recognizers, controlEvents: controlEvents)
    }

    /// The recording's timeline: a lane per finger and per recognizer on the touches' paths, and the
    /// views' touch deliveries, each step with its time and cause.
    public var timeline: GestureTimeline { GestureTimeline(story: story, samples: samples) }
}
