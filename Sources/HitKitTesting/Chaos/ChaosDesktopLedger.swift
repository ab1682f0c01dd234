@_spi(HitKitTools) import HitKit

/// Watches an application's mouse, pen, scroll and transform input for a chaos run and checks
/// UIKit's rules for them (see HitKit's "Host input", "Scroll input" and "Trackpad pinch and
/// rotate" articles):
/// - a mouse's touch is `.indirectPointer` exactly when the application supports indirect input
///   events (else `.direct`), a pen's `.pencil`, every other touch `.direct`;
/// - an event that brings a chaos view the mouse's touch has the buttons the mouse holds as its
///   `buttonMask` with indirect input events, none without;
/// - a recognizer's `buttonMask` is empty without indirect input events, and with them is empty or
///   the buttons the mouse holds — those the host sent, bits beyond button 32 dropped, a down with
///   none a primary click, a move or lift with none keeping them;
/// - a tap whose `buttonMaskRequired` is not `.primary` fires only after a mouse click with exactly
///   those buttons, never without indirect input events;
/// - once the host's trackpad scroll (or its transform) has ended, no pan that took a scroll (no
///   pinch or rotation a transform event drove) is left `began` or `changed` without touches;
/// - scroll views' content offsets and zoom scales, pinches' scales and rotations' angles stay
///   finite;
/// - once settled, no scroll view is tracking, dragging or decelerating.
///
/// Costs O(recognizers + scroll views) per check.
@MainActor
final class ChaosDesktopLedger: DispatchObserver {
    let application: UIApplication
    private(set) var violations: [String] = []
    /// How many samples of each kind the host sent, `.indirectPointer` touches and touches acting a
    /// transform out began, scrolls reached a recognizer and events' button masks were checked,
    /// for tests.
    private(set) var counts = (
        mouse: 0, pen: 0, scroll: 0, transform: 0, indirectTouches: 0, actedOutTouches: 0, scrollsRouted: 0,
        buttonMasksChecked: 0
    )
    /// Every button mask the mouse has held, as HitKit must have read the host's samples.
    private var heldMasks: Set<Int> = []
    /// The buttons the mouse's touch holds, as HitKit must read the host's samples.
    private var mouseButtons: UIEvent.ButtonMask = []
    /// Whether the host's trackpad scroll, and its transform, are in progress.
    private var scrollOpen = false
    private var transformOpen = false
    /// Whether transform samples are being sent: pinches and rotations that begin meanwhile are
    /// driven by them.
    private var sendingTransforms = false
    /// The pans scrolls went to, and the pinches and rotations transform events drove.
    private var scrolledPans: [ObjectIdentifier: UIGestureRecognizer] = [:]
    private var transformed: [ObjectIdentifier: UIGestureRecognizer] = [:]

    init(application: UIApplication) {
        self.application = application
    }

    private var indirect: Bool { application.supportsIndirectInputEvents }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .touchPhase(let touch, let phase, _) where phase == .began:
            let kind = ChaosMouseModel.kind(of: touch.pointerID)
            let expected: UITouch.TouchType =
                switch kind {
                case .mouse: indirect ? .indirectPointer : .direct
                case .pen: .pencil
                case .finger: .direct
                }
            if touch.type == .indirectPointer { counts.indirectTouches += 1 }
            // HitKit's pointer ids for the two touches that act a transform out.
            if touch.pointerID <= Int.min + 1 { counts.actedOutTouches += 1 }
            if touch.type != expected {
                report(
                    "touch \(touch.pointerID) of a \(kind.rawValue) began as \(touch.type), not \(expected) "
                        + "(supportsIndirectInputEvents \(indirect))")
            }
        case .scrollRouted(_, let recognizer?):
            counts.scrollsRouted += 1
            scrolledPans[ObjectIdentifier(recognizer)] = recognizer
        case .gestureStateChanged(let recognizer, _, let state):
            if sendingTransforms, indirect, state == .began,
                recognizer is UIPinchGestureRecognizer || recognizer is UIRotationGestureRecognizer
            {
                transformed[ObjectIdentifier(recognizer)] = recognizer
            }
            if state == .ended, let tap = recognizer as? UITapGestureRecognizer { tapFired(tap) }
        default:
            break
        }
    }

    /// Before the host sends `inputs`: follows its mouse, scroll and transform as HitKit reads them.
    func willSend(_ inputs: [InputSample]) {
        for input in inputs {
            switch input {
            case .pointer(let sample) where sample.pointerID == ChaosMouseModel.mouseID:
                counts.mouse += 1
                follow(mouse: sample)
            case .pointer(let sample) where sample.pointerID == ChaosMouseModel.penID:
                counts.pen += 1
            case .scroll(let sample):
                counts.scroll += 1
                guard sample.source == .trackpad else { continue }
                scrollOpen = sample.phase == .began || sample.phase == .changed
            case .transform(let sample):
                counts.transform += 1
                sendingTransforms = true
                if sample.phase == .began { transformOpen = true }
                if sample.phase == .ended || sample.phase == .cancelled { transformOpen = false }
            default:
                continue
            }
        }
    }

    /// The buttons HitKit gives the mouse's touch after `sample` (the host-input article's rules).
    private func follow(mouse sample: PointerSample) {
        let reported = sample.buttons.intersection(UIEvent.ButtonMask(rawValue: (1 << 32) - 1))
        let active = application.activeTouches.contains { $0.pointerID == ChaosMouseModel.mouseID }
        switch sample.phase {
        case .down where !active: mouseButtons = reported.isEmpty ? .primary : reported
        // A second down is treated as a move (the host-input article's bad samples).
        case .down where !reported.isEmpty, .move where active && !reported.isEmpty: mouseButtons = reported
        default: return
        }
        if indirect { heldMasks.insert(mouseButtons.rawValue) }
    }

    /// A chaos view got `touches` with `event`: while the mouse's touch is down in it, the event's
    /// `buttonMask` is the buttons the mouse holds with indirect input events, else empty.
    func delivered(_ touches: Set<UITouch>, with event: UIEvent?, to view: UIView) {
        guard let event, view.window?.application === application,
            let touch = touches.first(where: { $0.pointerID == ChaosMouseModel.mouseID }),
            touch.phase != .ended, touch.phase != .cancelled,
            application.activeTouches.contains(where: { $0 === touch })
        else { return }
        let expected: UIEvent.ButtonMask = indirect ? mouseButtons : []
        if event.buttonMask != expected {
            report(
                "\(TraceFormat.viewName(view)) got the mouse's touch with buttonMask \(event.buttonMask.rawValue), "
                    + "not \(expected.rawValue) (supportsIndirectInputEvents \(indirect))")
        }
        counts.buttonMasksChecked += 1
    }

    private func tapFired(_ tap: UITapGestureRecognizer) {
        let required = tap.buttonMaskRequired
        guard required != .primary else { return }
        if !indirect {
            report("<\(tap.traceName)> requires buttons \(required.rawValue) and fired without indirect input events")
        } else if !heldMasks.contains(required.rawValue) {
            report("<\(tap.traceName)> requires buttons \(required.rawValue) and fired, but no click held them")
        }
    }

    /// After a step: recognizers' buttons, finite geometry, and nothing left going by a scroll or a
    /// transform that has ended.
    func checkStep(views: [UIView], recognizers: [UIGestureRecognizer]) {
        sendingTransforms = false
        for recognizer in recognizers where recognizer.view?.window?.application === application {
            let mask = recognizer.buttonMask
            if !indirect, !mask.isEmpty {
                report("<\(recognizer.traceName)>.buttonMask is \(mask.rawValue) without indirect input events")
            } else if indirect, !mask.isEmpty, !heldMasks.contains(mask.rawValue) {
                report("<\(recognizer.traceName)>.buttonMask is \(mask.rawValue), which the mouse never held")
            }
            if let pinch = recognizer as? UIPinchGestureRecognizer, !pinch.scale.isFinite {
                report("<\(recognizer.traceName)>.scale is \(pinch.scale)")
            }
            if let rotation = recognizer as? UIRotationGestureRecognizer, !rotation.rotation.isFinite {
                report("<\(recognizer.traceName)>.rotation is \(rotation.rotation)")
            }
        }
        for case let scrollView as UIScrollView in views {
            let offset = scrollView.contentOffset
            if !offset.x.isFinite || !offset.y.isFinite || !scrollView.zoomScale.isFinite {
                report(
                    "\(TraceFormat.viewName(scrollView)).contentOffset is \(offset), zoomScale \(scrollView.zoomScale)")
            }
        }
        if !scrollOpen { checkEnded(&scrolledPans, "its scroll sequence ended") }
        if !transformOpen { checkEnded(&transformed, "its transform ended") }
    }

    /// Recognizers a scroll or transform drove that are still going without touches, now that it
    /// has ended.
    private func checkEnded(_ driven: inout [ObjectIdentifier: UIGestureRecognizer], _ why: String) {
        for recognizer in driven.values.sorted(by: { $0.traceName < $1.traceName })
        where (recognizer.state == .began || recognizer.state == .changed) && recognizer.numberOfTouches == 0 {
            report("<\(recognizer.traceName)> is \(recognizer.state) after \(why)")
        }
        driven.removeAll()
    }

    /// Once settled: no scroll view is tracking, dragging or decelerating.
    func checkSettled(views: [UIView]) {
        // The world's settle ended the host's scroll and transform.
        scrollOpen = false
        transformOpen = false
        checkStep(views: views, recognizers: [])
        for case let scrollView as UIScrollView in views
        where scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating {
            report(
                "\(TraceFormat.viewName(scrollView)) is still tracking \(scrollView.isTracking), dragging "
                    + "\(scrollView.isDragging), decelerating \(scrollView.isDecelerating) once settled")
        }
    }

    private func report(_ violation: String) {
        violations.append(violation)
    }
}
