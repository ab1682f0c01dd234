import Foundation
import HitKit
import HitKitScenes
import Testing

/// The JSON form of an explanation: its documented keys and values.
@MainActor
@Suite("Explain: JSON")
struct TouchExplanationJSONTests {
    @Test("The JSON has the documented keys, views named by scene name")
    func documentedKeys() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let explanation = try explain(scene, 160, 270, expecting: "BackButton")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(explanation.json.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "scene", "at", "window", "hitView", "hitViewClass", "hitViewRole", "path", "expect", "landed",
                "skipped", "fix", "alternatives", "searchedForFix", "touches", "events",
            ])
        #expect(object["hitView"] as? String == "blackView")
        #expect(object["path"] as? [String] == ["UIWindow", "rootView", "blackView"])
        #expect(object["landed"] as? Bool == false)
        let skipped = try #require((object["skipped"] as? [[String: Any]])?.first)
        #expect(skipped["view"] as? String == "backButton")
        #expect(skipped["class"] as? String == "BackButton")
        #expect(skipped["reason"] as? String == "coveredBySibling")
        #expect(skipped["culprit"] as? String == "blackView")
        let fix = try #require(object["fix"] as? [String: Any])
        let change = try #require((fix["changes"] as? [[String: Any]])?.first)
        #expect(change["change"] as? String == "moveBehind")
        #expect(change["view"] as? String == "blackView")
        #expect(change["relativeTo"] as? String == "backButton")
        #expect(fix["sideEffects"] as? [Any] != nil)
    }
}
