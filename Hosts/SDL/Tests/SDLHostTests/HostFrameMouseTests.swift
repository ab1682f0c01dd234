import CSDL2
import HitKit
import HitKitScenes
import SDLHost
import Testing

/// SDL's mouse buttons and wheel, through the host's frames into a scene, as `hitkit-sdl` runs them.
@MainActor
@Suite("Host frames: mouse buttons and wheel")
struct HostFrameMouseTests {
    private static let yaml = """
        views:
          - {name: pad, frame: [0, 0, 320, 200], gestures: [{kind: tap, name: right tap}]}
          - {name: list, class: scrollView, frame: [0, 200, 320, 280], contentSize: [320, 1000]}
        """

    /// The scene, its tap recognizer requiring the secondary button.
    private func scene(indirect: Bool) throws -> SceneRuntime {
        let runtime = try SceneFile.load(Self.yaml, file: "test.yaml").makeRuntime()
        runtime.application.supportsIndirectInputEvents = indirect
        (runtime.gestureRecognizer(named: "right tap") as? UITapGestureRecognizer)?.buttonMaskRequired = .secondary
        return runtime
    }

    private func click(_ button: Int32, at ms: UInt32, host: inout Host) {
        host.frame(at: ms, [SDLEvents.mouseButton(down: true, x: 100, y: 100, ms: ms, button: button)])
        host.frame(at: ms + 50, [SDLEvents.mouseButton(down: false, x: 100, y: 100, ms: ms + 50, button: button)])
    }

    @Test("With indirect input a right click fires a tap whose buttonMaskRequired is .secondary; a left click does not")
    func secondaryClickWithIndirectInput() throws {
        let runtime = try scene(indirect: true)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        click(SDL_BUTTON_LEFT, at: 1000, host: &host)
        #expect(sent.lines.isEmpty)
        click(SDL_BUTTON_RIGHT, at: 2000, host: &host)
        #expect(sent.lines == ["right tap ended"])
        #expect(runtime.application.activeTouches.isEmpty)
        #expect(sent.diagnostics.isEmpty)
    }

    @Test("Without indirect input a click is a direct touch, the primary button: a secondary tap never fires")
    func clicksAreDirectWithoutIndirectInput() throws {
        let runtime = try scene(indirect: false)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        click(SDL_BUTTON_RIGHT, at: 1000, host: &host)
        click(SDL_BUTTON_LEFT, at: 2000, host: &host)
        #expect(sent.lines.isEmpty)
        #expect(sent.diagnostics.isEmpty)
    }

    @Test("Wheel steps towards the user over a scroll view scroll its content; away from the user scroll it back")
    func wheelScrollsTheScrollView() throws {
        let runtime = try scene(indirect: true)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        let step = SDLEventTranslator.defaultPointsPerWheelStep
        host.frame(at: 1000, [SDLEvents.wheel(y: -1, mouseX: 160, mouseY: 300, ms: 1000)])
        host.frame(at: 1016, [SDLEvents.wheel(y: -1, mouseX: 160, mouseY: 300, ms: 1016)])
        let list = try #require(runtime.view(named: "list") as? UIScrollView)
        #expect(list.contentOffset == CGPoint(x: 0, y: 2 * step))
        host.frame(at: 1032, [SDLEvents.wheel(y: 1, mouseX: 160, mouseY: 300, ms: 1032)])
        #expect(list.contentOffset == CGPoint(x: 0, y: step))
        #expect(sent.diagnostics.isEmpty)
    }
}
