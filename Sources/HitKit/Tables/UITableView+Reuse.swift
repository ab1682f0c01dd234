import Foundation

/// Registering cell classes and dequeuing reusable cells, as UIKit's.
extension UITableView {
    /// Registers `cellClass` (a ``UITableViewCell`` subclass) to make the cells dequeued with
    /// `identifier`; `nil` removes the registration. The table makes cells of the class with
    /// its ``UITableViewCell/init(style:reuseIdentifier:)`` and the `.default` style. A
    /// class that is not a cell is refused with an `unregisteredReuseIdentifier` diagnostic.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            reuseStore.register(nil, for: identifier)
            return
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            report("\(cellClass) is not a UITableViewCell; the registration was refused", identifier)
            return
        }
        reuseStore.register(cellType, for: identifier)
    }

    /// A reusable cell for `identifier`: one from the reuse pool (after its
    /// ``UITableViewCell/prepareForReuse()``), or a new one of the registered class, or `nil`
    /// when there is neither.
    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        reuseStore.dequeue(identifier)
    }

    /// A reusable cell for `identifier`, for the row at `indexPath`: as
    /// ``dequeueReusableCell(withIdentifier:)``, sized to the row. When nothing is registered for
    /// `identifier` UIKit raises an exception; HitKit reports an `unregisteredReuseIdentifier`
    /// diagnostic and returns a plain cell.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: identifier)
            ?? {
                report("no class is registered for this identifier; a plain cell was made", identifier)
                return UITableViewCell(style: .default, reuseIdentifier: identifier)
            }()
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    private func report(_ message: String, _ identifier: String) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .unregisteredReuseIdentifier, message: message, context: "reuse identifier \"\(identifier)\""),
            in: window?.application)
    }
}

extension UITableViewCell: ReusableListCell {}
