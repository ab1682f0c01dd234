import Foundation

/// Selecting rows, by the user's touches and in code (see "Lists and touches", "How a row is
/// selected").
extension UITableView {
    /// The position a row is scrolled to, as UIKit's.
    public enum ScrollPosition: Int, Sendable {
        /// For ``UITableView/scrollToRow(at:at:animated:)``, the least scrolling that shows the
        /// whole row; for ``UITableView/selectRow(at:animated:scrollPosition:)``, no scrolling.
        case none
        /// The row at the top of the visible area.
        case top
        /// The row in the middle of the visible area.
        case middle
        /// The row at the bottom of the visible area.
        case bottom
    }

    // MARK: Reading the selection

    /// The selected row, or `nil`; with several selected, the first in order. O(*k*) in the
    /// selected rows.
    public var indexPathForSelectedRow: IndexPath? { selection.selected.min() }

    /// The selected rows in order, or `nil` when none is selected (as UIKit). O(*k* log *k*) in
    /// the selected rows.
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected.sorted()
    }

    // MARK: Selecting in code

    /// ``selectRow(at:animated:scrollPosition:)``'s work.
    func selectRowInCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            selection.deselectAll(animated: animated)
            return
        }
        guard loadedGeometry().contains(indexPath) else { return }
        selection.selectOnly(indexPath, animated: animated)
        if scrollPosition != .none { scrollRow(at: indexPath, to: scrollPosition, animated: animated) }
    }

    /// ``scrollToRow(at:at:animated:)``'s work.
    func scrollRow(at indexPath: IndexPath, to scrollPosition: ScrollPosition, animated: Bool) {
        guard loadedGeometry().contains(indexPath) else { return }
        let row = rectForRow(at: indexPath)
        let height = bounds.height
        var offset = contentOffset
        switch scrollPosition {
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        case .top: offset.y = row.minY
        case .middle: offset.y = row.midY - height / 2
        case .bottom: offset.y = row.maxY - height
        }
        setContentOffset(clamped(offset), animated: animated)
    }
}

/// The table as the selection engine's host: its rows are the items.
extension UITableView: ListSelectionHost {
    func listItem(ofCell subview: UIView) -> IndexPath? {
        guard let cell = subview as? UITableViewCell, let indexPath = cell.tableIndexPath,
            visibleCellsByIndexPath[indexPath] === cell
        else { return nil }
        return indexPath
    }

    func listFrame(of item: IndexPath) -> CGRect? { rectForRow(at: item) }

    func listContains(_ item: IndexPath) -> Bool { loadedGeometry().contains(item) }
    var listAllowsSelection: Bool { allowsSelection }
    var listAllowsMultipleSelection: Bool { allowsMultipleSelection }

    func listShouldHighlight(_ item: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: item) ?? true
    }
    func listDidHighlight(_ item: IndexPath) { tableDelegate?.tableView(self, didHighlightRowAt: item) }
    func listDidUnhighlight(_ item: IndexPath) { tableDelegate?.tableView(self, didUnhighlightRowAt: item) }
    func listWillSelect(_ item: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return item }
        return delegate.tableView(self, willSelectRowAt: item)
    }
    func listDidSelect(_ item: IndexPath) { tableDelegate?.tableView(self, didSelectRowAt: item) }
    func listWillDeselect(_ item: IndexPath) -> IndexPath? {
        guard let delegate = tableDelegate else { return item }
        return delegate.tableView(self, willDeselectRowAt: item)
    }
    func listDidDeselect(_ item: IndexPath) { tableDelegate?.tableView(self, didDeselectRowAt: item) }

    func listShowHighlighted(_ highlighted: Bool, at item: IndexPath) {
        guard let cell = visibleCellsByIndexPath[item], cell.isHighlighted != highlighted else { return }
        cell.setHighlighted(highlighted, animated: false)
    }

    func listShowSelected(_ selected: Bool, at item: IndexPath, animated: Bool) {
        guard let cell = visibleCellsByIndexPath[item], cell.isSelected != selected else { return }
        cell.setSelected(selected, animated: animated)
    }
}
