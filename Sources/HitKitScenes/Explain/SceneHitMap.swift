import HitKit

/// Who gets a touch at each cell of a grid over a scene's visible windows, by the real hit test: the windows front
/// to back, each one's `hitTest(_:with:)` at the cell's centre (the rule `explain` and its fix search measure
/// with). Enlarged hit areas, pass-through views and dead zones show as they are.
///
/// ```swift
/// let map = try SceneFile.load(contentsOf: "card.yaml").hitMap(step: 4)
/// map.names[map.cells[0]]   // the view at the first cell, when cells[0] >= 0
/// ```
public struct SceneHitMap: Sendable, Hashable, Codable {
    /// The distance between cell centres, in points.
    public var step: Double
    /// The top-left corner of the first cell, in screen points.
    public var origin: CGPoint
    /// Cells per row.
    public var columns: Int
    /// Rows.
    public var rows: Int
    /// The views hit somewhere, by scene name, in the order first met.
    public var names: [String]
    /// Row by row, the index in ``names`` of the view hit at each cell's centre, or -1 where nothing is hit.
    public var cells: [Int]

    /// The cells whose view differs between `self` and `other` (same grid), as `(cell, before, after)` names
    /// (`nil` = nothing); empty when the grids differ in shape.
    ///
    /// - Complexity: O(*cells*).
    public func differences(to other: SceneHitMap) -> [(cell: Int, before: String?, after: String?)] {
        guard columns == other.columns, rows == other.rows, origin == other.origin, step == other.step else {
            return []
        }
        var result: [(cell: Int, before: String?, after: String?)] = []
        for (index, (old, new)) in zip(cells, other.cells).enumerated() {
            let before = old >= 0 ? names[old] : nil
            let after = new >= 0 ? other.names[new] : nil
            if before != after { result.append((index, before, after)) }
        }
        return result
    }
}

extension SceneFile {
    /// The hit map of the scene as the file describes it, with cells `step` points apart (made coarser until
    /// there are at most `maximumCells`), over the union of the visible windows' screen frames; `nil` when the
    /// scene does not build or its windows have no finite area.
    ///
    /// The scene is built afresh without its log lines (as `explain` does), so the map neither depends on nor
    /// changes a running scene.
    ///
    /// - Complexity: O(*c* · *h*) for *c* cells and a hit test costing *h*.
    @MainActor
    public func hitMap(step: Double, maximumCells: Int = 250_000) -> SceneHitMap? {
        let scene = ExplainScene(self)
        guard let runtime = scene.build(scene.document), step.isFinite, step > 0, maximumCells > 0 else { return nil }
        let frames = runtime.windows.filter { !$0.isHidden }.map { $0.convert($0.bounds, to: nil as UIWindow?) }
            .filter(\.hasFiniteEdges)
        guard var area = frames.first else { return nil }
        for frame in frames.dropFirst() { area = area.union(frame) }
        guard area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else { return nil }
        var step = step
        while (area.width / step).rounded(.up) * (area.height / step).rounded(.up) > Double(maximumCells) {
            step *= 2
        }
        let columns = Int((area.width / step).rounded(.up))
        let rows = Int((area.height / step).rounded(.up))
        let finder = MissFinder(runtime: runtime)
        var names: [String] = []
        var indices: [String: Int] = [:]
        var cells: [Int] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let point = CGPoint(
                    x: area.minX + (Double(column) + 0.5) * step, y: area.minY + (Double(row) + 0.5) * step)
                guard let hit = finder.hit(at: point) else {
                    cells.append(-1)
                    continue
                }
                let name = runtime.traceName(of: hit.view)
                if let index = indices[name] {
                    cells.append(index)
                } else {
                    indices[name] = names.count
                    cells.append(names.count)
                    names.append(name)
                }
            }
        }
        return SceneHitMap(step: step, origin: area.origin, columns: columns, rows: rows, names: names, cells: cells)
    }
}
