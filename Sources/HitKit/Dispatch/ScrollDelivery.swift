import Foundation

/// Turns host scroll samples into `UIEvent.EventType.scroll` events for pan recognizers, UIKit's
/// way: the scroll stage of ``EventPipeline``, beside the touch and keyboard stages.
///
/// ```
/// scroll sample (a wheel tick, or a trackpad's began / changed… / ended)
///     │  validated: finite location and delta, phases in order
///     ▼
/// [hit-test] the view under the pointer, front window first (once per tick or sequence)
///     ▼
/// [route] pan recognizers of that view, then of its ancestors, in order: the first that
///     │  is enabled and free, whose allowedScrollTypesMask admits the scroll, that receives
///     │  the event, that — for a scroll view — can move that way (or keeps the scroll at its
///     │  edge: transfers…ScrollingToParent false), and that may begin, takes it
///     ▼
/// [pan] began, changed… with the deltas as its translation; ended (a tick: at once)
///     ▼  a scroll view's content follows; after a trackpad it decelerates, after a wheel not
/// ```
///
/// A trackpad sequence is routed at its first non-zero delta and keeps its recognizer to its
/// end, as a finger's drag keeps its scroll view; the next sequence is routed afresh.
@MainActor
final class ScrollDelivery {
    /// A trackpad scroll in progress.
    private struct Sequence {
        /// The view under the pointer when the sequence began; `nil` when nothing was hit.
        weak var hitView: UIView?
        /// The pointer when the sequence began.
        var pointer: ScrollPointer?
        /// Whether a non-zero delta has routed the sequence (to ``recognizer``, or to nothing).
        var isRouted = false
        /// The pan that took the sequence.
        var recognizer: UIPanGestureRecognizer?
    }

    unowned let application: UIApplication
    /// The application's reused scroll event.
    private lazy var event = UIScrollEvent(application: application)
    /// The trackpad scroll in progress.
    private var sequence: Sequence?
    /// The visible windows, front to back, reused from hit-test to hit-test.
    private var windowsFrontToBack: [UIWindow] = []

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: Samples

    /// Handles one scroll sample, whose timestamp the queue has turned into `time`.
    func handle(_ sample: ScrollSample, at time: TimeInterval) {
        event.timestamp = time
        var delta = CGPoint(x: sample.delta.dx, y: sample.delta.dy)
        if !delta.x.isFinite || !delta.y.isFinite {
            report(.nonFiniteInput, "a scroll sample's delta is not finite; it moves nothing", "\(sample.delta)")
            delta = .zero
        }
        switch sample.source {
        case .wheel: tick(sample, delta: delta, at: time)
        case .trackpad: trackpad(sample, delta: delta, at: time)
        }
    }

    /// A wheel tick: a whole scroll of its own — routed, began and ended at once.
    private func tick(_ sample: ScrollSample, delta: CGPoint, at time: TimeInterval) {
        if sample.phase != .changed {
            report(
                .unexpectedScrollPhase, "a wheel sample's phase is not changed; it was read as a tick",
                sample.phase.rawValue)
        }
        guard let pointer = hitTest(sample), delta != .zero, let hitView = pointer.view else {
            application.trace(.scrollRouted(sample: sample, recognizer: nil))
            return
        }
        let windowDelta = Self.windowVector(delta, in: pointer.pointer.window)
        let pan = route(windowDelta, from: hitView, discrete: true)
        application.trace(.scrollRouted(sample: sample, recognizer: pan))
        guard let pan else { return }
        pan.beginScroll(discrete: true, pointer: pointer.pointer, at: time)
        pan.scroll(by: windowDelta, at: time, tracedIn: application)
        // Its began action may have taken it out of the windows (moved it to a view outside them).
        guard !abandonIfGone(pan) else { return }
        pan.endScroll(cancelled: false, tracedIn: application)
        finish(pan)
    }

    /// A trackpad sample: it begins, moves or ends the sequence in progress.
    private func trackpad(_ sample: ScrollSample, delta: CGPoint, at time: TimeInterval) {
        switch (sample.phase, sequence) {
        case (.began, nil):
            sequence = begin(sample)
            move(sample, delta: delta, at: time)
        case (.began, _?):
            report(
                .unexpectedScrollPhase, "a trackpad began during a trackpad scroll was read as changed",
                "\(sample.location)")
            move(sample, delta: delta, at: time)
        case (.changed, nil):
            report(
                .unexpectedScrollPhase, "a trackpad changed with no began began the scroll", "\(sample.location)")
            sequence = begin(sample)
            move(sample, delta: delta, at: time)
        case (.changed, _?):
            move(sample, delta: delta, at: time)
        case (.ended, _?), (.cancelled, _?):
            if sample.phase == .ended && delta != .zero { move(sample, delta: delta, at: time, traced: false) }
            application.trace(.scrollRouted(sample: sample, recognizer: sequence?.recognizer))
            let pan = sequence?.recognizer
            guard let pan, pan.isFollowingScroll, !abandonIfGone(pan) else {
                sequence = nil
                return
            }
            sequence = nil
            pan.endScroll(cancelled: sample.phase == .cancelled, tracedIn: application)
            finish(pan)
        case (.ended, nil), (.cancelled, nil):
            report(
                .unexpectedScrollPhase, "a trackpad \(sample.phase.rawValue) with no scroll in progress was ignored",
                "\(sample.location)")
        }
    }

    /// A new sequence: the view under the pointer, found once.
    private func begin(_ sample: ScrollSample) -> Sequence {
        guard let hit = hitTest(sample) else { return Sequence() }
        return Sequence(hitView: hit.view, pointer: hit.pointer)
    }

    /// The sequence moved by `delta`: routed at its first non-zero delta, then the pan follows.
    private func move(_ sample: ScrollSample, delta: CGPoint, at time: TimeInterval, traced: Bool = true) {
        guard var current = sequence else { return }
        defer { if traced { application.trace(.scrollRouted(sample: sample, recognizer: sequence?.recognizer)) } }
        guard delta != .zero, let pointer = current.pointer else { return }
        let windowDelta = Self.windowVector(delta, in: pointer.window)
        if !current.isRouted {
            current.isRouted = true
            // A view that left this application's windows since `began` gets no scroll.
            if let hitView = current.hitView, hitView.window?.application === application,
                let pan = route(windowDelta, from: hitView, discrete: false)
            {
                current.recognizer = pan
                pan.beginScroll(discrete: false, pointer: pointer, at: time)
            }
            sequence = current
        }
        // A recognizer reset meanwhile (removed from its view, disabled) lost the scroll.
        guard let pan = current.recognizer, pan.isFollowingScroll else { return }
        guard !abandonIfGone(pan) else { return }
        pan.scroll(by: windowDelta, at: time, tracedIn: application)
    }

    /// Cancels `pan` if its view has left this application's windows, as a touch-driven
    /// recognizer is when its view leaves the window: its targets hear `cancelled` (traced in this
    /// application, which its view is no longer in), and it returns to `possible` without the
    /// scroll, whose later samples go to nothing.
    ///
    /// - Returns: Whether it was cancelled.
    private func abandonIfGone(_ pan: UIPanGestureRecognizer) -> Bool {
        guard pan.view?.window?.application !== application else { return false }
        sequence?.recognizer = nil
        pan.endTouchlessGesture(as: .cancelled, tracedIn: application)
        finish(pan)
        return true
    }

    /// Returns the pan, which finished with its scroll, to `possible` for its next gesture.
    private func finish(_ pan: UIPanGestureRecognizer) {
        pan.returnToPossible(tracedIn: application)
    }

    // MARK: Hit-testing and routing

    /// The view under the sample's pointer, front window first, and the pointer in its window;
    /// `nil` for a non-finite location (reported) or a pointer over no view.
    private func hitTest(_ sample: ScrollSample) -> (view: UIView?, pointer: ScrollPointer)? {
        guard sample.location.x.isFinite, sample.location.y.isFinite else {
            report(
                .nonFiniteInput, "a scroll sample's location is not finite; it scrolls nothing", "\(sample.location)")
            return nil
        }
        application.layOutVisibleWindowsIfNeeded()
        application.collectVisibleWindowsFrontToBack(into: &windowsFrontToBack)
        defer { windowsFrontToBack.removeAll(keepingCapacity: true) }
        for window in windowsFrontToBack {
            let point = window.convertFromSuperview(sample.location)
            if let view = window.hitTest(point, with: event) {
                return (view, ScrollPointer(window: window, windowPoint: point))
            }
        }
        return nil
    }

    /// The first pan recognizer of `hitView` and its ancestors, in order, that takes a scroll of
    /// `delta` (window coordinates); each one passed over is traced with its reason.
    ///
    /// - Complexity: O(*d* + *r*) in the depth of `hitView` and the recognizers along the way.
    private func route(_ delta: CGPoint, from hitView: UIView, discrete: Bool) -> UIPanGestureRecognizer? {
        var current: UIView? = hitView
        while let view = current {
            for recognizer in view.storedGestureRecognizers {
                guard let pan = recognizer as? UIPanGestureRecognizer else { continue }
                if let reason = refusal(of: pan, delta, discrete: discrete) {
                    application.trace(.scrollSkipped(recognizer: pan, reason: reason))
                    continue
                }
                return pan
            }
            current = view.superview
        }
        return nil
    }

    /// Why `pan` does not take a scroll of `delta` (window coordinates), or `nil` if it does.
    private func refusal(of pan: UIPanGestureRecognizer, _ delta: CGPoint, discrete: Bool) -> ScrollSkipReason? {
        guard pan.isEnabled, pan.isAttached else { return .disabled }
        guard pan.storedState == .possible, pan.trackedTouches.isEmpty, !pan.isFollowingScroll else { return .busy }
        guard pan.admitsScroll(discrete: discrete) else { return discrete ? .wheelNotAllowed : .trackpadNotAllowed }
        guard pan.shouldReceive(event), pan.delegate?.gestureRecognizer(pan, shouldReceive: event) ?? true else {
            return .refusedEvent
        }
        if let scrollView = (pan as? ScrollViewPanGestureRecognizer)?.scrollView,
            let reason = Self.refusal(of: scrollView, UIGestureRecognizer.vector(delta, fromWindowTo: scrollView))
        {
            return reason
        }
        let delegate = pan.delegate
        if let delegate, !delegate.gestureRecognizerShouldBegin(pan) { return .shouldBeginFalse }
        if let view = pan.view, view !== delegate, !view.gestureRecognizerShouldBegin(pan) { return .shouldBeginFalse }
        return nil
    }

    /// Why `scrollView` does not take a scroll of `delta` (its own coordinates): it cannot
    /// scroll along any axis the delta moves on, or it is at its end along each of them and
    /// transfers that axis to a containing scroll view.
    static func refusal(of scrollView: UIScrollView, _ delta: CGPoint) -> ScrollSkipReason? {
        let range = scrollView.offsetRange
        let offset = scrollView.contentOffset
        var scrollsThatWay = false
        var takes = false
        if delta.x != 0, scrollView.canDragHorizontally {
            scrollsThatWay = true
            // The content follows the delta: the offset moves against it.
            let hasRoom = delta.x > 0 ? offset.x > range.min.x : offset.x < range.max.x
            if hasRoom || !scrollView.transfersHorizontalScrollingToParent { takes = true }
        }
        if delta.y != 0, scrollView.canDragVertically {
            scrollsThatWay = true
            let hasRoom = delta.y > 0 ? offset.y > range.min.y : offset.y < range.max.y
            if hasRoom || !scrollView.transfersVerticalScrollingToParent { takes = true }
        }
        if !scrollsThatWay { return .cannotScrollThatWay }
        // With no containing scroll view to transfer to, the scroll view keeps the scroll at its
        // edge: a wheel stops there, a trackpad rubber-bands.
        return takes || !hasContainingScrollView(scrollView) ? nil : .atEdge
    }

    /// Whether a superview of `view` is a scroll view.
    private static func hasContainingScrollView(_ view: UIView) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if ancestor is UIScrollView { return true }
            current = ancestor.superview
        }
        return false
    }

    /// `delta`, in screen coordinates, in `window`'s.
    private static func windowVector(_ delta: CGPoint, in window: UIWindow?) -> CGPoint {
        guard let window else { return delta }
        let origin = window.convertFromSuperview(.zero)
        let end = window.convertFromSuperview(delta)
        return CGPoint(x: end.x - origin.x, y: end.y - origin.y)
    }

    private func report(_ code: HitKitDiagnostic.Code, _ message: String, _ context: String) {
        HitKitDiagnostics.report(HitKitDiagnostic(code: code, message: message, context: context), in: application)
    }
}
