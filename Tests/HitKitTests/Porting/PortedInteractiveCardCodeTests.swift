import HitKit
import HitKitTesting
import Testing

// The interactive card of public UIKit code, compiled with `import HitKit` only: a pan pauses a
// UIViewPropertyAnimator and scrubs its fractionComplete, the release continues it, and a tap on
// the card while it moves reverses it. UIKit's selectors become method references.

private final class InteractiveCardController: UIViewController {
    enum CardState { case collapsed, expanded }

    let card = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 400))
    private(set) var state: CardState = .collapsed
    private(set) var runningAnimators: [UIViewPropertyAnimator] = []
    private(set) var log: [String] = []
    private var fractionAtStart: CGFloat = 0
    private let travel: CGFloat = 300

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.addSubview(card)
        // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: InteractiveCardController.handlePan))
        // UIKit: UITapGestureRecognizer(target: self, action: #selector(handleTap))
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: InteractiveCardController.handleTap))
    }

    private func animateTransitionIfNeeded(to target: CardState, duration: TimeInterval) {
        guard runningAnimators.isEmpty else { return }
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut) {
            switch target {
            case .expanded: self.card.frame.origin.y = 100
            case .collapsed: self.card.frame.origin.y = 400
            }
        }
        animator.addCompletion { position in
            if position == .end { self.state = target }
            self.runningAnimators.removeAll()
            self.log.append("finished at \(position == .end ? "end" : "start"), \(self.state)")
        }
        animator.startAnimation()
        runningAnimators.append(animator)
    }

    func handleTap() {
        if runningAnimators.isEmpty {
            animateTransitionIfNeeded(to: state == .expanded ? .collapsed : .expanded, duration: 1)
        } else {
            for animator in runningAnimators { animator.isReversed = !animator.isReversed }
        }
        log.append("tap")
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            animateTransitionIfNeeded(to: state == .expanded ? .collapsed : .expanded, duration: 1)
            for animator in runningAnimators { animator.pauseAnimation() }
            fractionAtStart = runningAnimators.first?.fractionComplete ?? 0
        case .changed:
            let translation = recognizer.translation(in: card)
            var fraction = -translation.y / travel
            if state == .expanded { fraction *= -1 }
            for animator in runningAnimators { animator.fractionComplete = fraction + fractionAtStart }
        case .ended:
            for animator in runningAnimators {
                animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            }
        default:
            break
        }
    }
}

@MainActor
@Suite("Ported interactive card with a property animator (Porting)")
struct PortedInteractiveCardCodeTests {
    @Test("Panning the card scrubs the paused animator; releasing continues it to the expanded state")
    func panScrubsThenContinues() throws {
        let controller = InteractiveCardController()
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerDown(at: CGPoint(x: 160, y: 450))
        try generator.fingerMove(to: CGPoint(x: 160, y: 300), duration: 0.2)
        let animator = try #require(controller.runningAnimators.first)
        #expect(animator.state == .active)
        #expect(!animator.isRunning)
        #expect(abs(animator.fractionComplete - 0.5) < 0.001)
        // Scrubbing is linear: the card is drawn half-way up, though its model frame is at the top.
        #expect(abs((controller.card.layer.presentation()?.frame.minY ?? 0) - 250) < 0.5)
        #expect(controller.card.frame.minY == 100)
        // Where it is drawn, the card takes the touch.
        #expect(controller.view.hitTest(CGPoint(x: 160, y: 260), with: nil) === controller.card)
        try generator.fingerUp()
        #expect(animator.isRunning)
        generator.wait(0.6)
        #expect(controller.state == .expanded)
        #expect(controller.log == ["finished at end, expanded"])
        try generator.assertNoLeftovers()
    }

    @Test("A tap on the card where it is drawn, mid-way, reverses the animator back to collapsed")
    func tapWhereDrawnReverses() throws {
        let controller = InteractiveCardController()
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: CGPoint(x: 160, y: 450))
        generator.wait(0.4)
        let drawn = try #require(controller.card.layer.presentation()?.frame)
        #expect(drawn.minY < 300)
        try generator.fingerTap(at: CGPoint(x: 160, y: drawn.minY + 20))
        #expect(controller.log == ["tap", "tap"])
        generator.wait(1)
        #expect(controller.state == .collapsed)
        #expect(controller.card.frame.minY == 400)
        #expect(controller.log.last == "finished at start, collapsed")
    }
}
