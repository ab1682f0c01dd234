import HitKit
import HitKitScenes
import Testing

/// `stepper`, `segmentedControl`, `pageControl` and `tableView` views build UIKit's real classes; a
/// table's rows are real cells its data source serves, so touches reach them by hit-testing.
@MainActor
@Suite("Building steppers, segmented controls, page controls and tables")
struct SceneListKindsBuildTests {
    @Test("The kinds build UIStepper, UISegmentedControl, UIPageControl and UITableView with the file's values")
    func buildsRealClasses() throws {
        let runtime = try SceneFile.load(SceneListKindFieldsTests.yaml, file: "kinds.yaml").makeRuntime()
        let stepper = try #require(runtime.view(named: "count") as? UIStepper)
        #expect(stepper.minimumValue == 1 && stepper.maximumValue == 5 && stepper.value == 3)
        #expect(stepper.stepValue == 2 && stepper.wraps && !stepper.autorepeat && !stepper.isContinuous)
        let filter = try #require(runtime.view(named: "filter") as? UISegmentedControl)
        #expect(filter.numberOfSegments == 3 && filter.titleForSegment(at: 1) == "Unread")
        #expect(filter.selectedSegmentIndex == 0 && !filter.isMomentary)
        #expect(filter.isEnabledForSegment(at: 1) && !filter.isEnabledForSegment(at: 2))
        let pages = try #require(runtime.view(named: "pages") as? UIPageControl)
        #expect(pages.numberOfPages == 5 && pages.currentPage == 2)
        let table = try #require(runtime.view(named: "settings") as? UITableView)
        #expect(table.style == .grouped && table.rowHeight == 50)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 70, width: 320, height: 60))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 144, width: 320, height: 50))
        let wifiRow = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(wifiRow === runtime.view(named: "wifiRow"))
        #expect(wifiRow.accessoryView === runtime.view(named: "wifi"))
        #expect(runtime.view(named: "wifiButton")?.superview === wifiRow.contentView)
        #expect(table.indexPathsForVisibleRows?.count == 3)
    }

    @Test("Taps change a stepper, a segmented control and a page control, and reach a row's contents and accessory")
    func tapsReachControlsAndRows() throws {
        let yaml =
            SceneListKindFieldsTests.yaml + """

                touches: |
                  tap 90,36
                  tap 160,76
                  tap 260,76
                  tap 220,113
                  tap 50,185
                  tap 278,185
                """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(
            runtime.lines == ["count changed", "filter changed", "page changed", "wifi row button", "wifi toggled"])
        #expect((runtime.view(named: "count") as? UIStepper)?.value == 5)
        #expect((runtime.view(named: "filter") as? UISegmentedControl)?.selectedSegmentIndex == 1)
        #expect((runtime.view(named: "pages") as? UIPageControl)?.currentPage == 3)
        #expect((runtime.view(named: "wifi") as? UISwitch)?.isOn == true)
    }

    @Test("A touch on a row's empty part lands on its cell's content view, named after the row in traces")
    func rowContentViewNamed() throws {
        let runtime = try SceneFile.load(SceneListKindFieldsTests.yaml, file: "kinds.yaml").makeRuntime()
        let window = try #require(runtime.windows.first)
        let unnamed = try #require(window.hitTest(CGPoint(x: 200, y: 240), with: nil))
        #expect(runtime.traceName(of: unnamed) == "contentView of row 1 of section 0")
        #expect(runtime.traceName(of: try #require(unnamed.superview)) == "row 1 of section 0")
        let about = try #require(window.hitTest(CGPoint(x: 200, y: 300), with: nil))
        #expect(runtime.traceName(of: about) == "contentView of aboutRow")
        #expect(about.superview === runtime.view(named: "aboutRow"))
    }

    @Test("A table's contentOffset shows the rows it scrolls to, and hides the rows it scrolls away")
    func scrolledTableShowsLaterRows() throws {
        let yaml = """
            views:
              - name: list
                class: tableView
                frame: [0, 0, 320, 100]
                contentOffset: [0, 400]
                sections: [{rows: [{name: r0}, {name: r1}, {name: r2}, {name: r3}, {name: r4}, {name: r5},
                                   {name: r6}, {name: r7}, {name: r8}, {name: r9}, {name: r10}]}]
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        let table = try #require(runtime.view(named: "list") as? UITableView)
        #expect(table.contentSize == CGSize(width: 320, height: 11 * 44))
        #expect(table.indexPathsForVisibleRows == (9...10).map { IndexPath(row: $0, section: 0) })
        #expect(runtime.view(named: "r0")?.superview == nil)
        let hit = try #require(runtime.windows.first?.hitTest(CGPoint(x: 100, y: 10), with: nil))
        #expect(hit.superview === runtime.view(named: "r9"))
    }

    @Test("A table of 20,000 rows loads, shows only its visible cells and takes a tap")
    func hugeTableStaysCheap() throws {
        let rows = Array(repeating: "{}", count: 20_000).joined(separator: ", ")
        let yaml = """
            views:
              - {name: list, class: tableView, frame: [0, 0, 320, 480], contentOffset: [0, 400000],
                 sections: [{rows: [\(rows)]}]}
            touches: tap 100,100
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        let table = try #require(runtime.view(named: "list") as? UITableView)
        #expect(table.numberOfRows(inSection: 0) == 20_000)
        #expect(table.visibleCells.count == 12)
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(!runtime.lines.contains { $0.hasPrefix("leftover:") })
    }

    @Test("Rows of the largest finite heights neither trap nor hit")
    func hugeHeightsNeverTrap() throws {
        let yaml = """
            views:
              - {name: list, class: tableView, frame: [0, 0, 320, 480], rowHeight: 1e308,
                 sections: [{headerHeight: 1e308, rows: [{}, {}, {height: 1.7e308}]}, {rows: [{}]}]}
            touches: |
              tap 100,100
              drag 100,300 -> 100,20 0.3s
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        runtime.finish()
        #expect(runtime.view(named: "list") is UITableView)
    }
}

extension SceneListKindsBuildTests {
    @Test("A view the file names like a row's content view takes the name over, without an error")
    func fileNameTakesOverRowName() throws {
        let yaml = """
            views:
              - {name: list, class: tableView, frame: [0, 0, 320, 100], sections: [{rows: [{}]}]}
              - {name: contentView of row 0 of section 0, frame: [0, 200, 10, 10]}
            """
        let runtime = try SceneFile.load(yaml, file: "scene.yaml").makeRuntime()
        #expect(runtime.view(named: "contentView of row 0 of section 0")?.frame.minY == 200)
    }
}

extension SceneListKindsBuildTests {
    @Test("Controls at the edges of their ranges take taps without trapping")
    func extremeControlsTakeTaps() throws {
        let titles = Array(repeating: "x", count: 50_000).joined(separator: ", ")
        let yaml = """
            views:
              - {name: count, class: stepper, frame: [0, 0, 94, 32], minimumValue: -3.4e38, maximumValue: 3.4e38,
                 value: 3.4e38, stepValue: 1e-300, wraps: true, actions: [{event: valueChanged, log: count changed}]}
              - {name: pages, class: pageControl, frame: [0, 50, 320, 26], numberOfPages: 9223372036854775807,
                 currentPage: 9223372036854775806, actions: [{event: valueChanged, log: page changed}]}
              - {name: filter, class: segmentedControl, frame: [0, 100, 320, 32], segments: [\(titles)],
                 selectedSegmentIndex: 49999, actions: [{event: valueChanged, log: filter changed}]}
            touches: |
              tap 80,16
              tap 300,63
              tap 10,63
              tap 1,116
            """
        let scene = try SceneFile.load(yaml, file: "scene.yaml")
        let runtime = try scene.makeRuntime()
        try runtime.perform(scene.script())
        runtime.finish()
        // + at the maximum wraps round to the minimum. The last page's indicator is some 4.6e18 points right of
        // the control's centre, so both taps land before it: two pages back. One point of 320 into 50,000
        // equal segments is segment 156.
        #expect((runtime.view(named: "count") as? UIStepper)?.value == -3.4e38)
        #expect((runtime.view(named: "pages") as? UIPageControl)?.currentPage == 9_223_372_036_854_775_804)
        #expect((runtime.view(named: "filter") as? UISegmentedControl)?.selectedSegmentIndex == 156)
        #expect(runtime.lines == ["count changed", "page changed", "page changed", "filter changed"])
    }
}
