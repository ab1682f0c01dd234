import Foundation
import HitKitTesting
import Testing

@testable import HitKit

@MainActor
@Suite("A rotated scroll view measures drags in its own coordinates")
struct RotatedScrollViewTests {
    /// A 320 × 320 scroll view centred in a 320 × 480 window, turned by `angle`, with content that
    /// scrolls vertically in its own coordinates.
    private func rotated(by angle: CGFloat) throws -> (UIScrollView, EventGenerator) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 80, width: 320, height: 320))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.transform = CGAffineTransform(rotationAngle: angle)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        return (scrollView, try EventGenerator(window: window))
    }

    @Test(
        "A drag that is 100 points up in the scroll view's own coordinates scrolls it 100 points, whatever its turn",
        arguments: [CGFloat.pi / 2, -CGFloat.pi / 2, CGFloat.pi, 0])
    func dragScrollsAlongItsOwnAxis(angle: CGFloat) throws {
        let (scrollView, generator) = try rotated(by: angle)
        // (0, -100) in the scroll view's coordinates, seen in the window's.
        let drag = CGPoint(x: 100 * sin(angle), y: -100 * cos(angle))
        let center = CGPoint(x: 160, y: 240)
        try generator.fingerDown(at: CGPoint(x: center.x - drag.x / 2, y: center.y - drag.y / 2))
        try generator.fingerMove(to: CGPoint(x: center.x + drag.x / 2, y: center.y + drag.y / 2), duration: 0.3)
        #expect(scrollView.isDragging)
        #expect(abs(scrollView.contentOffset.x) < 1e-6)
        #expect(abs(scrollView.contentOffset.y - 100) < 1e-6)
        generator.wait(0.2)
        try generator.fingerUp()
        generator.wait(5)
        try generator.assertNoLeftovers()
    }
}
