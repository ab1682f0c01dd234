import Foundation

/// Registering cell classes and dequeuing reusable cells, as UIKit's.
extension UICollectionView {
    /// Registers `cellClass` (a ``UICollectionViewCell`` subclass) to make the cells dequeued with
    /// `identifier`; `nil` removes the registration. The collection view makes cells through the
    /// class's `init(frame:)`, so a cell subclass is written as in UIKit (see
    /// ``UICollectionReusableView``). A class that is not a cell is refused with an
    /// `unregisteredReuseIdentifier` diagnostic.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            reuseStore.register(nil, for: identifier)
            return
        }
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            report("\(cellClass) is not a UICollectionViewCell; the registration was refused", identifier)
            return
        }
        reuseStore.register(cellType, for: identifier)
    }

    /// A reusable cell for `identifier`, for the item at `indexPath`: one from the reuse pool
    /// (after its ``UICollectionReusableView/prepareForReuse()``), or a new one of the registered
    /// class, with the item's frame. When nothing is registered for `identifier` UIKit raises an
    /// exception; HitKit reports an `unregisteredReuseIdentifier` diagnostic and returns a plain
    /// cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell: UICollectionViewCell
        if let dequeued = reuseStore.dequeue(identifier) {
            cell = dequeued
        } else {
            report("no class is registered for this identifier; a plain cell was made", identifier)
            cell = UICollectionViewCell(_registeredReuseIdentifier: identifier)
        }
        if let attributes = layoutAttributesForItem(at: indexPath), Self.isUsable(attributes.frame) {
            cell.frame = attributes.frame
        }
        return cell
    }

    private func report(_ message: String, _ identifier: String) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .unregisteredReuseIdentifier, message: message, context: "reuse identifier \"\(identifier)\""),
            in: window?.application)
    }
}

extension UICollectionReusableView: ReusableListCell {}
