import CSDL2
import HitKit
import SDLHost
import Testing

@Suite("SDL event translator")
struct SDLEventTranslatorTests {
    private func samples(_ events: [SDL_Event], size: CGSize = CGSize(width: 320, height: 480)) -> [PointerSample] {
        var translator = SDLEventTranslator(windowSize: size)
        return events.flatMap { translator.events(of: $0) }.compactMap { event in
            if case .input(.pointer(let sample)) = event { return sample }
            return nil
        }
    }

    @Test("The left mouse button is one mouse pointer: down, moves while pressed, up, in window points and seconds")
    func mouseIsOnePointer() {
        let result = samples([
            SDLEvents.mouseMotion(x: 5, y: 5, ms: 900),  // hover: no touch
            SDLEvents.mouseButton(down: true, x: 160, y: 220, ms: 1000),
            SDLEvents.mouseMotion(x: 170, y: 225, ms: 1016),
            SDLEvents.mouseButton(down: false, x: 170, y: 225, ms: 1033),
            SDLEvents.mouseMotion(x: 200, y: 200, ms: 1050),  // hover again
        ])
        let id = SDLEventTranslator.mousePointerID
        #expect(
            result == [
                PointerSample(
                    pointerID: id, phase: .down, location: CGPoint(x: 160, y: 220), timestamp: 1, kind: .mouse,
                    buttons: .primary),
                PointerSample(
                    pointerID: id, phase: .move, location: CGPoint(x: 170, y: 225), timestamp: 1.016, kind: .mouse,
                    buttons: .primary),
                PointerSample(
                    pointerID: id, phase: .up, location: CGPoint(x: 170, y: 225), timestamp: 1.033, kind: .mouse),
            ])
    }

    @Test("Each SDL finger is its own pointer; normalised positions are scaled to the window's points")
    func fingersAreSeparatePointers() {
        let result = samples(
            [
                SDLEvents.finger(SDL_FINGERDOWN, finger: 100, x: 0.25, y: 0.5, ms: 2000),
                SDLEvents.finger(SDL_FINGERDOWN, finger: 101, x: 0.75, y: 0.5, ms: 2000),
                SDLEvents.finger(SDL_FINGERMOTION, finger: 100, x: 0.125, y: 0.5, ms: 2016),
                SDLEvents.finger(SDL_FINGERUP, finger: 101, x: 0.75, y: 0.5, ms: 2032),
                SDLEvents.finger(SDL_FINGERUP, finger: 100, x: 0.125, y: 0.5, ms: 2032),
            ], size: CGSize(width: 400, height: 200))
        #expect(result.map(\.phase) == [.down, .down, .move, .up, .up])
        #expect(
            result.map(\.location) == [
                CGPoint(x: 100, y: 100), CGPoint(x: 300, y: 100), CGPoint(x: 50, y: 100), CGPoint(x: 300, y: 100),
                CGPoint(x: 50, y: 100),
            ])
        let first = result[0].pointerID
        let second = result[1].pointerID
        #expect(first != second)
        #expect(first != SDLEventTranslator.mousePointerID && second != SDLEventTranslator.mousePointerID)
        #expect(result.map(\.pointerID) == [first, second, first, second, first])
    }

    @Test("The same finger id on two touch devices is two pointers; a lifted finger's id is not reused")
    func fingerIDsAreScopedAndFresh() {
        let result = samples([
            SDLEvents.finger(SDL_FINGERDOWN, touch: 1, finger: 0, x: 0.1, y: 0.1, ms: 1),
            SDLEvents.finger(SDL_FINGERDOWN, touch: 2, finger: 0, x: 0.2, y: 0.2, ms: 1),
            SDLEvents.finger(SDL_FINGERUP, touch: 1, finger: 0, x: 0.1, y: 0.1, ms: 2),
            SDLEvents.finger(SDL_FINGERDOWN, touch: 1, finger: 0, x: 0.1, y: 0.1, ms: 3),
        ])
        #expect(Set(result.map(\.pointerID)).count == 3)
        #expect(result[3].pointerID != result[0].pointerID)
    }

    @Test("SDL's copies are dropped: mouse events made from a touch, finger events made from the mouse")
    func syntheticCopiesAreDropped() {
        let result = samples([
            SDLEvents.finger(SDL_FINGERDOWN, finger: 5, x: 0.5, y: 0.5, ms: 10),
            SDLEvents.mouseButton(down: true, x: 160, y: 240, ms: 10, which: CSDL2_TOUCH_MOUSEID),
            SDLEvents.mouseMotion(x: 161, y: 240, ms: 11, which: CSDL2_TOUCH_MOUSEID),
            SDLEvents.mouseButton(down: false, x: 161, y: 240, ms: 12, which: CSDL2_TOUCH_MOUSEID),
            SDLEvents.finger(SDL_FINGERUP, finger: 5, x: 0.5, y: 0.5, ms: 12),
            SDLEvents.mouseButton(down: true, x: 10, y: 10, ms: 20),
            SDLEvents.finger(SDL_FINGERDOWN, touch: CSDL2_MOUSE_TOUCHID, finger: 0, x: 0.03, y: 0.02, ms: 20),
            SDLEvents.finger(SDL_FINGERUP, touch: CSDL2_MOUSE_TOUCHID, finger: 0, x: 0.03, y: 0.02, ms: 21),
            SDLEvents.mouseButton(down: false, x: 10, y: 10, ms: 21),
        ])
        let mouse = SDLEventTranslator.mousePointerID
        #expect(result.map(\.phase) == [.down, .up, .down, .up])
        #expect(result.map { $0.pointerID == mouse } == [false, false, true, true])
    }

    @Test("Moves and lifts of fingers never seen going down are dropped")
    func unknownFingersAreDropped() {
        let result = samples([
            SDLEvents.finger(SDL_FINGERMOTION, finger: 9, x: 0.5, y: 0.5, ms: 1),
            SDLEvents.finger(SDL_FINGERUP, finger: 9, x: 0.5, y: 0.5, ms: 2),
        ])
        #expect(result.isEmpty)
    }

    @Test("Focus loss and quit are reported; after focus loss the pointers that were down are forgotten")
    func focusLossAndQuit() {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 100, height: 100))
        _ = translator.events(of: SDLEvents.mouseButton(down: true, x: 1, y: 1, ms: 1))
        _ = translator.events(of: SDLEvents.finger(SDL_FINGERDOWN, finger: 1, x: 0.5, y: 0.5, ms: 1))
        #expect(translator.events(of: SDLEvents.focusLost(ms: 2)) == [.focusLost])
        #expect(translator.events(of: SDLEvents.mouseButton(down: false, x: 1, y: 1, ms: 3)).isEmpty)
        #expect(translator.events(of: SDLEvents.finger(SDL_FINGERUP, finger: 1, x: 0.5, y: 0.5, ms: 3)).isEmpty)
        #expect(translator.events(of: SDLEvents.quit(ms: 4)) == [.quit])
    }

    @Test("Milliseconds become seconds exactly; one millisecond apart stays apart")
    func timestamps() {
        #expect(SDLTimestamp.seconds(0) == 0)
        #expect(SDLTimestamp.seconds(1500) == 1.5)
        #expect(SDLTimestamp.seconds(1001) > SDLTimestamp.seconds(1000))
        #expect(SDLTimestamp.seconds(UInt32.max) == 4_294_967.295)
    }
}
