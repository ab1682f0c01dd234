import Foundation

/// The visible cells: laying them out from the content offset, and the queries about them.
extension UITableView {
    /// Shows a cell for each row in the visible area and retires the cells of rows that left it.
    /// Cells that left go to the reuse pool first, so the data source can dequeue them at once.
    func layOutVisibleRows() {
        guard !isLayingOutRows, let dataSource else { return }
        isLayingOutRows = true
        defer { isLayingOutRows = false }
        let geometry = loadedGeometry()
        let visible = bounds
        let wanted = geometry.rows(between: visible.minY, and: visible.maxY)
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
        where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        for indexPath in wanted {
            let rect = rectForRow(at: indexPath)
            if let cell = visibleCellsByIndexPath[indexPath] {
                if cell.frame != rect { cell.frame = rect }
                continue
            }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            visibleCellsByIndexPath[indexPath] = cell
            cell.tableIndexPath = indexPath
            cell.frame = rect
            showSelectionState(of: indexPath, on: cell)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.layoutIfNeeded()
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Takes `cell` off the table, tells the delegate, and keeps it for reuse.
    func retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        swipeActions.cellWillRetire(cell)
        if cell.tableIndexPath == indexPath { cell.tableIndexPath = nil }
        if cell.superview === self { cell.removeFromSuperview() }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseStore.keep(cell, as: identifier) }
    }

    /// The cell showing the row at `indexPath`, or `nil` when that row is not visible.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// A cell about to be shown for `indexPath` shows whether that row is selected and
    /// highlighted (a reused cell may still show its last row's states).
    private func showSelectionState(of indexPath: IndexPath, on cell: UITableViewCell) {
        let selected = selection.isSelected(indexPath)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        let highlighted = selection.highlightedItem == indexPath
        if cell.isHighlighted != highlighted { cell.setHighlighted(highlighted, animated: false) }
    }

    /// The index path of `cell` when it is visible, or `nil`. O(1).
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        guard let indexPath = cell.tableIndexPath, visibleCellsByIndexPath[indexPath] === cell else { return nil }
        return indexPath
    }

    /// The cells on screen, in row order.
    public var visibleCells: [UITableViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCellsByIndexPath.keys.sorted()
    }
}
