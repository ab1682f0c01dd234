import Foundation
import HitKit
import HitKitScenes
import Testing

/// Importing sliders, switches and scroll views (table, collection and text views among them) from a dump.
@Suite("Importing sliders, switches and scroll views")
struct DumpScrollViewImportTests {
    static let tableView = "UITableView:0x7fa1b2008200"

    @Test("UISlider, UISwitch and UIScrollView and its UIKit subclasses import as the new kinds")
    @MainActor
    func classesMapToKinds() throws {
        let text = [
            DumpImportTests.window,
            dumpLine("UISlider", "0x7f0000000001", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UISwitch", "0x7f0000000002", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UIScrollView", "0x7f0000000003", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UICollectionView", "0x7f0000000004", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UITextView", "0x7f0000000005", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("WKScrollView", "0x7f0000000006", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UITableViewWrapperView", "0x7f0000000007", "frame = (0 0; 10 10)", depth: 1),
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        #expect(
            imported.document.allViews.map { $0.class ?? "" } == [
                "slider", "switch", "scrollView", "UICollectionView", "textView", "WKScrollView",
                "UITableViewWrapperView",
            ])
        for name in ["UICollectionView", "WKScrollView", "UITableViewWrapperView"] {
            #expect(imported.document.classes?[name] == SceneClass(base: "scrollView"), "\(name)")
        }
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        #expect(runtime.view(named: "UISlider:0x7f0000000001") is UISlider)
        #expect(runtime.view(named: "UISwitch:0x7f0000000002") is UISwitch)
        #expect(runtime.view(named: "WKScrollView:0x7f0000000006") is UIScrollView)
        // A UITextView is HitKit's own, a scroll view too.
        #expect(runtime.view(named: "UITextView:0x7f0000000005") is UITextView)
    }

    @Test("A table view's contentOffset, contentSize and adjusted inset are imported; the offset is the bounds' origin")
    @MainActor
    func tableViewGeometry() throws {
        let text = try dumpFixture("scroll-table")
        let imported = try #require(importDump(text, file: "scroll-table.txt"))
        let table = try #require(imported.document.view(named: Self.tableView))
        #expect(table.class == "UITableView")
        #expect(table.scrollView.contentOffset == ScenePoint(CGPoint(x: 0, y: -64)))
        #expect(table.scrollView.contentSize == SceneSize(CGSize(width: 375, height: 1320)))
        #expect(table.scrollView.contentInset == SceneInsets(UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)))
        let runtime = try SceneFile.load(text, file: "scroll-table.txt").makeRuntime()
        let scrollView = try #require(runtime.view(named: Self.tableView) as? UIScrollView)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: -64))
        // The first cell is at content y 0, so on screen at 64, below the bar the inset leaves room for.
        let window = try #require(runtime.windows.first)
        let hit = window.hitTest(CGPoint(x: 330, y: 86), with: nil)
        #expect(hit === runtime.view(named: "UISwitch:0x7fa1b2011200"))
        #expect(window.hitTest(CGPoint(x: 330, y: 30), with: nil) === scrollView)
    }

    @Test("A slider's printed value is imported; a switch without 'on' keeps UIKit's default")
    func sliderAndSwitchValues() throws {
        let imported = try #require(importDump(try dumpFixture("scroll-table"), file: "scroll-table.txt"))
        #expect(imported.document.view(named: "UISlider:0x7fa1b2013200")?.slider.value == 0.25)
        #expect(imported.document.view(named: "UISwitch:0x7fa1b2011200")?.isOn == nil)
        let on = [
            DumpImportTests.window, dumpLine("UISwitch", "0x7f0000000001", "frame = (0 0; 51 31); on = YES", depth: 1),
        ].joined(separator: "\n")
        #expect(try #require(importDump(on)).document.allViews.first?.isOn == true)
    }

    @Test("The imported YAML and JSON write the new kinds and read back to the same document")
    func roundTrip() throws {
        let imported = try #require(importDump(try dumpFixture("scroll-table"), file: "scroll-table.txt"))
        #expect(imported.yaml.contains("contentOffset: [0, -64]"))
        #expect(imported.yaml.contains("contentSize: [375, 1320]"))
        #expect(imported.yaml.contains("class: \"slider\""))
        #expect(imported.yaml.contains("value: 0.25"))
        #expect(imported.json.contains("\"contentInset\": [64, 0, 0, 0]"))
        #expect(try SceneFile.load(imported.yaml, file: "x.yaml").document == imported.document)
        #expect(try SceneFile.load(imported.json, file: "x.json").document == imported.document)
    }
}
