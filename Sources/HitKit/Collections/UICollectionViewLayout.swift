import Foundation

/// The object that places a collection view's items, as UIKit's: subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// The collection view asks its layout, in this order: ``prepare()`` once after each
/// ``invalidateLayout()`` (and before the first layout), then ``collectionViewContentSize`` for
/// its content size, then, at every layout pass and every change of content offset,
/// ``layoutAttributesForElements(in:)`` with its visible rectangle (`bounds`, in content
/// coordinates). A subclass computes what it needs in ``prepare()`` from ``collectionView``'s
/// counts and bounds, and answers the queries from that.
///
/// The collection view shows a cell for each attributes' item that exists in its data and whose
/// frame is finite, and passes over the others. The cost of a scroll step is the cost of
/// ``layoutAttributesForElements(in:)``: answer it without visiting every item for big
/// collections.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout, or `nil` while none does.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` is due before the next query.
    var needsPrepare = true

    /// Creates a layout.
    public init() {}

    /// Creates a layout from an archive; HitKit loads none, so the layout gets its defaults.
    public required init?(coder: NSCoder) {}

    /// The width and height of the whole content (default `.zero`). The collection view sets its
    /// `contentSize` from it after each ``prepare()``; a non-finite or negative dimension counts as 0.
    open var collectionViewContentSize: CGSize { .zero }

    /// Computes the layout: called once after each ``invalidateLayout()``, before the collection
    /// view asks for the content size or any attributes. The default does nothing; call `super`.
    open func prepare() {}

    /// Marks the layout as out of date: the next query of the collection view calls ``prepare()``
    /// first, and the collection view lays out its cells again. Call `super` when you override it.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout
    /// (default `false`). A scroll changes only the bounds' origin.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The attributes of every item whose frame meets `rect` (content coordinates), or `nil` for
    /// none (default `nil`).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or `nil` (default `nil`).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
}
