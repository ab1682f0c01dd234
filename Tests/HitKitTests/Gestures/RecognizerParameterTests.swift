import Foundation
import Testing

@testable import HitKit

/// Out-of-range parameters of the built-in recognizers behave sanely, never as a stuck or instant
/// gesture: counts below their minimum count as that minimum, a NaN takes the default, a negative
/// distance or duration counts as 0, and an infinite one as "never".
@MainActor
@Suite("Recognizer parameters")
struct RecognizerParameterTests {
    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    /// A stage with `recognizer` on its view, recording the states its action sees.
    private func stage(
        with recognizer: UIGestureRecognizer
    ) -> (GestureStage, () -> [UIGestureRecognizer.State]) {
        let stage = GestureStage()
        var states: [UIGestureRecognizer.State] = []
        recognizer.addTarget { states.append($0.state) }
        stage.view.addGestureRecognizer(recognizer)
        return (stage, { states })
    }

    @Test("A pan with minimumNumberOfTouches 0 pans with one finger and ends when it lifts")
    func panMinimumBelowOne() {
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 0
        let (stage, states) = stage(with: pan)
        stage.down(50, 50, at: 0)
        stage.move(80, 50, at: 0.02)
        stage.up(80, 50, at: 0.04)
        #expect(states() == [.began, .ended])
        expectNoLeftovers(stage)
    }

    @Test("A pan whose maximumNumberOfTouches is below its minimum never begins")
    func panMaximumBelowMinimum() {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 0
        let (stage, states) = stage(with: pan)
        stage.down(50, 50, at: 0)
        stage.move(120, 50, at: 0.05)
        stage.up(120, 50, at: 0.1)
        #expect(states().isEmpty)
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
        expectNoLeftovers(stage)
    }

    @Test("A long press with a negative minimumPressDuration begins as soon as the clock moves")
    func negativePressDuration() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = -1
        let (stage, states) = stage(with: press)
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: 0.001)
        #expect(states() == [.began])
        stage.up(50, 50, at: 0.1)
        #expect(states() == [.began, .ended])
        expectNoLeftovers(stage)
    }

    @Test("A long press with an infinite minimumPressDuration never begins and schedules no timer")
    func infinitePressDuration() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = .infinity
        let (stage, states) = stage(with: press)
        stage.down(50, 50, at: 0)
        #expect(stage.app.clock.pendingTimerCount == 0)
        stage.app.advanceTime(to: 100)
        #expect(states().isEmpty)
        stage.up(50, 50, at: 100)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A long press with a NaN minimumPressDuration waits the default duration")
    func nanPressDuration() {
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = .nan
        let (stage, states) = stage(with: press)
        stage.down(50, 50, at: 0)
        stage.app.advanceTime(to: HitKitDefaults.longPressMinimumPressDuration - 0.01)
        #expect(states().isEmpty)
        stage.app.advanceTime(to: HitKitDefaults.longPressMinimumPressDuration)
        #expect(states() == [.began])
        stage.up(50, 50, at: 1)
        expectNoLeftovers(stage)
    }

    @Test("A long press with a negative allowableMovement fails at the first movement; NaN allows the default")
    func pressAllowableMovement() {
        let strict = UILongPressGestureRecognizer()
        strict.allowableMovement = -5
        let (stage, states) = stage(with: strict)
        stage.down(50, 50, at: 0)
        stage.move(51, 50, at: 0.1)
        stage.app.advanceTime(to: 1)
        #expect(states().isEmpty)
        stage.up(51, 50, at: 1)

        let lenient = UILongPressGestureRecognizer()
        lenient.allowableMovement = .nan
        let (other, otherStates) = self.stage(with: lenient)
        other.down(50, 50, at: 0)
        other.move(50 + HitKitDefaults.longPressAllowableMovement + 1, 50, at: 0.1)
        other.app.advanceTime(to: 1)
        #expect(otherStates().isEmpty)  // NaN is the default 10 points: 11 points is too far
        other.up(61, 50, at: 1)
        expectNoLeftovers(other)
    }

    @Test("Touch counts below 1 count as 1: a one-finger tap, press and swipe recognize")
    func touchCountsBelowOne() {
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 0
        tap.numberOfTapsRequired = 0
        let (tapStage, tapStates) = stage(with: tap)
        tapStage.down(50, 50, at: 0)
        tapStage.up(50, 50, at: 0.05)
        #expect(tapStates() == [.ended])
        expectNoLeftovers(tapStage)

        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = -1
        press.numberOfTapsRequired = -2
        let (pressStage, pressStates) = stage(with: press)
        pressStage.down(50, 50, at: 0)
        pressStage.app.advanceTime(to: 0.6)
        pressStage.up(50, 50, at: 0.7)
        #expect(pressStates() == [.began, .ended])
        expectNoLeftovers(pressStage)

        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 0
        let (swipeStage, swipeStates) = stage(with: swipe)
        swipeStage.down(20, 100, at: 0)
        swipeStage.move(100, 100, at: 0.05)
        swipeStage.up(100, 100, at: 0.06)
        #expect(swipeStates() == [.ended])
        expectNoLeftovers(swipeStage)
    }
}
