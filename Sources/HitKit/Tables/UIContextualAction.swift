import Foundation

/// An action shown when the user swipes a table row, as UIKit's: a button revealed beside the
/// row whose tap — or a full swipe, for the first action of a configuration — calls ``handler``.
///
/// ```swift
/// let delete = UIContextualAction(style: .destructive, title: "Delete") { action, sourceView, completion in
///     completion(true)
/// }
/// return UISwipeActionsConfiguration(actions: [delete])
/// ```
///
/// Return actions from the delegate's
/// ``UITableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)`` or
/// ``UITableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)``. HitKit draws
/// nothing: ``title``, ``backgroundColor`` and ``image`` are kept for your code to read. See
/// "Lists and touches", "Swipe actions".
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The style of an action, as UIKit's.
    public enum Style: Int, Sendable {
        /// A plain action (gray by default).
        case normal
        /// An action that deletes the row (red by default).
        case destructive
    }

    /// The closure an action calls when the user taps its button or full-swipes the row: it
    /// receives the action, the button it was shown as, and a completion to call once you
    /// performed the action (`true`) or could not (`false`). Either answer closes the row; until
    /// you call it the row stays open.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's style, fixed when it is made.
    public let style: Style

    /// The closure the action calls, fixed when it is made.
    public let handler: Handler

    /// The title on the action's button.
    open var title: String?

    /// The button's background colour: `.systemRed` for a destructive action, `.systemGray`
    /// otherwise, unless you set one. A store: HitKit draws nothing.
    open var backgroundColor: UIColor!

    /// The image on the action's button (default `nil`). A store: HitKit draws nothing.
    open var image: UIImage?

    /// Creates an action of `style` titled `title` that calls `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
