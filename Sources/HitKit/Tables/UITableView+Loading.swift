import Foundation

/// Loading a table's data: the counts from the data source and the heights from the delegate,
/// turned into a ``TableGeometry`` once per load.
extension UITableView {
    /// The delegate as a table delegate, if it adopts the protocol.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// The loaded geometry, loading it (and setting the content size) first if needed.
    @discardableResult
    func loadedGeometry() -> TableGeometry {
        if let geometry { return geometry }
        let loaded = loadGeometry()
        geometry = loaded
        contentSize = CGSize(width: bounds.width, height: loaded.contentHeight)
        return loaded
    }

    private func loadGeometry() -> TableGeometry {
        var result = TableGeometry()
        guard let dataSource else { return result }
        let delegate = tableDelegate
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        let standardRow = TableGeometry.sanitized(rowHeight, automatic: UITableView.standardRowHeight)
        let standardHeader = TableGeometry.sanitized(sectionHeaderHeight, automatic: 0)
        let standardFooter = TableGeometry.sanitized(sectionFooterHeight, automatic: 0)
        result.sections.reserveCapacity(sectionCount)
        var top: CGFloat = 0
        for section in 0..<sectionCount {
            let rowCount = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            var entry = TableGeometry.Section(
                top: top, headerHeight: standardHeader, footerHeight: standardFooter, rowCount: rowCount,
                uniformRowHeight: standardRow, rowOffsets: [])
            if let delegate {
                entry.headerHeight = TableGeometry.sanitized(
                    delegate.tableView(self, heightForHeaderInSection: section), automatic: 0)
                entry.footerHeight = TableGeometry.sanitized(
                    delegate.tableView(self, heightForFooterInSection: section), automatic: 0)
                var offsets: [CGFloat] = []
                offsets.reserveCapacity(rowCount + 1)
                var y: CGFloat = 0
                offsets.append(y)
                for row in 0..<rowCount {
                    let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                    y += TableGeometry.sanitized(height, automatic: UITableView.standardRowHeight)
                    offsets.append(y)
                }
                entry.rowOffsets = offsets
            }
            result.sections.append(entry)
            top = entry.bottom
        }
        return result
    }

    /// The number of sections of the loaded data (loading it if needed).
    public var numberOfSections: Int { loadedGeometry().sections.count }

    /// The number of rows in `section` of the loaded data (loading it if needed); 0 for a
    /// section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedGeometry().sections
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The rectangle of the row at `indexPath` in the table's (content) coordinates, or `.zero`
    /// for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = loadedGeometry()
        guard geometry.contains(indexPath) else { return .zero }
        let (top, height) = geometry.sections[indexPath.section].row(indexPath.row)
        return CGRect(x: 0, y: top, width: bounds.width, height: height)
    }

    /// The rectangle of the header of `section`, or `.zero` for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect {
        let sections = loadedGeometry().sections
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width, height: sections[section].headerHeight)
    }

    /// The rectangle of the footer of `section`, or `.zero` for a section that does not exist.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let sections = loadedGeometry().sections
        guard sections.indices.contains(section) else { return .zero }
        let entry = sections[section]
        return CGRect(
            x: 0, y: entry.rowsTop + entry.rowsHeight, width: bounds.width, height: entry.footerHeight)
    }

    /// The row under `point` (in the table's coordinates), or `nil` when the point lies on a
    /// header, a footer, outside the content, or is not finite. A row owns its top edge: a point
    /// on the line between two rows belongs to the lower one. Only `y` counts, as in UIKit.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return loadedGeometry().indexPath(at: point.y)
    }
}
