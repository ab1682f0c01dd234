import Foundation
import HitKit
import HitKitTesting
import Testing

// A pager written as public UIKit code writes one since iOS 14: the page control's target–action
// reads `interactionState` to scroll without animation while the user scrubs — compiled with
// `import HitKit` only, in Swift 6 mode.

private final class PagerViewController: UIViewController {
    let pageControl = UIPageControl()
    private(set) var moves: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.frame = CGRect(x: 60, y: 400, width: 200, height: 30)
        pageControl.numberOfPages = 5
        pageControl.allowsContinuousInteraction = true
        pageControl.addTarget(self, action: PagerViewController.pageChanged, for: .valueChanged)
        view.addSubview(pageControl)
    }

    func pageChanged(_ sender: UIPageControl) {
        let animated = sender.interactionState != .continuous
        moves.append("\(sender.currentPage)\(animated ? " animated" : "")")
    }
}

@MainActor
@Suite("Ported UIKit code reading a page control's interactionState")
struct PortedPageControlScrubCodeTests {
    @Test("A tap moves one page, animated; a scrub moves page by page without animation")
    func tapThenScrub() throws {
        let controller = PagerViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerTap(at: CGPoint(x: 200, y: 415))
        try generator.fingerDrag(from: CGPoint(x: 144, y: 415), to: CGPoint(x: 192, y: 415), duration: 0.3)
        #expect(controller.moves == ["1 animated", "2", "3", "4"])
        try generator.assertNoLeftovers()
    }
}
