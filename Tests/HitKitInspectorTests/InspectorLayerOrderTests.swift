import Foundation
import HitKit
import HitKitInspector
import Testing

/// The inspector draws siblings in layer order and its hover marks a view drawn in front by `zPosition` that
/// loses the touch to a sibling drawn behind it.
@Suite("Inspector: layer order in the drawing and the hover")
@MainActor
struct InspectorLayerOrderTests {
    @Test("The scene's items put the badge (zPosition 1) after the button, with its zPosition")
    func itemsInLayerOrder() throws {
        let client = InspectorClient(example: "layer-badge-drawn-in-front")
        let scene = try #require(client.session.start().map(InspectorClient.object).first)
        let items = try #require(scene["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["UIWindow", "card", "buy", "badge"])
        #expect(items.last?["zPosition"] as? Double == 1)
        #expect(items.first { $0["name"] as? String == "buy" }?["zPosition"] == nil)
    }

    @Test("Hovering where the badge is drawn over the button marks the badge drawnInFront")
    func hoverMarksDrawnInFront() throws {
        let client = InspectorClient(example: "layer-badge-drawn-in-front")
        let hover = try #require(client.send(["type": "hover", "x": 210, "y": 220]).first)
        #expect(hover["hit"] as? String == "buy")
        let under = try #require(hover["under"] as? [[String: Any]])
        let badge = try #require(under.first { $0["view"] as? String == "badge" })
        #expect(badge["drawnInFront"] as? Bool == true)
        #expect((badge["reason"] as? String)?.contains("drawn in front by zPosition 1") == true)
        #expect(under.allSatisfy { $0["view"] as? String == "badge" || $0["drawnInFront"] == nil })
        let fix = try #require(hover["fix"] as? [String: Any])
        #expect(fix["yaml"] as? String == "card: {subviews: [buy, badge]}")
    }
}
