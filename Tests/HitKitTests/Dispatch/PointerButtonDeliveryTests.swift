import Foundation
import Testing

@testable import HitKit

/// How a mouse, a pen and a finger become touches in the two indirect-input modes (Apple's
/// `UIApplicationSupportsIndirectInputEvents`, `UITouch.TouchType.indirectPointer`,
/// `UIEvent.buttonMask`).
@MainActor
@Suite("Pointer button delivery")
struct PointerButtonDeliveryTests {
    /// A view that records each touch's type and its event's buttons, per phase.
    final class ButtonView: UIView {
        var seen: [String] = []
        private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
            for touch in touches {
                seen.append("\(phase) \(touch.type) \(event?.buttonMask.rawValue ?? -1)")
            }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            record("cancelled", touches, event)
        }
    }

    /// The windows of the stages made so far: an application holds its windows weakly.
    private let windows = WindowKeeper()

    final class WindowKeeper {
        var windows: [UIWindow] = []
    }

    private func stage(indirect: Bool) -> (UIApplication, ButtonView) {
        let app = UIApplication()
        app.supportsIndirectInputEvents = indirect
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        windows.windows.append(window)
        let view = ButtonView(frame: window.bounds)
        window.addSubview(view)
        return (app, view)
    }

    private func sample(
        _ phase: PointerSample.Phase, _ x: CGFloat, at time: TimeInterval, _ kind: PointerSample.Kind = .mouse,
        _ buttons: UIEvent.ButtonMask = []
    ) -> PointerSample {
        PointerSample(
            pointerID: 1, phase: phase, location: CGPoint(x: x, y: 50), timestamp: time, kind: kind, buttons: buttons)
    }

    @Test("In indirect mode a click is an indirectPointer touch and the event carries its button mask")
    func indirectClickCarriesButtons() {
        let (app, view) = stage(indirect: true)
        app.send([sample(.down, 50, at: 1, .mouse, .secondary), sample(.up, 50, at: 1.1, .mouse, [])])
        #expect(view.seen == ["began indirectPointer 2", "ended indirectPointer 2"])
        #expect(app.activeTouches.isEmpty)
    }

    @Test("Without indirect input a click is a direct touch and the event has no buttons")
    func compatibilityClickIsDirect() {
        let (app, view) = stage(indirect: false)
        app.send([sample(.down, 50, at: 1, .mouse, .secondary), sample(.up, 50, at: 1.1, .mouse, .secondary)])
        #expect(view.seen == ["began direct 0", "ended direct 0"])
    }

    @Test("A pen is a pencil touch and a finger a direct one, with no buttons in either mode")
    func penIsPencil() {
        for indirect in [false, true] {
            let (app, view) = stage(indirect: indirect)
            app.send([sample(.down, 50, at: 1, .pen, .primary), sample(.up, 50, at: 1.1, .pen)])
            app.send([sample(.down, 50, at: 2, .finger, .primary), sample(.up, 50, at: 2.1, .finger)])
            #expect(view.seen == ["began pencil 0", "ended pencil 0", "began direct 0", "ended direct 0"])
        }
    }

    @Test("A mouse down that names no button is a primary click")
    func downWithoutButtonsIsPrimary() {
        let (app, view) = stage(indirect: true)
        app.send([sample(.down, 50, at: 1), sample(.up, 50, at: 1.1)])
        #expect(view.seen == ["began indirectPointer 1", "ended indirectPointer 1"])
    }

    @Test("Buttons pressed or released mid-drag change the event's mask; a move naming none keeps it")
    func buttonsChangeMidDrag() {
        let (app, view) = stage(indirect: true)
        app.send([
            sample(.down, 50, at: 1, .mouse, .primary),
            sample(.move, 60, at: 1.1, .mouse, [.primary, .secondary]),
            sample(.move, 70, at: 1.2, .mouse, []),
            sample(.move, 80, at: 1.3, .mouse, .secondary),
            sample(.up, 80, at: 1.4, .mouse, []),
        ])
        #expect(
            view.seen == [
                "began indirectPointer 1", "moved indirectPointer 3", "moved indirectPointer 3",
                "moved indirectPointer 2", "ended indirectPointer 2",
            ])
    }

    @Test("Buttons beyond button 32 are reported and ignored, and nothing is stuck")
    func impossibleButtonsAreReported() {
        let (app, view) = stage(indirect: true)
        let found = diagnostics {
            app.send([
                sample(.down, 50, at: 1, .mouse, UIEvent.ButtonMask(rawValue: 1 << 40)),
                sample(.move, 60, at: 1.1, .mouse, UIEvent.ButtonMask(rawValue: -1)),
                sample(.up, 60, at: 1.2, .mouse, []),
            ])
        }
        #expect(found.codes == [.invalidPointerButtons, .invalidPointerButtons])
        // The down's only bit was impossible: a primary click; the move's mask is cut to buttons 1–32.
        #expect(view.seen.first == "began indirectPointer 1")
        #expect(view.seen.dropFirst().first == "moved indirectPointer \((1 << 32) - 1)")
        #expect(view.seen.last?.hasPrefix("ended") == true)
        #expect(app.activeTouches.isEmpty)
    }

    @Test("A later sample of another kind is reported and taken as the pointer's own kind")
    func kindChangeIsReported() {
        let (app, view) = stage(indirect: true)
        let found = diagnostics {
            app.send([sample(.down, 50, at: 1, .mouse, .secondary), sample(.up, 50, at: 1.1, .finger)])
        }
        #expect(found.codes == [.invalidPointerButtons])
        #expect(view.seen == ["began indirectPointer 2", "ended indirectPointer 2"])
    }

    @Test("A cancelled click keeps its buttons and its type")
    func cancelledClickKeepsButtons() {
        let (app, view) = stage(indirect: true)
        app.send(sample(.down, 50, at: 1, .mouse, .secondary))
        let found = diagnostics { app.cancelAllTouches() }
        #expect(found.codes.isEmpty)
        #expect(view.seen == ["began indirectPointer 2", "cancelled indirectPointer 2"])
    }

    @Test("A mouse pointer's touch reused for a finger is a direct touch again")
    func reusedTouchForgetsItsType() {
        let (app, view) = stage(indirect: true)
        app.send([sample(.down, 50, at: 1, .mouse, .secondary), sample(.up, 50, at: 1.1)])
        app.send([sample(.down, 50, at: 2, .finger), sample(.up, 50, at: 2.1, .finger)])
        #expect(view.seen.suffix(2) == ["began direct 0", "ended direct 0"])
    }
}
