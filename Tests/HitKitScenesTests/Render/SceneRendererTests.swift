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

extension SceneRendererTests {
    static let controls = """
        views:
          - {name: wifi, class: switch, frame: [200, 40, 51, 31], isOn: true}
          - {name: volume, class: slider, frame: [20, 100, 280, 34], value: 1}
          - name: list
            class: scrollView
            frame: [0, 200, 320, 280]
            contentSize: [320, 1000]
            contentOffset: [0, 100]
            subviews: [{name: row, frame: [0, 150, 320, 44]}]
        """

    @Test("A switch is drawn as a rounded track with its thumb on the right when on; a slider with track and thumb")
    func switchAndSlider() throws {
        let runtime = try SceneFile.load(Self.controls, file: "scene.yaml").makeRuntime()
        let lines = SceneRenderer(runtime: runtime).svg().split(separator: "\n").map(String.init)
        let shapes = lines.filter { $0.hasPrefix("<g class=\"control-shape\"") }
        #expect(shapes.count == 2)
        let toggle = try #require(shapes.first { $0.contains("matrix(1 0 0 1 200 40)") })
        #expect(toggle.contains("<rect x=\"0\" y=\"0\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"#4cd964\""))
        #expect(toggle.contains("<circle cx=\"35.5\" cy=\"15.5\""))
        let slider = try #require(shapes.first { $0.contains("matrix(1 0 0 1 20 100)") })
        #expect(slider.contains("<rect x=\"0\""))
        #expect(slider.contains("<circle"))
    }

    @Test("A scroll view's content is drawn where its contentOffset puts it")
    func scrollViewContentOffset() throws {
        let runtime = try SceneFile.load(Self.controls, file: "scene.yaml").makeRuntime()
        let svg = SceneRenderer(runtime: runtime).svg()
        // The row at content y 150, scrolled up 100 in a scroll view at screen y 200: screen y 250.
        #expect(polygon("row", in: svg)?.contains("points=\"0,250 320,250 320,294 0,294\"") == true)
        #expect(polygon("list", in: svg)?.contains("points=\"0,200 320,200 320,480 0,480\"") == true)
    }
}
