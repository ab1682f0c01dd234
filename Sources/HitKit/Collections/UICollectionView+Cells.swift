import Foundation

/// The visible cells: laying them out from the content offset, and the queries about them.
extension UICollectionView {
    /// Shows a cell for each item the layout places in the visible area and retires the cells of
    /// items that left it. Cells that left go to the reuse pool first, so the data source can
    /// dequeue them at once. Attributes for items that do not exist, repeated ones and ones with a
    /// non-finite frame are passed over.
    func layOutVisibleItems() {
        guard !isLayingOutItems, let dataSource else { return }
        isLayingOutItems = true
        defer { isLayingOutItems = false }
        prepareLayoutIfNeeded()
        var wanted: [UICollectionViewLayoutAttributes] = []
        var wantedSet: Set<IndexPath> = []
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        where Self.isUsable(attributes.frame) && containsItem(at: attributes.indexPath) {
            if wantedSet.insert(attributes.indexPath).inserted { wanted.append(attributes) }
        }
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key })
        where !wantedSet.contains(indexPath) {
            visibleCellsByIndexPath[indexPath] = nil
            retire(cell, from: indexPath)
        }
        for attributes in wanted {
            let indexPath = attributes.indexPath
            if let cell = visibleCellsByIndexPath[indexPath] {
                apply(attributes, to: cell)
                continue
            }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            visibleCellsByIndexPath[indexPath] = cell
            cell.collectionIndexPath = indexPath
            apply(attributes, to: cell)
            showSelectionState(of: indexPath, on: cell)
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.layoutIfNeeded()
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        }
    }

    /// Gives `cell` the frame, alpha and hidden state of `attributes`, then lets it apply them.
    private func apply(_ attributes: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        if cell.frame != attributes.frame { cell.frame = attributes.frame }
        if cell.alpha != attributes.alpha { cell.alpha = attributes.alpha }
        if cell.isHidden != attributes.isHidden { cell.isHidden = attributes.isHidden }
        cell.apply(attributes)
    }

    /// Takes `cell` off the collection view, tells the delegate, and keeps it for reuse.
    func retire(_ cell: UICollectionViewCell, from indexPath: IndexPath) {
        if cell.collectionIndexPath == indexPath { cell.collectionIndexPath = nil }
        if cell.superview === self { cell.removeFromSuperview() }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { reuseStore.keep(cell, as: identifier) }
    }

    /// A cell about to be shown for `indexPath` shows whether that item is selected and
    /// highlighted (a reused cell may still show its last item's states).
    private func showSelectionState(of indexPath: IndexPath, on cell: UICollectionViewCell) {
        let selected = selection.isSelected(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        let highlighted = selection.highlightedItem == indexPath
        if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
    }

    /// The cell showing the item at `indexPath`, or `nil` when that item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The index path of `cell` when it is visible, or `nil`. O(1): the cell remembers its item.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        listItem(ofCell: cell)
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }
}
