import CSDL2
import HitKit
import SDLHost
import Testing

/// SDL's wheel events as HitKit's wheel ticks: content-follows deltas in points, at the pointer.
@Suite("SDL mouse wheel")
struct SDLWheelTests {
    private func scrolls(_ events: [SDL_Event], step: Double? = nil) -> [ScrollSample] {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 320, height: 480))
        if let step { translator.pointsPerWheelStep = step }
        return events.flatMap { translator.events(of: $0) }.compactMap { event in
            if case .input(.scroll(let sample)) = event { return sample }
            return nil
        }
    }

    @Test("A step away from the user moves the content down (dy > 0), towards the user up, at the wheel's pointer")
    func verticalSteps() {
        let step = SDLEventTranslator.defaultPointsPerWheelStep
        let result = scrolls([
            SDLEvents.wheel(y: 1, mouseX: 100, mouseY: 200, ms: 1000),
            SDLEvents.wheel(y: -2, mouseX: 100, mouseY: 210, ms: 1016),
        ])
        #expect(
            result == [
                .wheel(CGVector(dx: 0, dy: step), at: CGPoint(x: 100, y: 200), timestamp: 1),
                .wheel(CGVector(dx: 0, dy: -2 * step), at: CGPoint(x: 100, y: 210), timestamp: 1.016),
            ])
    }

    @Test("A step to the right moves the content left (dx < 0); a flipped (natural) wheel negates both")
    func horizontalAndFlipped() {
        let result = scrolls(
            [
                SDLEvents.wheel(x: 1, mouseX: 5, mouseY: 5, ms: 10),
                SDLEvents.wheel(x: 1, y: 1, flipped: true, mouseX: 5, mouseY: 5, ms: 20),
            ], step: 10)
        #expect(result.map(\.delta) == [CGVector(dx: -10, dy: 0), CGVector(dx: 10, dy: -10)])
        #expect(result.allSatisfy { $0.source == .wheel && $0.phase == .changed })
    }

    @Test("SDL's precise fractions are used: a trackpad's quarter step is a quarter of a step's points")
    func preciseSteps() {
        let result = scrolls([SDLEvents.wheel(x: 0, y: 0, preciseX: -0.5, preciseY: 0.25, ms: 10)], step: 40)
        #expect(result.map(\.delta) == [CGVector(dx: 20, dy: 10)])
    }

    @Test("A wheel event that moves nothing, or that SDL made from a touch, makes no sample")
    func emptyAndCopiedWheels() {
        let result = scrolls([
            SDLEvents.wheel(ms: 10),
            SDLEvents.wheel(y: 1, ms: 20, which: CSDL2_TOUCH_MOUSEID),
        ])
        #expect(result.isEmpty)
    }

    @Test("The wheel is a tick whether or not a button is held, and a drag's pointer keeps its buttons")
    func wheelDuringDrag() {
        var translator = SDLEventTranslator(windowSize: CGSize(width: 320, height: 480))
        _ = translator.events(of: SDLEvents.mouseButton(down: true, x: 50, y: 60, ms: 1))
        let tick = translator.events(of: SDLEvents.wheel(y: -1, mouseX: 50, mouseY: 60, ms: 2))
        let step = SDLEventTranslator.defaultPointsPerWheelStep
        let expected = ScrollSample.wheel(CGVector(dx: 0, dy: -step), at: CGPoint(x: 50, y: 60), timestamp: 0.002)
        #expect(tick == [.input(.scroll(expected))])
        let move = translator.events(of: SDLEvents.mouseMotion(x: 55, y: 60, ms: 3))
        #expect(
            move == [
                .input(
                    .pointer(
                        PointerSample(
                            pointerID: SDLEventTranslator.mousePointerID, phase: .move, location: CGPoint(x: 55, y: 60),
                            timestamp: 0.003, kind: .mouse, buttons: .primary)))
            ])
    }
}
