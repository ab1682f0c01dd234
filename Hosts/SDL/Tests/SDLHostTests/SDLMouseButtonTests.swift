import CSDL2
import HitKit
import SDLHost
import Testing

/// The mouse's buttons: one `.mouse` pointer per click, whose buttons change as SDL's do.
@Suite("SDL mouse buttons")
struct SDLMouseButtonTests {
    private static let mouse = SDLEventTranslator.mousePointerID

    private func samples(_ events: [SDL_Event]) -> [PointerSample] {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 320, height: 480))
        return events.flatMap { translator.events(of: $0) }.compactMap { event in
            if case .input(.pointer(let sample)) = event { return sample }
            return nil
        }
    }

    private func sample(
        _ phase: PointerSample.Phase, _ x: Double, _ y: Double, ms: Double, _ buttons: UIEvent.ButtonMask
    ) -> PointerSample {
        PointerSample(
            pointerID: Self.mouse, phase: phase, location: CGPoint(x: x, y: y), timestamp: ms / 1000, kind: .mouse,
            buttons: buttons)
    }

    @Test(
        "Each SDL button clicks with its UIKit button: left primary, right secondary, middle 3, X1 4, X2 5",
        arguments: [
            (SDL_BUTTON_LEFT, UIEvent.ButtonMask.primary), (SDL_BUTTON_RIGHT, .secondary),
            (SDL_BUTTON_MIDDLE, .button(3)), (SDL_BUTTON_X1, .button(4)), (SDL_BUTTON_X2, .button(5)),
            (Int32(9), .button(9)),
        ])
    func buttonNumbers(button: Int32, mask: UIEvent.ButtonMask) {
        let result = samples([
            SDLEvents.mouseButton(down: true, x: 10, y: 20, ms: 100, button: button),
            SDLEvents.mouseMotion(x: 12, y: 20, ms: 116),
            SDLEvents.mouseButton(down: false, x: 12, y: 20, ms: 133, button: button),
        ])
        #expect(
            result == [
                sample(.down, 10, 20, ms: 100, mask), sample(.move, 12, 20, ms: 116, mask),
                sample(.up, 12, 20, ms: 133, []),
            ])
    }

    @Test("A second button pressed while one is held is the same pointer: a move that adds it; the last lift is the up")
    func chordedButtonsArePointerMoves() {
        let result = samples([
            SDLEvents.mouseButton(down: true, x: 10, y: 10, ms: 100),
            SDLEvents.mouseButton(down: true, x: 11, y: 10, ms: 110, button: SDL_BUTTON_RIGHT),
            SDLEvents.mouseMotion(x: 15, y: 10, ms: 120),
            SDLEvents.mouseButton(down: false, x: 15, y: 10, ms: 130),
            SDLEvents.mouseMotion(x: 16, y: 10, ms: 140),
            SDLEvents.mouseButton(down: false, x: 16, y: 10, ms: 150, button: SDL_BUTTON_RIGHT),
            SDLEvents.mouseMotion(x: 20, y: 10, ms: 160),  // hover: no button held, no sample
        ])
        #expect(
            result == [
                sample(.down, 10, 10, ms: 100, .primary), sample(.move, 11, 10, ms: 110, [.primary, .secondary]),
                sample(.move, 15, 10, ms: 120, [.primary, .secondary]), sample(.move, 15, 10, ms: 130, .secondary),
                sample(.move, 16, 10, ms: 140, .secondary), sample(.up, 16, 10, ms: 150, []),
            ])
    }

    @Test("A lift of a button not held, a second press of a held one and SDL's button numbers past 32 make no samples")
    func strayButtonsAreDropped() {
        let result = samples([
            SDLEvents.mouseButton(down: false, x: 1, y: 1, ms: 10, button: SDL_BUTTON_RIGHT),
            SDLEvents.mouseButton(down: true, x: 1, y: 1, ms: 20, button: 33),
            SDLEvents.mouseButton(down: true, x: 1, y: 1, ms: 25, button: 0),
            SDLEvents.mouseButton(down: true, x: 2, y: 2, ms: 30, button: SDL_BUTTON_RIGHT),
            SDLEvents.mouseButton(down: true, x: 3, y: 3, ms: 40, button: SDL_BUTTON_RIGHT),
            SDLEvents.mouseButton(down: false, x: 3, y: 3, ms: 50),
            SDLEvents.mouseButton(down: false, x: 3, y: 3, ms: 60, button: 33),
        ])
        #expect(result == [sample(.down, 2, 2, ms: 30, .secondary)])
    }

    @Test("SDL's mouse copies of a touch are dropped; after focus loss no button is held, nor moves while still down")
    func copiesAndFocusLoss() {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 100, height: 100))
        let copy = SDLEvents.mouseButton(
            down: true, x: 5, y: 5, ms: 1, button: SDL_BUTTON_RIGHT, which: CSDL2_TOUCH_MOUSEID)
        #expect(translator.events(of: copy).isEmpty)
        _ = translator.events(of: SDLEvents.mouseButton(down: true, x: 1, y: 1, ms: 2, button: SDL_BUTTON_RIGHT))
        #expect(translator.events(of: SDLEvents.focusLost(ms: 3)) == [.focusLost])
        let held = SDLEvents.stateMask(SDL_BUTTON_RIGHT)
        #expect(translator.events(of: SDLEvents.mouseMotion(x: 2, y: 2, ms: 4, state: held)).isEmpty)
        #expect(translator.events(of: SDLEvents.mouseButton(down: false, x: 2, y: 2, ms: 5, button: 3)).isEmpty)
        let down = translator.events(of: SDLEvents.mouseButton(down: true, x: 2, y: 2, ms: 6))
        #expect(down == [.input(.pointer(sample(.down, 2, 2, ms: 6, .primary)))])
    }
}
