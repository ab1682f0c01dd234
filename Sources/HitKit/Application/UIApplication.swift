import Foundation

/// The object that receives host input, turns it into touch events and dispatches them to its
/// windows: HitKit's equivalent of UIKit's application object and its event queue.
///
/// UIKit has one application per process, ``shared``. HitKit lets you create as many independent
/// applications as you like — each with its own windows, clock, touches and observers — so tests
/// never share state. Nothing in HitKit's dispatch reads ``shared``: a window uses it only if it
/// is shown without having been given an application.
///
/// ```swift
/// let app = UIApplication(clock: ManualClock())
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
/// window.makeKeyAndVisible()
/// app.send([PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 10, y: 10), timestamp: 0)])
/// ```
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The process-wide application that windows join when shown without an application: the one
    /// installed with ``makeShared(_:)`` — which may be an instance of your own subclass, as
    /// `UIApplicationMain`'s principal class makes it, so `UIApplication.shared as! MyApplication`
    /// works — or else a plain `UIApplication`, made on first use.
    public class var shared: UIApplication {
        if let application = storedShared { return application }
        let application = UIApplication()
        storedShared = application
        return application
    }

    private static var storedShared: UIApplication?

    /// Makes `application` the process-wide ``shared`` application, as `UIApplicationMain` does with
    /// its principal class (Linux cannot create a class from its name: pass an instance). Call it
    /// once, at start-up, before anything uses ``shared``; once ``shared`` is in use it cannot be
    /// replaced, and a ``HitKitDiagnostic`` with code `sharedApplicationInUse` is reported.
    ///
    /// - Returns: Whether `application` is now the shared application.
    @discardableResult
    public static func makeShared(_ application: UIApplication) -> Bool {
        if let current = storedShared, current !== application {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .sharedApplicationInUse,
                    message: "UIApplication.shared is already in use and cannot be replaced; call makeShared(_:) "
                        + "once, at start-up, before anything uses shared",
                    context: "\(type(of: current)) kept, \(type(of: application)) refused"),
                in: current)
            return false
        }
        storedShared = application
        return true
    }

    /// The clock every timestamp and timer of this application comes from.
    public let clock: any EventClock

    /// When `true`, each touch-down is hit-tested twice, as UIKit does on devices (the log in
    /// sweetfood-dev's "[iOS] Hit-Test", <doc:Sources>, shows two passes), and a
    /// ``HitKitDiagnostic`` with code `impureHitTest` is reported if the two passes disagree. The
    /// default is `false`: one pass, whose result binds the touch.
    public var verifiesHitTestPurity: Bool = false

    /// Whether the application takes a mouse or trackpad click as UIKit's indirect input: it
    /// stands in for the Info.plist key `UIApplicationSupportsIndirectInputEvents`. When `true`, a
    /// ``PointerSample`` of kind ``PointerSample/Kind/mouse`` becomes a touch of type
    /// ``UITouch/TouchType/indirectPointer`` whose event carries the pressed buttons; when
    /// `false` — the default, as for an app without the key — a click is a `.direct` touch,
    /// UIKit's compatibility mode.
    public var supportsIndirectInputEvents: Bool = false

    /// Whether UIView animations animate the views of this application's windows (UIKit's
    /// `UIView.areAnimationsEnabled`, which sets it on ``shared``).
    var areViewAnimationsEnabled = true

    /// The application's delegate; it is the last responder in the chain when it is a responder.
    public weak var delegate: (any UIApplicationDelegate)?

    private var windowRefs: [WeakWindow] = []
    private var visibilityCounter: UInt64 = 0
    weak var storedKeyWindow: UIWindow?
    @exclusivity(unchecked)
    private var observers: [any DispatchObserver] = []
    private weak var pendingHitTestEntry: UIView?
    /// The connected scenes, in connection order, and the number of sessions made (see
    /// `UIApplication+Scenes.swift`).
    var scenes: [UIScene] = []
    var sessionCounter = 0

    /// The stack every untraced hit-test of this application's windows reuses.
    let hitTestStack = HitTestStack()

    /// The touch pipeline: the queue, view delivery and the recognizers (see ``EventPipeline``).
    lazy var pipeline = EventPipeline(application: self)

    /// Creates an independent application whose time comes from `clock`.
    public init(clock: any EventClock = ManualClock()) {
        self.clock = clock
        super.init()
    }

    // MARK: Windows

    /// The application's windows, visible and hidden, in the order they were attached.
    open var windows: [UIWindow] { windowRefs.compactMap(\.window) }

    /// The key window: the one made key most recently.
    open var keyWindow: UIWindow? { storedKeyWindow }

    /// Lays out, before a touch-down is hit-tested, every visible window with views that need
    /// layout (see `UIView+Layout.swift`). Builds no array: O(1) per window when nothing is due.
    func layOutVisibleWindowsIfNeeded() {
        for reference in windowRefs {
            guard let window = reference.window, !window.isHidden, window.subtreeNeedsLayout else { continue }
            window.layoutIfNeeded()
        }
    }

    /// The visible windows from front to back: higher ``UIWindow/Level`` first, then the most
    /// recently shown.
    public var visibleWindowsFrontToBack: [UIWindow] {
        var list: [UIWindow] = []
        collectVisibleWindowsFrontToBack(into: &list)
        return list
    }

    /// ``visibleWindowsFrontToBack`` into `list`, emptied first and its buffer kept: a touch-down
    /// builds no array. The one place the order is written; a subclass that overrides ``windows`` is
    /// asked for them.
    func collectVisibleWindowsFrontToBack(into list: inout [UIWindow]) {
        list.removeAll(keepingCapacity: true)
        if type(of: self) == UIApplication.self {
            for reference in windowRefs {
                if let window = reference.window, !window.isHidden { list.append(window) }
            }
        } else {
            for window in windows where !window.isHidden { list.append(window) }
        }
        list.sort { ($0.windowLevel, $0.visibilityOrder) > ($1.windowLevel, $1.visibilityOrder) }
    }

    /// Makes `window` one of this application's windows (leaving any other application).
    public func attach(_ window: UIWindow) {
        if let old = window.application, old !== self { old.detach(window) }
        window.application = self
        window.belongsToApplication = true
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        windowRefs.append(WeakWindow(window: window))
        if !window.isHidden { windowBecameVisible(window) }
    }

    /// Removes `window` from this application. Its touches are cancelled — at once, or, when
    /// this happens during an event (a handler moved the window to another application), right
    /// after that event, so that no view is cancelled before its `touchesBegan`. The hover
    /// recognizers a pointer hovers over in it are cancelled at once.
    func detach(_ window: UIWindow) {
        pipeline.cancelTouches(in: window)
        pipeline.cancelHovers(in: window)
        windowRefs.removeAll { $0.window == nil || $0.window === window }
        if storedKeyWindow === window { storedKeyWindow = nil }
        window.application = nil
        window.belongsToApplication = false
        window.formerApplication = self
    }

    func windowBecameVisible(_ window: UIWindow) {
        if window.application !== self { attach(window) }
        visibilityCounter += 1
        window.visibilityOrder = visibilityCounter
    }

    // MARK: Dispatch

    /// Dispatches a touch event to the windows of its touches, in the order they first appear.
    /// Override it to observe or filter events; call `super` to dispatch.
    ///
    /// A window that left this application while its touches were down (moved to another
    /// application by a handler) still gets their cancellation from this application, directly
    /// rather than through its `sendEvent(_:)`.
    open func sendEvent(_ event: UIEvent) {
        // The usual case, every moving touch in one window, needs no list of windows.
        var only: UIWindow?
        var severalWindows = false
        for touch in event.orderedTouches where touch.phase != .stationary {
            guard let window = touch.window else { continue }
            if only == nil { only = window } else if only !== window { severalWindows = true }
        }
        guard severalWindows else {
            if let only { send(event, to: only) }
            return
        }
        var seen: [UIWindow] = []
        for touch in event.orderedTouches where touch.phase != .stationary {
            guard let window = touch.window, !seen.contains(where: { $0 === window }) else { continue }
            seen.append(window)
        }
        for window in seen { send(event, to: window) }
    }

    private func send(_ event: UIEvent, to window: UIWindow) {
        if window.application === self {
            window.sendEvent(event)
        } else {
            pipeline.deliver(event, in: window)
        }
    }

    /// The application's delegate, if it is a responder that is not a view, a view controller or
    /// an application.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder,
            !(responder is UIView), !(responder is UIViewController), !(responder is UIApplication)
        else { return nil }
        return responder
    }

    /// Runs `body` — HitKit's own work that calls app code while nothing is being dispatched — as
    /// one entry of each application given: input that app code sends to them meanwhile
    /// (``send(_:)-([PointerSample])``, ``cancelAllTouches()``) waits until `body` returns, and the
    /// outermost entry dispatches it before it returns. Events, timers fired by
    /// ``advanceTime(to:)``, recognizers' follow-up work (their actions, the view deliveries they
    /// release or cancel), changes of the view hierarchy, and removing a recognizer or disabling
    /// a control are entries: what their handlers send is dispatched once the change is complete,
    /// and before the call that made it returns.
    static func performAsEntry(
        of first: UIApplication?, _ second: UIApplication? = nil, _ third: UIApplication? = nil, _ body: () -> Void
    ) {
        first?.pipeline.beginEntry()
        second?.pipeline.beginEntry()
        third?.pipeline.beginEntry()
        body()
        third?.pipeline.endEntry()
        second?.pipeline.endEntry()
        first?.pipeline.endEntry()
    }

    /// `view` is about to leave its window (it is still in it): its touches are cancelled now, so
    /// the cancel it forwards reaches the responders its `touchesBegan` reached.
    func viewWillLeaveWindow(_ view: UIView) {
        pipeline.viewWillLeaveWindow(view)
    }

    /// `view` has left its window. Touches bound into it now came with views a handler moved in
    /// while it was leaving; they are cancelled too, so no view is left with a touch that began
    /// and never ends.
    func viewDidLeaveWindow(_ view: UIView, oldWindow: UIWindow?) {
        pipeline.viewDidLeaveWindow(view)
    }

    // MARK: Observers

    /// Starts reporting every dispatch step to `observer` (held strongly until removed).
    public func addObserver(_ observer: any DispatchObserver) {
        observers.append(observer)
    }

    /// Stops reporting to `observer`.
    public func removeObserver(_ observer: any DispatchObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Whether any observer is attached; the pipeline builds trace events only then.
    var isTracing: Bool { !observers.isEmpty }

    func trace(_ event: @autoclosure () -> DispatchTraceEvent) {
        guard !observers.isEmpty else { return }
        let value = event()
        for observer in observers { observer.dispatch(value) }
    }

    func setPendingHitTestEntry(_ view: UIView) { pendingHitTestEntry = view }

    func clearPendingHitTestEntry(_ view: UIView) {
        if pendingHitTestEntry === view { pendingHitTestEntry = nil }
    }

    func takePendingHitTestEntry(_ view: UIView) -> Bool {
        guard pendingHitTestEntry === view else { return false }
        pendingHitTestEntry = nil
        return true
    }
}

/// The application's delegate. HitKit asks it nothing; it exists so that UIKit code that sets a
/// delegate compiles, and so a responder delegate ends the responder chain as in UIKit.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

private struct WeakWindow {
    weak var window: UIWindow?
}
