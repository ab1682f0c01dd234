import CSDL2
import HitKit
import HitKitScenes
import SDLHost

/// The host's loop, once a frame (about 60 a second):
///
/// 1. read SDL's clock, then every event waiting, and translate them (``SDLEventTranslator``);
/// 2. hand them to the application and advance its clock to the frame's time (``HostFrame``) —
///    even with no input, so a long press fires under a still mouse button — and print where the
///    wheel scrolled (``HostLog``);
/// 3. draw the scene as it is now (``ScenePainter``), the views touches are on highlighted;
/// 4. sleep until the next frame.
@MainActor
struct FrameLoop {
    let runtime: SceneRuntime
    let window: SceneWindow
    /// What is printed; its scroll lines once a frame.
    let log: HostLog
    /// Stop after this many frames, if set.
    var frameLimit: Int?
    /// Stop after this many seconds, if set.
    var secondsLimit: Double?

    /// The frame length, in milliseconds.
    static let frameMilliseconds: UInt32 = 16

    /// Runs until the window is closed (or a limit is reached).
    func run() {
        var translator = SDLEventTranslator(windowSize: window.size)
        let painter = ScenePainter(renderer: window.renderer, size: window.size)
        let start = SDL_GetTicks()
        var frames = 0
        var event = SDL_Event()
        while true {
            // Collect the window system's input first, then read the clock: every event stamped before
            // `now` is in the queue, so the clock never passes an event that is still waiting.
            SDL_PumpEvents()
            let now = SDL_GetTicks()
            var events: [HostEvent] = []
            while SDL_PollEvent(&event) != 0 {
                translator.translate(event, into: &events)
            }
            let keepRunning = HostFrame.deliver(events, to: runtime.application, now: SDLTimestamp.seconds(now))
            log.printScrolledOffsets()

            let touched = Set(runtime.application.activeTouches.compactMap { $0.view.map(runtime.traceName(of:)) })
            painter.paint(SceneDrawing(runtime: runtime), touched: touched)

            frames += 1
            let elapsed = SDLTimestamp.seconds(SDL_GetTicks() &- start)
            if !keepRunning || frames >= (frameLimit ?? .max) || elapsed >= (secondsLimit ?? .infinity) { return }
            let spent = SDL_GetTicks() &- now
            if spent < Self.frameMilliseconds { SDL_Delay(Self.frameMilliseconds - spent) }
        }
    }
}
