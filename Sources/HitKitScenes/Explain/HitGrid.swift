import HitKit

/// Who gets a touch at each point of a grid over the visible windows: the measure of what else a
/// fix changes.
@MainActor
struct HitGrid {
    let runtime: SceneRuntime
    /// The distance between sampled points.
    static let spacing: CGFloat = 8

    /// The hit view's key at each grid point, `nothing` where no view is hit, in grid order.
    func hits() -> [String] {
        let finder = MissFinder(runtime: runtime)
        return Self.points(in: runtime).map { point in
            finder.hit(at: point).map { runtime.key(of: $0.view) } ?? "nothing"
        }
    }

    /// The centres of the grid's cells over the union of the windows' screen frames.
    static func points(in runtime: SceneRuntime) -> [CGPoint] {
        let frames = runtime.windows.map { $0.convert($0.bounds, to: nil as UIWindow?) }.filter(\.hasFiniteEdges)
        guard var area = frames.first else { return [] }
        for frame in frames.dropFirst() { area = area.union(frame) }
        guard area.width.isFinite, area.height.isFinite, area.width > 0, area.height > 0 else { return [] }
        let step = max(spacing, (area.width * area.height / 10_000).squareRoot().rounded(.up))
        var points: [CGPoint] = []
        var y = area.minY + step / 2
        while y < area.maxY {
            var x = area.minX + step / 2
            while x < area.maxX {
                points.append(CGPoint(x: x, y: y))
                x += step
            }
            y += step
        }
        return points
    }

    /// How hits change from `before` to `after`, leaving out points that now go to `ignoring`.
    static func sideEffects(from before: [String], to after: [String], ignoring: String) -> [TouchFix.SideEffect] {
        guard before.count == after.count else { return [] }
        var counts: [String: TouchFix.SideEffect] = [:]
        for (old, new) in zip(before, after) where old != new && new != ignoring {
            counts["\(old)\u{0}\(new)", default: TouchFix.SideEffect(from: old, to: new, points: 0)].points += 1
        }
        return counts.values.sorted { ($1.points, $0.from, $0.to) < ($0.points, $1.from, $1.to) }
    }
}
