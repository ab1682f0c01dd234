import Foundation

/// Where a flow layout's items lie, built once per ``UICollectionViewFlowLayout/prepare()``.
///
/// It is computed for vertical scrolling: `y` runs along the scroll axis (lines stack down it),
/// `x` across it (items fill a line left to right). A horizontal flow layout swaps `x` and `y` on
/// the way in and out. A section whose items all have one size keeps the size and the grid's
/// steps, O(1) whatever the item count; others keep each item's frame and each line's range, so
/// every query is a binary search over lines and sections.
struct FlowLayoutGeometry {
    /// A section's insets and spacings, already sanitized, in flow space.
    struct Metrics {
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
    }

    /// Items that share one size: a grid of `perLine` columns.
    struct Grid {
        var size: CGSize
        var itemCount: Int
        var perLine: Int
        var firstX: CGFloat
        var stepX: CGFloat
        var linesTop: CGFloat
        var stepY: CGFloat

        var lineCount: Int { itemCount == 0 ? 0 : (itemCount - 1) / perLine + 1 }

        func frame(_ item: Int) -> CGRect {
            let line = item / perLine
            let column = item - line * perLine
            return CGRect(
                x: firstX + CGFloat(column) * stepX, y: linesTop + CGFloat(line) * stepY, width: size.width,
                height: size.height)
        }

        /// The items whose frames meet `band`, in order, found by arithmetic.
        func items(in band: CGRect, section: Int, into result: inout [(IndexPath, CGRect)]) {
            guard size.width > 0, size.height > 0, itemCount > 0 else { return }
            // The first line whose bottom is below band.minY, and the lines that start above maxY.
            let first = FlowLayoutGeometry.index(
                ((band.minY - linesTop - size.height) / stepY).rounded(.down) + 1, below: lineCount)
            let end = FlowLayoutGeometry.index(((band.maxY - linesTop) / stepY).rounded(.up), below: lineCount)
            let (firstColumn, endColumn) = columns(from: band.minX, to: band.maxX)
            guard first < end, firstColumn < endColumn else { return }
            for line in first..<end {
                for column in firstColumn..<endColumn {
                    // line * perLine never passes the item count; adding the column may.
                    let (item, overflow) = (line * perLine).addingReportingOverflow(column)
                    guard !overflow, item < itemCount else { break }
                    let frame = self.frame(item)
                    if FlowLayoutGeometry.meets(frame, band) {
                        result.append((IndexPath(item: item, section: section), frame))
                    }
                }
            }
        }

        private func columns(from minX: CGFloat, to maxX: CGFloat) -> (Int, Int) {
            guard stepX > 0 else { return (0, perLine) }
            let first = FlowLayoutGeometry.index(
                ((minX - firstX - size.width) / stepX).rounded(.down) + 1, below: perLine)
            let end = FlowLayoutGeometry.index(((maxX - firstX) / stepX).rounded(.up), below: perLine)
            return (first, end)
        }
    }

    /// Items of differing sizes: each item's frame, and each line's first item and range.
    struct Lines {
        var frames: [CGRect] = []
        /// The first item of each line, then the item count.
        var firstItems: [Int] = [0]
        var tops: [CGFloat] = []
        var bottoms: [CGFloat] = []

        func items(in band: CGRect, section: Int, into result: inout [(IndexPath, CGRect)]) {
            var line = FlowLayoutGeometry.firstIndex(in: bottoms) { $0 > band.minY }
            while line < tops.count, tops[line] < band.maxY {
                for item in firstItems[line]..<firstItems[line + 1]
                where FlowLayoutGeometry.meets(frames[item], band) {
                    result.append((IndexPath(item: item, section: section), frames[item]))
                }
                line += 1
            }
        }
    }

    /// One section: its range along the scroll axis and its items.
    struct Section {
        var top: CGFloat
        var bottom: CGFloat
        var itemCount: Int
        var grid: Grid?
        var lines: Lines?

        func frame(_ item: Int) -> CGRect {
            if let grid { return grid.frame(item) }
            return lines?.frames[item] ?? .zero
        }
    }

    /// The largest length HitKit takes for a size, spacing or inset, so that sums stay finite.
    static let maximumLength: CGFloat = 1e12
    /// Room for rounding when deciding whether an item fits on a line.
    static let fitTolerance: CGFloat = 1e-9

    var sections: [Section] = []
    /// The width the lines fill, insets included.
    var width: CGFloat = 0
    var contentHeight: CGFloat { sections.last?.bottom ?? 0 }

    /// A length as the layout uses it: a negative or non-finite one becomes 0, a huge one
    /// ``maximumLength``.
    static func sanitized(_ length: CGFloat) -> CGFloat {
        guard length.isFinite, length > 0 else { return 0 }
        return min(length, maximumLength)
    }

    /// Whether `indexPath` names an item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < sections[indexPath.section].itemCount
    }

    /// The items whose frames meet `band` (flow space), in order, with their frames. Visits only
    /// the lines that meet it, after binary searches.
    func items(in band: CGRect) -> [(IndexPath, CGRect)] {
        var result: [(IndexPath, CGRect)] = []
        let (origin, size) = (band.origin, band.size)
        guard origin.x.isFinite, origin.y.isFinite, size.width.isFinite, size.height.isFinite else { return result }
        let band = CGRect(
            x: min(origin.x, origin.x + size.width), y: min(origin.y, origin.y + size.height),
            width: abs(size.width), height: abs(size.height))
        var index = Self.firstIndex(in: sections) { $0.bottom > band.minY }
        while index < sections.count, sections[index].top < band.maxY {
            let section = sections[index]
            if let grid = section.grid { grid.items(in: band, section: index, into: &result) }
            if let lines = section.lines { lines.items(in: band, section: index, into: &result) }
            index += 1
        }
        return result
    }

    /// Whether `frame` has an area and overlaps `band` (no Foundation call: NaN-safe).
    static func meets(_ frame: CGRect, _ band: CGRect) -> Bool {
        frame.width > 0 && frame.height > 0 && frame.minX < band.maxX && frame.maxX > band.minX
            && frame.minY < band.maxY && frame.maxY > band.minY
    }

    /// `value` as an index from 0 to `count`: clamped before it is converted.
    static func index(_ value: CGFloat, below count: Int) -> Int {
        guard value > 0 else { return 0 }
        return value >= CGFloat(count) ? count : Int(value)
    }

    /// The first index of `elements` whose element passes `isPast`, which must hold for a suffix.
    static func firstIndex<Element>(in elements: [Element], where isPast: (Element) -> Bool) -> Int {
        var low = 0
        var high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if isPast(elements[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
