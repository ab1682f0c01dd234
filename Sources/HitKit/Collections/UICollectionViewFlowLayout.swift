import Foundation

/// A layout that places a collection view's items in lines, as UIKit's: rows one under another
/// when scrolling vertically, columns side by side when scrolling horizontally.
///
/// The sizes and spacings come from the collection view's delegate when it adopts
/// ``UICollectionViewDelegateFlowLayout``, section by section and item by item, and from this
/// layout's properties otherwise. How items share a line is described in the "Collection views"
/// section of <doc:ListsAndTouches>. A negative or non-finite size, spacing or inset counts as 0;
/// an item with no width or height gets no cell.
///
/// ``prepare()`` asks the delegate for every item's size — O(items), as UIKit without estimated
/// sizes — and O(sections) without such a delegate. A section whose items all have one size is
/// kept as a grid, whatever its count; the queries then find the lines in the visible rectangle
/// by arithmetic, otherwise by binary search, so a collection of a million items scrolls as one
/// of ten. Headers, footers and self-sizing cells (`estimatedItemSize`) are not built.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of each item the delegate gives none for (default 50 × 50, as UIKit's).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// The least space between lines: rows when scrolling vertically, columns when scrolling
    /// horizontally (default 10).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The least space between the items of a line (default 10). Justified lines spread their
    /// items further apart.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The margins around each section's items (default `.zero`).
    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// The direction the content scrolls in (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    /// Where the items lie, computed by ``prepare()``.
    var geometry = FlowLayoutGeometry()

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive; HitKit loads none, so the layout gets its defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Computes every item's place from the collection view's counts and bounds and the delegate's
    /// sizes. Call `super` when you override it.
    open override func prepare() {
        super.prepare()
        geometry = FlowLayoutGeometry()
        guard let collectionView else { return }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let width =
            vertical
            ? collectionView.bounds.width - inset.left - inset.right
            : collectionView.bounds.height - inset.top - inset.bottom
        geometry.width = FlowLayoutGeometry.sanitized(width)
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let standardSize = flowSize(itemSize)
        for section in 0..<collectionView.numberOfSections {
            var metrics = flowMetrics(sectionInset, minimumLineSpacing, minimumInteritemSpacing)
            var size: ((Int) -> CGSize)?
            if let delegate {
                metrics = flowMetrics(
                    delegate.collectionView(collectionView, layout: self, insetForSectionAt: section),
                    delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
                    delegate.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section))
                size = { item in
                    self.flowSize(
                        delegate.collectionView(
                            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)))
                }
            }
            geometry.appendSection(
                itemCount: collectionView.numberOfItems(inSection: section), metrics: metrics,
                uniformSize: standardSize, size: size)
        }
    }

    /// The lines' width across the scroll direction by their total length along it.
    open override var collectionViewContentSize: CGSize {
        flowSize(CGSize(width: geometry.width, height: geometry.contentHeight), sanitize: false)
    }

    /// A new layout when the collection view's size changes; a scroll keeps it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The attributes of the items whose frames meet `rect`, in order. Finds the first line by
    /// arithmetic or binary search and visits only the lines that meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let band = flowRect(rect)
        return geometry.items(in: band).map { indexPath, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = flowRect(frame)
            return attributes
        }
    }

    /// The attributes of the item at `indexPath`, or `nil` for an item that does not exist.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard geometry.contains(indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = flowRect(geometry.sections[indexPath.section].frame(indexPath.item))
        return attributes
    }

    // MARK: Flow space (see FlowLayoutGeometry): x and y swap when scrolling horizontally.

    private func flowSize(_ size: CGSize, sanitize: Bool = true) -> CGSize {
        let width = sanitize ? FlowLayoutGeometry.sanitized(size.width) : size.width
        let height = sanitize ? FlowLayoutGeometry.sanitized(size.height) : size.height
        return scrollDirection == .vertical
            ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
    }

    private func flowRect(_ rect: CGRect) -> CGRect {
        scrollDirection == .vertical
            ? rect : CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
    }

    private func flowMetrics(
        _ inset: UIEdgeInsets, _ lineSpacing: CGFloat, _ interitemSpacing: CGFloat
    ) -> FlowLayoutGeometry.Metrics {
        let clean = UIEdgeInsets(
            top: FlowLayoutGeometry.sanitized(inset.top), left: FlowLayoutGeometry.sanitized(inset.left),
            bottom: FlowLayoutGeometry.sanitized(inset.bottom), right: FlowLayoutGeometry.sanitized(inset.right))
        let flowInset =
            scrollDirection == .vertical
            ? clean : UIEdgeInsets(top: clean.left, left: clean.top, bottom: clean.right, right: clean.bottom)
        return FlowLayoutGeometry.Metrics(
            inset: flowInset, lineSpacing: FlowLayoutGeometry.sanitized(lineSpacing),
            interitemSpacing: FlowLayoutGeometry.sanitized(interitemSpacing))
    }
}
