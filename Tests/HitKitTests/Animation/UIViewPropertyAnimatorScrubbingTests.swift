import Foundation
import Testing

@testable import HitKit

@MainActor
@Suite("UIViewPropertyAnimator scrubbing, timing and refusals")
struct UIViewPropertyAnimatorScrubbingTests {
    @Test("A paused animator scrubs linearly by default, along its curve when scrubsLinearly is false")
    func scrubbing() {
        let stage = AnimatorStage()
        let animator = stage.slide(curve: .easeIn)
        animator.fractionComplete = 0.3
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(abs(stage.drawnX - (50 + 210 * 0.3)) < 1e-9)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.3
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(abs(stage.drawnX - (50 + 210 * easeIn.progress(atTimeFraction: 0.3))) < 1e-9)
        animator.fractionComplete = .nan
        #expect(abs(animator.fractionComplete - 0.3) < 1e-12)
    }

    @Test("Setting fractionComplete on a running animator changes nothing, as in UIKit")
    func scrubbingWhileRunningIsIgnored() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        animator.startAnimation()
        stage.advance(0.2)
        animator.fractionComplete = 0.9
        #expect(abs(animator.fractionComplete - 0.2) < 1e-12)
    }

    @Test("A running ease-in-out animator's presentation follows the cubic curve at chosen times")
    func curveValues() {
        let stage = AnimatorStage()
        let animator = stage.slide(duration: 2, curve: .easeInOut)
        animator.startAnimation()
        let curve = UICubicTimingParameters(animationCurve: .easeInOut)
        for step in 1...7 {
            stage.advance(0.25)
            let fraction = Double(step) * 0.25 / 2
            #expect(abs(stage.drawnX - (50 + 210 * curve.progress(atTimeFraction: fraction))) < 1e-9)
        }
    }

    @Test("A damping-ratio spring animator's presentation follows the spring's closed form")
    func springValues() {
        let stage = AnimatorStage()
        let card = stage.card
        let animator = UIViewPropertyAnimator(duration: 1.5, dampingRatio: 0.4) { card.center.x = 260 }
        animator.startAnimation()
        let spring = UISpringTimingParameters(dampingRatio: 0.4)
        for step in 1...5 {
            stage.advance(0.2)
            let progress = spring.progress(atElapsed: Double(step) * 0.2, duration: 1.5)
            #expect(abs(stage.drawnX - (50 + 210 * progress)) < 1e-9)
        }
        stage.advance(1)
        #expect(animator.state == .inactive)
    }

    @Test(
        "continueAnimation after scrubbing runs the rest from the drawn value over the remaining fraction of the duration"
    )
    func continueAfterScrubbing() {
        let stage = AnimatorStage()
        let animator = stage.slide(duration: 2)
        let log = CompletionLog()
        animator.addCompletion(log.add("done"))
        animator.pauseAnimation()
        animator.fractionComplete = 0.6
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(animator.isRunning)
        #expect(abs(stage.drawnX - (50 + 210 * 0.6)) < 1e-9)
        stage.advance(0.79)
        #expect(log.entries.isEmpty)
        stage.advance(0.01)
        #expect(log.entries == ["done end"])
    }

    @Test("continueAnimation with a duration factor and new timing retimes the rest")
    func continueWithFactor() {
        let stage = AnimatorStage()
        let animator = stage.slide(duration: 1)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 4)
        stage.advance(1)
        #expect(abs(animator.fractionComplete - 0.75) < 1e-12)
        stage.advance(1)
        #expect(animator.state == .inactive)
    }

    @Test(
        "Setting isUserInteractionEnabled or isInterruptible on an active animator reports a diagnostic and changes nothing"
    )
    func flagsRefusedWhileActive() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        animator.isUserInteractionEnabled = false
        animator.isUserInteractionEnabled = true
        animator.startAnimation()
        let collected = diagnostics {
            animator.isUserInteractionEnabled = false
            animator.isInterruptible = false
        }
        #expect(collected.codes == [.invalidAnimatorOperation, .invalidAnimatorOperation])
        #expect(animator.isUserInteractionEnabled)
        #expect(animator.isInterruptible)
        stage.advance(1)
        let none = diagnostics { animator.isInterruptible = false }
        #expect(none.all.isEmpty)
        #expect(!animator.isInterruptible)
    }

    @Test("Calls UIKit raises on report a diagnostic and change nothing")
    func misuseIsReported() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        let finishing = diagnostics { animator.finishAnimation(at: .end) }
        #expect(finishing.codes == [.invalidAnimatorOperation])
        #expect(animator.state == .inactive)
        animator.startAnimation()
        animator.stopAnimation(false)
        let starting = diagnostics {
            animator.startAnimation()
            animator.pauseAnimation()
            animator.addAnimations {}
        }
        #expect(starting.codes == [.invalidAnimatorOperation, .invalidAnimatorOperation, .invalidAnimatorOperation])
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .end)

        let rigid = stage.slide()
        rigid.isInterruptible = false
        rigid.startAnimation()
        let interrupting = diagnostics {
            rigid.pauseAnimation()
            rigid.stopAnimation(true)
        }
        #expect(interrupting.codes == [.invalidAnimatorOperation, .invalidAnimatorOperation])
        #expect(rigid.isRunning)
    }

    @Test("Starting and pausing an animator a thousand times keeps at most one end timer, and stopping leaves nothing")
    func manyStartsAndPauses() {
        let stage = AnimatorStage()
        let animator = stage.slide()
        for _ in 0..<1_000 {
            animator.startAnimation()
            animator.pauseAnimation()
        }
        #expect(stage.app.clock.pendingTimerCount == 0)
        animator.startAnimation()
        #expect(stage.app.clock.pendingTimerCount == 1)
        animator.stopAnimation(true)
        #expect(stage.app.clock.pendingTimerCount == 0)
        #expect(stage.card.layer.presentationContributions.isEmpty)
    }
}
