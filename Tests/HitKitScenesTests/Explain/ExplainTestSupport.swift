import Foundation
import HitKit
import HitKitScenes
import Testing

/// The scene file `name` of the tests' `Fixtures` folder.
func fixtureScene(_ name: String) throws -> SceneFile {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return try SceneFile.load(contentsOf: folder.appendingPathComponent("Fixtures/\(name)").path)
}

/// Explains a touch at (`x`, `y`) in `scene` for `expected`.
@MainActor
func explain(_ scene: SceneFile, _ x: CGFloat, _ y: CGFloat, expecting expected: String? = nil) throws
    -> TouchExplanation
{
    try scene.explain(at: CGPoint(x: x, y: y), expecting: expected)
}

/// Checks the explanation's fix independently: the scene with the fix applied, explained again
/// (which sends a real tap through a fresh runtime), lands on the expected view.
@MainActor
func expectFixWorks(
    _ explanation: TouchExplanation, in scene: SceneFile, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let fix = try #require(explanation.fix, sourceLocation: sourceLocation)
    let fixed = fix.applied(to: scene)
    let again = try fixed.explain(at: explanation.point, expecting: explanation.expected)
    #expect(again.landed == true, "after \(fix.text): \(again.text)", sourceLocation: sourceLocation)
}
