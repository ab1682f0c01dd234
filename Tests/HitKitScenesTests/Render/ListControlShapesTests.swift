import Foundation
import HitKit
import HitKitScenes
import Testing

/// `render` draws a stepper's − and +, a segmented control's segments with the selected one, a page
/// control's indicators and a table's separators, and only what can show however large the counts.
@Suite("Rendering steppers, segmented controls, page controls and tables")
@MainActor
struct ListControlShapesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let scene = """
        views:
          - {name: count, class: stepper, frame: [20, 20, 94, 32], value: 0}
          - {name: filter, class: segmentedControl, frame: [130, 20, 180, 32], segments: [All, Unread, Flagged],
             selectedSegmentIndex: 1, disabledSegments: [2]}
          - {name: pages, class: pageControl, frame: [60, 60, 200, 26], numberOfPages: 3, currentPage: 0}
          - name: list
            class: tableView
            frame: [0, 100, 320, 100]
            sections: [{rows: [{name: first}, {name: second}, {name: third}]}]
        """

    func shapes(_ yaml: String) throws -> [String] {
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        return SceneRenderer(runtime: runtime).svg().split(separator: "\n").map(String.init)
            .filter { $0.hasPrefix("<g class=\"control-shape\"") }
    }

    @Test("A stepper shows − and +, the − greyed at its minimum")
    func stepper() throws {
        let stepper = try #require(try shapes(Self.scene).first { $0.contains("matrix(1 0 0 1 20 20)") })
        // − at a quarter of the width, greyed (value 0 is the minimum); + at three quarters, in blue; arms of
        // a quarter of the height.
        #expect(stepper.contains("<line x1=\"15.5\" y1=\"16\" x2=\"31.5\" y2=\"16\" stroke=\"#c6c6c8\""))
        #expect(stepper.contains("<line x1=\"62.5\" y1=\"16\" x2=\"78.5\" y2=\"16\" stroke=\"#1f5fbf\""))
        #expect(stepper.contains("<line x1=\"70.5\" y1=\"8\" x2=\"70.5\" y2=\"24\" stroke=\"#1f5fbf\""))
    }

    @Test("A segmented control shows its segments' titles, the selected one filled, a disabled one grey")
    func segments() throws {
        let segmented = try #require(try shapes(Self.scene).first { $0.contains("matrix(1 0 0 1 130 20)") })
        #expect(segmented.contains("<rect x=\"61.5\" y=\"1.5\" width=\"57\" height=\"29\" rx=\"3\" fill=\"#ffffff\""))
        #expect(segmented.contains("fill=\"#111111\">Unread</text>"))
        #expect(segmented.contains("fill=\"#9a9a9a\">Flagged</text>"))
        #expect(segmented.components(separatedBy: "<line").count == 3)
    }

    @Test("A page control shows one indicator per page, centred, the current one filled")
    func pages() throws {
        let pages = try #require(try shapes(Self.scene).first { $0.contains("matrix(1 0 0 1 60 60)") })
        #expect(pages.contains("<circle cx=\"84\" cy=\"13\" r=\"3.5\" fill=\"#1f5fbf\"/>"))
        #expect(pages.contains("<circle cx=\"100\" cy=\"13\" r=\"3.5\" fill=\"#c6c6c8\"/>"))
        #expect(pages.contains("<circle cx=\"116\" cy=\"13\" r=\"3.5\" fill=\"#c6c6c8\"/>"))
    }

    @Test("A table draws a separator under each visible row, and its cells as boxes named after the rows")
    func separators() throws {
        let runtime = try SceneFile.load(Self.scene, file: "scene.yaml").makeRuntime()
        let svg = SceneRenderer(runtime: runtime).svg()
        let prefix = "<g class=\"control-shape\" transform=\"matrix(1 0 0 1 0 100)"
        let table = try #require(svg.split(separator: "\n").first { $0.hasPrefix(prefix) })
        // Rows ending at 44 and 88; the third's end, at 132, is below the table.
        #expect(table.components(separatedBy: "<line").count == 3)
        #expect(table.contains("<line x1=\"16\" y1=\"44\" x2=\"320\" y2=\"44\""))
        #expect(svg.contains("<title>second</title>") && svg.contains("<title>contentView of second</title>"))
    }

    @Test("A million segments and pages draw only what shows: the SVG stays small")
    func hugeCountsStaySmall() throws {
        let titles = Array(repeating: "x", count: 50_000).joined(separator: ", ")
        let yaml = """
            views:
              - {name: pages, class: pageControl, frame: [0, 0, 320, 26], numberOfPages: 9223372036854775807,
                 currentPage: 4}
              - {name: filter, class: segmentedControl, frame: [0, 40, 320, 32], segments: [\(titles)],
                 selectedSegmentIndex: 7}
            """
        let drawn = try shapes(yaml)
        #expect(drawn.count == 2)
        #expect(drawn.allSatisfy { $0.count < 4_000 })
        #expect(drawn.allSatisfy { !$0.contains("nan") && !$0.contains("inf") })
    }

    @Test("The settings scene renders as its golden SVG")
    func goldenSVG() throws {
        let path = Self.fixtures.appendingPathComponent("Fixtures/table-settings.yaml").path
        let runtime = try SceneFile.load(contentsOf: path).makeRuntime()
        let svg = SceneRenderer(runtime: runtime).svg(at: CGPoint(x: 180, y: 114))
        let file = Self.fixtures.appendingPathComponent("Golden/render-table-settings.svg")
        if ProcessInfo.processInfo.environment["HITKIT_RECORD_GOLDEN"] == "1" {
            try svg.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        #expect(svg == (try String(contentsOf: file, encoding: .utf8)))
    }
}
