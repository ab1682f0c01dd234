import HitKit

/// Kinds of `DispatchTraceEvent`, for choosing which lines a ``TraceRecorder`` shows.
///
/// ```swift
/// recorder.lines(.hitTesting)                 // only the hit-test walk
/// recorder.filter = [.deliveries, .controls]  // what `lines` shows from now on
/// ```
public struct TraceCategory: OptionSet, Hashable, Sendable {
    /// The categories' bits.
    public let rawValue: UInt
    /// Creates a set of categories from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Touch phases from the host, window selection, binding and withheld touches.
    public static let touches = TraceCategory(rawValue: 1 << 0)
    /// The hit-test walk: entries, skips, `point(inside:)` answers and results.
    public static let hitTesting = TraceCategory(rawValue: 1 << 1)
    /// Calls of the responders' `touches…` and `presses…` methods by the dispatcher.
    public static let deliveries = TraceCategory(rawValue: 1 << 2)
    /// Forwarding of `touches…` and `presses…` calls up the responder chain.
    public static let forwarding = TraceCategory(rawValue: 1 << 3)
    /// Control events (touchDown, touchUpInside, …).
    public static let controls = TraceCategory(rawValue: 1 << 4)
    /// Gesture recognizer state changes, arbitration decisions and action calls.
    public static let gestures = TraceCategory(rawValue: 1 << 5)
    /// Problems HitKit refused or survived.
    public static let diagnostics = TraceCategory(rawValue: 1 << 6)
    /// Keys from the host, the key commands they performed and the keys text input typed.
    public static let keys = TraceCategory(rawValue: 1 << 7)
    /// Scroll samples from the host (wheel, trackpad), the pan each went to and those it passed
    /// over.
    public static let scrolls = TraceCategory(rawValue: 1 << 8)
    /// Hover samples from the host: a pointer with no contact entering, moving, leaving.
    public static let hover = TraceCategory(rawValue: 1 << 9)
    /// Trackpad pinches and rotations from the host, and the recognizers under the pointer they
    /// did not drive.
    public static let transforms = TraceCategory(rawValue: 1 << 10)
    /// Everything.
    public static let all = TraceCategory(rawValue: (1 << 11) - 1)

    /// The category of `event`.
    @MainActor
    public init(of event: DispatchTraceEvent) {
        switch event {
        case .touchPhase, .windowSelected, .touchBound, .touchWithheld: self = .touches
        case .hitTestEntered, .hitTestSkipped, .hitTestedWhereDrawn, .pointInside, .hitTestReturned:
            self = .hitTesting
        case .touchesDelivered, .pressesDelivered: self = .deliveries
        case .touchesForwarded, .pressesForwarded: self = .forwarding
        case .pressPhase, .keyCommandPerformed, .pressTakenByTextInput: self = .keys
        case .scrollRouted, .scrollSkipped: self = .scrolls
        case .hoverPhase: self = .hover
        case .controlEvents: self = .controls
        case .gestureStateChanged, .gestureDecision, .gestureActionsSent: self = .gestures
        case .diagnostic: self = .diagnostics
        case .transformPhase, .transformSkipped: self = .transforms
        }
    }
}
