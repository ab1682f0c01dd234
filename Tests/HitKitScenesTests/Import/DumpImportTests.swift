import Foundation
import HitKit
import HitKitScenes
import HitKitTesting
import Testing

@Suite("Importing a recursiveDescription dump")
@MainActor
struct DumpImportTests {
    nonisolated static let window =
        "<UIWindow: 0x7fb2c0d0a3e0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000c4e1f0>>"

    @Test("Every attribute HitKit uses becomes the scene view's field")
    func attributes() throws {
        let text = [
            Self.window,
            dumpLine("UIView", "0x7f0000000001", "frame = (10 20; 300 400); hidden = YES", depth: 1),
            dumpLine("UIView", "0x7f0000000002", "frame = (0 0; 50 60); alpha = 0.5; tag = 42", depth: 1),
            dumpLine("UIView", "0x7f0000000003", "frame = (0 0; 50 60); userInteractionEnabled = NO", depth: 1),
            dumpLine(
                "UIView", "0x7f0000000004", "frame = (5 6; 70 80); bounds = {{0, 120}, {70, 80}}; clipsToBounds = YES",
                depth: 1),
            dumpLine(
                "UIView", "0x7f0000000005",
                "frame = (0 0; 1 1); backgroundColor = UIExtendedGrayColorSpace 1 1; animations = { position=<CABasicAnimation: 0x600000a3c2a0>; }",
                depth: 1),
        ].joined(separator: "\n")
        let document = try #require(importDump(text)).document
        let hidden = try #require(document.view(named: "UIView:0x7f0000000001"))
        #expect(hidden.frame?.rect == CGRect(x: 10, y: 20, width: 300, height: 400))
        #expect(hidden.hidden == true)
        let faded = try #require(document.view(named: "UIView:0x7f0000000002"))
        #expect(faded.alpha == 0.5)
        #expect(faded.tag == 42)
        #expect(faded.hidden == nil)
        let inert = try #require(document.view(named: "UIView:0x7f0000000003"))
        #expect(inert.userInteractionEnabled == false)
        let scrolled = try #require(document.view(named: "UIView:0x7f0000000004"))
        #expect(scrolled.bounds?.rect == CGRect(x: 0, y: 120, width: 70, height: 80))
        #expect(scrolled.clipsToBounds == true)
        // Unknown attributes are kept by the parser and ignored here: a plain view with only its frame.
        let plain = try #require(document.view(named: "UIView:0x7f0000000005"))
        var expected = SceneViewSpec()
        expected.name = "UIView:0x7f0000000005"
        expected.class = "view"
        expected.frame = SceneRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(plain == expected)
    }

    @Test("A bounds origin shifts the subviews as it does in UIKit")
    func boundsOrigin() throws {
        let text = [
            Self.window,
            dumpLine("UIView", "0x7f0000000001", "frame = (0 100; 390 200); bounds = {{0, 50}, {390, 200}}", depth: 1),
            dumpLine("UIControl", "0x7f0000000002", "frame = (0 60; 390 40)", depth: 2),
        ].joined(separator: "\n")
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        let probe = SceneHitProbe(runtime: runtime, point: CGPoint(x: 100, y: 115))
        #expect(probe.hitView.map { runtime.traceName(of: $0) } == "UIControl:0x7f0000000002")
    }

    @Test("UIKit classes map to HitKit's; others become plain views declared under their own name")
    func classes() throws {
        let text = [
            Self.window,
            dumpLine("UIButton", "0x7f0000000001", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UIControl", "0x7f0000000002", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UILabel", "0x7f0000000003", "frame = (0 0; 10 10); userInteractionEnabled = NO", depth: 1),
            dumpLine("UIImageView", "0x7f0000000004", "frame = (0 0; 10 10); userInteractionEnabled = NO", depth: 1),
            dumpLine("UIView", "0x7f0000000005", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UIRoundedRectButton", "0x7f0000000006", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UISwitch", "0x7f0000000007", "frame = (0 0; 10 10)", depth: 1),
            dumpLine(
                "MyApp.PriceTag", "0x7f0000000008",
                "baseClass = UILabel; frame = (0 0; 10 10); userInteractionEnabled = NO", depth: 1),
            dumpLine("MyApp.CardView", "0x7f0000000009", "baseClass = UIView; frame = (0 0; 10 10)", depth: 1),
            dumpLine("UITableView", "0x7f000000000a", "frame = (0 0; 10 10)", depth: 1),
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        let classes = imported.document.allViews.map { $0.class ?? "" }
        #expect(
            classes == [
                "button", "control", "label", "imageView", "view", "UIRoundedRectButton", "switch",
                "MyApp.PriceTag", "MyApp.CardView", "UITableView",
            ])
        #expect(
            imported.document.classes
                == [
                    "UIRoundedRectButton": SceneClass(base: "button"),
                    "MyApp.PriceTag": SceneClass(base: "label"), "MyApp.CardView": SceneClass(base: "view"),
                    "UITableView": SceneClass(base: "scrollView"),
                ])
        #expect(
            imported.unknownClasses == [
                "UIRoundedRectButton", "MyApp.PriceTag", "MyApp.CardView",
            ])
        let note = try #require(imported.notes.first { $0.contains("HitKit does not have") })
        #expect(note.contains("MyApp.CardView (as view)"))
        #expect(note.contains("MyApp.PriceTag (as label)"))
        #expect(note.contains("overrides of hitTest(_:with:), point(inside:with:) or touches… in these classes"))
        #expect(note.contains("invisible"))
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        #expect(runtime.view(named: "UIButton:0x7f0000000001") is UIButton)
        #expect(runtime.view(named: "UIRoundedRectButton:0x7f0000000006") is UIButton)
        #expect(runtime.view(named: "UISwitch:0x7f0000000007") is UISwitch)
        #expect(runtime.view(named: "MyApp.PriceTag:0x7f0000000008") is UILabel)
        #expect(runtime.view(named: "UIImageView:0x7f0000000004") is UIImageView)
        #expect(runtime.view(named: "UITableView:0x7f000000000a") is UIScrollView)
    }

    @Test("A root window keeps its frame and name; the views are named ClassName:0xADDRESS")
    func windowAndNames() throws {
        let imported = try #require(importDump(try dumpFixture("card-modern"), file: "card-modern.txt"))
        let window = try #require(imported.document.windows?.first)
        #expect(imported.document.windows?.count == 1)
        #expect(window.name == "UIWindow:0x7fb2c0d0a3e0")
        #expect(window.frame?.rect == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(imported.document.view(named: "UIButton:0x7fb2c0d1a600")?.class == "button")
        #expect(imported.document.view(named: "MyApp.CardView:0x7fb2c0d1a000")?.class == "MyApp.CardView")
        #expect(imported.document.allViews.count == 12)
    }

    @Test("The same class and address twice get distinct names")
    func duplicateNames() throws {
        let text = [
            Self.window,
            dumpLine("UIView", "0x7f0000000001", "frame = (0 0; 10 10)", depth: 1),
            dumpLine("UIView", "0x7f0000000001", "frame = (0 0; 20 20)", depth: 1),
        ].joined(separator: "\n")
        let names = try #require(importDump(text)).document.allViews.map(\.name)
        #expect(names == ["UIView:0x7f0000000001", "UIView:0x7f0000000001 #2"])
        #expect(throws: Never.self) { try SceneFile.load(text, file: "dump.txt").makeRuntime() }
    }

    @Test("A root that is not a window gets a window placed and sized to its frame")
    func windowAround() throws {
        let text = [
            dumpLine("MyApp.CardView", "0x7f0000000001", "baseClass = UIView; frame = (20 120; 335 200)"),
            dumpLine("UIButton", "0x7f0000000002", "frame = (10 10; 100 44)", depth: 1),
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        let window = try #require(imported.document.windows?.first)
        #expect(window.name == nil)
        #expect(window.frame?.rect == CGRect(x: 20, y: 120, width: 335, height: 200))
        #expect(window.views?.first?.frame?.rect == CGRect(x: 0, y: 0, width: 335, height: 200))
        #expect(imported.notes.contains { $0.contains("is not a window") })
        // Points stay in the root's superview's coordinates.
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        let probe = SceneHitProbe(runtime: runtime, point: CGPoint(x: 40, y: 140))
        #expect(probe.hitView.map { runtime.traceName(of: $0) } == "UIButton:0x7f0000000002")
    }

    @Test("A transformed view gets the bounds size and center derived from its frame")
    func transform() throws {
        let text = [
            Self.window,
            dumpLine(
                "UIView", "0x7f0000000001",
                "frame = (103.301 540.301; 136.603 136.603); transform = [0.866025, 0.5, -0.5, 0.866025, 0, 0]; tag = 7",
                depth: 1),
            dumpLine(
                "UIView", "0x7f0000000002", "frame = (10 20; 200 100); transform = [2, 0, 0, 2, 30, 40]", depth: 1),
        ].joined(separator: "\n")
        let document = try #require(importDump(text)).document
        let rotated = try #require(document.view(named: "UIView:0x7f0000000001"))
        #expect(rotated.frame == nil)
        #expect(rotated.bounds?.rect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(rotated.center?.point == CGPoint(x: 171.603, y: 608.603))
        #expect(
            rotated.transform?.transform == CGAffineTransform(a: 0.866025, b: 0.5, c: -0.5, d: 0.866025, tx: 0, ty: 0))
        let scaled = try #require(document.view(named: "UIView:0x7f0000000002"))
        #expect(scaled.bounds?.rect == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(scaled.center?.point == CGPoint(x: 80, y: 30))
        let runtime = try SceneFile.load(text, file: "dump.txt").makeRuntime()
        let view = try #require(runtime.view(named: "UIView:0x7f0000000001"))
        #expect(abs(view.frame.minX - 103.301) < 0.01 && abs(view.frame.width - 136.603) < 0.01)
        let scaledView = try #require(runtime.view(named: "UIView:0x7f0000000002"))
        // Built back, the view's frame is the dump's: the transformed bounds' box, moved by the translation.
        #expect(scaledView.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test("A 45° rotation, whose frame fits many bounds, is taken as square bounds, with a note")
    func singularTransform() throws {
        let text = [
            Self.window,
            dumpLine(
                "UIView", "0x7f0000000001",
                "frame = (0 0; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]", depth: 1),
        ].joined(separator: "\n")
        let imported = try #require(importDump(text))
        #expect(imported.document.view(named: "UIView:0x7f0000000001")?.bounds?.rect.width == 100)
        #expect(imported.notes.contains { $0.contains("taken to be square (100 × 100)") })
    }

    @Test("Labels and image views that the dump does not mark userInteractionEnabled = NO take touches")
    func interactiveLabel() throws {
        let text = try dumpFixture("card-po")
        let document = try #require(importDump(text)).document
        #expect(document.view(named: "UIImageView:0x7f9e1c840000")?.userInteractionEnabled == true)
        #expect(document.view(named: "UIImageView:0x7f9e1c82a000")?.userInteractionEnabled == nil)
        let runtime = try SceneFile.load(text, file: "card-po.txt").makeRuntime()
        #expect(runtime.view(named: "UIImageView:0x7f9e1c840000")?.isUserInteractionEnabled == true)
        #expect(runtime.view(named: "UIImageView:0x7f9e1c82a000")?.isUserInteractionEnabled == false)
        let probe = SceneHitProbe(runtime: runtime, point: CGPoint(x: 200, y: 50))
        #expect(probe.hitView.map { runtime.traceName(of: $0) } == "UIImageView:0x7f9e1c840000")
    }

    @Test("A tap on a UIButton's alpha = 0 image view reaches the button, as on a device")
    func buttonImageView() throws {
        let text = [
            Self.window,
            dumpLine("UIButton", "0x7f0000000001", "frame = (100 100; 100 44); opaque = NO", depth: 1),
            dumpLine("UIImageView", "0x7f0000000002", "frame = (0 0; 100 44); alpha = 0; opaque = NO", depth: 2),
        ].joined(separator: "\n")
        let scene = try SceneFile.load(text, file: "dump.txt")
        let runtime = try scene.makeRuntime()
        let recorder = TraceRecorder(application: runtime.application)
        runtime.perform(try TouchScript.parse("tap 150,120", file: "--tap"))
        recorder.stop()
        let lines = recorder.entries.map(\.line)
        #expect(lines.contains("skip <UIImageView:0x7f0000000002>: transparent"))
        #expect(lines.contains("touch 1 bound to <UIButton:0x7f0000000001>"))
        #expect(lines.contains("control <UIButton:0x7f0000000001> touchUpInside"))
    }

    @Test("Gesture recognizers a dump only counts are noted, not imported")
    func gestureNote() throws {
        let imported = try #require(importDump(try dumpFixture("card-modern")))
        let note = try #require(imported.notes.first { $0.contains("gesture recognizers") })
        #expect(note.contains("MyApp.CardView:0x7fb2c0d1a000"))
    }

    @Test("A malformed dump is an error at its file, line and column")
    func malformed() throws {
        let error = try #require(importError(try dumpFixture("bad-frame"), file: "bad-frame.txt"))
        #expect(error.code == .syntax)
        #expect(error.description.hasPrefix("bad-frame.txt:2:31: error: expected 'frame = (x y; w h)'"))
        let nesting = try #require(importError(try dumpFixture("bad-nesting"), file: "bad-nesting.txt"))
        #expect((nesting.line, nesting.column) == (2, 16))
    }

    @Test("A frame that is not finite is an error at the view")
    func notFinite() throws {
        let text = [Self.window, dumpLine("UIView", "0x7f0000000001", "frame = (0 0; inf 10)", depth: 1)]
            .joined(separator: "\n")
        let error = try #require(importError(text))
        #expect(error.line == 2)
        #expect(error.message.contains("not finite"))
    }

    @Test("A hierarchy nested deeper than a scene may be is refused with the line of the first too-deep view")
    func tooDeep() throws {
        let depth = DumpImport.maximumDepth + 1
        let lines = (0...depth).map {
            dumpLine("UIView", "0x7f\(String($0, radix: 16))", "frame = (0 0; 10 10)", depth: $0)
        }
        let error = try #require(importError(lines.joined(separator: "\n")))
        #expect(error.code == .limit)
        #expect(error.line == depth + 1)
    }
}
