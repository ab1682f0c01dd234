import Foundation
import HitKitTesting
import Testing

@testable import HitKit

// UIKit code as public code writes it: a scroll view that lets drags start on buttons, and a
// delegate that snaps the resting offset through the `targetContentOffset` pointer.

final class ButtonFriendlyScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool {
        if view is UIButton { return true }
        return super.touchesShouldCancel(in: view)
    }
}

final class SnappingDelegate: NSObject, UIScrollViewDelegate {
    var scrolls = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
}

@MainActor
@Suite("UIKit scroll-view code compiles and behaves")
struct PortedScrollViewCodeTests {
    @Test("A touchesShouldCancel override and a snapping delegate work as in UIKit")
    func portedCodeWorks() throws {
        let scrollView = ButtonFriendlyScrollView()
        let snapping = SnappingDelegate()
        scrollView.delegate = snapping
        scrollView.decelerationRate = .fast
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.showsVerticalScrollIndicator = false
        scrollView.indicatorStyle = .white
        scrollView.keyboardDismissMode = .onDrag
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        scrollView.flashScrollIndicators()
        let fixture = try ScrollFixture(scrollView: scrollView)
        scrollView.delegate = snapping
        let start = fixture.buttonCenter
        try fixture.generator.fingerDown(at: start)
        fixture.generator.wait(0.3)
        try fixture.generator.fingerMove(to: CGPoint(x: start.x, y: start.y - 100), duration: 0.1)
        try fixture.generator.fingerUp()
        fixture.generator.wait(5)
        #expect(fixture.events.names.first == "touchDown")
        #expect(fixture.events.names.last == "touchCancel")
        #expect(scrollView.contentOffset.y > 0)
        #expect(scrollView.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0)
        #expect(snapping.scrolls > 1)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    }
}
