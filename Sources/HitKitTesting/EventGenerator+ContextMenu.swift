import Foundation
import HitKit

extension EventGenerator {
    // MARK: Context menus

    /// The context menu interaction of the generator's window whose menu is shown, if any.
    ///
    /// - Complexity: O(*n*) in the window's views.
    public var presentedContextMenuInteraction: UIContextMenuInteraction? {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            for interaction in view.interactions {
                if let menu = interaction as? UIContextMenuInteraction, menu.presentedMenu != nil { return menu }
            }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The context menu shown in the generator's window, if any: HitKit's menus are data.
    public var presentedContextMenu: UIMenu? { presentedContextMenuInteraction?.presentedMenu }

    /// Chooses the action titled `title` in the context menu shown — searching its submenus, in
    /// order — as a user's tap on it does: the action's handler runs, then the interaction's
    /// delegate hears `contextMenuInteraction(_:willEndFor:animator:)`.
    ///
    /// - Throws: ``EventGeneratorError/Code/noContextMenu`` when no menu is shown,
    ///   ``EventGeneratorError/Code/menuActionNotFound`` when it has no enabled action with that
    ///   title.
    public func chooseMenuAction(titled title: String) throws(EventGeneratorError) {
        guard let interaction = presentedContextMenuInteraction, let menu = interaction.presentedMenu else {
            throw EventGeneratorError(code: .noContextMenu, message: "no context menu is shown", context: title)
        }
        var stack: [UIMenuElement] = Array(menu.children.reversed())
        while let element = stack.popLast() {
            if let action = element as? UIAction, action.title == title, !action.attributes.contains(.disabled) {
                interaction.performMenuAction(action)
                return
            }
            if let submenu = element as? UIMenu { stack.append(contentsOf: submenu.children.reversed()) }
        }
        throw EventGeneratorError(
            code: .menuActionNotFound, message: "the context menu shown has no enabled action with this title",
            context: title)
    }

    /// Dismisses the context menu shown, as a tap outside it does: the delegate hears
    /// `contextMenuInteraction(_:willEndFor:animator:)`.
    ///
    /// - Throws: ``EventGeneratorError/Code/noContextMenu`` when no menu is shown.
    public func dismissContextMenu() throws(EventGeneratorError) {
        guard let interaction = presentedContextMenuInteraction else {
            throw EventGeneratorError(code: .noContextMenu, message: "no context menu is shown", context: "")
        }
        interaction.dismissMenu()
    }
}
