import Foundation
import HitKit
import HitKitInspector
import Testing

@Suite("Hover: the real hit test, every view under the point and the smallest fix")
@MainActor
struct InspectorHoverTests {
    @Test("Hovering the back button of takehilo's scene reports it covered by blackView, with the fix offered")
    func seed001BackButton() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let hover = try #require(client.send(["type": "hover", "x": 160, "y": 270]).first)
        #expect(hover["type"] as? String == "hover")
        #expect(hover["hit"] as? String == "blackView")
        #expect(hover["path"] as? [String] == ["UIWindow", "rootView", "blackView"])
        let under = try #require(hover["under"] as? [[String: Any]])
        #expect(under.first?["view"] as? String == "backButton")
        #expect((under.first?["reason"] as? String)?.hasPrefix("covered by front sibling blackView") == true)
        #expect(under.first?["kind"] as? String == "coveredBySibling")
        let fix = try #require(hover["fix"] as? [String: Any])
        #expect(fix["view"] as? String == "backButton")
        #expect((fix["text"] as? String)?.isEmpty == false)
        #expect((fix["yaml"] as? String)?.isEmpty == false)
        #expect((hover["explanation"] as? String)?.contains("backButton") == true)
    }

    @Test("Applying the offered fix makes a tap there land on the back button")
    func applyFix() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        client.send(["type": "hover", "x": 160, "y": 270])
        let fixed = client.send(["type": "fix", "index": 0])
        let scene = try #require(replies(fixed, ofType: "scene").first)
        #expect((scene["yaml"] as? String)?.isEmpty == false)
        #expect(traceLines(client.tap(160, 270)).contains("touch 1 bound to <backButton>"))
        let again = client.send(["type": "fix", "index": 5])
        #expect(again.first?["type"] as? String == "error")
    }

    @Test("The same hover again gives the same answer and keeps its fix, until the scene changes")
    func repeatedHover() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let first = client.session.receive(#"{"type":"hover","x":160,"y":270}"#, receivedAt: 1)
        let second = client.session.receive(#"{"type":"hover","x":160,"y":270}"#, receivedAt: 2)
        #expect(first == second)
        client.send(["type": "toggle", "view": "blackView", "field": "passThrough", "value": true])
        let after = InspectorClient.object(
            client.session.receive(#"{"type":"hover","x":160,"y":270}"#, receivedAt: 3)[0])
        #expect(after["hit"] as? String == "backButton")
    }

    @Test("Over a view the touch lands on with nothing under it, no fix is offered")
    func nothingUnder() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let hover = try #require(client.send(["type": "hover", "x": 10, "y": 10]).first)
        #expect(hover["hit"] as? String == "rootView")
        #expect((hover["under"] as? [Any])?.isEmpty == true)
        #expect(hover["fix"] is NSNull)
        #expect(client.send(["type": "fix"]).first?["type"] as? String == "error")
    }

    @Test("Hovering outside every window hits nothing")
    func outside() throws {
        let client = InspectorClient(example: InspectorSessionTests.seed)
        let hover = try #require(client.send(["type": "hover", "x": -500, "y": 9e8]).first)
        #expect(hover["hit"] is NSNull)
    }
}
