import Foundation

/// Turns host hover samples into the states of hover recognizers: the hover stage of
/// ``EventPipeline``, beside the touch and keyboard stages.
///
/// ```
/// hover sample
///     │  validated: a finite location, a pointer that is not down, a zOffset in 0…1
///     ▼
/// [hit-test] UIWindow.hitTest(_:with:), front window first, as for a touch-down
///     ▼
/// [receivers] the hover recognizers of the view hit and its ancestors, innermost first
///     │  one that no longer receives (the pointer left its view)  → ended
///     │  a new one: delegate's shouldReceive(event), then shouldBegin → began (or failed)
///     ▼  one still receiving                                      → changed
/// a press of the pointer ends its hover; its lift begins a new one where it lifted
/// ```
///
/// Hover recognizers never join the touch recognizers' arbitration (``GestureEnvironment``):
/// they change state directly, so a hover never prevents a touch gesture or waits for one.
@MainActor
final class HoverDelivery {
    /// A pointer that hovers.
    private struct Hover {
        let pointerID: Int
        var location: CGPoint
        var zOffset: CGFloat
        /// Recognizers that refused this crossing (their delegate's `shouldReceive` or
        /// `gestureRecognizerShouldBegin` said no): not asked again until the pointer leaves them.
        var declined: [ObjectIdentifier] = []
    }

    unowned let application: UIApplication
    /// The pointers hovering, in the order they began.
    private var hovers: [Hover] = []
    /// The pointers whose hover a press ended, with where they were: their lift resumes it.
    private var pressed: [Hover] = []
    /// The recognizers following a hover, in the order they began.
    private var receivers: [UIHoverGestureRecognizer] = []
    /// Recognizers that failed to begin a hover (`gestureRecognizerShouldBegin` said no): they
    /// stay failed while a pointer is over their view, and are reset once it leaves.
    private var refused: [UIHoverGestureRecognizer] = []
    private lazy var event = HoverEvent(application: application)
    /// The visible windows of the sample being hit-tested, front to back (emptied after).
    private var windowsFrontToBack: [UIWindow] = []

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Samples

    /// Handles one hover sample whose timestamp the queue has turned into `time`; `isDown` tells
    /// whether the sample's pointer has a touch down.
    func handle(_ sample: HoverSample, at time: TimeInterval, isDown: Bool) {
        event.timestamp = time
        let id = sample.pointerID
        if isDown, sample.phase == .enter || sample.phase == .move {
            report(
                .unexpectedPointerPhase, "a hover sample for a pointer that is down was ignored", "pointer \(id)")
            return
        }
        switch sample.phase {
        case .leave, .cancel:
            application.trace(.hoverPhase(pointerID: id, phase: sample.phase, location: .zero, view: nil))
            pressed.removeAll { $0.pointerID == id }
            end(pointer: id, as: sample.phase == .cancel ? .cancelled : .ended)
        case .enter, .move:
            guard sample.location.isFinite else {
                application.trace(.hoverPhase(pointerID: id, phase: sample.phase, location: .zero, view: nil))
                report(
                    .nonFiniteInput, "a hover sample's location is not finite; the pointer's hover ended",
                    "pointer \(id)")
                end(pointer: id, as: .ended)
                return
            }
            var zOffset: CGFloat = 0
            if sample.kind == .pen { zOffset = validatedZOffset(sample.zOffset, pointer: id) }
            update(Hover(pointerID: id, location: sample.location, zOffset: zOffset), phase: sample.phase)
        }
    }

    /// A touch of `pointerID` went down: the pointer no longer hovers, and its hover recognizers
    /// end where it pressed.
    func pointerWentDown(_ pointerID: Int, at location: CGPoint) {
        guard let index = hovers.firstIndex(where: { $0.pointerID == pointerID }) else { return }
        var hover = hovers[index]
        if location.isFinite { hover.location = location }
        pressed.removeAll { $0.pointerID == pointerID }
        pressed.append(hover)
        end(pointer: pointerID, as: .ended, at: hover.location)
    }

    /// The touch of `pointerID` lifted at `location`: a pointer that hovered before its press
    /// hovers again there.
    func pointerLifted(_ pointerID: Int, at location: CGPoint, cancelled: Bool) {
        guard let index = pressed.firstIndex(where: { $0.pointerID == pointerID }) else { return }
        var hover = pressed.remove(at: index)
        guard !cancelled, location.isFinite else { return }
        hover.location = location
        hover.declined = []
        update(hover, phase: .move)
    }

    // MARK: Recognizers leaving

    /// `recognizer` was removed from its view or disabled: its hover is cancelled.
    func stop(_ recognizer: UIHoverGestureRecognizer) {
        guard recognizer.hoveringPointerID != nil else { return }
        UIApplication.performAsEntry(of: application) { finish(recognizer, as: .cancelled) }
    }

    /// `view` left its window: hover recognizers no longer in a window are cancelled.
    func viewDidLeaveWindow(_ view: UIView) {
        let leaving = receivers.filter { $0.view?.window == nil }
        for recognizer in leaving where recognizer.hoveringPointerID != nil { finish(recognizer, as: .cancelled) }
    }

    /// `window` is leaving the application (moved to another): the hover recognizers in it are
    /// cancelled, while the window is still the application's, so that their end is traced here.
    func windowWillLeaveApplication(_ window: UIWindow) {
        let leaving = receivers.filter { $0.view?.window === window }
        guard !leaving.isEmpty else { return }
        UIApplication.performAsEntry(of: application) {
            for recognizer in leaving where recognizer.hoveringPointerID != nil { finish(recognizer, as: .cancelled) }
        }
    }

    // MARK: Updating a hover

    private func update(_ new: Hover, phase: HoverSample.Phase) {
        var hover = new
        if let index = hovers.firstIndex(where: { $0.pointerID == new.pointerID }) {
            hover.declined = hovers[index].declined
            hovers[index] = hover
        } else {
            hovers.append(hover)
        }
        application.layOutVisibleWindowsIfNeeded()
        let (window, hit) = hitTest(hover.location)
        application.trace(.hoverPhase(pointerID: hover.pointerID, phase: phase, location: hover.location, view: hit))
        let found = hit.map { hoverRecognizers(from: $0) } ?? []
        let id = hover.pointerID
        // Those the pointer left end first, where it is now.
        for recognizer in receivers
        where recognizer.hoveringPointerID == id && !found.contains(where: { $0 === recognizer }) {
            place(recognizer, hover, in: window)
            finish(recognizer, as: .ended)
        }
        hover.declined.removeAll { declined in !found.contains { ObjectIdentifier($0) == declined } }
        for recognizer in found where recognizer.isAttached && recognizer.isEnabled {
            if recognizer.hoveringPointerID == id {
                place(recognizer, hover, in: window)
                recognizer.advanceTouchlessGesture(to: .changed, tracedIn: application)
            } else if recognizer.hoveringPointerID == nil, !hover.declined.contains(ObjectIdentifier(recognizer)) {
                if begin(recognizer, hover, in: window) == false { hover.declined.append(ObjectIdentifier(recognizer)) }
            }
        }
        if let index = hovers.firstIndex(where: { $0.pointerID == id }) { hovers[index].declined = hover.declined }
        resetRefused()
    }

    /// Whether a pointer's press ended its hover and its lift is awaited.
    var awaitsLifts: Bool { !pressed.isEmpty }

    /// Starts `recognizer` on `hover`, if its delegate lets it receive the event and begin;
    /// returns whether it began.
    private func begin(_ recognizer: UIHoverGestureRecognizer, _ hover: Hover, in window: UIWindow?) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: event) {
            application.trace(
                .gestureDecision(
                    GestureDecision(
                        recognizer: recognizer, outcome: .notReceiving,
                        reason: "its delegate's gestureRecognizer(_:shouldReceive:) returned false for the hover")))
            return false
        }
        place(recognizer, hover, in: window)
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false
            || recognizer.view?.gestureRecognizerShouldBegin(recognizer) == false
        {
            recognizer.advanceTouchlessGesture(to: .failed, tracedIn: application)
            refused.append(recognizer)
            return false
        }
        recognizer.hoveringPointerID = hover.pointerID
        recognizer.hoverDelivery = self
        receivers.append(recognizer)
        recognizer.advanceTouchlessGesture(to: .began, tracedIn: application)
        return true
    }

    private func place(_ recognizer: UIHoverGestureRecognizer, _ hover: Hover, in window: UIWindow?) {
        recognizer.hoverScreenLocation = hover.location
        recognizer.storedZOffset = hover.zOffset
        if let window {
            recognizer.hoverWindow = window
            recognizer.hoverWindowLocation = window.convertFromSuperview(hover.location)
        } else if let own = recognizer.hoverWindow {
            recognizer.hoverWindowLocation = own.convertFromSuperview(hover.location)
        }
    }

    /// Ends (or cancels) every recognizer following `pointerID`'s hover, and forgets the hover.
    private func end(pointer pointerID: Int, as state: UIGestureRecognizer.State, at location: CGPoint? = nil) {
        hovers.removeAll { $0.pointerID == pointerID }
        for recognizer in receivers where recognizer.hoveringPointerID == pointerID {
            if let location, let window = recognizer.hoverWindow {
                recognizer.hoverScreenLocation = location
                recognizer.hoverWindowLocation = window.convertFromSuperview(location)
            }
            finish(recognizer, as: state)
        }
        resetRefused()
    }

    /// Ends or cancels `recognizer`'s hover, then returns it to `possible` for the next one. The
    /// end is traced in this application even when the recognizer's view has just left its window
    /// (and with it the application), so an observer hears every hover it saw begin end.
    private func finish(_ recognizer: UIHoverGestureRecognizer, as state: UIGestureRecognizer.State) {
        guard recognizer.hoveringPointerID != nil else { return }
        receivers.removeAll { $0 === recognizer }
        recognizer.endTouchlessGesture(as: state, tracedIn: application)
        recognizer.hoveringPointerID = nil
        recognizer.hoverDelivery = nil
        recognizer.returnToPossible(tracedIn: application)
    }

    /// Refused recognizers that no hover is over any more go back to `possible`.
    private func resetRefused() {
        guard !refused.isEmpty else { return }
        let declined = Set(hovers.flatMap(\.declined))
        for recognizer in refused where !declined.contains(ObjectIdentifier(recognizer)) {
            recognizer.returnToPossible(tracedIn: application)
        }
        refused.removeAll { !declined.contains(ObjectIdentifier($0)) }
    }

    // MARK: Hit-testing

    /// The front window with a view at `location` (screen coordinates), and that view.
    private func hitTest(_ location: CGPoint) -> (UIWindow?, UIView?) {
        application.collectVisibleWindowsFrontToBack(into: &windowsFrontToBack)
        defer { windowsFrontToBack.removeAll(keepingCapacity: true) }
        for window in windowsFrontToBack {
            let point = window.convertFromSuperview(location)
            application.trace(.hitTestEntered(view: window, point: point))
            if application.isTracing { application.setPendingHitTestEntry(window) }
            let view = window.hitTest(point, with: event)
            application.clearPendingHitTestEntry(window)
            application.trace(.hitTestReturned(view: window, result: view))
            if let view { return (window, view) }
        }
        return (nil, nil)
    }

    /// The enabled hover recognizers of `view` and its ancestors, innermost first.
    private func hoverRecognizers(from view: UIView) -> [UIHoverGestureRecognizer] {
        var found: [UIHoverGestureRecognizer] = []
        var current: UIView? = view
        while let view = current {
            for recognizer in view.storedGestureRecognizers where recognizer.isEnabled {
                if let hover = recognizer as? UIHoverGestureRecognizer { found.append(hover) }
            }
            current = view.superview
        }
        return found
    }

    // MARK: Validation

    private func validatedZOffset(_ zOffset: CGFloat, pointer: Int) -> CGFloat {
        guard zOffset.isFinite else {
            report(.nonFiniteInput, "a pen's hover zOffset is not finite; 1 was used", "pointer \(pointer)")
            return 1
        }
        guard zOffset >= 0, zOffset <= 1 else {
            report(.outOfRangeInput, "a pen's hover zOffset is outside 0…1; it was clamped", "\(zOffset)")
            return min(max(zOffset, 0), 1)
        }
        return zOffset
    }

    private func report(_ code: HitKitDiagnostic.Code, _ message: String, _ context: String) {
        HitKitDiagnostics.report(HitKitDiagnostic(code: code, message: message, context: context), in: application)
    }
}
