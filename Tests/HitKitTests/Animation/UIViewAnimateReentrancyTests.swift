import Foundation
import Testing

@testable import HitKit

/// Completions that start animations while a block is replacing animations (found by the chaos
/// suite's animating worlds).
@MainActor
@Suite("UIView animations started from completions that run during a replacement")
struct UIViewAnimateReentrancyTests {
    @Test("A completion re-animating while beginFromCurrentState replaces its animation keeps the new one")
    func reanimationDuringReplacementSurvives() {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { finished in
                log.append("first \(finished)")
                UIView.animate(withDuration: 1, animations: { view.center.x += 10 }) { log.append("again \($0)") }
            })
        stage.app.clock.advance(to: 0.5)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 0 }, completion: { log.append("replacing \($0)") })
        #expect(log == ["first false"])
        stage.app.clock.advance(to: 3)
        #expect(log.sorted() == ["again true", "first false", "replacing true"])
        #expect(view.layer.presentation()!.position.x == view.center.x)
        #expect(stage.app.clock.pendingTimerCount == 0)
    }

    @Test(
        "removeAllAnimations stops every animation with false, even when a completion moves the clock past another's end"
    )
    func removeAllIsOneRemoval() {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, animations: { view.alpha = 0.5 },
            completion: { finished in
                log.append("alpha \(finished)")
                stage.app.advanceTime(to: 5)
            })
        UIView.animate(
            withDuration: 1, animations: { view.center.x = 200 }, completion: { log.append("center \($0)") })
        stage.app.clock.advance(to: 0.5)
        view.layer.removeAllAnimations()
        #expect(log == ["alpha false", "center false"])
        #expect(stage.app.clock.now == 5)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test(
        "beginFromCurrentState replaces every animation of the property with false, even when a completion moves the clock on"
    )
    func replacementIsOneRemoval() {
        let stage = CoreStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.window.addSubview(view)
        var log: [String] = []
        UIView.animate(
            withDuration: 1, animations: { view.center.x = 150 },
            completion: { finished in
                log.append("first \(finished)")
                stage.app.advanceTime(to: 5)
            })
        UIView.animate(
            withDuration: 1, animations: { view.center.x = 200 }, completion: { log.append("second \($0)") })
        stage.app.clock.advance(to: 0.5)
        UIView.animate(withDuration: 0, delay: 0, options: .beginFromCurrentState, animations: { view.center.x = 0 })
        #expect(log == ["first false", "second false"])
        #expect(view.layer.presentation()!.position.x == 0)
    }
}
