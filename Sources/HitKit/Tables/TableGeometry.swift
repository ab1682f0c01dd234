import Foundation

/// Where a table view's sections, headers, rows and footers lie, in content coordinates, built
/// once per load of the data. A section whose rows all have ``UITableView/rowHeight`` (no
/// delegate asked) keeps one height; others keep the running sum of their rows' heights, so every
/// lookup is a binary search: O(log n).
struct TableGeometry {
    /// The rows of one section.
    struct Section {
        /// The top of the header.
        var top: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rowCount: Int
        /// The height of every row, when they share one.
        var uniformRowHeight: CGFloat
        /// When rows differ: `rowCount + 1` offsets from the first row's top; empty otherwise.
        var rowOffsets: [CGFloat]

        var rowsTop: CGFloat { top + headerHeight }
        var rowsHeight: CGFloat { rowOffsets.last ?? uniformRowHeight * CGFloat(rowCount) }
        var bottom: CGFloat { rowsTop + rowsHeight + footerHeight }

        /// The top of `row` and its height.
        func row(_ row: Int) -> (top: CGFloat, height: CGFloat) {
            if rowOffsets.isEmpty { return (rowsTop + uniformRowHeight * CGFloat(row), uniformRowHeight) }
            return (rowsTop + rowOffsets[row], rowOffsets[row + 1] - rowOffsets[row])
        }

        /// The first row whose bottom is below `y` (content coordinates), or `rowCount`.
        func firstRow(endingBelow y: CGFloat) -> Int {
            let local = y - rowsTop
            if rowOffsets.isEmpty {
                guard uniformRowHeight > 0 else { return local < 0 ? 0 : rowCount }
                let row = (local / uniformRowHeight).rounded(.down)
                if row < 0 { return 0 }
                return row >= CGFloat(rowCount) ? rowCount : Int(row)
            }
            // The first i in 1...rowCount with rowOffsets[i] > local, minus one.
            var low = 1
            var high = rowCount + 1
            while low < high {
                let mid = (low + high) / 2
                if rowOffsets[mid] > local { high = mid } else { low = mid + 1 }
            }
            return low - 1
        }
    }

    /// The largest height HitKit takes for one row, header or footer, so that sums stay finite.
    static let maximumHeight: CGFloat = 1e12

    var sections: [Section] = []
    var contentHeight: CGFloat { sections.last?.bottom ?? 0 }

    /// A height as the table uses it: `automaticDimension` becomes `automatic`; a negative or
    /// non-finite one becomes 0; a huge one ``maximumHeight``.
    static func sanitized(_ height: CGFloat, automatic: CGFloat) -> CGFloat {
        if height == UITableView.automaticDimension { return automatic }
        guard height.isFinite, height > 0 else { return 0 }
        return min(height, maximumHeight)
    }

    /// Whether `indexPath` names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
            && indexPath.row < sections[indexPath.section].rowCount
    }

    /// The first section whose bottom is below `y`, or `sections.count`.
    func firstSection(endingBelow y: CGFloat) -> Int {
        var low = 0
        var high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].bottom > y { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// The rows whose rectangles meet the band from `minY` to `maxY`, in order. Visits only them
    /// (and the empty sections between them) after two binary searches.
    func rows(between minY: CGFloat, and maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        var sectionIndex = firstSection(endingBelow: minY)
        while sectionIndex < sections.count, sections[sectionIndex].top < maxY {
            let section = sections[sectionIndex]
            var row = section.firstRow(endingBelow: minY)
            while row < section.rowCount {
                let (top, height) = section.row(row)
                if top >= maxY { break }
                if height > 0, top + height > minY { result.append(IndexPath(row: row, section: sectionIndex)) }
                row += 1
            }
            sectionIndex += 1
        }
        return result
    }

    /// The row under `y`, if `y` falls on a row (not a header, footer or outside the content).
    func indexPath(at y: CGFloat) -> IndexPath? {
        let sectionIndex = firstSection(endingBelow: y)
        guard sectionIndex < sections.count else { return nil }
        let section = sections[sectionIndex]
        guard y >= section.rowsTop else { return nil }
        let row = section.firstRow(endingBelow: y)
        guard row < section.rowCount, section.row(row).top <= y else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }
}
