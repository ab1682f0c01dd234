import HitKit
import HitKitScenes
import Testing

/// `explain` with a touch script: which recognizer took the touch, which failed and why, what the
/// touched view's touches and a control's action became.
@MainActor
@Suite("Explain: the gesture side of a touch script")
struct GestureStoryTests {
    private func story(_ script: String, expecting expected: String? = nil) throws -> TouchExplanation {
        let scene = try fixtureScene("explain-gestures.yaml")
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, expecting: expected, touches: touches, scriptText: script)
    }

    private func note(_ kind: GestureNote.Kind, _ subject: String, in explanation: TouchExplanation) -> GestureNote? {
        explanation.events.first { $0.kind == kind && $0.subject == subject }
    }

    @Test("A parent's tap recognizer swallows a plain view's tap and cancels its touches")
    func tapSwallowedByParent() throws {
        let explanation = try story("tap 60,300", expecting: "sticker")
        #expect(explanation.landed == true)
        #expect(note(.touchBound, "sticker", in: explanation) != nil)
        #expect(note(.recognized, "board tap", in: explanation) != nil)
        let cancelled = try #require(note(.touchesCancelled, "board tap", in: explanation))
        #expect(cancelled.cause == "sticker")
        #expect(cancelled.text.contains("cancelsTouchesInView"))
    }

    @Test("A single tap waits for the double tap to fail, then recognizes")
    func singleTapWaitsForDoubleTap() throws {
        let explanation = try story("tap 60,50")
        let kinds = explanation.events.filter { $0.subject.hasPrefix("card") }.map(\.kind)
        #expect(kinds == [.waiting, .failed, .resumed, .recognized, .touchesCancelled])
        #expect(note(.waiting, "card tap", in: explanation)?.cause == "card double tap")
        let failed = try #require(note(.failed, "card double tap", in: explanation))
        #expect(failed.text.contains("needs 2 taps"))
    }

    @Test("A pan begins and cancels the touches of the view under it; the tap fails because the pan won")
    func panCancelsTouches() throws {
        let explanation = try story("drag 60,300 -> 160,300 0.3s")
        #expect(note(.recognized, "board pan", in: explanation) != nil)
        #expect(note(.failed, "board tap", in: explanation)?.cause == "board pan")
        #expect(note(.touchesCancelled, "board pan", in: explanation)?.cause == "sticker")
    }

    @Test("A button wins over its parent's single tap and its action runs")
    func buttonWinsOverParentTap() throws {
        let explanation = try story("tap 220,280", expecting: "send")
        let failed = try #require(note(.failed, "board tap", in: explanation))
        #expect(failed.cause == "send")
        #expect(failed.text.contains("the control send refuses a parent's single tap"))
        #expect(note(.action, "send", in: explanation) != nil)
        #expect(note(.recognized, "board tap", in: explanation) == nil)
    }

    @Test("A slider's thumb keeps a drag along it from its parent's pan, and the story says it was a drag")
    func sliderRefusesParentPan() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures: [{kind: pan, name: pad pan}]
                subviews:
                  - {name: volume, class: slider, frame: [20, 100, 280, 34], value: 0}
            """, file: "slider.yaml")
        let touches = try TouchScript.parse("drag 34,117 -> 200,117 0.3s", file: "--touches")
        let explanation = try scene.explain(at: CGPoint(x: 34, y: 117), touches: touches)
        let failed = try #require(note(.failed, "pad pan", in: explanation))
        #expect(failed.cause == "volume")
        #expect(failed.text.contains("the control volume refuses a parent's drag along it"))
    }

    @Test("A tap that moves past the tap's limit fails for its movement")
    func tapMovesTooFar() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures: [{kind: tap, name: pad tap}]
            """, file: "pad.yaml")
        let touches = try TouchScript.parse("drag 20,20 -> 120,20 0.2s", file: "--touches")
        let explanation = try scene.explain(at: CGPoint(x: 20, y: 20), touches: touches)
        let failed = try #require(explanation.events.first { $0.kind == .failed })
        #expect(failed.text == "pad tap failed: the finger moved 50 points, past the tap's 45-point limit")
    }

    @Test("A control whose touch is cancelled by a recognizer does not send its action, and says why")
    func controlActionCancelled() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures: [{kind: pan, name: pad pan}]
                subviews:
                  - {name: knob, class: button, frame: [0, 0, 100, 100]}
            """, file: "knob.yaml")
        let touches = try TouchScript.parse("drag 20,20 -> 90,20 0.2s", file: "--touches")
        let explanation = try scene.explain(at: CGPoint(x: 20, y: 20), touches: touches)
        let noAction = try #require(explanation.events.first { $0.kind == .noAction })
        #expect(noAction.subject == "knob")
        #expect(noAction.cause == "pad pan")
        #expect(noAction.text.contains("cancelled by pad pan"))
    }

    @Test("A delegate's answers: shouldReceive NO keeps the touch from one, shouldBegin NO fails another")
    func delegateAnswers() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures:
                  - {kind: tap, name: deaf tap, shouldReceive: false}
                  - {kind: tap, name: shy tap, shouldBegin: false}
            """, file: "delegate.yaml")
        let touches = try TouchScript.parse("tap 20,20", file: "--touches")
        let explanation = try scene.explain(at: CGPoint(x: 20, y: 20), touches: touches)
        let deaf = try #require(explanation.events.first { $0.subject == "deaf tap" })
        #expect(deaf.kind == .notReceiving)
        #expect(deaf.text.contains("gestureRecognizer(_:shouldReceive:) returned false"))
        let shy = try #require(explanation.events.first { $0.subject == "shy tap" })
        #expect(shy.kind == .failed)
        #expect(shy.text.contains("gestureRecognizerShouldBegin(_:) returned false"))
    }

    @Test("A view's touchesBegan held by delaysTouchesBegan comes late, when the recognizer fails")
    func delayedTouchesBegan() throws {
        let scene = try SceneFile.load(
            """
            views:
              - name: pad
                frame: [0, 0, 320, 480]
                gestures: [{kind: tap, name: pad double tap, taps: 2, delaysTouchesBegan: true}]
                subviews:
                  - {name: tile, frame: [0, 0, 100, 100]}
            """, file: "delay.yaml")
        let touches = try TouchScript.parse("tap 20,20", file: "--touches")
        let explanation = try scene.explain(at: CGPoint(x: 20, y: 20), touches: touches)
        let delayed = try #require(explanation.events.first { $0.kind == .touchesDelayed })
        #expect(delayed.subject == "tile")
        #expect(delayed.cause == "pad double tap")
        #expect(delayed.text.hasPrefix("tile got touchesBegan"))
        #expect(delayed.text.hasSuffix("when pad double tap failed (delaysTouchesBegan)"))
    }
}
