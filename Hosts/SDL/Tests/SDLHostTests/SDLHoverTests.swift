import CSDL2
import HitKit
import SDLHost
import Testing

/// The mouse's motion with no button held as HitKit's hover samples, and SDL's window events around it.
@Suite("SDL mouse hover")
struct SDLHoverTests {
    private static let mouse = SDLEventTranslator.mousePointerID

    private func events(_ events: [SDL_Event]) -> [HostEvent] {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 320, height: 480))
        return events.flatMap { translator.events(of: $0) }
    }

    private func hover(_ phase: HoverSample.Phase, _ x: Double, _ y: Double, ms: Double) -> HostEvent {
        .input(
            .hover(
                HoverSample(
                    pointerID: Self.mouse, phase: phase, location: CGPoint(x: x, y: y), timestamp: ms / 1000,
                    kind: .mouse)))
    }

    private func click(_ phase: PointerSample.Phase, _ x: Double, _ y: Double, ms: Double) -> HostEvent {
        .input(
            .pointer(
                PointerSample(
                    pointerID: Self.mouse, phase: phase, location: CGPoint(x: x, y: y), timestamp: ms / 1000,
                    kind: .mouse, buttons: phase == .up ? [] : .primary)))
    }

    @Test("Motion with no button held hovers the mouse's pointer: its first motion enters, the next ones move")
    func motionHovers() {
        let result = events([
            SDLEvents.mouseMotion(x: 5, y: 6, ms: 100),
            SDLEvents.mouseMotion(x: 10, y: 6, ms: 116),
            SDLEvents.mouseMotion(x: 12, y: 8, ms: 133),
        ])
        #expect(result == [hover(.enter, 5, 6, ms: 100), hover(.move, 10, 6, ms: 116), hover(.move, 12, 8, ms: 133)])
    }

    @Test("SDL's window enter sends nothing: the motion SDL sends at the entry point is the hover's enter")
    func windowEnterWaitsForTheMotion() {
        let result = events([SDLEvents.enter(ms: 100), SDLEvents.mouseMotion(x: 0, y: 40, ms: 100)])
        #expect(result == [hover(.enter, 0, 40, ms: 100)])
    }

    @Test(
        "The pointer leaving the window is the hover's leave, where the pointer last was; the next motion enters again"
    )
    func windowLeaveLeaves() {
        let result = events([
            SDLEvents.mouseMotion(x: 5, y: 6, ms: 100),
            SDLEvents.mouseMotion(x: 1, y: 6, ms: 116),
            SDLEvents.leave(ms: 120),
            SDLEvents.mouseMotion(x: 2, y: 9, ms: 500),
        ])
        #expect(
            result == [
                hover(.enter, 5, 6, ms: 100), hover(.move, 1, 6, ms: 116), hover(.leave, 1, 6, ms: 120),
                hover(.enter, 2, 9, ms: 500),
            ])
    }

    @Test("A window leave with no hover reported since the last leave sends nothing")
    func leaveWithoutHoverIsNothing() {
        let result = events([
            SDLEvents.leave(ms: 50),
            SDLEvents.mouseMotion(x: 5, y: 6, ms: 100),
            SDLEvents.leave(ms: 120),
            SDLEvents.leave(ms: 130),
        ])
        #expect(result == [hover(.enter, 5, 6, ms: 100), hover(.leave, 5, 6, ms: 120)])
    }

    @Test(
        "A button pressed while hovering is only the click's down, its drag the click's moves; after the release motion hovers on as a move"
    )
    func pressWhileHovering() {
        let held = SDLEvents.stateMask(SDL_BUTTON_LEFT)
        let result = events([
            SDLEvents.mouseMotion(x: 10, y: 10, ms: 100),
            SDLEvents.mouseButton(down: true, x: 10, y: 10, ms: 200),
            SDLEvents.mouseMotion(x: 20, y: 10, ms: 216, state: held),
            SDLEvents.mouseButton(down: false, x: 20, y: 10, ms: 233),
            SDLEvents.mouseMotion(x: 25, y: 10, ms: 250),
        ])
        #expect(
            result == [
                hover(.enter, 10, 10, ms: 100), click(.down, 10, 10, ms: 200), click(.move, 20, 10, ms: 216),
                click(.up, 20, 10, ms: 233), hover(.move, 25, 10, ms: 250),
            ])
    }

    @Test("Focus loss while hovering cancels the hover before the focus loss; with no hover it is the focus loss alone")
    func focusLossCancelsTheHover() {
        let result = events([
            SDLEvents.mouseMotion(x: 7, y: 8, ms: 100),
            SDLEvents.focusLost(ms: 200),
            SDLEvents.focusLost(ms: 300),
            SDLEvents.mouseMotion(x: 9, y: 8, ms: 400),
        ])
        #expect(
            result == [
                hover(.enter, 7, 8, ms: 100), hover(.cancel, 7, 8, ms: 200), .focusLost, .focusLost,
                hover(.enter, 9, 8, ms: 400),
            ])
    }

    @Test(
        "SDL's mouse copies of a touch never hover, nor does motion with a button down that HitKit never saw go down"
    )
    func noHoverFromCopiesOrUnseenButtons() {
        let result = events([
            SDLEvents.mouseMotion(x: 5, y: 6, ms: 100, which: CSDL2_TOUCH_MOUSEID),
            SDLEvents.mouseMotion(x: 5, y: 6, ms: 116, state: SDLEvents.stateMask(SDL_BUTTON_RIGHT)),
            SDLEvents.leave(ms: 120),
        ])
        #expect(result.isEmpty)
    }
}
