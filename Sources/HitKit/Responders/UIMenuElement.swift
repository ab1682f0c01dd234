import Foundation

/// The base of the elements of a menu: ``UIMenu``, ``UIAction`` and ``UIKeyCommand``.
///
/// UIKit's `UICommand`, between this class and `UIKeyCommand`, is left out: its members that a
/// key command uses are declared on ``UIKeyCommand``.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates attributes from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element cannot be chosen; a disabled key command never matches a key press.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element does something destructive.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown in menus; a hidden key command still matches key presses.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The element's title.
    open var title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}
