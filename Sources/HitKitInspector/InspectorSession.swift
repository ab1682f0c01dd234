import Foundation
import HitKit
import HitKitScenes

/// One inspector client's session: its own `UIApplication` running the scene, fed by the page's messages and
/// answering them (see <doc:TheInspectorProtocol>).
///
/// ```
///  page ──text──▶ server ──receive(_:receivedAt:)──▶ InspectorSession ──send/advanceTime──▶ UIApplication
///  page ◀──text── server ◀────────── [String] ───────────┘  ◀── DispatchObserver (InspectorTracer) ──┘
/// ```
///
/// The server calls only ``start()``, ``receive(_:receivedAt:)`` and ``receiveOversized(byteCount:)``, and sends
/// every string they return to the page, in order. Every message is checked (``InspectorMessage/decode(_:limits:)``
/// and the rate limit); a bad one is answered with an `error` message and the session goes on as before.
///
/// The application runs on a `ManualClock` that only the messages move: an `input` sample's or a `tick`'s page
/// time `t` (milliseconds) becomes `(t - t0) / 1000 + 1` seconds, where `t0` is the first input's time, never
/// going backwards. `receivedAt` only meters the rate; the wall clock is never read.
@MainActor
public final class InspectorSession {
    /// The limits the session holds its client to.
    public let limits: InspectorLimits

    /// The scene's name, as the page shows it.
    var name: String
    /// The scene's text, as the page's editor shows it.
    var yaml: String
    /// The scene file the runtime was built from.
    var file: SceneFile
    /// The running scene.
    var runtime: SceneRuntime
    /// Watches ``runtime``'s application.
    var tracer: InspectorTracer
    /// Records the gesture on ``runtime``: its outcome and timeline.
    var recorder: GestureRecorder
    /// Counts scene changes, so that a hit map knows whether the scene changed since the last one.
    var sceneVersion = 0
    /// An error to send with the first messages (the starting scene did not load).
    private var startError: InspectorError?

    /// The first input's page time, in milliseconds; `nil` before any input.
    var timeOrigin: Double?
    /// The last virtual time given to the application.
    var lastTime: TimeInterval = 1
    /// The gesture being recorded: from a touch-down with nothing pending until the last finger lifts.
    var recording: RecordedGesture?
    /// The last gesture whose fingers have all lifted.
    var lastGesture: RecordedGesture?
    /// The samples sent to the live scene since it was installed, so a timeline frame replays what came before
    /// its gesture too; `nil` once they pass ``InspectorLimits/maximumRecordedSamples``.
    var history: [PointerSample]? = []
    /// The last `trace` message's live state, to send a new one only when something changed.
    var lastLiveState = ""
    /// The fixes the last hover offered.
    var offeredFixes: [TouchFix] = []
    /// The last hover's point, scene version and answer: the same hover again is answered at once.
    var lastHover: (point: CGPoint, version: Int, reply: InspectorJSON, fixes: [TouchFix])?
    /// The last hit map sent, and the scene version it was made on.
    var lastHitMap: (map: SceneHitMap, version: Int)?

    private var rateTokens: Double
    private var rateTime: Double?
    private var isDroppingForRate = false

    /// A session on `scene`; nothing is sent until ``start()``.
    public init(scene: InspectorScene, limits: InspectorLimits = .init()) {
        self.limits = limits
        rateTokens = Double(limits.maximumMessagesPerSecond)
        name = scene.name
        yaml = scene.text
        let loaded: (SceneFile, SceneRuntime)
        do {
            if let id = scene.exampleID, scene.text.isEmpty { _ = try BuiltInScenes.scene(id: id) }
            loaded = try Self.load(scene.text, name: scene.name)
        } catch {
            startError = InspectorError(sceneError: error)
            loaded = Self.emptyScene(name: scene.name)
        }
        (file, runtime) = loaded
        tracer = InspectorTracer(runtime: loaded.1, maximumEvents: limits.maximumTraceEventsPerReply)
        runtime.application.addObserver(tracer)
        recorder = GestureRecorder(runtime: loaded.1, keepsEveryGesture: true)
    }

    /// The first messages to send the page: the `scene` message (and an `error` if the scene did not load).
    ///
    /// - Complexity: O(*n*) in the scene's views.
    public func start() -> [String] {
        [sceneMessage().text] + (startError.map { [$0.json.text] } ?? [])
    }

    /// Handles one text message from the page and returns the replies, in order.
    ///
    /// - Parameters:
    ///   - text: The message.
    ///   - receivedAt: The transport's monotonic time, in seconds, when the message came; used for the rate
    ///     limit only.
    /// - Complexity: Decoding is O(*m*) in the message's length; see each message in <doc:TheInspectorProtocol>.
    public func receive(_ text: String, receivedAt: Double) -> [String] {
        if let refusal = meterRate(at: receivedAt) { return refusal }
        let message: InspectorMessage
        do {
            message = try InspectorMessage.decode(text, limits: limits)
        } catch {
            return [error.json.text]
        }
        return handle(message).map(\.text)
    }

    /// Answers a message the transport refused because it was over ``InspectorLimits/maximumMessageBytes``:
    /// an `error`; the session goes on.
    public func receiveOversized(byteCount: Int) -> [String] {
        [
            InspectorError("message of \(byteCount) bytes is over the limit of \(limits.maximumMessageBytes)").json
                .text
        ]
    }

    private func handle(_ message: InspectorMessage) -> [InspectorJSON] {
        switch message {
        case .input(let samples): return input(samples)
        case .tick(let time): return tick(time)
        case .hover(let point): return [hover(at: point)]
        case .hitMap(let step): return [hitMap(step: step)]
        case .edit(let yaml): return replaceScene(yaml: yaml)
        case .toggle(let toggle): return self.toggle(toggle)
        case .fix(let index): return fix(index)
        case .example(let id): return example(id)
        case .replay: return [replay()]
        case .timeline(let index): return [frame(index)]
        case .export(let name): return [export(name)]
        }
    }

    /// `nil` when a message at `time` is within the rate; else the replies for a dropped message (an `error` for
    /// the first one dropped in a row, nothing for the rest).
    private func meterRate(at time: Double) -> [String]? {
        let rate = Double(limits.maximumMessagesPerSecond)
        let now = time.isFinite ? max(time, rateTime ?? time) : (rateTime ?? 0)
        rateTokens = min(rate, rateTokens + (now - (rateTime ?? now)) * rate)
        rateTime = now
        guard rateTokens >= 1 else {
            defer { isDroppingForRate = true }
            if isDroppingForRate { return [] }
            return [
                InspectorError(
                    "more than \(limits.maximumMessagesPerSecond) messages a second: dropping messages until the "
                        + "rate falls"
                ).json.text
            ]
        }
        rateTokens -= 1
        isDroppingForRate = false
        return nil
    }

    // MARK: Scenes

    /// Reads `text` (YAML, JSON or a dump) and builds it.
    static func load(_ text: String, name: String) throws(SceneFileError) -> (SceneFile, SceneRuntime) {
        let file = try SceneFile.load(text, file: name)
        return (file, try file.makeRuntime())
    }

    /// A scene with one empty window, for a session whose scene did not load.
    static func emptyScene(name: String) -> (SceneFile, SceneRuntime) {
        // An empty `views` list always builds.
        let file = try! SceneFile.load("views: []\n", file: name)
        return (file, try! file.makeRuntime())
    }

    /// Makes `file` (with text `yaml`) the session's scene: a fresh application, the gesture in progress
    /// forgotten (the last recorded one is kept for what-if).
    func install(_ file: SceneFile, runtime: SceneRuntime, yaml: String) {
        self.runtime.application.removeObserver(tracer)
        recorder.stop()
        self.runtime.onLog = nil
        self.file = file
        self.runtime = runtime
        self.yaml = yaml
        tracer = InspectorTracer(runtime: runtime, maximumEvents: limits.maximumTraceEventsPerReply)
        runtime.application.addObserver(tracer)
        recorder = GestureRecorder(runtime: runtime, keepsEveryGesture: true)
        recording = nil
        history = []
        offeredFixes = []
        lastLiveState = ""
        sceneVersion += 1
    }

    /// The `scene` message: the scene's name and text, the examples, and its drawing.
    func sceneMessage() -> InspectorJSON {
        let drawing = SceneDrawing(runtime: runtime)
        return .object([
            ("type", .string("scene")), ("name", .string(name)), ("yaml", .string(yaml)),
            ("examples", InspectorExamples.json), ("items", .array(drawing.items.map(\.json))),
            ("leftOut", .array(drawing.leftOutNames.map(InspectorJSON.string))),
            ("bounds", drawing.boundsJSON),
        ])
    }
}

extension InspectorError {
    /// The error for a scene that did not load: its message, line, column and field.
    init(sceneError error: SceneFileError) {
        self.init(
            error.message, field: error.path.isEmpty ? nil : error.path, line: error.line > 0 ? error.line : nil,
            column: error.column > 0 ? error.column : nil)
    }
}
