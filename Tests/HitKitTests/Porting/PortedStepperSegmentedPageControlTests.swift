import Foundation
import HitKit
import HitKitTesting
import Testing

// A screen written as public UIKit code writes one — a segmented control wired with target–action,
// a stepper driving a label's count, a page control beside them — compiled with `import HitKit`
// only, in Swift 6 mode.

private final class OrderViewController: UIViewController {
    let sizePicker = UISegmentedControl(items: ["Small", "Medium", "Large"])
    let quantityStepper = UIStepper()
    let pageControl = UIPageControl()
    private(set) var size = "Small"
    private(set) var quantity = 1
    private(set) var page = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        sizePicker.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        sizePicker.selectedSegmentIndex = 0
        sizePicker.addTarget(self, action: OrderViewController.sizeChanged, for: .valueChanged)
        quantityStepper.frame = CGRect(x: 10, y: 60, width: 94, height: 32)
        quantityStepper.minimumValue = 1
        quantityStepper.maximumValue = 10
        quantityStepper.value = 1
        quantityStepper.addTarget(self, action: OrderViewController.quantityChanged, for: .valueChanged)
        pageControl.frame = CGRect(x: 10, y: 110, width: 300, height: 26)
        pageControl.numberOfPages = 3
        pageControl.addTarget(self, action: OrderViewController.pageChanged, for: .valueChanged)
        view.addSubview(sizePicker)
        view.addSubview(quantityStepper)
        view.addSubview(pageControl)
    }

    func sizeChanged(_ sender: UISegmentedControl) {
        size = sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "?"
    }

    func quantityChanged(_ sender: UIStepper) { quantity = Int(sender.value) }

    func pageChanged(_ sender: UIPageControl) { page = sender.currentPage }
}

@MainActor
@Suite("Ported UIKit code with a stepper, a segmented control and a page control")
struct PortedStepperSegmentedPageControlTests {
    @Test("Target–action wiring sees the user's taps on each control")
    func targetActionSeesTaps() throws {
        let controller = OrderViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: CGPoint(x: 260, y: 26))
        try generator.fingerTap(at: CGPoint(x: 90, y: 76))
        try generator.fingerTap(at: CGPoint(x: 90, y: 76))
        try generator.fingerTap(at: CGPoint(x: 290, y: 123))
        #expect(controller.size == "Large")
        #expect(controller.quantity == 3)
        #expect(controller.page == 1)
        try generator.assertNoLeftovers()
    }
}
