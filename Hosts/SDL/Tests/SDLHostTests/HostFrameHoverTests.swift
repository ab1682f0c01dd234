import CSDL2
import HitKit
import HitKitScenes
import SDLHost
import Testing

/// SDL's mouse hovering, through the host's frames into a scene's hover recognizers, as `hitkit-sdl` runs them.
@MainActor
@Suite("Host frames: hover")
struct HostFrameHoverTests {
    private static let yaml = """
        views:
          - {name: card, frame: [0, 0, 320, 200], gestures: [{kind: hover, name: hover}, {kind: tap, name: tap}]}
        """

    private func scene() throws -> SceneRuntime {
        try SceneFile.load(Self.yaml, file: "test.yaml").makeRuntime()
    }

    @Test(
        "Motion over a view's hover recognizer begins it, moving on changes it, moving off it ends it, and so does leaving the window"
    )
    func hoverOverAndOff() throws {
        let runtime = try scene()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(at: 1000, [SDLEvents.mouseMotion(x: 100, y: 100, ms: 1000)])
        host.frame(at: 1016, [SDLEvents.mouseMotion(x: 120, y: 100, ms: 1016)])
        host.frame(at: 1033, [SDLEvents.mouseMotion(x: 120, y: 300, ms: 1033)])
        #expect(sent.lines == ["hover began", "hover changed", "hover ended"])
        host.frame(at: 1050, [SDLEvents.mouseMotion(x: 120, y: 150, ms: 1050)])
        host.frame(at: 1066, [SDLEvents.leave(ms: 1066)])
        #expect(sent.lines == ["hover began", "hover changed", "hover ended", "hover began", "hover ended"])
        let hover = try #require(runtime.gestureRecognizer(named: "hover"))
        #expect(hover.state == .possible)
        #expect(sent.diagnostics.isEmpty)
    }

    @Test("A click while hovering ends the hover at the press and begins it again at the release, with no diagnostic")
    func clickWhileHovering() throws {
        let runtime = try scene()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(at: 1000, [SDLEvents.mouseMotion(x: 100, y: 100, ms: 1000)])
        host.frame(at: 1100, [SDLEvents.mouseButton(down: true, x: 100, y: 100, ms: 1100)])
        #expect(sent.lines == ["hover began", "hover ended"])
        host.frame(
            at: 1116, [SDLEvents.mouseMotion(x: 101, y: 100, ms: 1116, state: SDLEvents.stateMask(SDL_BUTTON_LEFT))])
        host.frame(at: 1133, [SDLEvents.mouseButton(down: false, x: 101, y: 100, ms: 1133)])
        host.frame(at: 1150, [SDLEvents.mouseMotion(x: 110, y: 100, ms: 1150)])
        #expect(sent.lines == ["hover began", "hover ended", "tap ended", "hover began", "hover changed"])
        #expect(sent.diagnostics.isEmpty)
    }

    @Test("Focus loss while hovering cancels the view's hover recognizer")
    func focusLossCancels() throws {
        let runtime = try scene()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(at: 1000, [SDLEvents.mouseMotion(x: 100, y: 100, ms: 1000)])
        host.frame(at: 1016, [SDLEvents.focusLost(ms: 1016)])
        #expect(sent.lines == ["hover began", "hover cancelled"])
        #expect(sent.diagnostics.isEmpty)
    }
}
