import Foundation
import HitKit
import HitKitScenes
import Testing

/// Importing a settings screen's dump: a table with its cells, a segmented control, a stepper, a page control
/// and a text field, with the private views UIKit puts inside them.
@Suite("Importing tables, cells and the standard controls")
struct DumpListImportTests {
    static let table = "UITableView:0x7fb3a1820000"
    static let segmented = "UISegmentedControl:0x7fb3a0d0b4f0"

    @Test(
        "UIStepper, UISegmentedControl and UIPageControl import as their kinds; cells as plain views in a scroll view")
    func classesMapToKinds() throws {
        let imported = try #require(importDump(try dumpFixture("settings-table"), file: "settings-table.txt"))
        let document = imported.document
        #expect(document.view(named: Self.segmented)?.class == "segmentedControl")
        #expect(document.view(named: "UIStepper:0x7fb3a0d15a30")?.class == "stepper")
        #expect(document.view(named: "UIPageControl:0x7fb3a0d22930")?.class == "pageControl")
        #expect(document.view(named: Self.table)?.class == "UITableView")
        #expect(document.classes?["UITableView"] == SceneClass(base: "scrollView"))
        for name in ["UITableViewCell", "UITableViewCellContentView", "MyApp.SettingsCell"] {
            #expect(document.classes?[name] == SceneClass(base: "view"), "\(name)")
        }
        #expect(document.view(named: "UITextField:0x7fb3a0d11c90")?.class == "textField")
        #expect(document.classes?["UITextField"] == nil)
    }

    @Test("A segmented control's private segments become its segments, titled by their labels")
    func segmentsFromPrivateSegments() throws {
        let imported = try #require(importDump(try dumpFixture("settings-table"), file: "settings-table.txt"))
        let segmented = try #require(imported.document.view(named: Self.segmented))
        #expect(segmented.segmentedControl.segments == ["Mine", "Shared"])
        #expect(segmented.subviews == nil)
    }

    @Test("Controls' private subviews are folded into their controls, and a note says so")
    func privatePartsFolded() throws {
        let imported = try #require(importDump(try dumpFixture("settings-table"), file: "settings-table.txt"))
        let names = imported.document.allViews.compactMap(\.name)
        for hidden in [
            "UISegment:", "UIFieldEditor:", "_UITextFieldCanvasView:", "_UIStepperButton:", "UISwitchModern",
        ] {
            #expect(!names.contains { $0.hasPrefix(hidden) }, "\(hidden)")
        }
        #expect(imported.document.view(named: "UITextField:0x7fb3a0d11c90")?.subviews == nil)
        let note = try #require(imported.notes.first { $0.hasPrefix("the private subviews that draw a control") })
        #expect(
            note.hasSuffix(
                "5 in UISegmentedControl:0x7fb3a0d0b4f0, 3 in UITextField:0x7fb3a0d11c90, 3 in "
                    + "UIStepper:0x7fb3a0d15a30, 1 in UISwitch:0x7fb3a0d1c2d0, 1 in UIPageControl:0x7fb3a0d22930"))
        #expect(!imported.notes.contains { $0.contains("UIFieldEditor") })
    }

    @Test("Touches on the imported screen reach the cell's switch, the cell's content view and the controls")
    @MainActor
    func touchesLand() throws {
        let runtime = try SceneFile.load(try dumpFixture("settings-table"), file: "settings-table.txt").makeRuntime()
        let window = try #require(runtime.windows.first)
        // The switch in the first cell: x 321…372, y 147 + 6.3…37.3.
        #expect(window.hitTest(CGPoint(x: 340, y: 170), with: nil) is UISwitch)
        #expect(
            window.hitTest(CGPoint(x: 200, y: 210), with: nil)
                === runtime.view(named: "UITableViewCellContentView:0x7fb3a0d1f600"))
        // A segment's label, the stepper's + button and the text field's editor were folded into their controls.
        #expect(window.hitTest(CGPoint(x: 100, y: 75), with: nil) === runtime.view(named: Self.segmented))
        #expect(window.hitTest(CGPoint(x: 360, y: 119), with: nil) is UIStepper)
        #expect(
            window.hitTest(CGPoint(x: 100, y: 120), with: nil) === runtime.view(named: "UITextField:0x7fb3a0d11c90"))
        let segmented = try #require(runtime.view(named: Self.segmented) as? UISegmentedControl)
        #expect(segmented.numberOfSegments == 2 && segmented.titleForSegment(at: 1) == "Shared")
    }

    @Test("A control with twenty thousand private subviews folds them in linear time")
    func manyPartsStayLinear() throws {
        var lines = [
            DumpImportTests.window, dumpLine("UISegmentedControl", "0x7f0000000001", "frame = (0 0; 300 32)", depth: 1),
        ]
        for index in 0..<20_000 {
            lines.append(dumpLine("UISegment", String(format: "0x7f1%09x", index), "frame = (0 0; 1 32)", depth: 2))
        }
        let start = ContinuousClock.now
        let imported = try #require(importDump(lines.joined(separator: "\n")))
        #expect(imported.document.allViews.first?.segmentedControl.segments?.count == 20_000)
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}

extension DumpListImportTests {
    @Test("The imported YAML and JSON write the segments and read back to the same document")
    func roundTrip() throws {
        let imported = try #require(importDump(try dumpFixture("settings-table"), file: "settings-table.txt"))
        #expect(imported.yaml.contains("segments: [\"Mine\", \"Shared\"]"))
        #expect(try SceneFile.load(imported.yaml, file: "x.yaml").document == imported.document)
        #expect(try SceneFile.load(imported.json, file: "x.json").document == imported.document)
    }
}

extension DumpListImportTests {
    @Test("Collection views import as scroll views, their cells as plain views, a text field as a text field")
    func collectionCellsAndTextFields() throws {
        let text = [
            DumpImportTests.window,
            dumpLine("UICollectionView", "0x7f0000000001", "frame = (0 0; 320 400)", depth: 1),
            dumpLine("UICollectionViewListCell", "0x7f0000000002", "frame = (0 0; 320 44)", depth: 2),
            dumpLine("UICollectionViewCell", "0x7f0000000003", "frame = (0 44; 100 100)", depth: 2),
            dumpLine("UITextField", "0x7f0000000004", "frame = (0 400; 200 34)", depth: 1),
            dumpLine("_UITextLayoutCanvasView", "0x7f0000000005", "frame = (7 0; 186 34)", depth: 2),
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        #expect(
            imported.document.allViews.map { $0.class ?? "" } == [
                "UICollectionView", "UICollectionViewListCell", "UICollectionViewCell", "textField",
            ])
        #expect(imported.document.classes?["UICollectionView"] == SceneClass(base: "scrollView"))
        #expect(imported.document.classes?["UICollectionViewCell"] == SceneClass(base: "view"))
        #expect(imported.document.classes?["UICollectionViewListCell"] == SceneClass(base: "view"))
        #expect(imported.document.classes?["UITextField"] == nil)
    }
}
