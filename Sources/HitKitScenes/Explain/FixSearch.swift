import HitKit

/// Looks for the smallest change to a scene that makes a touch at a point land on a view.
///
/// Breadth first over edits: the obstacle the walk finds suggests candidate edits
/// (``FixCandidates``); each is applied to the document and the scene rebuilt from scratch; if the
/// walk then finds no obstacle, the fix is proved by sending a real tap through the new
/// runtime's `UIApplication` and checking the view it binds to. An edit that leaves the same
/// obstacle is dropped; one that uncovers another is combined with the next one's candidates, up
/// to ``maximumEdits``. Of the fixes with the fewest edits, the one that changes where other
/// touches go least comes first (measured on a grid of points), then the one that changes least
/// besides touches (``SceneEdit/cost``).
@MainActor
struct FixSearch {
    /// The scene with explicit windows and every view named (``ExplainScene``).
    let scene: ExplainScene
    /// The expected view's scene name.
    let targetName: String
    /// The touch's screen point.
    let point: CGPoint
    /// The most edits a fix combines.
    var maximumEdits = 3
    /// The most partial fixes carried from one round to the next.
    var maximumFrontier = 24

    private struct State {
        var document: SceneDocument
        var edits: [SceneEdit]
    }

    /// Every fix with the fewest edits, best first; empty if none within ``maximumEdits`` works.
    func fixes() -> [TouchFix] {
        var frontier = [State(document: scene.document, edits: [])]
        var tried: Set<[String]> = []
        for _ in 0..<maximumEdits {
            var next: [State] = []
            var solved: [State] = []
            for state in frontier {
                guard let runtime = scene.build(state.document), let target = runtime.view(named: targetName),
                    let cause = MissFinder(runtime: runtime).firstCause(for: target, at: point)
                else { continue }
                let signature = cause.signature(runtime.key)
                for edit in FixCandidates(runtime: runtime, target: target).edits(for: cause) {
                    let edits = state.edits + [edit]
                    guard tried.insert(edits.map(\.yaml).sorted()).inserted else { continue }
                    var document = state.document
                    edit.apply(to: &document)
                    guard let changed = scene.build(document), let moved = changed.view(named: targetName) else {
                        continue
                    }
                    if let after = MissFinder(runtime: changed).firstCause(for: moved, at: point) {
                        if after.signature(changed.key) != signature {
                            next.append(State(document: document, edits: edits))
                        }
                    } else if scene.tapLands(in: document, at: point, on: targetName) {
                        solved.append(State(document: document, edits: edits))
                    }
                }
            }
            if !solved.isEmpty { return rank(solved) }
            frontier = Array(next.prefix(maximumFrontier))
        }
        return []
    }

    private func rank(_ solved: [State]) -> [TouchFix] {
        let before = scene.build(scene.document).map { HitGrid(runtime: $0).hits() } ?? []
        let fixes = solved.map { state -> (TouchFix, Int) in
            let after = scene.build(state.document).map { HitGrid(runtime: $0).hits() } ?? []
            let fix = TouchFix(
                edits: state.edits, sampledPoints: before.count,
                sideEffects: HitGrid.sideEffects(from: before, to: after, ignoring: targetName))
            return (fix, state.edits.reduce(0) { $0 + $1.cost })
        }
        return fixes.sorted { a, b in
            (a.0.changedPoints, a.1, a.0.text) < (b.0.changedPoints, b.1, b.0.text)
        }.map(\.0)
    }
}

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
        let frames = runtime.windows.map { $0.convert($0.bounds, to: nil as UIWindow?) }
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
