import HitKit
import HitKitScenes
import Testing

/// How `explain` finds the expected view: an exact scene name, else an imported view's address
/// (`UIButton:0x…`), else a declared class used by one view; anything else is an error.
@MainActor
@Suite("Explain: naming the expected view")
struct ExpectedViewTests {
    private let dump = """
        views:
          - name: "UIView:0x7fb2c0d0a100"
            frame: [0, 0, 320, 480]
            subviews:
              - {name: "UIButton:0x7fb2c0d0a3e0", class: button, frame: [20, 20, 100, 44]}
              - {name: "UIButton:0x7fb2c0d0a3e8", class: button, frame: [20, 100, 100, 44], hidden: true}
        """

    @Test("An exact scene name")
    func exactName() throws {
        let scene = try SceneFile.load(dump, file: "dump.yaml")
        let explanation = try explain(scene, 30, 30, expecting: "UIButton:0x7fb2c0d0a3e0")
        #expect(explanation.expected == "UIButton:0x7fb2c0d0a3e0")
        #expect(explanation.landed == true)
    }

    @Test("An address names the one imported view whose name ends with ':' and it")
    func address() throws {
        let scene = try SceneFile.load(dump, file: "dump.yaml")
        let explanation = try explain(scene, 30, 110, expecting: "0x7fb2c0d0a3e8")
        #expect(explanation.expected == "UIButton:0x7fb2c0d0a3e8")
        #expect(explanation.skipped.first?.kind == .hidden)
        #expect(explanation.fix?.edits.first?.yaml == "UIButton:0x7fb2c0d0a3e8: {hidden: false}")
    }

    @Test("A declared class used by one view names that view")
    func declaredClass() throws {
        let scene = try BuiltInScenes.scene(id: "001-touch-back-button-behind-black-view")
        let explanation = try explain(scene, 160, 270, expecting: "BackButton")
        #expect(explanation.expected == "backButton")
    }

    @Test("An unknown name is a reference error naming --expect")
    func unknownName() throws {
        let scene = try SceneFile.load(dump, file: "dump.yaml")
        #expect {
            try explain(scene, 30, 30, expecting: "0xdeadbeef")
        } throws: { error in
            guard let error = error as? SceneFileError else { return false }
            return error.code == .reference && error.path == "--expect" && error.message.contains("0xdeadbeef")
        }
    }

    @Test("A suffix two views share is an error listing them")
    func ambiguousName() throws {
        let scene = try SceneFile.load(
            """
            views:
              - {name: "a:0x1", frame: [0, 0, 10, 10]}
              - {name: "b:0x1", frame: [0, 0, 10, 10]}
            """, file: "twins.yaml")
        #expect {
            try explain(scene, 5, 5, expecting: "0x1")
        } throws: { error in
            (error as? SceneFileError)?.message.contains("matches 2 views (a:0x1, b:0x1)") == true
        }
    }
}
