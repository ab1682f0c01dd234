import Foundation

/// An object that manages a view hierarchy and sits in the responder chain between its root view
/// and that view's superview (or its window).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?
    /// The controller this one presents (held strongly, as in UIKit), if any.
    var presentedController: UIViewController?
    /// The controller that presented this one, if any.
    weak var presentingController: UIViewController?

    /// Creates a view controller; its view is created lazily by ``loadView()``.
    public override init() {
        super.init()
    }

    /// Creates a view controller, as UIKit's designated initialiser does; HitKit loads no nibs, so
    /// `nibNameOrNil` and `nibBundleOrNil` are ignored and the view comes from ``loadView()``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Creates a view controller from an archive; HitKit loads none, so it is a plain controller
    /// whose view comes from ``loadView()``. Required, as in UIKit.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Called when the app receives a memory warning; the default does nothing. HitKit's hosts
    /// send none: call it yourself to test an override.
    open func didReceiveMemoryWarning() {}

    /// Releases the children and the presented controllers iteratively: a chain 30,000 controllers
    /// deep must not overflow the stack through a chain of deinitialisers. Nonisolated, so
    /// subclasses may declare a plain `deinit`; the walk runs on the main actor (see
    /// UIView+Teardown.swift).
    deinit {
        var pending: [UIViewController] = []
        swap(&pending, &childControllers)
        if let presented = presentedController { pending.append(presented) }
        presentedController = nil
        UIViewController.releaseControllers(&pending)
    }

    /// Releases `controllers` and, through an explicit stack, every child and presented controller
    /// they uniquely hold; on another thread than the main actor's, in a main-actor task.
    nonisolated static func releaseControllers(_ controllers: inout [UIViewController]) {
        if UIView.isOnMainActor {
            MainActor.assumeIsolated { releaseIteratively(&controllers) }
        } else {
            let pending = PendingControllers(controllers)
            controllers.removeAll()
            Task { @MainActor in releaseIteratively(&pending.controllers) }
        }
    }

    private static func releaseIteratively(_ pending: inout [UIViewController]) {
        while var controller = pending.popLast() {
            if isKnownUniquelyReferenced(&controller) {
                pending.append(contentsOf: controller.childControllers)
                controller.childControllers.removeAll()
                if let presented = controller.presentedController { pending.append(presented) }
                controller.presentedController = nil
            }
        }
    }

    /// The controller's root view, created on first access by ``loadView()`` then
    /// ``viewDidLoad()``. Setting it replaces the root view.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { install(UIView(frame: .zero)) }
                viewDidLoad()
            }
            return loadedView
        }
        set { install(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view. The default creates a plain `UIView`; override it and assign
    /// ``view`` to provide your own.
    open func loadView() {
        install(UIView(frame: .zero))
    }

    /// Called once after the root view is loaded.
    open func viewDidLoad() {}

    /// Loads the root view now if it has not been loaded.
    open func loadViewIfNeeded() { _ = view }

    private func install(_ newView: UIView?) {
        if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
        loadedView = newView
        newView?.owningViewController = self
    }

    // MARK: Containment

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { childControllers }

    /// The parent view controller, if this one is a child.
    open var parent: UIViewController? { parentController }

    /// Adds `child` as a child view controller (removing it from a previous parent).
    ///
    /// Adding this controller or one of its ancestors is refused, so that containment stays a
    /// tree: nothing changes and a ``HitKitDiagnostic`` with code `cyclicViewControllerHierarchy`
    /// is reported. O(depth), iteratively.
    open func addChild(_ child: UIViewController) {
        // A controller without children is nobody's ancestor, so only then is the O(depth) walk needed.
        if child === self || (!child.childControllers.isEmpty && isSelfOrDescendant(of: child)) {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .cyclicViewControllerHierarchy,
                    message: child === self
                        ? "a view controller cannot be its own child; nothing changed"
                        : "a view controller cannot be a child of one of its own descendants; nothing changed",
                    context: "\(type(of: child)) into \(type(of: self))"),
                in: viewIfLoaded?.window?.application)
            return
        }
        child.removeFromParent()
        childControllers.append(child)
        child.parentController = self
    }

    /// Removes this controller from its parent.
    open func removeFromParent() {
        guard let parent = parentController else { return }
        parent.childControllers.removeAll { $0 === self }
        parentController = nil
    }

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How the controller is presented. A stored value so that UIKit code compiles: HitKit presents
    /// every style the same way, the presented view filling the window on top of its content.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Presents `viewControllerToPresent` over this controller's window, synchronously.
    ///
    /// HitKit has no animation and no transition views: the presented controller's root view is
    /// sized to the window and added as the window's front-most subview, then `completion` runs
    /// before this method returns (`animated` is ignored). The receiver is the presenting
    /// controller (UIKit may pick its nearest full-screen ancestor), and its view stays in the
    /// window behind, as with UIKit's default sheet styles. From then on the presented controller's
    /// ``next`` responder is the receiver.
    ///
    /// Refused, with a ``HitKitDiagnostic`` (code `invalidPresentation`) and without calling
    /// `completion`, as UIKit refuses with a warning or an exception: when this controller already
    /// presents one, when its view is not in a window, or when `viewControllerToPresent` is this
    /// controller, is already presented, is a child of another controller, or is active (it
    /// presents one, or contains this controller).
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, completion: completion)
    }

    /// Dismisses the controller that this one presents, with everything presented on top of it; if
    /// this controller presents nothing, asks its presenting controller to dismiss it.
    ///
    /// Synchronous, as ``present(_:animated:completion:)``: each dismissed controller's root view is
    /// removed from the window (touches bound to its views are cancelled, as for any view that
    /// leaves its window), the links between the controllers are cleared, then `completion` runs.
    /// When there is nothing to dismiss, nothing happens and `completion` is not called.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(completion: completion)
    }

    /// The controller that this controller, or its nearest ancestor that presents one, presents.
    /// O(depth), iteratively.
    open var presentedViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presented = current.presentedController { return presented }
            controller = current.parentController
        }
        return nil
    }

    /// The controller that presented this controller, or its nearest presented ancestor. O(depth),
    /// iteratively.
    open var presentingViewController: UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let presenting = current.presentingController { return presenting }
            controller = current.parentController
        }
        return nil
    }

    /// Whether this controller is `ancestor` or one of its descendants in containment.
    func isSelfOrDescendant(of ancestor: UIViewController) -> Bool {
        var controller: UIViewController? = self
        while let current = controller {
            if current === ancestor { return true }
            controller = current.parentController
        }
        return false
    }

    // MARK: The responder chain

    /// The window if the root view is the window's content, else the presenting controller if this
    /// controller was presented, else the root view's superview, else the parent controller.
    open override var next: UIResponder? {
        if let window = loadedView?.superview as? UIWindow, window.rootViewController === self {
            return window
        }
        if let presentingController { return presentingController }
        if let superview = loadedView?.superview { return superview }
        return parentController
    }

    override var firstResponderWindow: UIWindow? { loadedView?.window }

    // MARK: Key commands

    /// The key commands added with ``addKeyCommand(_:)``.
    private var addedKeyCommands: [UIKeyCommand] = []

    /// The key commands that trigger actions on this controller: by default those added with
    /// ``addKeyCommand(_:)``, or `nil` when there are none.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }

    /// Adds a key command to the controller's ``keyCommands``; a command already added is not
    /// added twice.
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a key command added with ``addKeyCommand(_:)``.
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}

/// Controllers on their way to the main actor, held only here so the release stays iterative.
private final class PendingControllers: @unchecked Sendable {
    var controllers: [UIViewController]
    init(_ controllers: [UIViewController]) { self.controllers = controllers }
}
