import HitKit
import HitKitScenes
import Testing

/// The text form of an explanation: readable widths, and the parts it promises.
@MainActor
@Suite("Explain: text")
struct TouchExplanationTextTests {
    @Test("Lines stay within 100 columns, except scene-file changes, which stay whole to be copied")
    func lineWidths() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let text = try explain(scene, 160, 270, expecting: "BackButton").text
        let lines = text.components(separatedBy: "\n")
        for line in lines where !line.contains("scene file: ") {
            #expect(line.count <= 100, "\(line)")
        }
        #expect(lines.contains("    scene file: rootView: {subviews: [blackView, backButton]}"))
        #expect(
            lines.contains(
                "  covered by front sibling blackView: blackView comes after backButton in rootView's subviews, so it"))
        #expect(lines.contains("    is hit-tested first and takes the point"))
    }

    @Test("A view that gets the touch as expected says so, with no fix")
    func landedText() throws {
        let scene = try BuiltInScenes.scene(id: "001-back-button-fix")
        let text = try explain(scene, 160, 270, expecting: "backButton").text
        #expect(
            text.components(separatedBy: "\n") == [
                "A touch at (160, 270) lands on backButton (BackButton).",
                "  path: UIWindow → rootView → backButton",
                "",
                "backButton gets it, as expected.",
            ])
    }
}
