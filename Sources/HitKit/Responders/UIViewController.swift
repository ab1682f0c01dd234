import Foundation

/// An object that manages a view hierarchy and sits in the responder chain between its root view
/// and that view's superview (or its window).
@MainActor
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
    open func addChild(_ child: UIViewController) {
        guard child !== self else { return }
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
    /// controller, is already presented, or is a child of another controller.
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
    open var presentedViewController: UIViewController? {
        presentedController ?? parentController?.presentedViewController
    }

    /// The controller that presented this controller, or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        presentingController ?? parentController?.presentingViewController
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
}
