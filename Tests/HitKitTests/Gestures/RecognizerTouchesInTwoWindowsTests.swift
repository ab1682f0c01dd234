import Foundation
import Testing

@testable import HitKit

/// A recognizer can receive touches bound to two windows: a window moved into another window
/// keeps its place among the application's windows, so a touch can land in it and go to the
/// recognizers of the window it is now inside. An event is delivered one window at a time, and a
/// recognizer hears a touch's lift in that touch's window's turn, never loses it in another's.
/// (The cases libFuzzer found.)
@MainActor
@Suite("A recognizer with touches in two windows")
struct RecognizerTouchesInTwoWindowsTests {
    /// A key window, a smaller window above it holding a long press whose action moves the key
    /// window inside it, and the long press's states.
    private func nestingLongPress() -> (CoreStage, UILongPressGestureRecognizer, () -> [String]) {
        let stage = CoreStage()
        let panel = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: stage.app)
        panel.windowLevel = .alert
        panel.isHidden = false
        let press = UILongPressGestureRecognizer()
        panel.addGestureRecognizer(press)
        var states: [String] = []
        press.addTarget { recognizer in
            states.append("\(recognizer.state)")
            if recognizer.state == .began { panel.addSubview(stage.window) }
        }
        return (stage, press, { states })
    }

    /// One sample of a multi-finger event (`CoreStage` sends one finger at a time).
    private func sample(_ id: Int, _ phase: PointerSample.Phase, _ x: Double, _ y: Double, at time: Double)
        -> PointerSample
    {
        PointerSample(pointerID: id, phase: phase, location: CGPoint(x: x, y: y), timestamp: time)
    }

    @Test("A long press hears its finger lift in the same event as a finger in the window it moved inside")
    func liftAlongsideTouchInMovedWindow() {
        let (stage, press, states) = nestingLongPress()
        let app = stage.app
        // A finger in the key window first, so its window's turn comes first in the lift.
        app.send([sample(1, .down, 200, 300, at: 0), sample(2, .down, 50, 50, at: 0)])
        app.advanceTime(to: 1)  // The press begins and moves the key window inside its own.
        #expect(states() == ["began"])
        // This finger lands in the key window, and goes to the press (it has its finger already).
        stage.down(3, 200, 300, at: 1.1)
        app.send([
            sample(1, .up, 200, 300, at: 1.2), sample(2, .up, 50, 50, at: 1.2), sample(3, .up, 200, 300, at: 1.2),
        ])
        #expect(states() == ["began", "ended"])
        #expect(press.state == .possible)
        #expect(app.activeTouches.isEmpty)
    }
}
