import HitKit

/// Watches an application's dispatch and checks the rules that must hold whatever the hierarchy,
/// the handlers and the host do — like swift-collections' `_checkInvariants()`, for touches.
///
/// Attach one to an application; it observes every delivery as it happens (it is a
/// `DispatchObserver`) and records a sentence for each broken rule in ``violations``:
/// - each view that got `touchesBegan` for a touch gets exactly one `touchesEnded` or
///   `touchesCancelled` for it, and nothing after;
/// - a touch is delivered only to its `UITouch.view`, and that view never changes;
/// - no callback but its `touchesCancelled` reaches a view that is in no window;
/// - what a gesture recognizer's targets hear of each gesture is well formed: `began` first for a
///   continuous gesture, then `changed`, and at most one `ended` (`recognized`) or `cancelled`;
///   nothing after that until the recognizer is back to `possible`.
///
/// Two more checks run when you call them:
/// - ``checkHierarchy(including:)``, after each event: `subviews`, `superview` and `window` agree
///   and the hierarchy is a tree;
/// - ``checkSettled(including:)``, once every finger is up and the timers have run: no touch is
///   active, every view that saw a touch begin saw it end, every gesture whose targets heard it
///   begin was heard to end, every gesture recognizer is back to `possible`, no control is
///   highlighted or tracking, no timer is pending.
///
/// ```swift
/// let checker = InvariantChecker(application: app)
/// app.send(samples)
/// checker.checkHierarchy()
/// // … lift every finger, advance the clock past every timeout …
/// checker.checkSettled()
/// try checker.assertClean()
/// ```
///
/// A host can attach one in debug builds, with ``onViolation`` set to stop at the first problem.
@MainActor
public final class InvariantChecker: DispatchObserver {
    private enum ViewPhase {
        case began
        case finished
    }

    private struct TouchRecord {
        let touch: UITouch
        let boundView: UIView?
        var viewPhase: ViewPhase?
    }

    /// The application being checked. The checker keeps it alive.
    public let application: UIApplication

    /// Every broken rule found so far, one sentence each, in the order found.
    public private(set) var violations: [String] = []

    /// Called with each violation as it is found (after it is added to ``violations``).
    public var onViolation: ((String) -> Void)?

    /// Touches seen since the last ``checkSettled(including:)``, by identity. The record keeps the
    /// touch alive so an identifier is never reused while it is recorded.
    private var touches: [ObjectIdentifier: TouchRecord] = [:]

    /// What each recognizer's targets heard of its current gesture.
    private var actionSequences = GestureActionSequences()

    /// The largest hierarchy ``checkHierarchy(including:)`` walks before it reports a runaway.
    public static let maximumViewCount = 10_000_000

    /// Creates a checker and attaches it to `application` as a dispatch observer.
    public init(application: UIApplication) {
        self.application = application
        application.addObserver(self)
    }

    /// Detaches the checker from its application.
    public func detach() {
        application.removeObserver(self)
    }

    /// Forgets the violations found so far.
    public func clearViolations() {
        violations.removeAll()
    }

    /// Throws if any rule was broken.
    ///
    /// - Throws: An ``InvariantViolation`` listing every violation.
    public func assertClean() throws(InvariantViolation) {
        guard !violations.isEmpty else { return }
        throw InvariantViolation(violations: violations)
    }

    // MARK: Watching deliveries

    public func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .touchBound(let touch, let view):
            let key = ObjectIdentifier(touch)
            if let old = touches[key], old.touch === touch {
                report("touch \(touch.pointerID) was bound twice (to \(name(old.boundView)), then \(name(view)))")
            }
            touches[key] = TouchRecord(touch: touch, boundView: view, viewPhase: nil)
        case .touchesDelivered(let phase, let responder, let delivered):
            for touch in delivered.sorted(by: { $0.pointerID < $1.pointerID }) {
                checkDelivery(of: touch, phase: phase, to: responder)
            }
        case .gestureStateChanged(let recognizer, let from, let to):
            if let violation = actionSequences.stateChanged(recognizer, from: from, to: to) { report(violation) }
        case .gestureActionsSent(let recognizer, let state):
            if let violation = actionSequences.actionsSent(recognizer, state: state) { report(violation) }
        default:
            break
        }
    }

    private func checkDelivery(of touch: UITouch, phase: UITouch.Phase, to responder: UIResponder) {
        let key = ObjectIdentifier(touch)
        let what = "touches\(phase.description.capitalizedFirst) for touch \(touch.pointerID) to \(name(responder))"
        guard var record = touches[key], record.touch === touch else {
            report("\(what): the touch was never bound")
            return
        }
        if touch.view !== record.boundView {
            report("touch \(touch.pointerID)'s view changed from \(name(record.boundView)) to \(name(touch.view))")
        }
        if responder !== record.boundView {
            report("\(what): the touch is bound to \(name(record.boundView))")
        }
        if let view = responder as? UIView, view.window == nil, phase != .cancelled {
            report("\(what): the view is in no window")
        }
        switch (phase, record.viewPhase) {
        case (.began, nil):
            record.viewPhase = .began
        case (.began, _):
            report("\(what): the view had already seen it begin")
        case (.moved, .began), (.stationary, .began):
            break
        case (.ended, .began), (.cancelled, .began):
            record.viewPhase = .finished
        case (_, nil):
            report("\(what): the view never saw it begin")
        case (_, .finished):
            report("\(what): the view had already seen it end or be cancelled")
        }
        touches[key] = record
    }

    // MARK: Checks on demand

    /// Checks that the hierarchy of every window of the application, and of `extraViews` (views
    /// that may be out of any window), is a tree whose links agree: each subview's `superview` is
    /// its parent and it is listed once; each view's `window` is the window at its root (a
    /// window's is itself, or, when it was added to another view, the window at that view's root),
    /// or `nil` when its root is not a window.
    ///
    /// - Complexity: O(*n*) for the *n* views of the windows, plus O(*d*) per extra view of
    ///   depth *d*.
    public func checkHierarchy(including extraViews: [UIView] = []) {
        var visited: Set<ObjectIdentifier> = []
        // A window added to another view is part of that view's tree, and its `window` is the one at
        // the root (nil when the root is not a window): only root windows start a walk.
        for window in application.windows where window.superview == nil {
            walkTree(from: window, expectedWindow: window, visited: &visited)
        }
        for view in application.windows.map({ $0 as UIView }) + extraViews
        where !visited.contains(ObjectIdentifier(view)) {
            checkLinks(of: view)
        }
    }

    private func walkTree(from root: UIView, expectedWindow: UIWindow?, visited: inout Set<ObjectIdentifier>) {
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            guard visited.insert(ObjectIdentifier(view)).inserted else {
                report("\(name(view)) appears twice in the hierarchy of \(name(expectedWindow)): it is not a tree")
                continue
            }
            guard visited.count <= Self.maximumViewCount else {
                report("the hierarchy of \(name(expectedWindow)) has more than \(Self.maximumViewCount) views")
                return
            }
            if view.window !== expectedWindow {
                report("\(name(view)).window is \(name(view.window)), but the view is in \(name(expectedWindow))")
            }
            var seen: Set<ObjectIdentifier> = []
            for subview in view.subviews {
                if subview.superview !== view {
                    report(
                        "\(name(subview)) is a subview of \(name(view)) but its superview is \(name(subview.superview))"
                    )
                }
                if !seen.insert(ObjectIdentifier(subview)).inserted {
                    report("\(name(subview)) is listed twice in \(name(view)).subviews")
                    continue
                }
                stack.append(subview)
            }
        }
    }

    /// Checks one view's links upwards: listed once by its superview, no cycle above it, and its
    /// `window` is the window at its root.
    private func checkLinks(of view: UIView) {
        if let superview = view.superview {
            let count = superview.subviews.lazy.filter { $0 === view }.count
            if count != 1 {
                report("\(name(view)).superview is \(name(superview)), which lists it \(count) times")
            }
        }
        var root = view
        var steps = 0
        while let superview = root.superview {
            root = superview
            steps += 1
            if root === view || steps > Self.maximumViewCount {
                report("\(name(view)) is its own ancestor: the hierarchy has a cycle")
                return
            }
        }
        let expected = root as? UIWindow
        if view.window !== expected {
            report("\(name(view)).window is \(name(view.window)), but its root is \(name(root))")
        }
    }

    /// Checks what must hold once every finger is up and the clock has passed every timeout, then
    /// forgets the touches it recorded.
    ///
    /// - Parameter extraViews: Views, possibly out of any window, whose gesture recognizers and
    ///   control state are checked too.
    public func checkSettled(including extraViews: [UIView] = []) {
        for touch in application.activeTouches {
            report("touch \(touch.pointerID) is still active (\(touch.phase), on \(name(touch.view)))")
        }
        for record in touches.values.sorted(by: { $0.touch.pointerID < $1.touch.pointerID })
        where record.viewPhase == .began {
            report(
                "\(name(record.boundView)) saw touch \(record.touch.pointerID) begin and never end or be cancelled")
        }
        for violation in actionSequences.unfinished() { report(violation) }
        for recognizer in application.undecidedGestureRecognizers {
            report("gesture recognizer <\(recognizer.traceName)> is undecided (\(recognizer.state))")
        }
        var views: [UIView] = extraViews
        for window in application.windows { views.append(window) }
        var visited: Set<ObjectIdentifier> = []
        var stack = views
        while let view = stack.popLast() {
            guard visited.insert(ObjectIdentifier(view)).inserted, visited.count <= Self.maximumViewCount else {
                continue
            }
            for recognizer in view.gestureRecognizers ?? [] where recognizer.state != .possible {
                report("gesture recognizer <\(recognizer.traceName)> is \(recognizer.state), not possible")
            }
            if let control = view as? UIControl {
                if control.isTracking { report("\(name(control)) is still tracking") }
                if control.isHighlighted { report("\(name(control)) is still highlighted") }
            }
            stack.append(contentsOf: view.subviews)
        }
        let pending = application.clock.pendingTimerCount
        if pending > 0 { report("\(pending) timer(s) still pending on the application's clock") }
        touches.removeAll()
    }

    // MARK: Reporting

    private func report(_ violation: String) {
        violations.append(violation)
        onViolation?(violation)
    }

    private func name(_ responder: UIResponder?) -> String {
        guard let responder else { return "nil" }
        if let view = responder as? UIView { return TraceFormat.viewName(view) }
        return "\(type(of: responder))"
    }
}

/// The rules an ``InvariantChecker`` found broken.
public struct InvariantViolation: Error, CustomStringConvertible, Sendable {
    /// One sentence per broken rule, in the order found.
    public let violations: [String]

    /// Creates an error listing `violations`.
    public init(violations: [String]) {
        self.violations = violations
    }

    public var description: String {
        "\(violations.count) invariant violation(s):\n" + violations.map { "- " + $0 }.joined(separator: "\n")
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
