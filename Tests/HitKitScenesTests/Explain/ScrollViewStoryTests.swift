import HitKit
import HitKitScenes
import Testing

/// `explain --touches` on the built-in button in a scroll view: the scroll view's content-touch delay and its
/// pan, named where they matter.
@MainActor
@Suite("Explain: a button in a scroll view")
struct ScrollViewStoryTests {
    func story(_ script: String) throws -> TouchExplanation {
        let scene = try BuiltInScenes.scene(id: "scroll-button-in-scroll-view")
        let touches = try TouchScript.parse(script, file: "--touches")
        let point = try #require(touches.samples.first).location
        return try scene.explain(at: point, expecting: "buy", touches: touches, scriptText: script)
    }

    func texts(_ explanation: TouchExplanation) -> [String] { explanation.events.map(\.text) }

    @Test("A slow tap: the delay passes with the finger down, then the button gets touchesBegan 0.15 s late")
    func slowTap() throws {
        let explanation = try story("long-press 160,222 0.3s")
        #expect(explanation.landed == true)
        let lines = texts(explanation)
        #expect(
            lines.contains {
                $0.contains("content-touch delay (delaysContentTouches) passed with the finger still down")
            })
        #expect(
            lines.contains(
                "buy got touchesBegan 0.15 s late, when UIScrollView delayed touches failed (delaysTouchesBegan)"))
        #expect(lines.contains("buy sent touchUpInside: its action ran"))
    }

    @Test("A quick tap: the finger lifts within the delay, and touchesBegan comes with the lift")
    func quickTap() throws {
        let lines = texts(try story("tap 160,222"))
        #expect(lines.contains { $0.contains("the finger lifted within the scroll view's 0.15 s content-touch delay") })
        #expect(
            lines.contains(
                "buy got touchesBegan 0.1 s late, when UIScrollView delayed touches failed (delaysTouchesBegan)"))
        #expect(lines.contains("buy sent touchUpInside: its action ran"))
    }

    @Test("A drag from the button: the pan begins within the delay and the button never hears of the touch")
    func dragFromButton() throws {
        let explanation = try story("drag 160,222 -> 160,120 0.3s")
        let lines = texts(explanation)
        #expect(lines.contains("UIScrollView pan began (its gesture is under way)"))
        #expect(lines.contains("UIScrollView delayed touches failed: UIScrollView pan recognized first"))
        #expect(
            lines.contains(
                "buy never got touchesBegan: UIScrollView delayed touches held it (delaysTouchesBegan) until "
                    + "UIScrollView pan recognized and cancelled it"))
        #expect(lines.contains("buy did not send touchUpInside: it never got touchesBegan"))
    }

    @Test("A control's action note counts only its own touch's events")
    func actionNotePerTouch() throws {
        let lines = texts(try story("tap 160,222; drag 160,222 -> 160,120 0.3s"))
        #expect(lines.filter { $0 == "buy sent touchUpInside: its action ran" }.count == 1)
        #expect(lines.contains("buy did not send touchUpInside: it never got touchesBegan"))
    }
}

extension ScrollViewStoryTests {
    @Test("A quick tap after a slow one is timed from its own touch, not from the script's first")
    func laterTapTimedFromItsOwnTouch() throws {
        let lines = texts(try story("long-press 160,222 0.3s; tap 160,222"))
        #expect(lines.filter { $0.contains("passed with the finger still down") }.count == 1)
        #expect(lines.filter { $0.contains("the finger lifted within the scroll view's 0.15 s") }.count == 1)
    }
}
