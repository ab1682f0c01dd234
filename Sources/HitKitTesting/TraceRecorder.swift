import Foundation
import HitKit

/// Records every step of an application's dispatch pipeline, in order, as events and as readable
/// one-line strings — the test double for HitKit's `DispatchObserver`, like SwiftNIO's
/// recording handlers.
///
/// ```swift
/// let recorder = TraceRecorder(application: app)
/// try generator.fingerTap(at: CGPoint(x: 20, y: 20))
/// recorder.lines(.deliveries)   // ["touchesBegan → <child> [touch 1]", "touchesEnded → <child> [touch 1]"]
/// ```
///
/// Lines name a view by its accessibility identifier when it has one (`<save>`), otherwise by its
/// class (`<BlackView>`); a touch by its pointer id (`touch 1`); a gesture recognizer by its
/// `traceName` (`<double tap>`). Coordinates are rounded to two decimals. See
/// ``line(for:)`` for every form.
///
/// The application holds its observers strongly and the recorder holds the application weakly:
/// a recorder records until ``stop()`` or until the application goes away.
@MainActor
public final class TraceRecorder: DispatchObserver {
    /// One recorded step.
    public struct Entry {
        /// The event as the pipeline reported it.
        public let event: DispatchTraceEvent
        /// Its category.
        public let category: TraceCategory
        /// Its line, written when it was recorded (so later changes to the views do not alter it).
        public let line: String
    }

    /// The application whose pipeline is recorded.
    public private(set) weak var application: UIApplication?

    /// Whether the recorder is attached to its application and recording.
    public private(set) var isRecording = false

    /// Everything recorded since the recorder was created or last cleared, in order.
    public private(set) var entries: [Entry] = []

    /// The categories ``lines`` and ``events`` show; everything by default. Changing it hides or
    /// shows entries already recorded too: every event is recorded whatever the filter.
    public var filter: TraceCategory = .all

    /// While positive, events are ignored: ``EventGenerator`` suspends recording while it checks
    /// whether a view is hittable, so its hit-test does not appear in traces.
    var suspensionCount = 0

    /// Creates a recorder for `application`, recording at once unless `startRecording` is false.
    public init(application: UIApplication, startRecording: Bool = true) {
        self.application = application
        if startRecording { start() }
    }

    /// Attaches to the application and records from now on. Does nothing if already recording.
    public func start() {
        guard !isRecording, let application else { return }
        isRecording = true
        application.addObserver(self)
        Self.register(self)
    }

    /// Detaches from the application; what was recorded stays.
    public func stop() {
        guard isRecording else { return }
        isRecording = false
        application?.removeObserver(self)
        Self.unregister(self)
    }

    /// Forgets everything recorded so far.
    public func clear() {
        entries.removeAll()
    }

    /// The recorded lines in ``filter``'s categories, in order.
    public var lines: [String] { lines(filter) }

    /// The recorded lines in `categories`, in order.
    public func lines(_ categories: TraceCategory) -> [String] {
        entries.filter { categories.contains($0.category) }.map(\.line)
    }

    /// The recorded events in ``filter``'s categories, in order.
    public var events: [DispatchTraceEvent] {
        entries.filter { filter.contains($0.category) }.map(\.event)
    }

    /// The recorded lines in ``filter``'s categories, one per line: ready for a golden file.
    public var text: String { lines.joined(separator: "\n") }

    /// Records `event`. The application calls it for every step of its pipeline; you may call it
    /// yourself to render an event.
    public func dispatch(_ event: DispatchTraceEvent) {
        guard suspensionCount == 0 else { return }
        entries.append(Entry(event: event, category: TraceCategory(of: event), line: Self.line(for: event)))
    }

    // MARK: Live recorders

    private struct WeakRecorder {
        weak var recorder: TraceRecorder?
    }

    private static var recording: [WeakRecorder] = []

    private static func register(_ recorder: TraceRecorder) {
        recording.removeAll { $0.recorder == nil || $0.recorder === recorder }
        recording.append(WeakRecorder(recorder: recorder))
    }

    private static func unregister(_ recorder: TraceRecorder) {
        recording.removeAll { $0.recorder == nil || $0.recorder === recorder }
    }

    /// The recorders recording `application` now.
    static func liveRecorders(of application: UIApplication) -> [TraceRecorder] {
        recording.compactMap(\.recorder).filter { $0.application === application && $0.isRecording }
    }
}
