import Foundation

/// The table view's delegate, as UIKit's: a ``UIScrollViewDelegate`` that also gives the heights
/// of rows, headers and footers and hears when a cell is shown or hidden. Every method has a
/// default, so adopt only what you need; an `NSObject` subclass can adopt it.
///
/// Assign it to the table's ``UIScrollView/delegate`` as in UIKit (`tableView.delegate = self`):
/// the table asks it whatever it adopts. Heights are asked for every row when the table loads its
/// data (``UITableView/reloadData()``), as UIKit does without estimated heights; a table whose
/// delegate does not adopt this protocol uses ``UITableView/rowHeight`` for every row and costs
/// O(sections) to load.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath` (default ``UITableView/rowHeight``).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the header of `section` (default ``UITableView/sectionHeaderHeight``).
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section` (default ``UITableView/sectionFooterHeight``).
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// `cell` is about to be shown for the row at `indexPath`.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// `cell` was removed from the table: its row scrolled away or the data was reloaded.
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Whether the row a touch began on is highlighted (default `true`). `false` also keeps the
    /// touch from selecting it.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// A touch highlighted the row. Not called for selection in code.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's touch lifted, was cancelled or left the row. Not called for selection in code.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// A touch is about to select the row: return it, another row to select instead, or `nil` to
    /// select nothing (default: `indexPath`).
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// A touch selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A touch is about to deselect the row: return it, another selected row to deselect instead,
    /// or `nil` to keep it selected (default: `indexPath`).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// A touch deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// The actions a rightward swipe reveals at the row's leading edge, or `nil` for none
    /// (default `nil`). Asked when such a swipe starts on the row; an empty configuration keeps
    /// the row still too. See "Lists and touches", "Swipe actions".
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a leftward swipe reveals at the row's trailing edge, or `nil` for none
    /// (default `nil`: HitKit has no editing styles, so UIKit's default Delete action does not
    /// exist). Asked when such a swipe starts on the row.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
}
