import CSDL2
import Foundation
import HitKit
import HitKitScenes
import SDLHost
import Testing

/// Records the control events and recognizer actions a scene's application sends, by scene name.
@MainActor
final class SentLog: DispatchObserver {
    let runtime: SceneRuntime
    var lines: [String] = []
    var diagnostics: [HitKitDiagnostic] = []

    init(_ runtime: SceneRuntime) {
        self.runtime = runtime
        runtime.application.addObserver(self)
    }

    func dispatch(_ event: DispatchTraceEvent) {
        switch event {
        case .controlEvents(let control, let events):
            lines += events.names.map { "\(runtime.traceName(of: control)) \($0)" }
        case .gestureActionsSent(let recognizer, let state):
            lines.append("\(recognizer.name ?? "?") \(state)")
        case .diagnostic(let diagnostic):
            diagnostics.append(diagnostic)
        default:
            break
        }
    }
}

/// Feeds SDL events to a scene frame by frame, as `hitkit-sdl`'s loop does.
@MainActor
struct Host {
    let runtime: SceneRuntime
    var translator = SDLEventTranslator(windowSize: CGSize(width: 320, height: 480))

    /// One frame at `ms`: `events` are translated and delivered, then the clock moves to `ms`.
    mutating func frame(at ms: UInt32, _ events: [SDL_Event] = []) {
        let translated = events.flatMap { translator.events(of: $0) }
        HostFrame.deliver(translated, to: runtime.application, now: SDLTimestamp.seconds(ms))
    }
}

@MainActor
@Suite("Host frames")
struct HostFrameTests {
    private func scene(_ yaml: String) throws -> SceneRuntime {
        try SceneFile.load(yaml, file: "test.yaml").makeRuntime()
    }

    @Test("A click whose down and up share one millisecond taps FrontButton (takehilo's scene): touchUpInside")
    func zeroMillisecondTap() throws {
        let runtime = try BuiltInScenes.scene(id: "001-tap-front-button").makeRuntime()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(
            at: 1000,
            [
                SDLEvents.mouseButton(down: true, x: 160, y: 220, ms: 1000),
                SDLEvents.mouseButton(down: false, x: 160, y: 220, ms: 1000),
            ])
        #expect(sent.lines.contains("frontButton touchUpInside"))
        #expect(runtime.application.activeTouches.isEmpty)
    }

    @Test("A 0 ms click in two frames is a tap too, and a tap recognizer recognizes it")
    func zeroMillisecondTapAcrossFrames() throws {
        let runtime = try scene(
            """
            views:
              - {name: pad, frame: [0, 0, 320, 480], gestures: [{kind: tap, name: tap}]}
            """)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(at: 500, [SDLEvents.mouseButton(down: true, x: 50, y: 50, ms: 500)])
        host.frame(at: 500, [SDLEvents.mouseButton(down: false, x: 50, y: 50, ms: 500)])
        #expect(sent.lines == ["tap ended"])
    }

    @Test("Two SDL fingers spreading apart are two touches, and the scene's pinch recognizer scales up")
    func pinchWithTwoFingers() throws {
        let runtime = try scene(
            """
            views:
              - {name: canvas, frame: [0, 0, 320, 480], gestures: [{kind: pinch, name: pinch}]}
            """)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(
            at: 1000,
            [
                SDLEvents.finger(SDL_FINGERDOWN, finger: 1, x: 0.4, y: 0.5, ms: 1000),
                SDLEvents.finger(SDL_FINGERDOWN, finger: 2, x: 0.6, y: 0.5, ms: 1000),
            ])
        #expect(runtime.application.activeTouches.count == 2)
        for step in 1...10 {
            let ms = UInt32(1000 + 16 * step)
            let spread = Float(step) * 0.02
            host.frame(
                at: ms,
                [
                    SDLEvents.finger(SDL_FINGERMOTION, finger: 1, x: 0.4 - spread, y: 0.5, ms: ms),
                    SDLEvents.finger(SDL_FINGERMOTION, finger: 2, x: 0.6 + spread, y: 0.5, ms: ms),
                ])
        }
        let pinch = try #require(runtime.gestureRecognizer(named: "pinch") as? UIPinchGestureRecognizer)
        #expect(pinch.state == .changed)
        #expect(pinch.scale > 2.5)
        host.frame(
            at: 1300,
            [
                SDLEvents.finger(SDL_FINGERUP, finger: 1, x: 0.2, y: 0.5, ms: 1300),
                SDLEvents.finger(SDL_FINGERUP, finger: 2, x: 0.8, y: 0.5, ms: 1300),
            ])
        #expect(sent.lines.first == "pinch began")
        #expect(sent.lines.last == "pinch ended")
        #expect(runtime.application.activeTouches.isEmpty)
    }

    @Test("Two SDL fingers turning apart on gesture-playground's pinch pad: pinch and rotation recognize together")
    func pinchAndRotateOnThePlayground() throws {
        let runtime = try BuiltInScenes.scene(id: "gesture-playground").makeRuntime()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        // The pad is [20, 290, 280, 170] in a 320 × 480 window: its centre is (0.5, 0.78125) normalised.
        func fingers(_ phase: SDL_EventType, radius: Float, angle: Float, ms: UInt32) -> [SDL_Event] {
            let (dx, dy) = (radius * cos(angle) / 320, radius * sin(angle) / 480)
            return [
                SDLEvents.finger(phase, finger: 1, x: 0.5 - dx, y: 0.78125 - dy, ms: ms),
                SDLEvents.finger(phase, finger: 2, x: 0.5 + dx, y: 0.78125 + dy, ms: ms),
            ]
        }
        host.frame(at: 1000, fingers(SDL_FINGERDOWN, radius: 30, angle: 0, ms: 1000))
        for step in 1...12 {
            let ms = UInt32(1000 + 16 * step)
            host.frame(
                at: ms, fingers(SDL_FINGERMOTION, radius: 30 + 5 * Float(step), angle: 0.06 * Float(step), ms: ms))
        }
        host.frame(at: 1300, fingers(SDL_FINGERUP, radius: 90, angle: 0.72, ms: 1300))
        #expect(sent.lines.contains("pinch began") && sent.lines.contains("rotation began"))
        #expect(sent.lines.contains("pinch ended") && sent.lines.contains("rotation ended"))
        #expect(runtime.lines.contains("pinch began") && runtime.lines.contains("rotation began"))
        #expect(runtime.application.activeTouches.isEmpty)
    }

    @Test("A long press fires from the frames alone while the button stays down")
    func longPressFromFrames() throws {
        let runtime = try scene(
            """
            views:
              - {name: pad, frame: [0, 0, 320, 480], gestures: [{kind: longPress, name: hold}]}
            """)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(at: 2000, [SDLEvents.mouseButton(down: true, x: 100, y: 100, ms: 2000)])
        var ms: UInt32 = 2000
        while ms < 2490 {
            ms += 16
            host.frame(at: ms)
        }
        #expect(sent.lines.isEmpty)
        host.frame(at: 2510)
        #expect(sent.lines == ["hold began"])
        #expect(runtime.application.activeTouches.count == 1)
    }

    @Test("Focus loss cancels the touches that are down; the lift that follows is dropped")
    func focusLossCancels() throws {
        let runtime = try BuiltInScenes.scene(id: "001-tap-front-button").makeRuntime()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(
            at: 10,
            [
                SDLEvents.mouseButton(down: true, x: 160, y: 220, ms: 10),
                SDLEvents.focusLost(ms: 11),
            ])
        host.frame(at: 20, [SDLEvents.mouseButton(down: false, x: 160, y: 220, ms: 20)])
        #expect(sent.lines == ["frontButton touchDown", "frontButton touchCancel"])
        #expect(runtime.application.activeTouches.isEmpty)
    }

    @Test("Keys typed into the window reach the first-responder text field, in order with the mouse's samples")
    func keysTypeIntoTheFirstResponder() throws {
        let runtime = try scene(
            """
            views:
              - {name: field, class: textField, frame: [20, 60, 280, 34], becomeFirstResponder: true,
                 actions: [{event: editingChanged, log: "field: editingChanged"}]}
            """)
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(
            at: 100,
            [
                SDLEvents.key(down: true, SDL_SCANCODE_LSHIFT, mod: KMOD_LSHIFT, ms: 90),
                SDLEvents.key(down: true, SDL_SCANCODE_H, mod: KMOD_LSHIFT, ms: 91),
                SDLEvents.key(down: false, SDL_SCANCODE_H, mod: KMOD_LSHIFT, ms: 92),
                SDLEvents.key(down: false, SDL_SCANCODE_LSHIFT, ms: 93),
                SDLEvents.key(down: true, SDL_SCANCODE_I, ms: 94),
                SDLEvents.key(down: true, SDL_SCANCODE_I, ms: 95, isRepeat: true),
                SDLEvents.key(down: false, SDL_SCANCODE_I, ms: 96),
            ])
        let field = try #require(runtime.view(named: "field") as? UITextField)
        #expect(field.text == "Hi")
        #expect(sent.lines == ["field editingChanged", "field editingChanged"])
        #expect(runtime.application.activePresses.isEmpty)
    }

    @Test("Focus loss cancels the key presses that are down; the key's later lift is dropped")
    func focusLossCancelsPresses() throws {
        let runtime = try BuiltInScenes.scene(id: "001-tap-front-button").makeRuntime()
        let sent = SentLog(runtime)
        var host = Host(runtime: runtime)
        host.frame(at: 10, [SDLEvents.key(down: true, SDL_SCANCODE_SPACE, ms: 10)])
        #expect(runtime.application.activePresses.count == 1)
        host.frame(at: 20, [SDLEvents.focusLost(ms: 15)])
        #expect(runtime.application.activePresses.isEmpty)
        host.frame(at: 30, [SDLEvents.key(down: false, SDL_SCANCODE_SPACE, ms: 25)])
        #expect(sent.diagnostics.isEmpty)
    }

    @Test("deliver returns false once the window is closed")
    func quitStopsTheLoop() throws {
        let runtime = try BuiltInScenes.scene(id: "001-tap-front-button").makeRuntime()
        #expect(HostFrame.deliver([], to: runtime.application, now: 1))
        #expect(!HostFrame.deliver([.quit], to: runtime.application, now: 2))
    }
}
