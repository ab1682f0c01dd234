import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("UIPanGestureRecognizer")
struct UIPanGestureRecognizerTests {
    /// A stage with a pan on its view, recording the states its action sees.
    private func panStage(configure: (UIPanGestureRecognizer) -> Void = { _ in }) -> (
        GestureStage, UIPanGestureRecognizer, () -> [UIGestureRecognizer.State]
    ) {
        let stage = GestureStage()
        let pan = UIPanGestureRecognizer()
        configure(pan)
        var states: [UIGestureRecognizer.State] = []
        pan.addTarget { states.append($0.state) }
        stage.view.addGestureRecognizer(pan)
        return (stage, pan, { states })
    }

    /// Moves finger 1 along `position(t)` once every `step` seconds from `start` to `end`.
    private func drag(
        on stage: GestureStage, from start: TimeInterval, to end: TimeInterval, step: TimeInterval = 1.0 / 60,
        finger: Int = 1, _ position: (TimeInterval) -> CGPoint
    ) {
        var time = start + step
        while time <= end + 1e-9 {
            let point = position(time)
            stage.move(point.x, point.y, at: time, finger: finger)
            time += step
        }
    }

    private func expectNoLeftovers(_ stage: GestureStage) {
        #expect(stage.app.undecidedGestureRecognizers.isEmpty)
        #expect(stage.app.activeTouches.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("Defaults are one finger at least and no maximum")
    func defaults() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1)
        #expect(pan.maximumNumberOfTouches == Int.max)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
    }

    @Test("It begins past the start distance, with the translation from touch-down; the view is cancelled")
    func beginsPastStartDistance() {
        let (stage, pan, states) = panStage()
        var translations: [CGPoint] = []
        pan.addTarget { translations.append(($0 as! UIPanGestureRecognizer).translation(in: stage.view)) }
        stage.down(50, 50, at: 0)
        stage.move(55, 50, at: 0.02)
        stage.move(50 + HitKitDefaults.panStartDistance, 50, at: 0.04)
        #expect(states().isEmpty)  // exactly the start distance is not past it
        stage.move(62, 50, at: 0.06)
        #expect(states() == [.began])
        stage.move(70, 55, at: 0.08)
        stage.up(70, 55, at: 0.1)
        #expect(states() == [.began, .changed, .ended])
        #expect(translations == [CGPoint(x: 12, y: 0), CGPoint(x: 20, y: 5), CGPoint(x: 20, y: 5)])
        #expect(stage.log.entries == ["view began", "view moved", "view moved", "view cancelled"])
        #expect(pan.state == .possible)
        expectNoLeftovers(stage)
    }

    @Test("Lifting before it began fails it; the view gets its whole touch")
    func liftBeforeBeginningFails() {
        let (stage, _, states) = panStage()
        stage.down(50, 50, at: 0)
        stage.move(55, 52, at: 0.05)
        stage.up(55, 52, at: 0.1)
        #expect(states().isEmpty)
        #expect(stage.log.entries == ["view began", "view moved", "view ended"])
        expectNoLeftovers(stage)
    }

    @Test("Translation and velocity are given in the view's coordinates, through its transform")
    func translationInScaledView() {
        let (stage, pan, _) = panStage()
        stage.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        var inView = CGPoint.zero
        var inWindow = CGPoint.zero
        var velocityInView = CGPoint.zero
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            inView = pan.translation(in: stage.view)
            inWindow = pan.translation(in: nil)
            velocityInView = pan.velocity(in: stage.view)
        }
        stage.down(100, 100, at: 0)
        stage.move(140, 120, at: 0.02)
        #expect(inWindow == CGPoint(x: 40, y: 20))
        #expect(inView == CGPoint(x: 20, y: 10))
        #expect(abs(velocityInView.x - 1000) < 1e-6 && abs(velocityInView.y - 500) < 1e-6)
        stage.up(140, 120, at: 0.1)
    }

    @Test("setTranslation sets the translation that later movement adds to")
    func setTranslation() {
        let (stage, pan, _) = panStage()
        var seen: [CGPoint] = []
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        stage.down(50, 50, at: 0)
        stage.move(70, 50, at: 0.02)
        stage.move(75, 53, at: 0.04)
        stage.move(75, 60, at: 0.06)
        stage.up(75, 60, at: 0.08)
        #expect(seen == [CGPoint(x: 20, y: 0), CGPoint(x: 5, y: 3), CGPoint(x: 0, y: 7), .zero])
        pan.setTranslation(CGPoint(x: 3, y: 4), in: nil)
        #expect(pan.translation(in: nil) == CGPoint(x: 3, y: 4))
    }

    @Test("Velocity at the end of a constant-speed drag is that speed")
    func constantVelocity() {
        let (stage, pan, _) = panStage()
        var endVelocity = CGPoint.zero
        pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        stage.down(20, 100, at: 0)
        drag(on: stage, from: 0, to: 0.2) { t in CGPoint(x: 20 + 600 * t, y: 100 - 150 * t) }
        stage.up(140, 70, at: 0.2 + 1.0 / 60)
        #expect(abs(endVelocity.x - 600) < 1)
        #expect(abs(endVelocity.y + 150) < 1)
    }

    @Test("Velocity follows an accelerating drag to its final speed")
    func acceleratingVelocity() {
        let (stage, pan, _) = panStage()
        var velocities: [CGFloat] = []
        pan.addTarget { velocities.append(($0 as! UIPanGestureRecognizer).velocity(in: nil).x) }
        let acceleration: CGFloat = 4000
        stage.down(10, 100, at: 0)
        drag(on: stage, from: 0, to: 0.25, step: 0.01) { t in CGPoint(x: 10 + acceleration * t * t / 2, y: 100) }
        let finalSpeed = acceleration * 0.25
        #expect(abs(velocities.last! - finalSpeed) < finalSpeed * 0.01)
        #expect(velocities == velocities.sorted())  // speeding up all the way
        stage.up(10 + acceleration * 0.25 * 0.25 / 2, 100, at: 0.26)
    }

    @Test("A finger that rests before lifting ends with no velocity")
    func restBeforeLift() {
        let (stage, pan, _) = panStage()
        var endVelocity = CGPoint(x: 1, y: 1)
        pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        stage.down(20, 100, at: 0)
        drag(on: stage, from: 0, to: 0.1, step: 0.01) { t in CGPoint(x: 20 + 500 * t, y: 100) }
        stage.up(70, 100, at: 0.3)
        #expect(endVelocity == .zero)
    }

    @Test("With two fingers required, one finger never pans; two do; lifting one ends it")
    func minimumTwoFingers() {
        let (stage, _, states) = panStage { $0.minimumNumberOfTouches = 2 }
        stage.down(40, 40, at: 0, finger: 1)
        stage.move(80, 40, at: 0.05, finger: 1)
        #expect(states().isEmpty)
        stage.down(40, 80, at: 0.1, finger: 2)
        stage.move(100, 40, at: 0.15, finger: 1)  // the centroid moves 10: not past the start distance
        #expect(states().isEmpty)
        stage.app.send([
            PointerSample(pointerID: 1, phase: .move, location: CGPoint(x: 105, y: 40), timestamp: 0.2),
            PointerSample(pointerID: 2, phase: .move, location: CGPoint(x: 45, y: 80), timestamp: 0.2),
        ])
        #expect(states() == [.began])
        stage.up(105, 40, at: 0.25, finger: 1)
        #expect(states() == [.began, .ended])
        stage.up(45, 80, at: 0.3, finger: 2)
        expectNoLeftovers(stage)
    }

    @Test("With at most one finger, two fingers moving do not begin it")
    func maximumOneFinger() {
        let (stage, _, states) = panStage { $0.maximumNumberOfTouches = 1 }
        stage.down(40, 40, at: 0, finger: 1)
        stage.down(40, 80, at: 0, finger: 2)
        stage.move(90, 40, at: 0.05, finger: 1)
        stage.move(90, 80, at: 0.05, finger: 2)
        #expect(states().isEmpty)
        stage.up(90, 40, at: 0.1, finger: 1)
        stage.up(90, 80, at: 0.1, finger: 2)
        #expect(states().isEmpty)
        expectNoLeftovers(stage)
    }

    @Test("A second finger joining mid-pan does not make the translation jump")
    func fingerJoiningKeepsTranslation() {
        let (stage, pan, _) = panStage()
        stage.down(40, 40, at: 0, finger: 1)
        stage.move(70, 40, at: 0.05, finger: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        stage.down(100, 100, at: 0.1, finger: 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        stage.move(80, 40, at: 0.15, finger: 1)
        stage.move(110, 100, at: 0.15, finger: 2)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        stage.up(80, 40, at: 0.2, finger: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 40, y: 0))
        #expect(pan.state == .changed)
        stage.up(110, 100, at: 0.25, finger: 2)
        expectNoLeftovers(stage)
    }

    @Test("Cancelled touches cancel a pan in progress")
    func cancelled() {
        let (stage, _, states) = panStage()
        stage.down(40, 40, at: 0)
        stage.move(80, 40, at: 0.05)
        stage.app.cancelAllTouches()
        #expect(states() == [.began, .cancelled])
        expectNoLeftovers(stage)
    }

    @Test("A pan and a tap on one view: a short drag (within the tap's tolerance) pans, a tap taps")
    func panBeatsTapOnDrag() {
        let stage = GestureStage()
        var fired: [String] = []
        stage.view.addGestureRecognizer(UITapGestureRecognizer { _ in fired.append("tap") })
        stage.view.addGestureRecognizer(UIPanGestureRecognizer { fired.append("pan \($0.state)") })
        stage.down(50, 50, at: 0)
        stage.move(80, 50, at: 0.05)
        stage.up(80, 50, at: 0.1)
        stage.down(50, 50, at: 1)
        stage.up(50, 50, at: 1.05)
        #expect(fired == ["pan began", "pan ended", "tap"])
        expectNoLeftovers(stage)
    }

    @Test("EventGenerator's drag drives a pan, ending with the drag's speed")
    func generatorDrag() throws {
        let (stage, pan, states) = panStage()
        var endVelocity = CGPoint.zero
        pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
        let generator = try EventGenerator(view: stage.view)
        try generator.fingerDrag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 170, y: 120), duration: 0.25)
        #expect(states().first == .began)
        #expect(states().last == .ended)
        #expect(abs(endVelocity.x - 600) < 1)
        #expect(abs(endVelocity.y - 400) < 1)
        try generator.assertNoLeftovers()
    }
}
