import HitKit
import HitKitTesting
import Testing

// UIKit-style property animator code in the Swift 5 language mode: a drawer whose pan scrubs a
// paused animator and whose release continues it, with completions that read the final position.

final class DrawerController: UIViewController {
    let drawer = UIView(frame: CGRect(x: 0, y: 380, width: 320, height: 300))
    var animator: UIViewPropertyAnimator?
    var positions: [UIViewAnimatingPosition] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.addSubview(drawer)
        drawer.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DrawerController.dragged))
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 1) {
                self.drawer.transform = CGAffineTransform(translationX: 0, y: -200)
            }
            animator.addCompletion { [weak self] position in self?.positions.append(position) }
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            animator?.fractionComplete = max(0, -pan.translation(in: view).y / 200)
        case .ended, .cancelled:
            animator?.isReversed = (animator?.fractionComplete ?? 0) < 0.3
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

@MainActor
@Suite("Property animators in the Swift 5 language mode")
struct Swift5PropertyAnimatorTests {
    @Test("A drawer dragged past a third opens; one dragged a little falls back to where it was")
    func drawerOpensOrFallsBack() throws {
        let opened = DrawerController()
        var generator = try EventGenerator(view: opened.view)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 300), duration: 0.2)
        generator.wait(1)
        #expect(opened.positions == [.end])
        #expect(opened.drawer.transform.ty == -200)

        let closed = DrawerController()
        generator = try EventGenerator(view: closed.view)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 420), to: CGPoint(x: 160, y: 390), duration: 0.2)
        generator.wait(1)
        #expect(closed.positions == [.start])
        #expect(closed.drawer.transform == .identity)
    }
}
