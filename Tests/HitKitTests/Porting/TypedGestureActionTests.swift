import HitKit
import HitKitTesting
import Testing

// Public UIKit code's gesture action methods mostly take the recognizer's own class, or nothing:
//     let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
//     @objc func handlePan(_ recognizer: UIPanGestureRecognizer) { … recognizer.translation(in: view) … }
// Ported, with `import HitKit` only, the selector becomes a method reference.

private final class DraggableCardController: UIViewController {
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    private(set) var log: [String] = []
    private var startCenter = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        view.addSubview(card)
        // UIKit: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: DraggableCardController.handlePan))
        // UIKit: UITapGestureRecognizer(target: self, action: #selector(cardTapped))
        let tap = UITapGestureRecognizer(target: self, action: DraggableCardController.cardTapped)
        // UIKit: tap.addTarget(self, action: #selector(anyGesture(_:)))
        tap.addTarget(self, action: DraggableCardController.anyGesture)
        card.addGestureRecognizer(tap)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            startCenter = card.center
        case .changed, .ended:
            let translation = recognizer.translation(in: view)
            card.center = CGPoint(x: startCenter.x + translation.x, y: startCenter.y + translation.y)
        default:
            break
        }
        log.append("pan \(recognizer.state)")
    }

    func cardTapped() { log.append("tapped") }

    func anyGesture(_ recognizer: UIGestureRecognizer) { log.append("gesture \(recognizer.state)") }
}

@MainActor
@Suite("Typed target–action for gesture recognizers (Porting)")
struct TypedGestureActionTests {
    @Test("An action method taking UIPanGestureRecognizer reads its translation; the card follows the finger")
    func panActionTakesItsOwnClass() throws {
        let controller = DraggableCardController()
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerDrag(from: CGPoint(x: 70, y: 70), to: CGPoint(x: 170, y: 120), duration: 0.2)
        #expect(controller.card.center == CGPoint(x: 170, y: 120))
        #expect(controller.log.first == "pan began")
        #expect(controller.log.last == "pan ended")
        try generator.assertNoLeftovers()
    }

    @Test("Action methods taking nothing, or a superclass of the recognizer, run on a tap, in the order added")
    func noArgumentAndSuperclassActionsRun() throws {
        let controller = DraggableCardController()
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: controller.card)
        #expect(controller.log == ["tapped", "gesture ended"])
        try generator.assertNoLeftovers()
    }

    @Test("removeTarget(_:action:) stops the target's actions; a nil target stops those of every target of the type")
    func removeTargetAction() throws {
        let controller = DraggableCardController()
        let generator = try EventGenerator(view: controller.view)
        let tap = try #require(controller.card.gestureRecognizers?.compactMap { $0 as? UITapGestureRecognizer }.first)
        // UIKit: tap.removeTarget(self, action: #selector(cardTapped))
        tap.removeTarget(controller, action: DraggableCardController.cardTapped)
        try generator.fingerTap(at: controller.card)
        #expect(controller.log.isEmpty)

        tap.addTarget(controller, action: DraggableCardController.cardTapped)
        tap.removeTarget(nil, action: DraggableCardController.cardTapped)
        generator.wait(1)
        try generator.fingerTap(at: controller.card)
        #expect(controller.log.isEmpty)
        try generator.assertNoLeftovers()
    }
}
