import HitKit
import HitKitScenes
import Testing

/// The walk that finds reasons agrees with HitKit's real hit-test: across every built-in scene
/// and a grid of points, every view under the point that does not get the touch has a reason the
/// walk names (never `unexplained`), and a view the walk finds nothing against is the one hit.
@MainActor
@Suite("Explain: reasons agree with the real hit-test")
struct MissFinderConsistencyTests {
    @Test("Every built-in scene, every 40 points: each view that misses the touch has a named reason")
    func everyBuiltInScene() throws {
        for id in BuiltInScenes.ids {
            let scene = try BuiltInScenes.scene(id: id)
            for y in stride(from: 20.0, to: 480, by: 40) {
                for x in stride(from: 20.0, to: 320, by: 40) {
                    let explanation = try scene.explain(at: CGPoint(x: x, y: y))
                    for reason in explanation.skipped {
                        #expect(reason.kind != .unexplained, "\(id) at (\(x), \(y)): \(reason.view): \(reason.text)")
                    }
                    #expect(explanation.path.last == explanation.hitView)
                }
            }
        }
    }

    @Test("A view explained as expected where it is hit has no reason; elsewhere its first reason is named")
    func expectedViewsAgree() throws {
        let scene = try BuiltInScenes.scene(id: "004-penetration-subview-hit-test")
        for y in stride(from: 20.0, to: 480, by: 60) {
            for x in stride(from: 20.0, to: 320, by: 60) {
                let point = CGPoint(x: x, y: y)
                let seen = try scene.explain(at: point)
                guard let hit = seen.hitView else { continue }
                let again = try scene.explain(at: point, expecting: hit)
                #expect(again.landed == true)
                #expect(again.skipped.isEmpty)
            }
        }
    }
}
