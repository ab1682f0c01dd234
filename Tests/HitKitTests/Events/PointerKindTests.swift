import Foundation
import Testing

@testable import HitKit

/// The pointer's kind and buttons on a host sample, and the application's indirect-input mode
/// (Apple's `UIApplicationSupportsIndirectInputEvents`).
@MainActor
@Suite("Pointer kinds and buttons")
struct PointerKindTests {
    @Test("A sample made without a kind is a finger with no buttons, and kind and buttons round-trip")
    func sampleKindAndButtonsRoundTrip() {
        let finger = PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 1, y: 2), timestamp: 3)
        #expect(finger.kind == .finger)
        #expect(finger.buttons == [])
        let mouse = PointerSample(
            pointerID: 2, phase: .down, location: .zero, timestamp: 0, kind: .mouse, buttons: [.primary, .secondary])
        #expect(mouse.kind == .mouse)
        #expect(mouse.buttons == [.primary, .secondary])
        var pen = mouse
        pen.kind = .pen
        pen.buttons = .button(3)
        #expect(pen.kind == .pen && pen.buttons == .button(3))
        #expect(pen != mouse)
        #expect(InputSample.pointer(mouse) == .pointer(mouse))
    }

    @Test("An application does not support indirect input events unless told to")
    func indirectInputIsOffByDefault() {
        let app = UIApplication()
        #expect(app.supportsIndirectInputEvents == false)
        app.supportsIndirectInputEvents = true
        #expect(app.supportsIndirectInputEvents)
    }

    @Test("A finger sample is still a direct touch with no buttons")
    func fingerIsStillDirect() {
        let stage = CoreStage()
        let view = stage.view("v", CGRect(x: 0, y: 0, width: 320, height: 480))
        stage.tap(1, 50, 50, at: 0)
        #expect(view.received.map(\.phase) == ["began", "ended"])
        #expect(view.received.first?.touches.first?.type == .direct)
    }
}
