import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("Hit-testing views animated by property animators, indexed and plain")
struct PropertyAnimatorDifferentialTests {
    /// A canvas of small siblings, past the spatial index's threshold, a fifth of them moved by
    /// property animators in every hit-testing mode: running, paused and scrubbed, manual, ignoring
    /// touches, not interruptible.
    private func canvas(seed: UInt64, views: Int = 400) -> (UIApplication, UIWindow, [UIViewPropertyAnimator]) {
        var random = ChaosRandom(seed: seed)
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600), application: application)
        window.makeKeyAndVisible()
        var animators: [UIViewPropertyAnimator] = []
        for index in 0..<views {
            let view = UIView(
                frame: CGRect(x: random.double(0...580), y: random.double(0...580), width: 20, height: 20))
            window.addSubview(view)
            guard index % 5 == 0 else { continue }
            let target = CGPoint(x: random.double(0...600), y: random.double(0...600))
            let angle = random.double(0...3)
            let animator = UIViewPropertyAnimator(duration: 2, curve: .easeInOut) {
                view.center = target
                view.transform = CGAffineTransform(rotationAngle: angle)
            }
            switch index % 25 {
            case 5: animator.isManualHitTestingEnabled = true
            case 10: animator.isUserInteractionEnabled = false
            case 15: animator.isInterruptible = false
            default: break
            }
            if index % 3 == 0 {
                animator.fractionComplete = random.double(0...1)
            } else {
                animator.startAnimation()
            }
            animators.append(animator)
        }
        return (application, window, animators)
    }

    @Test("The indexed walk, the traced walk and the plain reverse walk agree while animators move views")
    func walksAgree() {
        for seed in 0..<UInt64(2) {
            let (application, window, _) = canvas(seed: 40 + seed)
            var random = ChaosRandom(seed: 90 + seed)
            for step in 0..<6 {
                application.advanceTime(to: application.clock.now + 0.2)
                for _ in 0..<40 {
                    let point = CGPoint(x: random.double(0...600), y: random.double(0...600))
                    let fast = window.hitTest(point, with: nil)
                    let plain = referenceHitTest(window, point)
                    #expect(fast === plain, "seed \(seed), step \(step), point \(point)")
                    if fast !== plain { return }
                }
                #expect(window.spatialIndex != nil)
            }
            let recorder = TraceRecorder(application: application)
            for _ in 0..<40 {
                let point = CGPoint(x: random.double(0...600), y: random.double(0...600))
                #expect(window.hitTest(point, with: nil) === referenceHitTest(window, point))
            }
            recorder.stop()
        }
    }

    @Test("Thousands of animators started, scrubbed and stopped leave no hit-testing record and no timer")
    func thousandsOfAnimators() {
        let (application, window, animators) = canvas(seed: 7, views: 2_000)
        var more: [UIViewPropertyAnimator] = []
        for view in window.subviews {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
            animator.startAnimation()
            more.append(animator)
        }
        #expect(animators.count + more.count == 2_400)
        for animator in animators + more where animator.state == .active {
            // A paused animator that cannot be stopped is run to its end instead.
            if animator.isInterruptible { animator.stopAnimation(true) } else { animator.startAnimation() }
        }
        application.advanceTime(to: application.clock.now + 3)
        #expect(application.clock.pendingTimerCount == 0)
        #expect(window.subviews.allSatisfy { $0.animatorHitTesting.whereDrawn == 0 })
        #expect(window.subviews.allSatisfy { $0.animatorHitTesting.ignoresTouches == 0 })
        #expect(window.subviews.allSatisfy { $0.layer.presentationContributions.isEmpty })
    }
}
