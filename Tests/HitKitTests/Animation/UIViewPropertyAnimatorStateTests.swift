import Foundation
import Testing

@testable import HitKit

/// A window with a 100 × 100 card at the top left, animated 210 points to the right by a linear
/// one-second animator, and the journal of the animator's completions.
@MainActor
struct AnimatorStage {
    let app: UIApplication
    let window: UIWindow
    let background: UIView
    let card: UIView
    var positions: [UIViewAnimatingPosition] = []

    init() {
        app = UIApplication()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        background = UIView(frame: window.bounds)
        window.addSubview(background)
        card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        background.addSubview(card)
    }

    /// A linear animator moving the card's centre from (50, 50) to (260, 50).
    func slide(duration: TimeInterval = 1, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        let card = self.card
        return UIViewPropertyAnimator(duration: duration, curve: curve) { card.center = CGPoint(x: 260, y: 50) }
    }

    /// The x of the card's centre as drawn now.
    var drawnX: CGFloat { card.layer.presentation()?.position.x ?? .nan }

    func advance(_ interval: TimeInterval) { app.advanceTime(to: app.clock.now + interval) }
}

/// Records completion positions in order.
@MainActor
final class CompletionLog {
    var entries: [String] = []
    func add(_ name: String) -> (UIViewAnimatingPosition) -> Void {
        { [self] position in entries.append("\(name) \(position)") }
    }
}

@MainActor
@Suite("UIViewPropertyAnimator states")
struct UIViewPropertyAnimatorStateTests {
    @Test(
        "A new animator is inactive; started, it is active and running, the model is at the end at once and presentation moves"
    )
    func startRunsToTheEnd() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        let log = CompletionLog()
        animator.addCompletion(log.add("first"))
        animator.addCompletion(log.add("second"))
        #expect(animator.state == .inactive)
        #expect(!animator.isRunning)
        #expect(stage.card.center.x == 50)
        animator.startAnimation()
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(stage.card.center.x == 260)
        #expect(stage.drawnX == 50)
        stage.advance(0.25)
        #expect(animator.fractionComplete == 0.25)
        #expect(abs(stage.drawnX - (50 + 210 * 0.25)) < 1e-9)
        stage.advance(0.75)
        #expect(animator.state == .inactive)
        #expect(log.entries == ["first end", "second end"])
        #expect(stage.drawnX == 260)
        #expect(stage.card.layer.presentationContributions.isEmpty)
    }

    @Test("Pausing an inactive animator activates it paused at its start; the blocks have run")
    func pauseActivates() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        animator.pauseAnimation()
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(stage.card.center.x == 260)
        stage.advance(5)
        #expect(stage.drawnX == 50)
        #expect(animator.fractionComplete == 0)
        animator.startAnimation()
        stage.advance(0.5)
        #expect(abs(stage.drawnX - 155) < 1e-9)
    }

    @Test(
        "stopAnimation(false) leaves the animator stopped at the drawn values; finishAnimation(at: .current) keeps them and runs the completions"
    )
    func stopThenFinishAtCurrent() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        let log = CompletionLog()
        animator.addCompletion(log.add("done"))
        animator.startAnimation()
        stage.advance(0.4)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(!animator.isRunning)
        #expect(abs(stage.card.center.x - (50 + 210 * 0.4)) < 1e-9)
        #expect(stage.card.layer.presentationContributions.isEmpty)
        stage.advance(2)
        #expect(log.entries.isEmpty)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        #expect(log.entries == ["done current"])
        #expect(abs(stage.card.center.x - 134) < 1e-9)
    }

    @Test("finishAnimation(at:) puts the model at the start or the end")
    func finishAtStartOrEnd() {
        for (position, x) in [(UIViewAnimatingPosition.start, 50.0), (.end, 260.0)] {
            let stage = AnimatorStage()
            let animator = stage.slide()
            let log = CompletionLog()
            animator.addCompletion(log.add("done"))
            animator.startAnimation()
            stage.advance(0.3)
            animator.stopAnimation(false)
            animator.finishAnimation(at: position)
            #expect(stage.card.center.x == CGFloat(x))
            #expect(log.entries == ["done \(position)"])
        }
    }

    @Test("stopAnimation(true) makes the animator inactive at the drawn values and no completion ever runs")
    func stopWithoutFinishing() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        let log = CompletionLog()
        animator.addCompletion(log.add("done"))
        animator.startAnimation()
        stage.advance(0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(stage.card.center.x - 155) < 1e-9)
        stage.advance(3)
        #expect(log.entries.isEmpty)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test("Reversed mid-way, the animator returns to the start, restores the start values and completes at .start")
    func reversing() {
        let stage = AnimatorStage()
        let animator = stage.slide(duration: 2)
        let log = CompletionLog()
        animator.addCompletion(log.add("done"))
        animator.startAnimation()
        stage.advance(0.5)
        animator.isReversed = true
        #expect(animator.isReversed)
        stage.advance(0.25)
        #expect(abs(animator.fractionComplete - 0.125) < 1e-12)
        #expect(abs(stage.drawnX - (50 + 210 * 0.125)) < 1e-9)
        stage.advance(0.25)
        #expect(animator.state == .inactive)
        #expect(log.entries == ["done start"])
        #expect(stage.card.center.x == 50)
    }

    @Test("With pausesOnCompletion the animator stays active and paused at the end, and runs no completion")
    func pausesOnCompletion() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        let log = CompletionLog()
        animator.addCompletion(log.add("done"))
        animator.pausesOnCompletion = true
        animator.startAnimation()
        stage.advance(2)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(log.entries.isEmpty)
        animator.isReversed = true
        animator.startAnimation()
        stage.advance(0.5)
        #expect(abs(stage.drawnX - 155) < 1e-9)
    }

    @Test("Completions run in the order added, the running animator's own first")
    func runningAnimatorCompletionOrder() {
        let stage = AnimatorStage()
        let log = CompletionLog()
        let card = stage.card
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: [.curveLinear], animations: { card.alpha = 0.5 },
            completion: log.add("given"))
        animator.addCompletion(log.add("added"))
        #expect(animator.state == .active)
        #expect(animator.isRunning)
        #expect(animator.delay == 0.5)
        stage.advance(0.5)
        #expect(card.layer.presentation()?.opacity == 1)
        stage.advance(0.5)
        #expect(abs(Double(card.layer.presentation()?.opacity ?? 0) - 0.75) < 1e-6)
        stage.advance(0.5)
        #expect(log.entries == ["given end", "added end"])
    }

    @Test("An animator can run again after it finished, with new animations")
    func reuse() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        animator.startAnimation()
        stage.advance(1)
        let card = stage.card
        animator.addAnimations { card.center = CGPoint(x: 50, y: 50) }
        animator.startAnimation()
        stage.advance(0.5)
        #expect(abs(stage.drawnX - 155) < 1e-9)
        stage.advance(0.5)
        #expect(animator.state == .inactive)
        #expect(stage.card.center.x == 50)
    }

    @Test("Animations added to a running animator with a delay factor start later and end with it")
    func addAnimationsWithDelayFactor() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        animator.startAnimation()
        stage.advance(0.2)
        let card = stage.card
        animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
        #expect(card.alpha == 0)
        stage.advance(0.3)
        #expect(card.layer.presentation()?.opacity == 1)
        stage.advance(0.3)
        #expect(abs(Double(card.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        stage.advance(0.2)
        #expect(animator.state == .inactive)
        #expect(card.layer.presentation()?.opacity == 0)
    }
}
