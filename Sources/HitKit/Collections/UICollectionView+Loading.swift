import Foundation

/// Loading a collection view's data (the counts from the data source) and preparing its layout.
extension UICollectionView {
    /// The delegate as a collection view delegate, if it adopts the protocol.
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// The loaded item counts, asking the data source first if needed: O(sections).
    func loadedItemCounts() -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts.reserveCapacity(sections)
            for section in 0..<sections {
                counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        itemCounts = counts
        return counts
    }

    /// Lets the layout prepare if it was invalidated, and sets the content size from it.
    func prepareLayoutIfNeeded() {
        _ = loadedItemCounts()
        let layout = collectionViewLayout
        guard layout.needsPrepare else { return }
        layout.needsPrepare = false
        layout.prepare()
        let size = layout.collectionViewContentSize
        contentSize = CGSize(width: Self.sanitized(size.width), height: Self.sanitized(size.height))
    }

    private static func sanitized(_ length: CGFloat) -> CGFloat {
        length.isFinite && length > 0 ? length : 0
    }

    /// Whether a layout's `frame` can be given to a cell: every component finite.
    static func isUsable(_ frame: CGRect) -> Bool {
        frame.origin.x.isFinite && frame.origin.y.isFinite && frame.size.width.isFinite && frame.size.height.isFinite
    }

    /// The number of sections of the loaded data (loading it if needed).
    public var numberOfSections: Int { loadedItemCounts().count }

    /// The number of items in `section` of the loaded data (loading it if needed); 0 for a
    /// section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedItemCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Whether `indexPath` names an item of the loaded data.
    func containsItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The layout's attributes for the item at `indexPath`, or `nil` for an item that does not
    /// exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        guard containsItem(at: indexPath) else { return nil }
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item under `point` (in the collection view's content coordinates), or `nil` when no
    /// shown item is there or the point is not finite. Asks the layout for the elements in a
    /// one-point square around the point and takes the first whose frame contains it: a frame owns
    /// its top and left edges, not its bottom and right ones. Hidden items are passed over.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        let candidates = collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
        for attributes in candidates where !attributes.isHidden && containsItem(at: attributes.indexPath) {
            let (origin, size) = (attributes.frame.origin, attributes.frame.size)
            guard Self.isUsable(attributes.frame), size.width > 0, size.height > 0 else { continue }
            if point.x >= origin.x, point.x < origin.x + size.width, point.y >= origin.y,
                point.y < origin.y + size.height
            {
                return attributes.indexPath
            }
        }
        return nil
    }
}
