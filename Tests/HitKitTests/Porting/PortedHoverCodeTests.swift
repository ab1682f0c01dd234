import HitKit
import HitKitTesting
import Testing

// UIKit-style hover code, as Apple's UIHoverGestureRecognizer page writes it, with only `import
// HitKit`: the button's colour changes as the pointer moves over it. `#selector` does not exist on
// Linux, so the action is a method reference (`ViewController.hovering`), HitKit's typed
// target–action.

private final class HoverViewController: UIViewController {
    let button = UIButton(type: .system)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        view.addSubview(button)
        let hover = UIHoverGestureRecognizer(target: self, action: HoverViewController.hovering)
        button.addGestureRecognizer(hover)
    }

    func hovering(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            button.backgroundColor = .red
            let point = recognizer.location(in: button)
            log.append("\(recognizer.state) \(point.x),\(point.y) \(recognizer.zOffset)")
        case .ended:
            button.backgroundColor = nil
            log.append("ended")
        default:
            break
        }
    }
}

@MainActor
@Suite("Porting: UIKit hover code")
struct PortedHoverCodeTests {
    @Test("Apple's hover listing compiles with only import HitKit and highlights the button while hovered")
    func hoverHighlight() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = HoverViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let generator = try EventGenerator(window: window)
        try generator.hover(at: CGPoint(x: 200, y: 200))
        try generator.hover(at: controller.button)
        #expect(controller.button.backgroundColor == .red)
        try generator.hover(at: CGPoint(x: 90, y: 50))
        try generator.hover(at: CGPoint(x: 200, y: 200))
        #expect(controller.button.backgroundColor == nil)
        #expect(controller.log == ["began 60.0,22.0 0.0", "changed 70.0,30.0 0.0", "ended"])
    }
}
