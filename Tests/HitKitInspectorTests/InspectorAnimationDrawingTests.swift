import Foundation
import HitKit
import HitKitInspector
import Testing

/// The inspector's drawing sends where an animation draws a view now beside its model corners.
@Suite("Inspector: an animating view's drawn corners")
@MainActor
struct InspectorAnimationDrawingTests {
    @Test("The sliding button's item has its model corners and the corners where it is drawn now")
    func drawnCorners() throws {
        let client = InspectorClient(example: "animation-slide-in-hit-at-final-frame")
        let scene = try #require(client.session.start().map(InspectorClient.object).first)
        let items = try #require(scene["items"] as? [[String: Any]])
        let buy = try #require(items.first { $0["name"] as? String == "buy" })
        let corners = try #require(buy["corners"] as? [[Double]])
        #expect(corners.first == [80, 300])
        let drawn = try #require(buy["drawnCorners"] as? [[Double]])
        #expect(drawn.count == 4)
        #expect(abs(drawn[0][0] - -40) < 1e-9 && drawn[0][1] == 300 && abs(drawn[2][0] - 120) < 1e-9)
        #expect(items.first { $0["name"] as? String == "backdrop" }?["drawnCorners"] == nil)
    }
}
