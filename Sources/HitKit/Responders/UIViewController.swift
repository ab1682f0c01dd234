import Foundation

/// An object that manages a view hierarchy and sits in the responder chain between its root view
/// and that view's superview (or its window).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    private var childControllers: [UIViewController] = []
    private weak var parentController: UIViewController?

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

    // MARK: The responder chain

    /// The window if the root view is the window's content, else the root view's superview, else
    /// the parent controller.
    open override var next: UIResponder? {
        if let superview = loadedView?.superview {
            if let window = superview as? UIWindow, window.rootViewController === self { return window }
            return superview
        }
        return parentController
    }

    override var firstResponderWindow: UIWindow? { loadedView?.window }
}
