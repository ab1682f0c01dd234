import HitKit
import HitKitScenes
import Testing

/// The touch script's `activate VIEW`: VoiceOver's activation of a scene's view, run as
/// `EventGenerator.activate(_:)` does it — `accessibilityActivate()`, then a tap at the view's
/// accessibility activation point.
@MainActor
@Suite("Touch scripts: VoiceOver's activate")
struct ActivateCommandTests {
    private static let overlayScene = """
        views:
          - name: screen
            frame: [0, 0, 320, 480]
            subviews:
              - {name: favoriteButton, class: button, frame: [20, 100, 120, 44], accessibilityLabel: Favorite,
                 actions: [{event: touchUpInside, log: favoriteButton toggled}]}
              - {name: overlay, frame: [0, 0, 320, 120], gestures: [{kind: tap, log: overlay swallowed the tap}]}
        """

    @Test("activate is a shorthand at the next whole second, its tap lasting 0.1 s, between the fingers' samples")
    func parsesAtItsPlace() throws {
        let script = try TouchScript.parse("tap 10,10; activate saveButton; tap 20,20")
        #expect(script.activations.count == 1)
        let activation = try #require(script.activations.first)
        #expect(activation.target == "saveButton")
        #expect(activation.time == 2)
        #expect(activation.sampleIndex == 2)
        #expect(activation.column == 21)
        #expect(script.samples.map(\.timestamp) == [1, 1.1, 3, 3.1])
        #expect(try TouchScript.parse("activate a").endTime == 1.1)
    }

    @Test("activate without a view, with an extra word or with a finger down is an error at its column")
    func errors() {
        #expect(throws: SceneFileError.self) { try TouchScript.parse("activate") }
        #expect(throws: SceneFileError.self) { try TouchScript.parse("activate a b") }
        do {
            _ = try TouchScript.parse("down 1 5,5; activate a")
            Issue.record("a finger down was accepted")
        } catch {
            #expect(error.message.contains("finger 1 is down"))
            #expect(error.column == 13)
        }
    }

    @Test("The tap at the activation point reaches the button, or the overlay when it covers that point")
    func activationHitsTheOverlay() throws {
        let scene = try SceneFile.load(Self.overlayScene + "\ntouches: [activate favoriteButton]", file: "a.yaml")
        // The button's middle is (80, 122): just below the overlay, so the button gets the tap.
        #expect(
            try scene.run() == [
                "VoiceOver activates favoriteButton: a tap at its activation point (80, 122)",
                "favoriteButton toggled",
            ])
        let covered = try SceneFile.load(
            Self.overlayScene.replacingOccurrences(of: "320, 120]", with: "320, 480]")
                + "\ntouches: [activate favoriteButton]", file: "b.yaml")
        #expect(
            try covered.run() == [
                "VoiceOver activates favoriteButton: a tap at its activation point (80, 122)",
                "overlay swallowed the tap",
            ])
    }

    @Test("A scene's accessibilityActivationPoint moves the tap; isAccessibilityElement and the label are set")
    func sceneFieldsReachTheView() throws {
        let moved = Self.overlayScene.replacingOccurrences(
            of: "accessibilityLabel: Favorite,",
            with: "accessibilityLabel: Favorite, accessibilityActivationPoint: [80, 60], isAccessibilityElement: false,"
        )
        let scene = try SceneFile.load(moved + "\ntouches: [activate favoriteButton]", file: "c.yaml")
        #expect(try scene.run().last == "overlay swallowed the tap")
        let runtime = try scene.makeRuntime()
        let button = try #require(runtime.view(named: "favoriteButton"))
        #expect(button.accessibilityLabel == "Favorite")
        #expect(!button.isAccessibilityElement)
        #expect(button.accessibilityActivationPoint == CGPoint(x: 80, y: 60))
    }

    @Test("activate naming no view of the scene is a reference error at its place in the file")
    func unknownTarget() throws {
        let scene = try SceneFile.load(
            Self.overlayScene + "\ntouches: |\n  tap 1,1\n  activate nobody\n", file: "d.yaml")
        do {
            try scene.check()
            Issue.record("an unknown target was accepted")
        } catch {
            #expect(error.code == .reference)
            #expect(error.line == 10 && error.column == 12)
            #expect(error.message.contains("'nobody'"))
        }
    }

    @Test("Explaining an activation names the activation point, the overlay that takes it, and a checked fix")
    func explainActivation() throws {
        let scene = try BuiltInScenes.scene(id: "voiceover-activation-hits-overlay")
        let why = try scene.explainActivation(of: "favoriteButton")
        #expect(why.point == CGPoint(x: 80, y: 122))
        #expect(why.hitView == "coachMarkOverlay")
        #expect(why.expected == "favoriteButton")
        #expect(why.landed == false)
        #expect(why.activation?.takerIsAccessibilityElement == false)
        #expect(why.fix != nil)
        #expect(why.text.hasPrefix("VoiceOver activates favoriteButton (\"Favorite\")"))
        #expect(why.text.contains("no accessibility element, so VoiceOver's focus passes over it"))
        #expect(why.json.contains("\"activation\""))
        #expect(!(try scene.explain(at: CGPoint(x: 80, y: 122))).json.contains("\"activation\""))
    }

    @Test("Explaining the activation of a view that is no accessibility element says VoiceOver cannot focus it")
    func explainNonElement() throws {
        let scene = try SceneFile.load(
            Self.overlayScene.replacingOccurrences(
                of: "accessibilityLabel: Favorite,", with: "isAccessibilityElement: false,"),
            file: "e.yaml")
        let why = try scene.explainActivation(of: "favoriteButton")
        #expect(why.landed == true)
        #expect(why.text.contains("is not an accessibility element"))
        #expect(throws: SceneFileError.self) { try scene.explainActivation(of: "nobody") }
    }
}
