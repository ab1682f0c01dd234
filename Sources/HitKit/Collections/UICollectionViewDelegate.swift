import Foundation

/// The collection view's delegate, as UIKit's: a ``UIScrollViewDelegate`` that hears when a cell
/// is shown or hidden. Every method has a default, so adopt only what you need; an `NSObject`
/// subclass can adopt it. Assign it to the collection view's ``UIScrollView/delegate`` as in UIKit
/// (`collectionView.delegate = self`). Highlighting and selection are not built yet.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// `cell` is about to be shown for the item at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `cell` was removed from the collection view: its item scrolled away or the data was reloaded.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
}
