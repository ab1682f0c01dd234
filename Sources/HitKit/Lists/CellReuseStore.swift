import Foundation

/// A cell a list makes from a registered class and reuses (table view and collection view cells
/// adopt it beside their lists' reuse code).
@MainActor
protocol ReusableListCell: UIView {
    /// How a list makes a cell of a registered class (see each cell type).
    init(_registeredReuseIdentifier identifier: String)
    /// Resets the cell before it shows another item.
    func prepareForReuse()
}

/// The cell classes a list registered and its cells off screen, by reuse identifier: the one
/// store a table view and a collection view share.
@MainActor
struct CellReuseStore<Cell: ReusableListCell> {
    private var registeredClasses: [String: Cell.Type] = [:]
    private var pool: [String: [Cell]] = [:]

    /// Registers `cellClass` for `identifier`; `nil` removes the registration.
    mutating func register(_ cellClass: Cell.Type?, for identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A cell for `identifier`: the last one kept, after its `prepareForReuse()`, or a new one of
    /// the registered class, or `nil`. O(1): the pool is popped in place.
    mutating func dequeue(_ identifier: String) -> Cell? {
        if let cell = pool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        return registeredClasses[identifier].map { $0.init(_registeredReuseIdentifier: identifier) }
    }

    /// Keeps `cell` for reuse under `identifier`.
    mutating func keep(_ cell: Cell, as identifier: String) {
        pool[identifier, default: []].append(cell)
    }
}
