import Foundation
import HitKit
import HitKitScenes
import Testing

/// `render` draws a collection view with the cells of its visible items where its flow layout
/// places them, and none of the items scrolled out of view.
@Suite("Rendering collection views")
@MainActor
struct CollectionRenderTests {
    @Test("render draws the visible items' cells at the flow layout's places, and only those")
    func drawsVisibleCells() throws {
        let items = (0..<300).map { "{name: p\($0)}" }.joined(separator: ", ")
        let runtime = try SceneFile.load(
            """
            views:
              - {name: photos, class: collectionView, frame: [0, 0, 320, 200], itemSize: [100, 90],
                 sections: [{items: [\(items)]}]}
            """, file: "scene.yaml"
        ).makeRuntime()
        let lines = SceneRenderer(runtime: runtime).svg().split(separator: "\n").map(String.init)
        #expect(
            lines.contains("<polygon class=\"view\" points=\"0,0 320,0 320,200 0,200\"><title>photos</title></polygon>")
        )
        #expect(
            lines.contains("<polygon class=\"view\" points=\"110,0 210,0 210,90 110,90\"><title>p1</title></polygon>"))
        #expect(
            lines.contains(
                "<polygon class=\"view\" points=\"220,100 320,100 320,190 220,190\"><title>p5</title></polygon>"))
        #expect(!lines.contains { $0.contains("<title>p6</title>") })
    }
}
