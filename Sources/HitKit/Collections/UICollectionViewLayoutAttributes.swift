import Foundation

/// Where a layout puts one item of a collection view, as UIKit's: its ``frame`` in the collection
/// view's content coordinates, and whether and how the item's cell shows.
///
/// A ``UICollectionViewLayout`` makes these in ``UICollectionViewLayout/layoutAttributesForElements(in:)``
/// and ``UICollectionViewLayout/layoutAttributesForItem(at:)``; the collection view gives each
/// visible item's cell the frame, ``alpha`` and ``isHidden`` they hold, then calls the cell's
/// ``UICollectionReusableView/apply(_:)``. A frame that is not finite is never applied: the item
/// gets no cell.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes {
    /// The item these attributes place.
    open var indexPath: IndexPath

    /// The item's rectangle, in the collection view's content coordinates (default `.zero`).
    open var frame: CGRect = .zero

    /// The centre of ``frame``. Setting it moves the frame and keeps its size.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of ``frame``. Setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The cell's opacity (default 1). A cell whose alpha is below 0.01 is not hit-tested, as any
    /// view's.
    open var alpha: CGFloat = 1

    /// Whether the cell is hidden (default `false`); a hidden cell is not hit-tested and
    /// ``UICollectionView/indexPathForItem(at:)`` passes over it.
    open var isHidden = false

    /// Creates the attributes of the cell of the item at `indexPath`, with a zero frame.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }
}
