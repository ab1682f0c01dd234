import HitKit

/// What a gesture did to a scene: where each finger landed, how each of the scene's gesture
/// recognizers ended, and the events its controls sent — the part of a recording an exported test
/// asserts and a what-if replay compares (``GestureOutcomeDiff``).
///
/// ```swift
/// let runtime = try SceneFile.load(yaml, file: "card.yaml").makeRuntime()
/// let outcome = GestureOutcome(replaying: samples, on: runtime)
/// outcome.touchDowns.map(\.view)   // ["frontButton"]
/// ```
///
/// Built by a ``GestureRecorder`` from HitKit's public dispatch trace (a `DispatchObserver`); it
/// re-implements no rule.
public struct GestureOutcome: Sendable, Hashable, Codable {
    /// One finger going down: which view the hit test bound it to.
    public struct TouchDown: Sendable, Hashable, Codable {
        /// The host's pointer id.
        public var pointerID: Int
        /// The hit view's scene name (its trace name if it has none); `nil` when nothing was hit.
        public var view: String?
        /// The hit path, from the window down to the hit view (empty when nothing was hit).
        public var path: [String]

        /// Creates a touch-down record.
        public init(pointerID: Int, view: String?, path: [String]) {
            self.pointerID = pointerID
            self.view = view
            self.path = path
        }
    }

    /// How a recognizer ended the recording.
    public enum EndState: String, Sendable, Hashable, Codable, CaseIterable {
        /// No touch of the recording was on its view or inside it (or it is disabled).
        case untouched
        /// It saw touches and is still undecided.
        case possible
        /// Its continuous gesture began and is still under way.
        case began
        /// Its continuous gesture changed and is still under way.
        case changed
        /// Its discrete gesture was recognized (UIKit's `.recognized`, the same value as `.ended`).
        case recognized
        /// Its continuous gesture ended.
        case ended
        /// It failed.
        case failed
        /// Its continuous gesture was cancelled.
        case cancelled
    }

    /// One of the scene's recognizers and how it ended.
    public struct RecognizerEnd: Sendable, Hashable, Codable {
        /// Its scene name (`name:` in the file), or its trace name if it has none.
        public var name: String
        /// The last state it reached other than `possible` (it resets to `possible` after
        /// deciding), `possible` if it saw touches and never decided, `untouched` if it saw none.
        public var state: EndState

        /// Creates a recognizer record.
        public init(name: String, state: EndState) {
            self.name = name
            self.state = state
        }
    }

    /// One event a control sent to its actions.
    public struct ControlEvent: Sendable, Hashable, Codable {
        /// The control's scene name (its trace name if it has none).
        public var control: String
        /// The event as UIKit spells it: `touchDown`, `touchDragExit`, `touchUpInside`, `valueChanged`…
        public var event: String

        /// Creates a control-event record.
        public init(control: String, event: String) {
            self.control = control
            self.event = event
        }
    }

    /// Every finger that went down, in order.
    public var touchDowns: [TouchDown]
    /// Every recognizer of the scene, in document order (views depth first, each view's recognizers in order).
    public var recognizers: [RecognizerEnd]
    /// The control events, in the order they were sent (a set sent at once in UIKit's declaration order).
    public var controlEvents: [ControlEvent]

    /// Creates an outcome from its parts.
    public init(touchDowns: [TouchDown] = [], recognizers: [RecognizerEnd] = [], controlEvents: [ControlEvent] = []) {
        self.touchDowns = touchDowns
        self.recognizers = recognizers
        self.controlEvents = controlEvents
    }

    /// Replays `samples` on `runtime` through `UIApplication.send(_:)` and records what happened.
    ///
    /// The samples are sent as a ``GestureRecorder`` sends them (fingers that change at one time make
    /// one event; a time that is not finite or goes backwards counts as the time before it, as HitKit's
    /// clock takes it); then the clock runs one more second past the last sample, so pending timers
    /// (a double tap's timeout, a long press) fire, and `runtime.finish()` ends the scene.
    ///
    /// - Complexity: Linear in the samples, plus the dispatch's own work.
    @MainActor
    public init(replaying samples: [PointerSample], on runtime: SceneRuntime) {
        self.init(replaying: samples.map { .pointer($0) }, on: runtime)
    }

    /// Replays `inputs` of every kind — pointer, key, scroll and transform samples in one timeline —
    /// on `runtime` through `UIApplication.send(_:)`, as ``GestureRecorder/send(_:)-([InputSample])``
    /// sends them, and records what happened; then lets the clock run one more second and ends the
    /// scene, as ``init(replaying:on:)-([PointerSample],_)`` does.
    ///
    /// - Complexity: Linear in the inputs, plus the dispatch's own work.
    @MainActor
    public init(replaying inputs: [InputSample], on runtime: SceneRuntime) {
        let recorder = GestureRecorder(runtime: runtime, keepsEveryGesture: true)
        recorder.send(inputs)
        recorder.settle()
        recorder.stop()
        runtime.finish()
        self = recorder.outcome
    }
}
