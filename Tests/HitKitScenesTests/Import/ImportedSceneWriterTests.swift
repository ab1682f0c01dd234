import Foundation
import HitKit
import HitKitScenes
import Testing

@Suite("Writing an imported scene as YAML and JSON")
struct ImportedSceneWriterTests {
    /// The HitKitDumps tests' fixtures that parse (real-world shapes, written for those tests).
    static let dumpsFolder = HitKitCommandTests.testsFolder.deletingLastPathComponent()
        .appendingPathComponent("HitKitDumpsTests/Fixtures")

    static func texts() throws -> [(String, String)] {
        try importableDumps.map { ("\($0).txt", try dumpFixture($0)) }
            + ["navigation-modern", "settings-table", "window-2012", "quoted-string", "po-value-for-key"].map {
                ("\($0).txt", try String(contentsOf: dumpsFolder.appendingPathComponent("\($0).txt"), encoding: .utf8))
            }
    }

    @Test("The YAML reads back to the same document")
    func yamlRoundTrip() throws {
        for (file, text) in try Self.texts() {
            let imported = try #require(importDump(text, file: file))
            let reread = try SceneFile.load(imported.yaml, file: "imported.yaml")
            #expect(reread.document == imported.document, "\(file)")
            #expect(reread.importNotes == nil)
        }
    }

    @Test("The JSON reads back to the same document and is valid JSON")
    func jsonRoundTrip() throws {
        for (file, text) in try Self.texts() {
            let imported = try #require(importDump(text, file: file))
            let reread = try SceneFile.load(imported.json, file: "imported.json")
            #expect(reread.document == imported.document, "\(file)")
            #expect((try? JSONSerialization.jsonObject(with: Data(imported.json.utf8))) != nil, "\(file)")
        }
    }

    @Test("Quotes, backslashes, tiny numbers and control characters survive the round trip")
    func awkwardValues() throws {
        let text = [
            DumpImportTests.window,
            dumpLine("UIView", "0x7f0000000001", "frame = (0.00001 -0; 1e+20 0.1)", depth: 1),
        ].joined(separator: "\n")
        let imported = try #require(importDump(text, file: "we\"ird\\name\t.txt"))
        #expect(imported.yaml.contains("1.0e-05"))
        #expect(try SceneFile.load(imported.yaml, file: "x.yaml").document == imported.document)
        #expect(try SceneFile.load(imported.json, file: "x.json").document == imported.document)
    }

    @Test("The YAML starts with the notes as comments")
    func comments() throws {
        let imported = try #require(importDump(try dumpFixture("card-po"), file: "card-po.txt"))
        let lines = imported.yaml.split(separator: "\n")
        #expect(lines.first == "# Imported by 'hitkit import' from card-po.txt: 5 views.")
        #expect(lines.contains { $0.hasPrefix("# note: 3 classes HitKit does not have") })
    }
}
