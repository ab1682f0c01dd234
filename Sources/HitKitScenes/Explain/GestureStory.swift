import HitKit

/// Records a touch script's dispatch and tells its gesture side as ``GestureNote``s: built from
/// HitKit's trace events (`DispatchTraceEvent`) and the recognizers' public properties only.
@MainActor
final class GestureStory: DispatchObserver {
    private typealias Entry = GestureStoryLog.Entry

    let runtime: SceneRuntime
    private(set) var entries = GestureStoryLog()
    /// How many recorded entries have been read, recording and telling included.
    var entriesRead: Int { entries.reads.count }
    /// How many entries were recorded.
    var entryCount: Int { entries.count }
    /// The lookups, filled as the entries arrive.
    private var index = GestureStoryIndex()
    /// Per recognizer, how far ``movement(for:before:)`` has read the touch phases.
    private var movements: [ObjectIdentifier: Movement] = [:]
    /// The views by accessibility identifier (the first in document order), made when first needed.
    private var viewsByIdentifier: [String: UIView]?

    init(runtime: SceneRuntime) {
        self.runtime = runtime
    }

    func dispatch(_ event: DispatchTraceEvent) {
        let time = runtime.application.clock.now
        index.record(event, at: entries.count, time: time)
        entries.append(Entry(event: event, time: time))
    }

    private func name(_ responder: UIResponder?) -> String {
        responder.map { runtime.traceName(of: $0) } ?? "nothing"
    }

    /// One note and the trace entry it tells about (its time is the entry's).
    struct Step {
        let note: GestureNote
        let entry: Int
    }

    /// The notes, in the order the steps happened.
    func notes() -> [GestureNote] { steps().map(\.note) }

    /// The notes with their entries: the touches' and recognizers' steps in order, then what the touched
    /// views got and whether their controls' actions ran.
    func steps() -> [Step] {
        var notes: [GestureNote] = []
        var entryIndices: [Int] = []
        var decided: Set<ObjectIdentifier> = []
        for (index, entry) in entries.enumerated() {
            defer { while entryIndices.count < notes.count { entryIndices.append(index) } }
            switch entry.event {
            case .touchBound(let touch, let view):
                let start = startLocation(of: touch).map { " at \(ExplanationFormat.point($0))" } ?? ""
                notes.append(
                    GestureNote(
                        kind: .touchBound, subject: name(view), cause: nil,
                        text: "touch \(touch.pointerID) goes down\(start) and lands on \(name(view))"))
            case .touchWithheld(let touch, let view, let reason):
                notes.append(
                    GestureNote(
                        kind: .touchWithheld, subject: name(view), cause: nil,
                        text: "touch \(touch.pointerID) is bound to \(name(view)) but not delivered: \(reason)"))
            case .gestureDecision(let decision):
                if let note = note(for: decision, at: index) { notes.append(note) }
                if decision.outcome == .failed || decision.outcome == .cancelled {
                    decided.insert(ObjectIdentifier(decision.recognizer))
                }
            case .gestureStateChanged(let recognizer, let from, let to):
                let id = ObjectIdentifier(recognizer)
                switch to {
                case .ended where from == .possible, .began:
                    let kind = to == .began ? "began (its gesture is under way)" : "recognized"
                    notes.append(
                        GestureNote(
                            kind: .recognized, subject: recognizer.traceName, cause: nil,
                            text: "\(recognizer.traceName) \(kind)"))
                case .failed where !decided.contains(id):
                    notes.append(
                        GestureNote(
                            kind: .failed, subject: recognizer.traceName, cause: nil,
                            text: "\(recognizer.traceName) failed: \(ownFailure(of: recognizer, before: index))"))
                case .possible:
                    decided.remove(id)
                default:
                    break
                }
            default:
                break
            }
        }
        return zip(notes, entryIndices).map { Step(note: $0, entry: $1) } + viewNotes()
    }

    private func note(for decision: GestureDecision, at index: Int) -> GestureNote? {
        let subject = decision.recognizer.traceName
        let cause = decision.cause?.traceName
        switch decision.outcome {
        case .notReceiving:
            return GestureNote(
                kind: .notReceiving, subject: subject, cause: nil,
                text: "\(subject) does not receive the touch: \(decision.reason)")
        case .waiting:
            return GestureNote(
                kind: .waiting, subject: subject, cause: cause, text: "\(subject) waits: \(decision.reason)")
        case .resumed:
            return GestureNote(
                kind: .resumed, subject: subject, cause: cause, text: "\(subject) may recognize now: \(decision.reason)"
            )
        case .failed:
            return GestureNote(
                kind: .failed, subject: subject, cause: cause ?? refusingControl(decision).map(name),
                text: "\(subject) failed: \(failureText(decision))")
        case .cancelled:
            return GestureNote(
                kind: .cancelled, subject: subject, cause: cause, text: "\(subject) was cancelled: \(decision.reason)")
        case .cancelledTouchesInView:
            let views = cancelledViews(after: index)
            let who = views.isEmpty ? "the views under it" : views.joined(separator: ", ")
            return GestureNote(
                kind: .touchesCancelled, subject: subject, cause: views.first,
                text: "\(subject) cancels the touches of \(who) (cancelsTouchesInView), "
                    + "so \(views.count == 1 ? "it gets" : "they get") touchesCancelled")
        }
    }

    /// The control whose `gestureRecognizerShouldBegin(_:)` refused the recognizer, if that is
    /// why it failed.
    private func refusingControl(_ decision: GestureDecision) -> UIControl? {
        let suffix = ".gestureRecognizerShouldBegin(_:) returned false"
        guard decision.reason.hasSuffix(suffix) else { return nil }
        let refuser = String(decision.reason.dropLast(suffix.count))
        if viewsByIdentifier == nil {
            var views: [String: UIView] = [:]
            for view in runtime.allViews {
                if let identifier = view.accessibilityIdentifier, views[identifier] == nil { views[identifier] = view }
            }
            viewsByIdentifier = views
        }
        return viewsByIdentifier?[refuser] as? UIControl
    }

    private func failureText(_ decision: GestureDecision) -> String {
        if let control = refusingControl(decision) {
            let gesture = decision.recognizer is UITapGestureRecognizer ? "single tap" : "drag along it"
            return "the control \(name(control)) refuses a parent's \(gesture) on itself "
                + "(gestureRecognizerShouldBegin returns false), so the control keeps the touch"
        }
        return decision.reason
    }

    private func cancelledViews(after index: Int) -> [String] {
        var views: [String] = []
        for entry in entries[(index + 1)...] {
            switch entry.event {
            case .touchesDelivered(.cancelled, let responder, _):
                if !views.contains(name(responder)) { views.append(name(responder)) }
            case .touchesDelivered, .touchesForwarded, .controlEvents, .gestureStateChanged: continue
            default: return views
            }
        }
        return views
    }

    // MARK: Failures a recognizer decides by itself

    private func startLocation(of touch: UITouch) -> CGPoint? { index.startLocation(of: touch) }

    /// What ``movement(for:before:)`` has measured for one recognizer, up to a place in the touch phases.
    private struct Movement {
        var position = 0
        var starts: [ObjectIdentifier: CGPoint] = [:]
        var farthest: CGFloat = 0
        var firstDown: TimeInterval?
        var down: [ObjectIdentifier: UITouch] = [:]
    }

    /// How far the touches on `recognizer`'s view moved from where they went down, before event
    /// `index`; how long the first of them had been down (the first touch since no finger was down, so
    /// an earlier gesture of the script does not count); and which are still down.
    ///
    /// The notes ask in the order of the entries, so each recognizer's measure goes on from where it
    /// stopped: every touch phase is read once per recognizer that fails by itself.
    private func movement(for recognizer: UIGestureRecognizer, before index: Int) -> (
        distance: CGFloat, held: TimeInterval, down: [UITouch]
    ) {
        let key = ObjectIdentifier(recognizer)
        var measure = movements[key] ?? Movement()
        let phases = self.index.touchPhases
        if measure.position > 0, phases[measure.position - 1] >= index { measure = Movement() }
        while measure.position < phases.count, phases[measure.position] < index {
            let entry = entries[phases[measure.position]]
            measure.position += 1
            guard case .touchPhase(let touch, let phase, let location) = entry.event else { continue }
            guard let view = touch.view, let owner = recognizer.view, view.isDescendant(of: owner) else { continue }
            let id = ObjectIdentifier(touch)
            if phase == .began {
                if measure.down.isEmpty { measure.firstDown = entry.time }
                measure.down[id] = touch
                measure.starts[id] = location
            } else if let start = measure.starts[id] {
                measure.farthest = max(measure.farthest, hypot(location.x - start.x, location.y - start.y))
                if phase == .ended || phase == .cancelled { measure.down.removeValue(forKey: id) }
            }
        }
        movements[key] = measure
        let held = measure.firstDown.map { entries[index].time - $0 } ?? 0
        return (measure.farthest, held, measure.down.values.sorted { $0.pointerID < $1.pointerID })
    }

    private func ownFailure(of recognizer: UIGestureRecognizer, before index: Int) -> String {
        let (distance, held, down) = movement(for: recognizer, before: index)
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if distance > HitKitDefaults.tapMovementTolerance {
                return "the finger moved \(ExplanationFormat.number(distance)) points, past the tap's "
                    + "\(ExplanationFormat.number(HitKitDefaults.tapMovementTolerance))-point limit"
            }
            if held > HitKitDefaults.tapMaximumPressDuration {
                return "the finger stayed down longer than a tap "
                    + "(\(ExplanationFormat.number(HitKitDefaults.tapMaximumPressDuration)) s)"
            }
            if tap.numberOfTapsRequired > 1 {
                return "it needs \(tap.numberOfTapsRequired) taps and the next one did not come within "
                    + "\(ExplanationFormat.number(HitKitDefaults.multiTapInterval)) s"
            }
            return "its touches did not make a \(tap.numberOfTouchesRequired)-finger tap"
        case let press as UILongPressGestureRecognizer:
            if distance > press.allowableMovement {
                return "the finger moved \(ExplanationFormat.number(distance)) points, past its allowableMovement "
                    + "(\(ExplanationFormat.number(press.allowableMovement)))"
            }
            let duration = ExplanationFormat.number(press.minimumPressDuration)
            return "the finger lifted before minimumPressDuration (\(duration) s)"
        case let pan as UIPanGestureRecognizer:
            if let scrollView = pan.view as? UIScrollView, pan === scrollView.panGestureRecognizer, !down.isEmpty {
                return scrollPanRefusal(scrollView, down: down)
            }
            return "the fingers lifted before moving far enough to pan"
        case _ where isContentTouchDelay(recognizer):
            let delay = HitKitDefaults.scrollViewContentTouchDelay
            if held + 1e-9 >= delay {
                return "the scroll view's \(ExplanationFormat.number(delay)) s content-touch delay "
                    + "(delaysContentTouches) passed with the finger still down and no pan, so it lets the content's "
                    + "held touchesBegan through"
            }
            return "the finger lifted within the scroll view's \(ExplanationFormat.number(delay)) s content-touch "
                + "delay (delaysContentTouches), so it lets the content's held touchesBegan through with the touchesEnded"
        default:
            return "its touches did not make a \(type(of: recognizer))"
        }
    }

    /// Why a scroll view's pan failed while its fingers were still down: a view of the content that already
    /// got `touchesBegan` keeps the touch (the scroll view's own answers, `canCancelContentTouches` and
    /// `touchesShouldCancel(in:)`), or else the content cannot move along the drag.
    private func scrollPanRefusal(_ scrollView: UIScrollView, down: [UITouch]) -> String {
        for touch in down {
            guard let view = touch.view, view !== scrollView, delivery(.began, touch, to: view) != nil else { continue }
            if !scrollView.canCancelContentTouches {
                return "\(name(view)) already has the touch and the scroll view's canCancelContentTouches is false"
            }
            if !scrollView.touchesShouldCancel(in: view) {
                let why = view is UIControl ? " (a control keeps a touch it is tracking)" : ""
                return "\(name(view)) already has the touch and touchesShouldCancel(in:) returned false\(why), "
                    + "so the scroll view does not scroll"
            }
        }
        return "the content cannot scroll along the drag's direction"
    }

    /// Whether `recognizer` is a scroll view's private recognizer that delays its content's touches: on a
    /// `UIScrollView`, holding `touchesBegan`, and neither its pan nor its pinch.
    private func isContentTouchDelay(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = recognizer.view as? UIScrollView else { return false }
        return recognizer !== scrollView.panGestureRecognizer && recognizer !== scrollView.pinchGestureRecognizer
            && recognizer.delaysTouchesBegan
    }

    // MARK: What the touched views got

    private func viewNotes() -> [Step] {
        var notes: [Step] = []
        for touch in index.boundTouches {
            guard let view = boundView(of: touch) else { continue }
            notes += deliveryNotes(for: touch, view: view)
            if let control = view as? UIControl {
                notes.append(Step(note: actionNote(for: control, touch: touch), entry: boundIndex(of: touch) ?? 0))
            }
        }
        return notes
    }

    private func boundView(of touch: UITouch) -> UIView? { index.binding(of: touch)?.view }

    private func phaseTime(_ touch: UITouch, _ phase: UITouch.Phase) -> TimeInterval? {
        index.phaseTime(touch, phase)
    }

    /// The first delivery of `phase` to `view` with `touch`, and the entry index.
    private func delivery(_ phase: UITouch.Phase, _ touch: UITouch, to view: UIView) -> (TimeInterval, Int)? {
        index.delivery(phase, touch, to: view)
    }

    /// The last recognizer to fail before entry `index`.
    private func lastFailure(before index: Int) -> UIGestureRecognizer? { self.index.lastFailure(before: index) }

    private func deliveryNotes(for touch: UITouch, view: UIView) -> [Step] {
        var notes: [Step] = []
        let subject = name(view)
        let delaying = recognizers(over: view).filter(\.delaysTouchesBegan)
        if let down = phaseTime(touch, .began) {
            if let (time, index) = delivery(.began, touch, to: view), time > down {
                let until = lastFailure(before: index)
                let note = GestureNote(
                    kind: .touchesDelayed, subject: subject, cause: until?.traceName,
                    text: "\(subject) got touchesBegan \(ExplanationFormat.number(time - down)) s late"
                        + (until.map { ", when \($0.traceName) failed" } ?? "")
                        + " (delaysTouchesBegan)")
                notes.append(Step(note: note, entry: index))
            } else if delivery(.began, touch, to: view) == nil, let holder = delaying.first {
                let winner = recognized(over: view, after: touch)
                let how =
                    winner.map {
                        $0 === holder ? "and recognized" : "until \($0.traceName) recognized and cancelled it"
                    }
                    ?? "and recognized"
                let note = GestureNote(
                    kind: .touchesHeld, subject: subject, cause: (winner ?? holder).traceName,
                    text: "\(subject) never got touchesBegan: \(holder.traceName) held it (delaysTouchesBegan) \(how)")
                notes.append(Step(note: note, entry: boundIndex(of: touch) ?? 0))
            }
        }
        if let up = phaseTime(touch, .ended), let (time, index) = delivery(.ended, touch, to: view), time > up {
            let until = lastFailure(before: index)
            let note = GestureNote(
                kind: .touchesDelayed, subject: subject, cause: until?.traceName,
                text: "\(subject) got touchesEnded \(ExplanationFormat.number(time - up)) s late"
                    + (until.map { ", when \($0.traceName) failed" } ?? "") + " (delaysTouchesEnded)")
            notes.append(Step(note: note, entry: index))
        }
        return notes
    }

    /// The first recognizer on `view` or its ancestors to begin or recognize after `touch` was bound.
    private func recognized(over view: UIView, after touch: UITouch) -> UIGestureRecognizer? {
        guard let start = boundIndex(of: touch) else { return nil }
        return index.firstRecognition(among: recognizers(over: view), from: start)
    }

    private func boundIndex(of touch: UITouch) -> Int? { index.binding(of: touch)?.index }

    /// The enabled recognizers on `view` and its ancestors.
    private func recognizers(over view: UIView) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let each = current {
            result += (each.gestureRecognizers ?? []).filter(\.isEnabled)
            current = each.superview
        }
        return result
    }

    private func actionNote(for control: UIControl, touch: UITouch) -> GestureNote {
        var sent: UIControl.Event = []
        var cancelIndex: Int?
        // The control's events from this touch's binding to the next touch bound to the same control.
        let start = boundIndex(of: touch) ?? 0
        for (index, events) in index.events(of: control, from: start, touch: touch) {
            sent.formUnion(events)
            if events.contains(.touchCancel), cancelIndex == nil { cancelIndex = index }
        }
        let subject = name(control)
        // A value control (a stepper, a segmented control, a switch, …) acts through valueChanged.
        if sent.contains(.valueChanged) {
            return GestureNote(
                kind: .action, subject: subject, cause: nil, text: "\(subject) sent valueChanged: its value changed")
        }
        if sent.contains(.touchUpInside) {
            return GestureNote(
                kind: .action, subject: subject, cause: nil,
                text: "\(subject) sent touchUpInside: its action ran")
        }
        let why: String
        var cause: String?
        if let cancelIndex {
            let canceller = index.lastCancellation(before: cancelIndex)
            cause = canceller?.traceName
            why = "its touch was cancelled" + (canceller.map { " by \($0.traceName) (cancelsTouchesInView)" } ?? "")
        } else if sent.contains(.touchUpOutside) {
            why = "the touch ended outside it (touchUpOutside)"
        } else if !control.isEnabled {
            why = "it is disabled"
        } else if delivery(.began, touch, to: control) == nil {
            why = "it never got touchesBegan"
        } else {
            why = "it never got the end of the touch"
        }
        return GestureNote(
            kind: .noAction, subject: subject, cause: cause, text: "\(subject) did not send touchUpInside: \(why)")
    }
}
