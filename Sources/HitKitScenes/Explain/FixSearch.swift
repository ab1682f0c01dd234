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
