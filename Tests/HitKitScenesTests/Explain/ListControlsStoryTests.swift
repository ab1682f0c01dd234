import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain --touches` on a settings table with a stepper: a value control's story says its value
/// changed, and a tap in a row names the row's content view.
@MainActor
@Suite("Explain: controls and a table's rows")
struct ListControlsStoryTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/table-settings.yaml")

    func story(_ script: String, expecting expected: String? = nil) throws -> TouchExplanation {
        let scene = try SceneFile.load(contentsOf: Self.fixture.path)
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, expecting: expected, touches: touches, scriptText: script)
    }

    @Test("A tap on a stepper's + is told as the stepper sending valueChanged")
    func stepperValueChanged() throws {
        let lines = try story("tap 90,36").events.map(\.text)
        #expect(lines.contains("count sent valueChanged: its value changed"), "\(lines)")
    }

    @Test("A tap on a row's empty part lands on the row's content view, on the path through its cell")
    func rowContentView() throws {
        let explanation = try story("tap 60,114", expecting: "contentView of wifiRow")
        #expect(explanation.landed == true)
        #expect(explanation.path == ["UIWindow", "settings", "wifiRow", "contentView of wifiRow"])
    }
}

extension ListControlsStoryTests {
    @Test("An unnamed view in a row is found in the explanation where it is, not as a namesake elsewhere")
    func unnamedViewInRow() throws {
        let yaml = """
            views:
              - {class: button, frame: [0, 400, 100, 44]}
              - name: list
                class: tableView
                frame: [0, 0, 320, 200]
                sections: [{rows: [{subviews: [{class: button, frame: [10, 5, 100, 30]}]}]}]
            """
        let explanation = try SceneFile.load(yaml, file: "scene.yaml").explain(at: CGPoint(x: 50, y: 20))
        #expect(
            explanation.path == [
                "UIWindow", "list", "row 0 of section 0", "contentView of row 0 of section 0", "UIButton",
            ])
    }
}
