@_spi(HitKitTools) import HitKit

/// Watches an application's key presses for a chaos run and checks UIKit's delivery rules for
/// them (see HitKit's "Keyboard input" article): each press HitKit delivers `pressesBegan` for
/// ends exactly once at that responder — `pressesEnded` or `pressesCancelled` — and nothing comes
/// after; a responder that leaves its window, or stops being the first responder it was, while a
/// press is delivered to it has had `pressesCancelled` by the end of the step; after
/// `cancelAllPresses()` no press that was down before it is active or open; once settled, every
/// press that began is ended or cancelled. Costs O(presses open) per check.
@MainActor
final class ChaosPressLedger: DispatchObserver {
    private struct Record {
        let press: UIPress
        let responder: UIResponder
        /// The responder was its window's first responder when the press began.
        let wasFirstResponder: Bool
        /// The responder was a view in a window when the press began (a key window moved into a view
        /// outside any window is not): only such a responder can leave its window mid-press.
        let beganInWindow: Bool
        /// The order presses began in, for reports.
        let order: Int
        var isOpen = true
    }

    let application: UIApplication
    private var records: [ObjectIdentifier: Record] = [:]
    /// Every press whose `began` phase was traced, to check its phase once settled.
    private var began: [ObjectIdentifier: UIPress] = [:]
    private(set) var violations: [String] = []
    /// How many presses began at a responder, ended there and were cancelled there.
    private(set) var counts = (began: 0, ended: 0, cancelled: 0)
    /// The presses active, and those open at a responder, when `cancelAllPresses()` was called.
    private var pressesBeforeCancel: Set<ObjectIdentifier> = []
    private var recordsBeforeCancel: Set<ObjectIdentifier> = []

    init(application: UIApplication) {
        self.application = application
    }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .pressPhase(let press, let phase) where phase == .began:
            began[ObjectIdentifier(press)] = press
        case .pressesDelivered(let phase, let responder, let presses):
            for press in presses { delivered(phase, press, to: responder) }
        default:
            break
        }
    }

    private func delivered(_ phase: UIPress.Phase, _ press: UIPress, to responder: UIResponder) {
        let key = ObjectIdentifier(press)
        let what = "presses\(Self.name(phase)) for \(Self.name(press)) to \(Self.name(responder))"
        guard phase != .began else {
            if records[key] != nil { report("\(what): the press had already begun") }
            records[key] = Record(
                press: press, responder: responder, wasFirstResponder: responder.isFirstResponder,
                beganInWindow: (responder as? UIView)?.window != nil, order: counts.began)
            counts.began += 1
            return
        }
        guard var record = records[key] else {
            report("\(what): no pressesBegan came before")
            return
        }
        if record.responder !== responder { report("\(what): it began at \(Self.name(record.responder))") }
        guard phase == .ended || phase == .cancelled else {
            if !record.isOpen { report("\(what): the press had already ended") }
            return
        }
        if !record.isOpen {
            report("\(what): the press had already ended or been cancelled")
            return
        }
        record.isOpen = false
        records[key] = record
        if phase == .ended { counts.ended += 1 } else { counts.cancelled += 1 }
    }

    /// After a step: a press still open is at a responder still in a window, and still the first
    /// responder if it was one when the press began.
    func checkStep() {
        for record in openRecords {
            if let view = record.responder as? UIView, record.beganInWindow, view.window == nil {
                report(
                    "\(Self.name(record.responder)) left its window while \(Self.name(record.press)) was down, "
                        + "without pressesCancelled")
            } else if record.wasFirstResponder, !record.responder.isFirstResponder {
                report(
                    "\(Self.name(record.responder)) stopped being first responder while \(Self.name(record.press)) "
                        + "was down, without pressesCancelled")
            }
        }
        // A press reported once is forgotten, so one mistake is one violation.
        for record in openRecords where !violations.isEmpty && !Self.stillValid(record) {
            records[ObjectIdentifier(record.press)]?.isOpen = false
        }
    }

    /// Before the host's `cancelAllPresses()`: remembers the presses it must cancel. A handler may
    /// press a key while the cancellation is delivered; that press begins after it and stays.
    func willCancelAll() {
        pressesBeforeCancel = Set(application.activePresses.map(ObjectIdentifier.init))
        recordsBeforeCancel = Set(openRecords.map { ObjectIdentifier($0.press) })
    }

    /// After the host's `cancelAllPresses()`: no press that was active or open before it still is.
    func checkAllCancelled() {
        for press in application.activePresses where pressesBeforeCancel.contains(ObjectIdentifier(press)) {
            report("\(Self.name(press)) is still active after cancelAllPresses()")
        }
        for record in openRecords where recordsBeforeCancel.contains(ObjectIdentifier(record.press)) {
            report(
                "\(Self.name(record.press)) at \(Self.name(record.responder)) got neither pressesEnded nor "
                    + "pressesCancelled after cancelAllPresses()")
        }
    }

    /// Once every key is up: no press is active, every press delivered ended or was cancelled,
    /// and every press that began has the phase it ended with.
    func checkSettled() {
        for press in application.activePresses { report("\(Self.name(press)) is still active") }
        for record in openRecords {
            report("\(Self.name(record.responder)) saw \(Self.name(record.press)) begin and never end or be cancelled")
        }
        for press in began.values where press.phase != .ended && press.phase != .cancelled {
            report("\(Self.name(press)) is still \(Self.name(press.phase).lowercased()) once every key is up")
        }
        records.removeAll()
        began.removeAll()
    }

    private var openRecords: [Record] {
        records.values.filter(\.isOpen).sorted { $0.order < $1.order }
    }

    private static func stillValid(_ record: Record) -> Bool {
        if let view = record.responder as? UIView, record.beganInWindow, view.window == nil { return false }
        return !record.wasFirstResponder || record.responder.isFirstResponder
    }

    private func report(_ violation: String) {
        violations.append(violation)
    }

    private static func name(_ press: UIPress) -> String {
        "the press of \(press.key.map { "\($0.keyCode)" } ?? "no key")"
    }

    private static func name(_ phase: UIPress.Phase) -> String {
        switch phase {
        case .began: "Began"
        case .changed: "Changed"
        case .stationary: "Stationary"
        case .ended: "Ended"
        case .cancelled: "Cancelled"
        }
    }

    private static func name(_ responder: UIResponder) -> String {
        if let view = responder as? UIView { return TraceFormat.viewName(view) }
        return "\(type(of: responder))"
    }
}
