import Foundation
import HitKit
import HitKitInspector
import Testing

@Suite("Editing the scene: text, toggles, examples and the hit map")
@MainActor
struct InspectorEditTests {
    @Test("An edit with a YAML error answers with its line, column and field and keeps the scene")
    func badEdit() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let reply = try #require(client.send(["type": "edit", "yaml": "views:\n  - name: a\n    frame: [0, 0, x]\n"]).first)
        #expect(reply["type"] as? String == "error")
        #expect(reply["line"] as? Int == 3)
        #expect((reply["column"] as? Int ?? 0) > 0)
        #expect(reply["field"] as? String == "views[0].frame[2]")
        #expect(traceLines(client.tap(160, 220)).contains("touch 1 bound to <frontButton>"))
    }

    @Test("A good edit replaces the scene and answers with it")
    func edit() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let yaml = "views:\n  - {name: pad, frame: [0, 0, 100, 100]}\n"
        let reply = try #require(client.send(["type": "edit", "yaml": yaml]).first)
        #expect(reply["type"] as? String == "scene")
        #expect(reply["yaml"] as? String == yaml)
        #expect(traceLines(client.tap(50, 50)).contains("touch 1 bound to <pad>"))
    }

    @Test("Toggling blackView to pass-through rewrites the YAML and the tap goes to the back button")
    func togglePassThrough() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let reply = client.send(["type": "toggle", "view": "blackView", "field": "passThrough", "value": true])
        let scene = try #require(replies(reply, ofType: "scene").first)
        #expect((scene["yaml"] as? String)?.contains("passThrough") == true)
        #expect(traceLines(client.tap(160, 270)).contains("touch 1 bound to <backButton>"))
    }

    @Test("Each view toggle changes its field; a recognizer's enabled too; unknown names are errors")
    func toggles() throws {
        let yaml = """
            views:
              - name: pad
                frame: [0, 0, 100, 100]
                gestures: [{kind: tap, name: tapper}]
              - {name: button, class: button, frame: [0, 100, 100, 100]}
            """
        let client = InspectorClient(yaml: yaml)
        func item(_ reply: [[String: Any]], _ name: String) -> [String: Any]? {
            (replies(reply, ofType: "scene").first?["items"] as? [[String: Any]])?.first { $0["name"] as? String == name }
        }
        #expect(item(client.send(["type": "toggle", "view": "pad", "field": "hidden", "value": true]), "pad")?["hidden"] as? Bool == true)
        #expect(item(client.send(["type": "toggle", "view": "pad", "field": "alpha", "value": 0]), "pad")?["transparent"] as? Bool == true)
        #expect(
            item(client.send(["type": "toggle", "view": "pad", "field": "userInteractionEnabled", "value": false]), "pad")?[
                "interactionDisabled"] as? Bool == true)
        #expect(
            item(client.send(["type": "toggle", "view": "button", "field": "enabled", "value": false]), "button")?[
                "controlDisabled"] as? Bool == true)
        let off = item(client.send(["type": "toggle", "recognizer": "tapper", "field": "enabled", "value": false]), "pad")
        #expect((off?["recognizers"] as? [[String: Any]])?.first?["enabled"] as? Bool == false)
        #expect(client.send(["type": "toggle", "view": "nobody", "field": "hidden", "value": true]).first?["field"] as? String == "view")
        #expect(client.send(["type": "toggle", "recognizer": "nobody", "field": "enabled", "value": true]).first?["field"] as? String == "recognizer")
    }

    @Test("An example replaces the scene; an unknown one is an error")
    func example() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let reply = try #require(client.send(["type": "example", "id": "001-tap-front-button"]).first)
        #expect(reply["type"] as? String == "scene")
        #expect(reply["name"] as? String == "001-tap-front-button.yaml")
        #expect(client.send(["type": "example", "id": "../etc/passwd"]).first?["type"] as? String == "error")
    }

    @Test("The hit map colours each cell by the hit view and diffs against the last map after an edit")
    func hitMap() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let map = try #require(client.send(["type": "hitmap", "step": 4]).first)
        #expect(map["type"] as? String == "hitmap")
        #expect(map["columns"] as? Int == 80 && map["rows"] as? Int == 120)
        let names = try #require(map["names"] as? [String])
        let cells = try #require(map["cells"] as? [Int])
        #expect(cells.count == 80 * 120)
        // (162, 270) is cell column 40, row 67: blackView covers the back button there.
        #expect(names[cells[67 * 80 + 40]] == "blackView")
        #expect(map["diff"] == nil)
        client.send(["type": "toggle", "view": "blackView", "field": "passThrough", "value": true])
        let after = try #require(client.send(["type": "hitmap", "step": 4]).first)
        let afterNames = try #require(after["names"] as? [String])
        #expect(afterNames[(after["cells"] as! [Int])[67 * 80 + 40]] == "backButton")
        let diff = try #require(after["diff"] as? [String: Any])
        let changes = try #require(diff["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["change"] as? String == "blackView → backButton" })
        #expect(changes.contains { $0["change"] as? String == "blackView → rootView" })
    }

    @Test("A fine step over a huge window is coarsened to the cell cap")
    func hitMapCap() throws {
        var limits = InspectorLimits()
        limits.maximumHitMapCells = 10_000
        let client = InspectorClient(
            InspectorScene(text: "windows:\n  - {frame: [0, 0, 100000, 100000]}\n", name: "big.yaml"), limits: limits)
        let map = try #require(client.send(["type": "hitmap", "step": 2]).first)
        let cells = try #require(map["cells"] as? [Int])
        #expect(cells.count <= 10_000)
        #expect((map["step"] as? Double ?? 0) >= 1_000)
    }
}
