import Foundation

/// Building a ``FlowLayoutGeometry`` section by section, as UIKit's flow layout places items.
///
/// Items fill a line from the leading inset, at least the interitem spacing apart, until the next
/// one does not fit in the width between the insets; an item wider than that width has a line to
/// itself. A line's height is its tallest item's, and shorter items are centred in it. Lines are
/// the line spacing apart. Across a line:
/// - a line of several items, but for the section's last, is justified: the first item at the
///   leading inset, the last at the trailing one, the free space shared equally between them;
/// - a line holding a single item, but for the section's last, centres it;
/// - the section's last line starts at the leading inset with the interitem spacing — unless every
///   item of the section has one size: then every line, the last included, uses the same columns,
///   so the items of the last line sit under those above.
extension FlowLayoutGeometry {
    /// Appends a section of `itemCount` items below the last, asking `size` for each item's size
    /// (flow space, sanitized) when given, or giving every item `uniformSize`. O(items) with
    /// `size`, O(1) without; the sizes are kept only if they differ.
    mutating func appendSection(
        itemCount: Int, metrics: Metrics, uniformSize: CGSize, size: ((Int) -> CGSize)?
    ) {
        let top = contentHeight
        let inset = metrics.inset
        let linesTop = top + inset.top
        var section = Section(top: top, bottom: linesTop + inset.bottom, itemCount: itemCount)
        guard itemCount > 0 else {
            sections.append(section)
            return
        }
        var gridSize = uniformSize
        var sizes: [CGSize] = []
        if let size {
            gridSize = size(0)
            for item in 1..<itemCount {
                let next = size(item)
                if sizes.isEmpty, next == gridSize { continue }
                if sizes.isEmpty {
                    sizes.reserveCapacity(itemCount)
                    sizes.append(contentsOf: repeatElement(gridSize, count: item))
                }
                sizes.append(next)
            }
        }
        let available = max(0, width - inset.left - inset.right)
        if sizes.isEmpty {
            let grid = makeGrid(size: gridSize, count: itemCount, available: available, metrics: metrics, top: linesTop)
            let lines = CGFloat(grid.lineCount)
            section.bottom = linesTop + lines * gridSize.height + (lines - 1) * metrics.lineSpacing + inset.bottom
            section.grid = grid
        } else {
            let lines = makeLines(sizes: sizes, available: available, metrics: metrics, top: linesTop)
            section.bottom = (lines.bottoms.last ?? linesTop) + inset.bottom
            section.lines = lines
        }
        sections.append(section)
    }

    private func makeGrid(size: CGSize, count: Int, available: CGFloat, metrics: Metrics, top: CGFloat) -> Grid {
        let spacing = metrics.interitemSpacing
        var perLine = count
        if size.width + spacing > 0 {
            let fit = ((available + spacing) / (size.width + spacing) + Self.fitTolerance).rounded(.down)
            perLine = max(1, Self.index(fit, below: Int.max / 2))
        }
        var firstX = metrics.inset.left
        var stepX: CGFloat = 0
        if perLine == 1 {
            firstX += max(0, (available - size.width) / 2)
        } else {
            stepX = size.width + max(spacing, (available - CGFloat(perLine) * size.width) / CGFloat(perLine - 1))
        }
        return Grid(
            size: size, itemCount: count, perLine: perLine, firstX: firstX, stepX: stepX, linesTop: top,
            stepY: size.height + metrics.lineSpacing)
    }

    private func makeLines(sizes: [CGSize], available: CGFloat, metrics: Metrics, top: CGFloat) -> Lines {
        var lines = Lines()
        lines.frames.reserveCapacity(sizes.count)
        let spacing = metrics.interitemSpacing
        var y = top
        var first = 0
        while first < sizes.count {
            // Gather the line: at least one item, then as many as fit.
            var end = first + 1
            var used = sizes[first].width
            var height = sizes[first].height
            while end < sizes.count, used + spacing + sizes[end].width <= available + Self.fitTolerance {
                used += spacing + sizes[end].width
                height = max(height, sizes[end].height)
                end += 1
            }
            let count = end - first
            var x = metrics.inset.left
            var gap = spacing
            if end < sizes.count {
                if count == 1 {
                    x += max(0, (available - used) / 2)
                } else {
                    gap = max(spacing, spacing + (available - used) / CGFloat(count - 1))
                }
            }
            for item in first..<end {
                let size = sizes[item]
                lines.frames.append(
                    CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                x += size.width + gap
            }
            lines.tops.append(y)
            lines.bottoms.append(y + height)
            lines.firstItems.append(end)
            y += height + metrics.lineSpacing
            first = end
        }
        return lines
    }
}
