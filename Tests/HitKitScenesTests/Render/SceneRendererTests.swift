import Foundation
import HitKit
import HitKitScenes
import Testing

@Suite("Rendering a scene as SVG")
@MainActor
struct SceneRendererTests {
    static let scene = """
        views:
          - name: card
            frame: [20, 100, 280, 200]
            subviews:
              - {name: save, class: button, frame: [90, 140, 100, 44]}
              - {name: gone, frame: [0, 0, 100, 100], hidden: true}
              - {name: glass, frame: [0, 0, 280, 200], alpha: 0}
          - name: tilted
            center: [160, 400]
            bounds: [0, 0, 100, 50]
            transform: {rotate: 90}
        """

    func svg(at point: CGPoint? = nil) throws -> String {
        let runtime = try SceneFile.load(Self.scene, file: "scene.yaml").makeRuntime()
        return SceneRenderer(runtime: runtime, title: "A card").svg(at: point)
    }

    /// The `<polygon …>` line of the view titled `name` (the first: the drawing, not the overlay).
    func polygon(_ name: String, in svg: String) -> String? {
        svg.split(separator: "\n").first { $0.hasPrefix("<polygon") && $0.contains("<title>\(name)") }.map(String.init)
    }

    @Test("Each window and view is a box in screen coordinates, drawn back to front")
    func boxes() throws {
        let svg = try svg()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(polygon("UIWindow", in: svg)?.contains("points=\"0,0 320,0 320,480 0,480\"") == true)
        #expect(polygon("card", in: svg)?.contains("points=\"20,100 300,100 300,300 20,300\"") == true)
        #expect(polygon("save", in: svg)?.contains("points=\"110,240 210,240 210,284 110,284\"") == true)
        let order = ["UIWindow", "card", "save", "gone", "glass", "tilted"].map { name in
            svg.range(of: "<title>\(name)")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap(\.self) == order.compactMap(\.self).sorted())
        #expect(svg.contains(">card</text>"))
    }

    @Test("A rotated view is drawn as its exact polygon")
    func rotated() throws {
        let line = try #require(polygon("tilted", in: try svg()))
        // 100 × 50 turned by 90° about (160, 400): the corners of a 50 × 100 box, starting at the bounds' origin.
        #expect(line.contains("points=\"185,350 185,450 135,450 135,350\""))
    }

    @Test("Hidden views are dashed, transparent ones faded, controls marked")
    func styles() throws {
        let svg = try svg()
        #expect(polygon("gone", in: svg)?.contains("class=\"view hidden\"") == true)
        #expect(polygon("glass", in: svg)?.contains("class=\"view transparent\"") == true)
        #expect(polygon("save", in: svg)?.contains("class=\"view control\"") == true)
    }

    @Test("With a point, the hit path is marked and each skipped view labelled with its reason")
    func hitTest() throws {
        let svg = try svg(at: CGPoint(x: 50, y: 120))
        #expect(polygon("card — hit", in: svg)?.contains("hit") == true)
        #expect(polygon("UIWindow", in: svg)?.contains("class=\"window path\"") == true)
        #expect(svg.contains(">glass — skipped: alpha &lt;= 0.01</text>"))
        #expect(svg.contains(">gone — skipped: hidden</text>"))
        #expect(svg.contains("<circle cx=\"50\" cy=\"120\""))
        #expect(svg.contains(">touch at (50, 120) → card in UIWindow</text>"))
        #expect(svg.contains(">hit path: card ← UIWindow</text>"))
    }

    @Test("The probe reports what the trace saw, and sends no tap")
    func probe() throws {
        let yaml = """
            views:
              - name: button
                class: button
                frame: [0, 0, 100, 100]
                actions: [{event: touchUpInside, log: tapped}]
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        let probe = SceneHitProbe(runtime: runtime, point: CGPoint(x: 50, y: 50))
        #expect(probe.hitView === runtime.view(named: "button"))
        #expect(probe.window === runtime.windows.first)
        #expect(runtime.lines.isEmpty)
        #expect(runtime.application.activeTouches.isEmpty)
        let miss = SceneHitProbe(runtime: runtime, point: CGPoint(x: 500, y: 500))
        #expect(miss.hitView == nil)
        #expect(miss.path.isEmpty)
    }
}
