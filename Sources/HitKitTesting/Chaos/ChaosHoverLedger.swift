@_spi(HitKitTools) import HitKit

/// Watches an application's hovers for a chaos run and checks the rules of HitKit's "Hover"
/// article:
/// - a hover recognizer begins only for the view its hover's hit-test found or one of that view's
///   superviews (as a touch's recognizers are gathered: past a window that a handler made another
///   view's subview too), in one of the application's windows; and the view found is one that
///   hit-testing reaches: neither it nor an ancestor up to its window (where hit-testing starts)
///   hidden, non-interactive or transparent;
/// - once no pointer hovers — each left, was cancelled, pressed (a press ends the hover; its lift,
///   not its cancel, begins it again), went to a non-finite location, or the world settled — no
///   hover recognizer is left `began` or `changed`, and none counts a touch;
/// - a hover recognizer's `zOffset` is finite and within 0…1, and 0 when it follows no hover;
/// - no hover recognizer is ever handed a touch.
///
/// Costs O(hover recognizers) per check.
@MainActor
final class ChaosHoverLedger: DispatchObserver {
    let application: UIApplication
    let recognizers: [UIHoverGestureRecognizer]
    private(set) var violations: [String] = []
    /// How many hover samples the host sent, of them with a pen, and how many times a hover
    /// recognizer began, for tests.
    private(set) var counts = (samples: 0, pen: 0, began: 0)
    /// The pointers that hover, as HitKit must read the host's samples, and those whose press
    /// ended their hover and whose lift resumes it.
    private(set) var hovering: Set<Int> = []
    private var pressed: Set<Int> = []
    /// The view the last hover hit-test found (traced before the recognizers it reaches change).
    private weak var lastHit: UIView?

    init(application: UIApplication, recognizers: [UIHoverGestureRecognizer]) {
        self.application = application
        self.recognizers = recognizers
    }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .touchPhase(let touch, let phase, _):
            let id = touch.pointerID
            if phase == .began, hovering.remove(id) != nil { pressed.insert(id) }
            if phase == .ended, pressed.remove(id) != nil { hovering.insert(id) }
            if phase == .cancelled { pressed.remove(id) }
        case .hoverPhase(_, _, _, let view):
            lastHit = view
        case .gestureStateChanged(let recognizer as UIHoverGestureRecognizer, _, let state) where state == .began:
            counts.began += 1
            checkReachable(recognizer)
        default:
            break
        }
    }

    /// Before the host sends `inputs`: follows which pointers hover, as HitKit reads them.
    func willSend(_ inputs: [InputSample]) {
        for case .hover(let sample) in inputs {
            counts.samples += 1
            if sample.kind == .pen { counts.pen += 1 }
            let id = sample.pointerID
            switch sample.phase {
            case .enter, .move:
                // A hover for a pointer that is down is ignored.
                guard !application.activeTouches.contains(where: { $0.pointerID == id }) else { continue }
                if sample.location.x.isFinite && sample.location.y.isFinite {
                    hovering.insert(id)
                } else {
                    hovering.remove(id)
                }
            case .leave, .cancel:
                hovering.remove(id)
                pressed.remove(id)
            }
        }
    }

    /// `recognizer` just began: its view is the view the hover's hit-test found or a superview of
    /// it, the view found is in one of the application's windows, and hit-testing reaches it. Each
    /// window is hit-tested from itself, so that walk stops at the first window: views above a
    /// window nested in another view do not hide it (their recognizers still see the hover, as they
    /// would a touch).
    private func checkReachable(_ recognizer: UIHoverGestureRecognizer) {
        guard let view = recognizer.view else {
            return report("<\(recognizer.traceName)> began with no view")
        }
        guard let hit = lastHit, sequence(first: hit, next: \.superview).contains(where: { $0 === view }) else {
            return report(
                "<\(recognizer.traceName)> began for \(TraceFormat.viewName(view)), which is neither the view "
                    + "hit nor a superview of it (\(lastHit.map(TraceFormat.viewName) ?? "no view hit"))")
        }
        // The window hit-testing started from: the view hit's own, even one nested in a view
        // outside every window (whose views have no `window`).
        let root = sequence(first: hit, next: \.superview).first { $0 is UIWindow } as? UIWindow
        guard let root, root.application === application else {
            return report(
                "<\(recognizer.traceName)> began for \(TraceFormat.viewName(view)), not in a window of the application")
        }
        for ancestor in sequence(first: hit, next: \.superview) {
            if ancestor.isHidden || !ancestor.isUserInteractionEnabled
                || ancestor.alpha <= HitKitDefaults.minimumHitTestableAlpha
            {
                return report(
                    "<\(recognizer.traceName)> began for \(TraceFormat.viewName(view)), but "
                        + "\(TraceFormat.viewName(ancestor)) is hidden \(ancestor.isHidden), interactive "
                        + "\(ancestor.isUserInteractionEnabled), alpha \(ancestor.alpha)")
            }
            if ancestor is UIWindow { break }
        }
    }

    /// After a step: zOffsets in range, no touches handed over, nothing hovering without a hover.
    func checkStep() {
        for recognizer in recognizers {
            let zOffset = recognizer.zOffset
            if !zOffset.isFinite || zOffset < 0 || zOffset > 1 || (recognizer.numberOfTouches == 0 && zOffset != 0) {
                report("<\(recognizer.traceName)>.zOffset is \(zOffset) (\(recognizer.numberOfTouches) hovering)")
            }
            if let chaos = recognizer as? ChaosHoverRecognizer, chaos.touchCalls > 0 {
                report("<\(recognizer.traceName)> was handed touches \(chaos.touchCalls) times")
            }
            let going = recognizer.state == .began || recognizer.state == .changed
            if going, hovering.isEmpty {
                report("<\(recognizer.traceName)> is \(recognizer.state) though no pointer hovers")
            }
            if going != (recognizer.numberOfTouches == 1) {
                report(
                    "<\(recognizer.traceName)> is \(recognizer.state) with \(recognizer.numberOfTouches) hovering")
            }
        }
    }

    /// Once settled (the world's settle sent its pointers' leaves): every hover recognizer is
    /// back to `possible`.
    func checkSettled() {
        hovering.removeAll()
        pressed.removeAll()
        checkStep()
        for recognizer in recognizers where recognizer.state != .possible {
            report("<\(recognizer.traceName)> is \(recognizer.state) once settled")
        }
    }

    private func report(_ violation: String) {
        violations.append(violation)
    }
}
