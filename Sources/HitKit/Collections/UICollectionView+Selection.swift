import Foundation

/// Selecting items, by the user's touches and in code (see "Lists and touches", "Collection
/// views").
extension UICollectionView {
    /// Where an item is scrolled to, as UIKit's: an option set of at most one vertical position
    /// (``top``, ``centeredVertically``, ``bottom``) and one horizontal one (``left``,
    /// ``centeredHorizontally``, ``right``); `[]` does not scroll.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The item at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left edge of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right edge of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The selected items in order, or `nil` when none is selected (as Apple's page says).
    /// O(*k* log *k*) in the selected items.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected.sorted()
    }

    /// ``selectItem(at:animated:scrollPosition:)``'s work.
    func selectItemInCode(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            selection.deselectAll(animated: animated)
            return
        }
        guard containsItem(at: indexPath) else { return }
        selection.selectOnly(indexPath, animated: animated)
        scrollItem(at: indexPath, to: scrollPosition, animated: animated)
    }

    /// Scrolls so that the item's frame sits where `position` says on each axis it names, within
    /// the content's scrolling range. An axis `position` does not name keeps its offset; an item
    /// without a usable frame does not scroll. When one axis names several positions, the first
    /// of top / centred / bottom (left / centred / right) wins (UIKit raises an exception).
    private func scrollItem(at indexPath: IndexPath, to position: ScrollPosition, animated: Bool) {
        guard !position.isEmpty, let frame = layoutAttributesForItem(at: indexPath)?.frame, Self.isUsable(frame)
        else { return }
        let size = bounds.size
        var offset = contentOffset
        if position.contains(.top) {
            offset.y = frame.minY
        } else if position.contains(.centeredVertically) {
            offset.y = frame.midY - size.height / 2
        } else if position.contains(.bottom) {
            offset.y = frame.maxY - size.height
        }
        if position.contains(.left) {
            offset.x = frame.minX
        } else if position.contains(.centeredHorizontally) {
            offset.x = frame.midX - size.width / 2
        } else if position.contains(.right) {
            offset.x = frame.maxX - size.width
        }
        setContentOffset(clamped(offset), animated: animated)
    }
}

/// The collection view as the selection engine's host: the delegate's `shouldSelect` and
/// `shouldDeselect` answer the engine's `willSelect` / `willDeselect` as the item or `nil`; the
/// lift asks them before un-highlighting, and single selection deselects the replaced item
/// without asking.
extension UICollectionView: ListSelectionHost {
    func listItem(ofCell subview: UIView) -> IndexPath? {
        guard let cell = subview as? UICollectionViewCell, let indexPath = cell.collectionIndexPath,
            visibleCellsByIndexPath[indexPath] === cell
        else { return nil }
        return indexPath
    }

    func listFrame(of item: IndexPath) -> CGRect? {
        guard let frame = layoutAttributesForItem(at: item)?.frame, Self.isUsable(frame) else { return nil }
        return frame
    }

    func listContains(_ item: IndexPath) -> Bool { containsItem(at: item) }
    var listAllowsSelection: Bool { allowsSelection }
    var listAllowsMultipleSelection: Bool { allowsMultipleSelection }
    var listAsksBeforeUnhighlighting: Bool { true }
    var listAsksBeforeReplacing: Bool { false }

    func listShouldHighlight(_ item: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
    }
    func listDidHighlight(_ item: IndexPath) { collectionDelegate?.collectionView(self, didHighlightItemAt: item) }
    func listDidUnhighlight(_ item: IndexPath) {
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
    }
    func listWillSelect(_ item: IndexPath) -> IndexPath? {
        guard let delegate = collectionDelegate else { return item }
        return delegate.collectionView(self, shouldSelectItemAt: item) ? item : nil
    }
    func listDidSelect(_ item: IndexPath) { collectionDelegate?.collectionView(self, didSelectItemAt: item) }
    func listWillDeselect(_ item: IndexPath) -> IndexPath? {
        guard let delegate = collectionDelegate else { return item }
        return delegate.collectionView(self, shouldDeselectItemAt: item) ? item : nil
    }
    func listDidDeselect(_ item: IndexPath) { collectionDelegate?.collectionView(self, didDeselectItemAt: item) }

    func listShowHighlighted(_ highlighted: Bool, at item: IndexPath) {
        guard let cell = visibleCellsByIndexPath[item], cell.isHighlighted != highlighted else { return }
        cell.isHighlighted = highlighted
    }

    func listShowSelected(_ selected: Bool, at item: IndexPath, animated: Bool) {
        guard let cell = visibleCellsByIndexPath[item], cell.isSelected != selected else { return }
        cell.isSelected = selected
    }
}
