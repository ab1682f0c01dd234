import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UILongPressGestureRecognizer")
struct UILongPressGestureRecognizerTests {
    /// A stage with a long press on its view, recording the states its action sees.
    private func pressStage(configure: (UILongPressGestureRecognizer) -> Void = { _ in }) -> (
        GestureStage, UILongPressGestureRecognizer, () -> [UIGestureRecognizer.State]
    ) {
        let stage = GestureStage()
        let press = UILongPressGestureRecognizer()
        configure(press)
        var states: [UIGestureRecognizer.State] = []
        press.addTarget { states.append($0.state) }
        stage.view.addGestureRecognizer(press)
        return (stage, press, { states })
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("Defaults are UIKit's: 0.5 s, 10 points, no taps, one finger")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
    }

    @Test("A held finger begins at 0.5 s, changes on moves and ends on lift")
    func pressBeginsChangesEnds() {
        let (stage, press, states) = pressStage()
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: 0.49)
        #expect(states().isEmpty)
        stage.app.advanceTime(to: 0.5)
        #expect(states() == [.began])
        #expect(stage.log.entries == ["view began", "view cancelled"])
        stage.move(80, 90, at: 0.6)  // movement no longer matters once it began
        #expect(states() == [.began, .changed])
        #expect(press.location(in: stage.view) == CGPoint(x: 80, y: 90))
        stage.up(80, 90, at: 0.7)
        #expect(states() == [.began, .changed, .ended])
        #expect(press.state == .possible)
        expectNoLeftovers(stage)
    }

    @Test("Lifting before the minimum duration fails it, and the view's touch ends")
    func liftingEarlyFails() {
        let (stage, _, states) = pressStage()
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.4)
        stage.app.advanceTime(to: 1)
        #expect(states().isEmpty)
        #expect(stage.log.entries == ["view began", "view ended"])
        expectNoLeftovers(stage)
    }

    @Test("Moving more than the allowable movement before it began fails it; less does not")
    func allowableMovement() {
        let (stage, press, states) = pressStage()
        stage.down(50, 50, at: 0)
        stage.move(59, 50, at: 0.2)
        #expect(press.state == .possible)
        stage.move(61, 50, at: 0.3)
        #expect(press.state == .failed)
        stage.app.advanceTime(to: 1)
        stage.up(61, 50, at: 1.1)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A larger allowableMovement lets the finger wander farther")
    func largerAllowableMovement() {
        let (stage, _, states) = pressStage { $0.allowableMovement = 30 }
        stage.down(50, 50, at: 0)
        stage.move(75, 50, at: 0.2)
        stage.app.advanceTime(to: 0.5)
        #expect(states() == [.began])
        stage.up(75, 50, at: 0.6)
    }

    @Test("minimumPressDuration sets when it begins")
    func customDuration() {
        let (stage, _, states) = pressStage { $0.minimumPressDuration = 1.2 }
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: 1.19)
        #expect(states().isEmpty)
        stage.app.advanceTime(to: 1.2)
        #expect(states() == [.began])
        stage.up(50, 50, at: 1.3)
        #expect(states() == [.began, .ended])
    }

    @Test("Two required fingers: one never begins; the press times from the second finger")
    func twoFingers() {
        let (stage, _, states) = pressStage { $0.numberOfTouchesRequired = 2 }
        stage.down(40, 50, at: 0, finger: 1)
        stage.app.advanceTime(to: 0.6)
        #expect(states().isEmpty)
        stage.down(80, 50, at: 0.6, finger: 2)
        stage.app.advanceTime(to: 1.09)
        #expect(states().isEmpty)
        stage.app.advanceTime(to: 1.1)
        #expect(states() == [.began])
        stage.up(80, 50, at: 1.2, finger: 2)  // any finger lifting ends it
        #expect(states() == [.began, .ended])
        stage.up(40, 50, at: 1.3, finger: 1)
        expectNoLeftovers(stage)
    }

    @Test("More fingers than required fail it")
    func tooManyFingers() {
        let (stage, press, states) = pressStage()
        stage.down(40, 50, at: 0, finger: 1)
        stage.down(80, 50, at: 0.1, finger: 2)
        #expect(press.state == .failed)
        stage.app.advanceTime(to: 1)
        stage.up(40, 50, at: 1, finger: 1)
        stage.up(80, 50, at: 1, finger: 2)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("With one tap required, a tap then a held press begins; a plain press does not")
    func tapThenPress() {
        let (stage, _, states) = pressStage { $0.numberOfTapsRequired = 1 }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.1)
        stage.down(50, 50, at: 0.3)
        stage.app.advanceTime(to: 0.79)
        #expect(states().isEmpty)
        stage.app.advanceTime(to: 0.8)
        #expect(states() == [.began])
        stage.up(50, 50, at: 0.9)
        #expect(states() == [.began, .ended])

        stage.down(50, 50, at: 2)
        stage.app.advanceTime(to: 4)
        stage.up(50, 50, at: 4)
        #expect(states() == [.began, .ended])
        expectNoLeftovers(stage)
    }

    @Test("With one tap required, a press that comes too late after the tap fails")
    func pressAfterTapTooLate() {
        let (stage, _, states) = pressStage { $0.numberOfTapsRequired = 1 }
        stage.down(50, 50, at: 0)
        stage.up(50, 50, at: 0.1)
        stage.down(50, 50, at: 0.1 + HitKitDefaults.multiTapInterval + 0.05)
        stage.app.advanceTime(to: 2)
        stage.up(50, 50, at: 2)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("Cancelling the touches cancels a press in progress")
    func cancelledAfterBegan() {
        let (stage, _, states) = pressStage()
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: 0.6)
        stage.app.cancelAllTouches()
        #expect(states() == [.began, .cancelled])
        expectNoLeftovers(stage)
    }

    @Test("A long press beats a tap on the same view; a quick tap still taps")
    func longPressAndTap() {
        let stage = GestureStage()
        var fired: [String] = []
        let tap = UITapGestureRecognizer { _ in fired.append("tap") }
        let press = UILongPressGestureRecognizer { fired.append("press \($0.state)") }
        stage.view.addGestureRecognizer(tap)
        stage.view.addGestureRecognizer(press)
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: 0.5)
        stage.up(50, 50, at: 0.6)
        #expect(fired == ["press began", "press ended"])
        stage.down(50, 50, at: 1)
        stage.up(50, 50, at: 1.1)
        #expect(fired == ["press began", "press ended", "tap"])
        expectNoLeftovers(stage)
    }

    @Test("EventGenerator's long press drives a long-press recognizer")
    func generatorLongPress() throws {
        let (stage, _, states) = pressStage()
        let generator = try EventGenerator(view: stage.view)
        try generator.fingerLongPress(at: stage.view)
        #expect(states() == [.began, .ended])
        try generator.assertNoLeftovers()
    }
}
