import Foundation

/// The actions a row shows when it is swiped, as UIKit's: returned by the table delegate's
/// ``UITableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)`` and
/// ``UITableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)``.
///
/// The buttons sit in ``actions``' order from the row's edge: the first at the edge, where a
/// full swipe ends. A configuration with no actions keeps the row from being swiped.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first of which is the one a full swipe performs.
    public let actions: [UIContextualAction]

    /// Whether swiping the row across most of its width performs the first action (default
    /// `true`). With `false` the row opens no further than its buttons.
    open var performsFirstActionWithFullSwipe: Bool = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
