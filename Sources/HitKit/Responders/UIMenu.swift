import Foundation

/// A menu: a title and the elements it shows — ``UIAction``s, other menus (submenus or inline
/// groups) and ``UIKeyCommand``s.
///
/// HitKit draws nothing: a menu is data that a test, the inspector or a host reads and chooses
/// from. A context menu's is ``UIContextMenuInteraction/presentedMenu`` while it is shown.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A string that identifies a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown inline in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's children are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on (`state == .on`) at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier: the one it was created with, or one made from the menu's identity
    /// (unique among the menus that exist at the same time; no process-wide counter).
    public var identifier: Identifier {
        let address = String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16)
        return givenIdentifier ?? Identifier("com.hitkit.menu.\(address)")
    }
    private let givenIdentifier: Identifier?
    /// How the menu shows its children.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu. HitKit draws nothing, so UIKit's `image` parameter does not exist.
    public init(
        title: String = "", identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
    ) {
        self.givenIdentifier = identifier
        self.options = options
        self.children = children
        super.init(title: title)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, identifier: identifier, options: options, children: newChildren)
    }
}
