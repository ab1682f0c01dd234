import Foundation
import HitKit
import HitKitScenes
import Testing

/// A dump's `layer = <…: 0x…>` references are read and ignored whatever the layer's class, and the import's
/// notes tell HitKit's list classes imported as scroll views on purpose from classes HitKit does not have.
@Suite("Importing a dump's layers and lists")
@MainActor
struct DumpImportLayerTests {
    @Test("layer = <CAShapeLayer…>, <_UILabelLayer…>, <CATransformLayer…> are ignored: plain views, zPosition 0")
    func layerReferencesIgnored() throws {
        let text = [
            "<UIWindow: 0x7fb2c0d0a3e0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4e1f0>>",
            "   | <UIView: 0x7f0000000001; frame = (10 20; 100 50); layer = <CAShapeLayer: 0x600000c4e200>>",
            "   | <UILabel: 0x7f0000000002; frame = (10 80; 100 20); text = 'Hi'; userInteractionEnabled = NO; "
                + "layer = <_UILabelLayer: 0x600000c4e300>>",
            "   | <MyApp.Dial: 0x7f0000000003; baseClass = UIView; frame = (10 120; 100 100); "
                + "layer = <CATransformLayer: 0x600000c4e400>>",
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        for view in imported.document.allViews {
            #expect(view.layer == SceneLayerFields(), "\(view.name ?? "")")
        }
        #expect(!imported.notes.contains { $0.contains("Layer") || $0.contains("layer") })
        #expect(!imported.yaml.contains("zPosition") && !imported.yaml.contains("anchorPoint"))
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        let shape = try #require(runtime.view(named: "UIView:0x7f0000000001"))
        #expect(shape.layer.zPosition == 0 && shape.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("UITableView and its cells are noted as imported as a scroll view and plain views on purpose")
    func listClassesNotedOnPurpose() throws {
        let text = [
            "<UIWindow: 0x7fb2c0d0a3e0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4e1f0>>",
            "   | <UITableView: 0x7f0000000001; frame = (0 0; 390 844); layer = <CALayer: 0x600000c4e200>; "
                + "contentOffset: {0, 0}; contentSize: {390, 88}; adjustedContentInset: {0, 0, 0, 0}>",
            "   |    | <UITableViewCell: 0x7f0000000002; frame = (0 0; 390 44); layer = <CALayer: 0x600000c4e300>>",
            "   |    | <MyApp.Badge: 0x7f0000000003; baseClass = UIView; frame = (0 50; 20 20); "
                + "layer = <CALayer: 0x600000c4e400>>",
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        #expect(imported.unknownClasses == ["MyApp.Badge"])
        let missing = try #require(imported.notes.first { $0.contains("HitKit does not have") })
        #expect(!missing.contains("UITableView"))
        let lists = try #require(imported.notes.first { $0.contains("UITableView (as scrollView)") })
        #expect(lists.hasPrefix("UITableViewCell (as view), UITableView (as scrollView) are HitKit classes"))
        #expect(
            lists.hasSuffix(
                "imported as a scroll view and plain views on purpose: a dump shows only the cells on screen, "
                    + "without index paths or sections, so the list's data cannot be rebuilt; as a scroll view with "
                    + "the dump's content size and offset, every cell stays where it was on screen, which is what "
                    + "hit-testing needs"))
        #expect(imported.document.classes?["UITableView"] == SceneClass(base: "scrollView"))
    }

    @Test("A view dumped mid-animation is noted: hit-tested at its model frame, and how to model the animation")
    func animatingViewsNoted() throws {
        let text = [
            "<UIWindow: 0x7fb2c0d0a3e0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4e1f0>>",
            "   | <MyApp.Card: 0x7f0000000001; baseClass = UIView; frame = (10 20; 100 50); animations = { "
                + "position=<CABasicAnimation: 0x600000a3c1e0>; bounds.size=<CABasicAnimation: 0x600000a3c2a0>; }; "
                + "layer = <CALayer: 0x600000c4e200>>",
            "   | <UIView: 0x7f0000000002; frame = (10 80; 100 20); animations = { "
                + "<UIMotionEffectGroup: 0x78f8e9e0>=<CAAnimationGroup: 0x78eb4890>; }; layer = <CALayer: 0x2>>",
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        let note = try #require(imported.notes.first { $0.contains("animating when dumped") })
        #expect(note.hasPrefix("a view was animating when dumped: MyApp.Card:0x7f0000000001 (position, bounds.size);"))
        #expect(note.contains(".allowUserInteraction") && note.contains("`animation:`"))
        #expect(imported.yaml.contains("animating when dumped"))
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        let card = try #require(runtime.view(named: "MyApp.Card:0x7f0000000001"))
        #expect(card.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        let plain =
            "<UIWindow: 0x7fb2c0d0a3e0; frame = (0 0; 390 844)>\n   | <UIView: 0x7f0000000002; "
            + "frame = (10 80; 100 20); animations = { <UIMotionEffectGroup: 0x1>=<CAAnimationGroup: 0x2>; }>"
        #expect(try #require(importDump(plain)).notes.allSatisfy { !$0.contains("animating") })
    }
}
