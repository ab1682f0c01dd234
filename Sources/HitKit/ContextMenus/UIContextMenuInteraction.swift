import Foundation

/// An interaction that shows a context menu for its view: on a long press, or — for an
/// application with indirect input events — a secondary click.
///
/// Add it to a view with ``UIView/addInteraction(_:)``; its ``delegate`` says what to show. The
/// delegate calls come in UIKit's order (see <doc:ContextMenus>):
/// 1. `contextMenuInteraction(_:configurationForMenuAtLocation:)` when the press is recognized
///    (a `nil` configuration shows nothing, and the press goes on as if no interaction were
///    there);
/// 2. the view's touches are cancelled, as a recognizer's are when it recognizes;
/// 3. the configuration's preview provider, then its action provider, build the menu;
/// 4. `contextMenuInteraction(_:willDisplayMenuFor:animator:)`; the menu is shown
///    (``presentedMenu``);
/// 5. when an action is chosen, its handler runs, then
///    `contextMenuInteraction(_:willEndFor:animator:)`; ``dismissMenu()`` calls only the latter.
///
/// HitKit draws nothing: the shown menu is data — ``presentedMenu`` — that a test
/// (`EventGenerator.chooseMenuAction(titled:)`), the inspector or a host reads and chooses from.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The interaction's delegate.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    public private(set) weak var view: UIView?
    /// The recognizer that triggers the menu; on the view while the interaction is.
    let recognizer = ContextMenuGestureRecognizer()
    /// The configuration asked for when the press was recognized, until its menu is shown.
    private var pendingConfiguration: UIContextMenuConfiguration?
    /// Where the press was, in the window's coordinates.
    private var pressLocation: CGPoint?
    /// The configuration whose menu is shown.
    public private(set) var presentedConfiguration: UIContextMenuConfiguration?
    /// The menu shown, or `nil` when none is (HitKit's, for tests and tools: UIKit draws it).
    public private(set) var presentedMenu: UIMenu?

    /// Creates an interaction with its delegate (held weakly, as in UIKit).
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        recognizer.interaction = self
        recognizer.addTarget { [weak self] recognizer in
            if recognizer.state == .began { self?.presentPendingMenu() }
        }
    }

    // MARK: UIInteraction

    public func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    // MARK: The menu

    /// Where the press or click that showed the menu was, in `view`'s coordinates (`nil`: the
    /// window's); `.zero` before any.
    open func location(in view: UIView?) -> CGPoint {
        guard let pressLocation else { return .zero }
        guard let view, let window = self.view?.window, view.window === window else { return pressLocation }
        return view.convert(pressLocation, from: window)
    }

    /// Dismisses the menu shown, if any: the delegate hears `willEndFor`.
    open func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        presentedConfiguration = nil
        presentedMenu = nil
        let animator = ContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }

    /// Replaces the menu shown with what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        if let menu = presentedMenu { presentedMenu = block(menu) }
    }

    /// Chooses `action` of the menu shown: its handler runs, then the menu goes (the delegate
    /// hears `willEndFor`) — unless the action keeps the menu presented. A disabled action, or one
    /// not in the menu, is refused (returns `false`).
    @discardableResult
    public func performMenuAction(_ action: UIAction) -> Bool {
        guard let menu = presentedMenu, Self.contains(menu, action), !action.attributes.contains(.disabled) else {
            return false
        }
        action.perform(sender: self)
        if !action.attributes.contains(.keepsMenuPresented) { dismissMenu() }
        return true
    }

    private static func contains(_ menu: UIMenu, _ action: UIAction) -> Bool {
        var stack: [UIMenuElement] = [menu]
        while let element = stack.popLast() {
            if element === action { return true }
            if let submenu = element as? UIMenu { stack.append(contentsOf: submenu.children) }
        }
        return false
    }

    // MARK: Triggering

    /// The recognizer was about to begin: asks the delegate for a configuration; `false` (none)
    /// makes the recognizer fail instead, so the press goes on untouched.
    func prepareMenu(at location: CGPoint) -> Bool {
        guard presentedMenu == nil, let delegate, let view else { return false }
        pressLocation = view.window.map { view.convert(location, to: $0) } ?? location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return false }
        pendingConfiguration = configuration
        return true
    }

    /// Shows the menu of the configuration just asked for.
    private func presentPendingMenu() {
        guard let configuration = pendingConfiguration else { return }
        pendingConfiguration = nil
        let preview = configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        presentedConfiguration = configuration
        presentedMenu = menu
        let animator = ContextMenuAnimator(previewViewController: preview)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
    }
}
