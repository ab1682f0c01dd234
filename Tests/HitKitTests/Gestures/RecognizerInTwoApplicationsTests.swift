import Foundation
import Testing

@testable import HitKit

/// A recognizer takes part in one application's touches at a time: while its gesture is under
/// way in one, a touch of another application does not take it over, so it still hears how its
/// own touches end. (Found by the re-entrant chaos mode.)
@MainActor
@Suite("A recognizer whose window moves to another application mid-gesture")
struct RecognizerInTwoApplicationsTests {
    @Test(
        "A rotation whose action moves its window to another application and touches it there is cancelled, not stuck")
    func rotationMovedToAnotherApplicationIsCancelled() {
        let stage = CoreStage()
        let other = UIApplication()
        let dial = stage.view("dial", CGRect(x: 0, y: 0, width: 320, height: 300))
        dial.isMultipleTouchEnabled = true
        let rotation = UIRotationGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        rotation.addTarget { recognizer in
            states.append(recognizer.state)
            guard recognizer.state == .began else { return }
            other.attach(stage.window)
            other.send(PointerSample(pointerID: 9, phase: .down, location: CGPoint(x: 160, y: 150), timestamp: 1))
        }
        dial.addGestureRecognizer(rotation)
        stage.app.send([
            PointerSample(pointerID: 1, phase: .down, location: CGPoint(x: 100, y: 150), timestamp: 0),
            PointerSample(pointerID: 2, phase: .down, location: CGPoint(x: 220, y: 150), timestamp: 0),
        ])
        stage.app.send([
            PointerSample(pointerID: 1, phase: .move, location: CGPoint(x: 110, y: 100), timestamp: 0.05),
            PointerSample(pointerID: 2, phase: .move, location: CGPoint(x: 210, y: 200), timestamp: 0.05),
        ])
        #expect(states.first == .began)
        // The window's touches in the first application were cancelled once its event was done.
        #expect(stage.app.activeTouches.isEmpty)
        other.send(PointerSample(pointerID: 9, phase: .up, location: CGPoint(x: 160, y: 150), timestamp: 1.1))
        other.advanceTime(to: 5)
        stage.app.advanceTime(to: 5)
        #expect(states == [.began, .cancelled])
        #expect(rotation.state == .possible)
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(other.undecidedGestureRecognizers.isEmpty)
    }
}
