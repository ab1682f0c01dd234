import Foundation
import HitKit
import HitKitScenes
import Testing

@Suite("Scene files that are dumps")
@MainActor
struct SceneFileDumpTests {
    @Test("SceneFile.load reads every form of dump", arguments: importableDumps)
    func loadsEachForm(name: String) throws {
        let path = HitKitCommandTests.fixtures.appendingPathComponent("dumps/\(name).txt").path
        let scene = try SceneFile.load(contentsOf: path)
        #expect(scene.importNotes != nil)
        #expect(scene.document == (try DumpImport(text: try dumpFixture(name), file: path)).document)
        #expect(throws: Never.self) { try scene.check() }
    }

    @Test("Each form's views have the dump's names")
    func names() throws {
        let modern = try SceneFile.load(try dumpFixture("card-modern"), file: "m.txt").document
        #expect(modern.windows?.first?.name == "UIWindow:0x7fb2c0d0a3e0")
        let old = try SceneFile.load(try dumpFixture("card-2012"), file: "o.txt").document
        #expect(old.windows?.first?.name == "UIWindow:0x8164f20")
        #expect(old.view(named: "UIRoundedRectButton:0x8168110")?.class == "UIRoundedRectButton")
        let po = try SceneFile.load(try dumpFixture("card-po"), file: "p.txt").document
        #expect(po.view(named: "MyApp.FollowButton:0x7f9e1c835800") != nil)
        let quoted = try SceneFile.load(try dumpFixture("card-quoted"), file: "q.txt").document
        #expect(
            quoted.allViews.map { $0.name ?? "" } == [
                "UIView:0x7fa1d2c05d30", "UILabel:0x7fa1d2d0a1f0", "UIButton:0x7fa1d2d0c8a0",
            ])
    }

    @Test("Dumps are told from scene files by their first line")
    func detection() throws {
        for name in importableDumps { #expect(DumpImport.looksLikeDump(try dumpFixture(name)), "\(name)") }
        #expect(
            DumpImport.looksLikeDump("2024-05-01 10:00:00.000 MyApp[123:456] <UIWindow: 0x7f9; frame = (0 0; 1 1)>"))
        #expect(DumpImport.looksLikeDump("UIWindow:0x7ff8a9c0a8f0\n|   •UIView:0x7ff8a9d0b110"))
        #expect(DumpImport.looksLikeDump("Printing description of self.view:\n<UIView: 0x1; frame = (0 0; 1 1)>"))
        for file in ["card.yaml", "card.json", "bad-frame.yaml", "bad-syntax.json"] {
            let text = try String(contentsOf: HitKitCommandTests.fixtures.appendingPathComponent(file), encoding: .utf8)
            #expect(!DumpImport.looksLikeDump(text), "\(file)")
        }
        for id in BuiltInScenes.ids {
            let text = try String(contentsOfFile: try #require(BuiltInScenes.path(of: id)), encoding: .utf8)
            #expect(!DumpImport.looksLikeDump(text), "\(id)")
        }
        #expect(!DumpImport.looksLikeDump(""))
        #expect(!DumpImport.looksLikeDump("title: x\nviews: []"))
    }

    @Test("A look-alike of a dump is refused with the dump reader's message")
    func lookAlike() throws {
        let error = try #require(sceneError("UIWindow:0x7ff8a9c0a8f0\n|   •UIView:0x7ff8a9d0b110\n", file: "trace.txt"))
        #expect(error.description.hasPrefix("trace.txt:"))
        #expect(error.description.contains("_autolayoutTrace"))
    }

    @Test("A dump runs touches like a scene file, and its trace names views by class and address")
    func traceOnDump() throws {
        let scene = try SceneFile.load(try dumpFixture("card-2012"), file: "card-2012.txt")
        let runtime = try scene.makeRuntime()
        let probe = SceneHitProbe(runtime: runtime, point: CGPoint(x: 160, y: 58))
        #expect(probe.hitView.map { runtime.traceName(of: $0) } == "UIRoundedRectButton:0x8168110")
        #expect(
            probe.path.map { runtime.traceName(of: $0) } == [
                "UIRoundedRectButton:0x8168110", "UIView:0x8167a40", "UIWindow:0x8164f20",
            ])
        let hidden = SceneHitProbe(runtime: runtime, point: CGPoint(x: 160, y: 150))
        #expect(hidden.hitView.map { runtime.traceName(of: $0) } == "UIView:0x8167a40")
        // Front to back: the label (userInteractionEnabled = NO), then the hidden view under the point.
        #expect(hidden.skipped.map { runtime.traceName(of: $0.view) } == ["UILabel:0x8169260", "UIView:0x8169080"])
        #expect(hidden.skipped.map(\.reason) == [.userInteractionDisabled, .hidden])
    }
}
