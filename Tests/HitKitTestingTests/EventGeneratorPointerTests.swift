import Foundation
@_spi(HitKitTools) import HitKit
import HitKitTesting
import Testing

/// `EventGenerator`'s mouse: clicks and drags with buttons and modifier keys, and how the trace
/// names a touch that is not a finger's.
@MainActor
@Suite("EventGenerator mouse")
struct EventGeneratorPointerTests {
    /// A view that records each touch's type, its event's buttons and modifier flags.
    final class PointerView: UIView {
        var seen: [String] = []
        private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            guard let touch = touches.first, let event else { return }
            seen.append("\(phase) \(touch.type) \(event.buttonMask.rawValue) \(event.modifierFlags.rawValue)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    }

    private func stage(indirect: Bool = true) throws -> (EventGenerator, PointerView) {
        let app = UIApplication()
        app.supportsIndirectInputEvents = indirect
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let view = PointerView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        return (try EventGenerator(window: window), view)
    }

    @Test("A click with modifiers holds the modifier keys around the click, so the event's modifierFlags show them")
    func clickWithModifiers() throws {
        let (generator, view) = try stage()
        let flags: UIKeyModifierFlags = [.command, .shift]
        try generator.mouseClick(at: CGPoint(x: 20, y: 20), buttons: .secondary, modifiers: flags)
        #expect(
            view.seen == ["began indirectPointer 2 \(flags.rawValue)", "ended indirectPointer 2 \(flags.rawValue)"])
        #expect(generator.keysDown.isEmpty)
        try generator.assertNoLeftovers()
    }

    @Test("A mouse drag moves with its buttons held, one move per frame")
    func mouseDrag() throws {
        let (generator, view) = try stage()
        try generator.mouseDrag(
            from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 20), duration: 4 * EventGenerator.frameInterval)
        #expect(view.seen.first == "began indirectPointer 1 0")
        #expect(view.seen.filter { $0.hasPrefix("moved indirectPointer 1") }.count == 4)
        #expect(view.seen.last == "ended indirectPointer 1 0")
        try generator.assertNoLeftovers()
    }

    @Test("Without indirect input the generator's click is a direct touch")
    func compatibilityClick() throws {
        let (generator, view) = try stage(indirect: false)
        try generator.mouseClick(at: CGPoint(x: 20, y: 20), buttons: .secondary)
        #expect(view.seen == ["began direct 0 0", "ended direct 0 0"])
    }

    @Test("A click needs a button, and modifiers need keys")
    func badArguments() throws {
        let (generator, _) = try stage()
        #expect(throws: EventGeneratorError.self) { try generator.mouseClick(at: CGPoint(x: 1, y: 1), buttons: []) }
        #expect(throws: EventGeneratorError.self) {
            try generator.mouseClick(at: CGPoint(x: 1, y: 1), modifiers: .numericPad)
        }
        #expect(throws: EventGeneratorError.self) {
            try generator.mouseDrag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 2, y: 2), duration: -1)
        }
        try generator.assertNoLeftovers()
    }

    @Test("The trace names a mouse's touch and its buttons, a pen's touch, and leaves a finger's line as it was")
    func traceNamesPointerKinds() throws {
        let (generator, _) = try stage()
        let recorder = TraceRecorder(application: generator.application)
        try generator.mouseClick(at: CGPoint(x: 20, y: 20), buttons: [.secondary, .button(3)])
        try generator.fingerTap(at: CGPoint(x: 20, y: 20))
        generator.application.supportsIndirectInputEvents = false
        try generator.mouseClick(at: CGPoint(x: 20, y: 20))
        generator.application.send([
            PointerSample(pointerID: 50, phase: .down, location: CGPoint(x: 5, y: 5), timestamp: 9, kind: .pen),
            PointerSample(pointerID: 50, phase: .up, location: CGPoint(x: 5, y: 5), timestamp: 9.1, kind: .pen),
        ])
        let lines = recorder.entries.map(\.line).filter { $0.hasPrefix("touch ") && $0.contains(" began ") }
        #expect(
            lines == [
                "touch 1 began (20.0, 20.0) mouse [secondary+button 3]", "touch 2 began (20.0, 20.0)",
                "touch 3 began (20.0, 20.0) mouse (direct)", "touch 50 began (5.0, 5.0) pen",
            ])
    }
}
