import Foundation
import HitKit
import HitKitTesting
import Testing

// A feed written as public UIKit code writes one: a refresh control wired with target–action to
// the controller, which reloads and then ends the refresh — compiled with `import HitKit` only,
// in Swift 6 mode.

private final class FeedViewController: UIViewController {
    let scrollView = UIScrollView()
    private(set) var reloads = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        scrollView.contentSize = CGSize(width: 320, height: 1200)
        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: FeedViewController.refresh, for: .valueChanged)
        scrollView.refreshControl = refreshControl
        view.addSubview(scrollView)
    }

    func refresh(_ sender: UIRefreshControl) {
        reloads += 1
        sender.endRefreshing()
    }
}

@MainActor
@Suite("Ported UIKit code with a refresh control")
struct PortedRefreshControlCodeTests {
    @Test("Pulling the content down runs the refresh action, once per pull")
    func pullToRefresh() throws {
        let controller = FeedViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let generator = try EventGenerator(view: controller.view)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 400), duration: 0.3)
        #expect(controller.reloads == 1)
        #expect(controller.scrollView.refreshControl?.isRefreshing == false)
        generator.wait(2)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 400), duration: 0.3)
        #expect(controller.reloads == 2)
    }
}
