import HitKit

/// Places labels so that they do not overlap: a label that would cover an earlier one moves down a line.
///
/// Placed labels are kept in a grid of cells, so each placement looks only at the labels near it.
struct LabelPlacer {
    private static let cell = 64.0
    private var placed: [CGRect] = []
    private var grid: [Cell: [Int]] = [:]

    private struct Cell: Hashable {
        let x: Int, y: Int
    }

    private func cells(of rect: CGRect) -> [Cell] {
        let (x0, x1) = (
            Int((Double(rect.minX) / Self.cell).rounded(.down)), Int((Double(rect.maxX) / Self.cell).rounded(.down))
        )
        let (y0, y1) = (
            Int((Double(rect.minY) / Self.cell).rounded(.down)), Int((Double(rect.maxY) / Self.cell).rounded(.down))
        )
        return (y0...y1).flatMap { y in (x0...x1).map { Cell(x: $0, y: y) } }
    }

    private func overlaps(_ rect: CGRect) -> Bool {
        cells(of: rect).contains { cell in grid[cell, default: []].contains { placed[$0].intersects(rect) } }
    }

    /// Where to put a label whose top-left would be `anchor`; returns its baseline origin.
    mutating func place(at anchor: CGPoint, characters: Int, fontSize: Double) -> CGPoint {
        let width = min(Double(characters) * fontSize * 0.55, 4096)
        var rect = CGRect(x: Double(anchor.x), y: Double(anchor.y), width: width, height: fontSize * 1.2)
        guard rect.minX.isFinite, rect.minY.isFinite, abs(rect.minX) < 1e9, abs(rect.minY) < 1e9 else {
            return CGPoint(x: rect.minX, y: rect.minY + fontSize)
        }
        var attempts = 0
        while attempts < 60, overlaps(rect) {
            rect.origin.y += fontSize * 1.2
            attempts += 1
        }
        placed.append(rect)
        for cell in cells(of: rect) { grid[cell, default: []].append(placed.count - 1) }
        return CGPoint(x: rect.minX, y: rect.minY + fontSize)
    }
}
