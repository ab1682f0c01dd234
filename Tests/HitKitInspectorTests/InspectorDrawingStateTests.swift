import Foundation
import HitKit
import HitKitInspector
import Testing

/// The inspector's drawing carries what the touches changed, so a timeline frame shows the controls, text
/// fields and lists as the runtime has them after each sample.
@MainActor
@Suite("The inspector's drawing shows the controls' and lists' state")
struct InspectorDrawingStateTests {
    static let yaml = """
        views:
          - {name: count, class: stepper, frame: [20, 20, 94, 32], value: 3}
          - {name: filter, class: segmentedControl, frame: [130, 20, 180, 32], segments: [All, Unread],
             selectedSegmentIndex: 0}
          - {name: pages, class: pageControl, frame: [60, 60, 200, 26], numberOfPages: 5, currentPage: 1}
          - {name: search, class: textField, frame: [20, 90, 280, 34], text: milk}
          - {name: photos, class: collectionView, frame: [0, 180, 320, 100], itemSize: [100, 90],
             sections: [{items: [{name: beach}, {name: forest}]}]}
        """

    /// The named item of the frame after the last sample of the gesture just made.
    static func lastFrameItem(_ client: InspectorClient, _ name: String, samples: Int = 2) -> [String: Any]? {
        let frame = client.send(["type": "timeline", "index": samples - 1]).first
        return (frame?["items"] as? [[String: Any]])?.first { $0["name"] as? String == name }
    }

    @Test("The scene message gives each control's value, the text and editing, and the selection")
    func sceneMessage() throws {
        let client = InspectorClient(yaml: Self.yaml)
        let scene = try #require(client.session.start().map(InspectorClient.object).first)
        let items = try #require(scene["items"] as? [[String: Any]])
        func item(_ name: String) -> [String: Any]? { items.first { $0["name"] as? String == name } }
        #expect(item("count")?["value"] as? Double == 3 && item("count")?["class"] as? String == "UIStepper")
        #expect(item("filter")?["selectedSegment"] as? Double == 0)
        #expect(item("pages")?["currentPage"] as? Double == 1)
        #expect(item("search")?["text"] as? String == "milk" && item("search")?["editing"] as? Bool == false)
        #expect(item("photos")?["selectedIndexPaths"] as? [[Double]] == [])
        #expect(item("beach")?["selected"] as? Bool == false && item("beach")?["highlighted"] as? Bool == false)
    }

    @Test("A timeline frame after a tap shows the stepper's new value, the segment, the page, the field edited")
    func framesAfterTaps() throws {
        let client = InspectorClient(yaml: Self.yaml)
        _ = client.session.start()
        client.tap(90, 36)
        #expect(Self.lastFrameItem(client, "count")?["value"] as? Double == 4)
        client.tap(270, 36)
        #expect(Self.lastFrameItem(client, "filter")?["selectedSegment"] as? Double == 1)
        client.tap(240, 73)
        #expect(Self.lastFrameItem(client, "pages")?["currentPage"] as? Double == 2)
        client.tap(160, 107)
        #expect(Self.lastFrameItem(client, "search")?["editing"] as? Bool == true)
        client.tap(160, 225)
        #expect(Self.lastFrameItem(client, "photos")?["selectedIndexPaths"] as? [[Double]] == [[0, 1]])
        #expect(Self.lastFrameItem(client, "forest")?["selected"] as? Bool == true)
    }

    @Test("A frame replays the touches before its gesture too: a second tap's frame shows both taps' value")
    func framesKeepEarlierTouches() throws {
        let client = InspectorClient(yaml: Self.yaml)
        _ = client.session.start()
        client.tap(160, 107)
        client.tap(90, 36)
        client.tap(90, 36)
        #expect(Self.lastFrameItem(client, "count")?["value"] as? Double == 5)
        // The field began editing in the first gesture and is still being edited.
        #expect(Self.lastFrameItem(client, "search")?["editing"] as? Bool == true)
    }

    @Test("Past the sample limit a frame is refused with an error rather than drawn without the earlier touches")
    func framesPastTheLimit() throws {
        var limits = InspectorLimits()
        limits.maximumRecordedSamples = 3
        let client = InspectorClient(InspectorScene(text: Self.yaml, name: "scene.yaml"), limits: limits)
        _ = client.session.start()
        client.tap(90, 36)
        client.tap(90, 36)
        client.tap(90, 36)
        let reply = try #require(client.send(["type": "timeline", "index": 1]).first)
        #expect(reply["type"] as? String == "error")
        #expect((reply["message"] as? String)?.contains("more than 3 samples came before the gesture") == true)
    }
}
