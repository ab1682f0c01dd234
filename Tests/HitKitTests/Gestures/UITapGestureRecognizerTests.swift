import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UITapGestureRecognizer")
struct UITapGestureRecognizerTests {
    /// A stage with a tap recognizer on its view, recording the states its action sees.
    private func tapStage(configure: (UITapGestureRecognizer) -> Void = { _ in }) -> (
        GestureStage, UITapGestureRecognizer, () -> [UIGestureRecognizer.State]
    ) {
        let stage = GestureStage()
        let tap = UITapGestureRecognizer()
        configure(tap)
        var states: [UIGestureRecognizer.State] = []
        tap.addTarget { states.append($0.state) }
        stage.view.addGestureRecognizer(tap)
        return (stage, tap, { states })
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("Defaults are one tap of one finger, as in UIKit")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.state == .possible)
    }

    @Test("A tap recognizes at the lift, once, cancels the view's touch and is reset")
    func singleTapRecognizes() {
        let (stage, tap, states) = tapStage()
        var locationAtAction = CGPoint.zero
        tap.addTarget { locationAtAction = $0.location(in: stage.view) }
        stage.down(50, 60, at: 0)
        #expect(states().isEmpty)
        stage.up(50, 60, at: 0.1)
        #expect(states() == [.ended])
        #expect(locationAtAction == CGPoint(x: 50, y: 60))
        #expect(stage.log.entries == ["view began", "view cancelled"])
        #expect(tap.state == .possible)
        expectNoLeftovers(stage)
    }

    @Test("A finger may wander within the movement tolerance and still tap")
    func movementWithinTolerance() {
        let (stage, _, states) = tapStage()
        let nearlyTooFar = HitKitDefaults.tapMovementTolerance - 1
        stage.down(50, 50, at: 0)
        stage.move(50 + nearlyTooFar, 50, at: 0.05)
        stage.up(50 + nearlyTooFar, 50, at: 0.1)
        #expect(states() == [.ended])
    }

    @Test("Moving beyond the tolerance fails the tap, and the view's touch ends normally")
    func movementBeyondToleranceFails() {
        let (stage, tap, states) = tapStage()
        let recorder = DecisionRecorder()
        stage.app.addObserver(recorder)
        stage.down(50, 50, at: 0)
        stage.move(50 + HitKitDefaults.tapMovementTolerance + 1, 50, at: 0.05)
        #expect(tap.state == .failed)
        stage.up(100, 50, at: 0.1)
        #expect(states().isEmpty)
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
        #expect(recorder.transitions.contains("UITapGestureRecognizer on view possible→failed"))
        expectNoLeftovers(stage)
    }

    @Test("Holding longer than the maximum tap duration fails it, on the clock")
    func tooLongAPressFails() {
        let (stage, tap, states) = tapStage()
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: HitKitDefaults.tapMaximumPressDuration - 0.01)
        #expect(tap.state == .possible)
        stage.app.advanceTime(to: HitKitDefaults.tapMaximumPressDuration)
        #expect(tap.state == .failed)
        stage.up(50, 50, at: 1)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A double tap recognizes at the second lift, not the first")
    func doubleTapRecognizes() {
        let (stage, tap, states) = tapStage { $0.numberOfTapsRequired = 2 }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        #expect(states().isEmpty)
        #expect(tap.state == .possible)
        stage.down(52, 51, at: 0.2)
        stage.up(52, 51, at: 0.25)
        #expect(states() == [.ended])
        expectNoLeftovers(stage)
    }

    @Test("A double tap holds the view's first touchesEnded until it fails (delaysTouchesEnded)")
    func doubleTapDelaysViewEnded() {
        let (stage, _, states) = tapStage { $0.numberOfTapsRequired = 2 }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        #expect(stage.log.entries == ["view began"])
        stage.app.advanceTime(to: 0.05 + HitKitDefaults.multiTapInterval)
        #expect(stage.log.entries == ["view began", "view ended"])
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A double tap fails when the multi-tap interval passes after one tap")
    func doubleTapTimesOut() {
        let (stage, tap, states) = tapStage { $0.numberOfTapsRequired = 2 }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        stage.app.advanceTime(to: 0.05 + HitKitDefaults.multiTapInterval - 0.01)
        #expect(stage.app.undecidedGestureRecognizers.count == 1)
        stage.app.advanceTime(to: 0.05 + HitKitDefaults.multiTapInterval)
        #expect(tap.state == .possible)  // failed, then reset: no touches were down
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        // A later tap starts a new sequence rather than completing the old one.
        stage.down(50, 50, at: 1)
        stage.up(50, 50, at: 1.05)
        #expect(states().isEmpty)
        stage.app.advanceTime(to: 2)
        expectNoLeftovers(stage)
    }

    @Test("A second tap too far from the first fails the double tap")
    func secondTapTooFarFails() {
        let (stage, _, states) = tapStage { $0.numberOfTapsRequired = 2 }
        stage.down(20, 20, at: 0)
        stage.up(20, 20, at: 0.05)
        stage.down(20 + HitKitDefaults.multiTapDistance + 5, 20, at: 0.15)
        stage.up(20 + HitKitDefaults.multiTapDistance + 5, 20, at: 0.2)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A triple tap needs three taps")
    func tripleTap() {
        let (stage, _, states) = tapStage { $0.numberOfTapsRequired = 3 }
        for index in 0..<3 {
            let start = Double(index) * 0.2
            #expect(states().isEmpty)
            stage.down(50, 50, at: start)
            stage.up(50, 50, at: start + 0.05)
        }
        #expect(states() == [.ended])
    }

    @Test("A two-finger tap recognizes when both fingers lift, at their centroid")
    func twoFingerTap() {
        let (stage, tap, states) = tapStage { $0.numberOfTouchesRequired = 2 }
        var location = CGPoint.zero
        tap.addTarget { location = $0.location(in: nil) }
        stage.down(40, 50, at: 0, finger: 1)
        stage.down(80, 50, at: 0.02, finger: 2)
        stage.up(40, 50, at: 0.1, finger: 1)
        #expect(states().isEmpty)
        stage.up(80, 50, at: 0.12, finger: 2)
        #expect(states() == [.ended])
        #expect(location == CGPoint(x: 60, y: 50))
        expectNoLeftovers(stage)
    }

    @Test("A two-finger tap fails with one finger, and with three")
    func wrongFingerCountsFail() {
        let (stage, _, states) = tapStage { $0.numberOfTouchesRequired = 2 }
        stage.down(40, 50, at: 0)
        stage.up(40, 50, at: 0.1)
        #expect(states().isEmpty)
        stage.down(40, 50, at: 1, finger: 1)
        stage.down(60, 50, at: 1, finger: 2)
        stage.down(80, 50, at: 1, finger: 3)
        stage.up(40, 50, at: 1.1, finger: 1)
        stage.up(60, 50, at: 1.1, finger: 2)
        stage.up(80, 50, at: 1.1, finger: 3)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A cancelled touch fails the tap")
    func cancelledTouchFails() {
        let (stage, tap, states) = tapStage()
        stage.down(50, 50, at: 0)
        stage.app.cancelAllTouches()
        #expect(states().isEmpty)
        #expect(tap.state == .possible)
        expectNoLeftovers(stage)
    }

    @Test("A single tap that requires a double tap to fail fires after the interval, never at once")
    func singleWaitsForDoubleTap() {
        let stage = GestureStage()
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)

        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.05)
        #expect(fired.isEmpty)
        stage.app.advanceTime(to: 0.05 + HitKitDefaults.multiTapInterval)
        #expect(fired == ["single"])

        stage.down(50, 50, at: 1)
        stage.up(50, 50, at: 1.05)
        stage.down(50, 50, at: 1.2)
        stage.up(50, 50, at: 1.25)
        #expect(fired == ["single", "double"])
        stage.app.advanceTime(to: 3)
        #expect(fired == ["single", "double"])
        expectNoLeftovers(stage)
    }

    @Test("EventGenerator's taps and double taps drive single and double tap recognizers")
    func generatorTaps() throws {
        let stage = GestureStage()
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        stage.view.addGestureRecognizer(single)
        stage.view.addGestureRecognizer(double)
        let generator = try EventGenerator(view: stage.view)
        try generator.fingerDoubleTap(at: stage.view)
        #expect(fired == ["double"])
        try generator.fingerTap(at: stage.view)
        generator.wait(1)
        #expect(fired == ["double", "single"])
        try generator.assertNoLeftovers()
    }
}
