import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UISwipeGestureRecognizer")
struct UISwipeGestureRecognizerTests {
    /// A stage with a swipe on its view, recording the states its action sees.
    private func swipeStage(configure: (UISwipeGestureRecognizer) -> Void = { _ in }) -> (
        GestureStage, UISwipeGestureRecognizer, () -> [UIGestureRecognizer.State]
    ) {
        let stage = GestureStage()
        let swipe = UISwipeGestureRecognizer()
        configure(swipe)
        var states: [UIGestureRecognizer.State] = []
        swipe.addTarget { states.append($0.state) }
        stage.view.addGestureRecognizer(swipe)
        return (stage, swipe, { states })
    }

    /// One finger from `start` by `offset`, in `steps` equal moves over `duration`, then lifted.
    private func stroke(
        on stage: GestureStage, from start: CGPoint, by offset: CGPoint, over duration: TimeInterval,
        steps: Int = 5, at time: TimeInterval = 0
    ) {
        stage.down(start.x, start.y, at: time)
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            stage.move(
                start.x + offset.x * fraction, start.y + offset.y * fraction,
                at: time + duration * Double(fraction))
        }
        stage.up(start.x + offset.x, start.y + offset.y, at: time + duration + 0.01)
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("Defaults are a one-finger swipe to the right")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test("A quick swipe right recognizes once, mid-move, and cancels the view's touch")
    func quickSwipeRight() {
        let (stage, swipe, states) = swipeStage()
        var startInView = CGPoint.zero
        swipe.addTarget { startInView = $0.location(in: stage.view) }
        stage.down(20, 100, at: 0)
        stage.move(45, 100, at: 0.03)
        #expect(states().isEmpty)
        stage.move(20 + HitKitDefaults.swipeMinimumDistance + 5, 102, at: 0.06)
        #expect(states() == [.ended])
        #expect(startInView == CGPoint(x: 20, y: 100))  // where the swipe started
        stage.up(80, 102, at: 0.08)
        #expect(stage.log.entries == ["view began", "view moved", "view cancelled"])
        expectNoLeftovers(stage)
    }

    @Test("A swipe the other way fails; the view's touch ends normally")
    func wrongDirectionFails() {
        let (stage, swipe, states) = swipeStage()
        stroke(on: stage, from: CGPoint(x: 150, y: 100), by: CGPoint(x: -100, y: 0), over: 0.1)
        #expect(states().isEmpty)
        #expect(stage.log.entries.last == "view ended")
        #expect(swipe.state == .possible)
        expectNoLeftovers(stage)
    }

    @Test("direction accepts any of several directions, and only those")
    func severalDirections() {
        let (stage, _, states) = swipeStage { $0.direction = [.left, .up] }
        stroke(on: stage, from: CGPoint(x: 100, y: 150), by: CGPoint(x: 0, y: -90), over: 0.1)
        #expect(states() == [.ended])
        stroke(on: stage, from: CGPoint(x: 150, y: 100), by: CGPoint(x: -90, y: 0), over: 0.1, at: 1)
        #expect(states() == [.ended, .ended])
        stroke(on: stage, from: CGPoint(x: 20, y: 100), by: CGPoint(x: 90, y: 0), over: 0.1, at: 2)
        stroke(on: stage, from: CGPoint(x: 100, y: 20), by: CGPoint(x: 0, y: 90), over: 0.1, at: 3)
        #expect(states() == [.ended, .ended])
        expectNoLeftovers(stage)
    }

    @Test("A slow swipe needs less distance than a fast one")
    func slowSwipeNeedsLessDistance() {
        let (stage, _, states) = swipeStage()
        // 30 points straight right: too short at once …
        stage.down(20, 100, at: 0)
        stage.move(50, 100, at: 0.02)
        #expect(states().isEmpty)
        stage.up(50, 100, at: 0.04)
        #expect(states().isEmpty)
        // … enough after 0.45 s, when the distance needed has fallen to 27.5 points.
        stage.down(20, 100, at: 1)
        stage.move(30, 100, at: 1.2)
        stage.move(50, 100, at: 1.45)
        #expect(states() == [.ended])
        stage.up(50, 100, at: 1.47)
        expectNoLeftovers(stage)
    }

    @Test("A fast swipe may drift sideways more than a slow one")
    func deviationAllowanceFalls() {
        let (stage, _, states) = swipeStage()
        // 60 right, 50 down (ratio 0.83): accepted fast …
        stroke(on: stage, from: CGPoint(x: 20, y: 20), by: CGPoint(x: 60, y: 50), over: 0.04, steps: 1)
        #expect(states() == [.ended])
        // … but not after 0.45 s (ratio allowed 0.55); going down that far fails it instead.
        stage.down(20, 20, at: 1)
        stage.move(30, 25, at: 1.2)
        stage.move(80, 70, at: 1.45)
        #expect(states() == [.ended])
        stage.up(80, 70, at: 1.47)
        expectNoLeftovers(stage)
    }

    @Test("A swipe slower than the maximum duration fails on the clock")
    func tooSlowFails() {
        let (stage, swipe, states) = swipeStage()
        stage.down(20, 100, at: 0)
        stage.move(30, 100, at: 0.3)
        stage.app.advanceTime(to: HitKitDefaults.swipeMaximumDuration)
        #expect(swipe.state == .failed)
        stage.move(120, 100, at: 0.6)
        stage.up(120, 100, at: 0.62)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A two-finger swipe needs both fingers; one finger alone fails at the lift")
    func twoFingerSwipe() {
        let (stage, swipe, states) = swipeStage { $0.numberOfTouchesRequired = 2 }
        stroke(on: stage, from: CGPoint(x: 20, y: 100), by: CGPoint(x: 90, y: 0), over: 0.1)
        #expect(states().isEmpty)
        var start = CGPoint.zero
        swipe.addTarget { start = $0.location(in: nil) }
        stage.down(20, 60, at: 1, finger: 1)
        stage.down(20, 100, at: 1.01, finger: 2)
        stage.app.send([
            PointerSample(pointerID: 1, phase: .move, location: CGPoint(x: 90, y: 60), timestamp: 1.05),
            PointerSample(pointerID: 2, phase: .move, location: CGPoint(x: 90, y: 100), timestamp: 1.05),
        ])
        #expect(states() == [.ended])
        #expect(start == CGPoint(x: 20, y: 80))
        stage.up(90, 60, at: 1.1, finger: 1)
        stage.up(90, 100, at: 1.1, finger: 2)
        expectNoLeftovers(stage)
    }

    @Test("Cancelled touches fail the swipe")
    func cancelledFails() {
        let (stage, _, states) = swipeStage()
        stage.down(20, 100, at: 0)
        stage.app.cancelAllTouches()
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("EventGenerator's quick drag is a swipe")
    func generatorSwipe() throws {
        let (stage, _, states) = swipeStage { $0.direction = .down }
        let generator = try EventGenerator(view: stage.view)
        try generator.fingerDrag(from: CGPoint(x: 100, y: 20), to: CGPoint(x: 110, y: 150), duration: 0.1)
        #expect(states() == [.ended])
        try generator.assertNoLeftovers()
    }
}
