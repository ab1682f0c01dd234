import Foundation
import HitKit
import HitKitScenes
import Testing

/// `explain` reads the declared behaviour of a view of every built-in kind — the controls and
/// lists as much as the original classes — so a declared class's name and its overrides are told
/// whatever UIKit class it is built on.
@MainActor
@Suite("Explain knows the declared behaviour of every built-in kind")
struct ExplainEveryKindTests {
    static func scene(_ kind: BuiltInViewKind, _ behaviour: String) throws -> SceneFile {
        let yaml = """
            classes:
              Declared\(kind.rawValue): {base: \(kind.rawValue), \(behaviour)}
            views:
              - {name: root, frame: [0, 0, 320, 480], subviews: [
                  {name: target, class: Declared\(kind.rawValue), frame: [100, 100, 80, 40],
                   userInteractionEnabled: true}]}
            """
        return try SceneFile.load(yaml, file: "\(kind.rawValue).yaml")
    }

    @Test(
        "A declared class's point(inside:) override and name are told, whatever kind it is based on",
        arguments: BuiltInViewKind.allCases)
    func pointInsideOverrideTold(kind: BuiltInViewKind) throws {
        let why = try explain(try Self.scene(kind, "pointInside: never"), 110, 110, expecting: "target")
        #expect(why.classes["target"] == "Declared\(kind.rawValue)")
        #expect(why.skipped.first?.kind == .outsideBounds)
        #expect(why.skipped.first?.text.hasPrefix("its point(inside:with:) override answers NO") == true)
    }

    @Test(
        "A declared class's pass-through hitTest is told, and undoing it is the fix, whatever kind it is based on",
        arguments: BuiltInViewKind.allCases)
    func passThroughTold(kind: BuiltInViewKind) throws {
        let why = try explain(try Self.scene(kind, "hitTest: passThrough"), 110, 110, expecting: "target")
        #expect(why.skipped.first?.kind == .passThrough, "\(why.skipped)")
        #expect(why.fix?.edits.map(\.kind) == [.removePassThrough], "\(String(describing: why.fix?.text))")
    }
}
