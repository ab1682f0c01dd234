import Foundation
import HitKitTesting

@testable import HitKit

/// A window of 320 × 480 holding a full-window scroll view whose content is 320 × 2000, with a
/// button at (100, 100, 120, 44) in content coordinates.
@MainActor
final class ScrollFixture {
    let application = UIApplication()
    let window: UIWindow
    let scrollView: UIScrollView
    let button = UIButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
    let events: ControlEventRecorder
    let delegateLog = ScrollDelegateLog()
    let generator: EventGenerator

    init(scrollView: UIScrollView = UIScrollView()) throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        self.scrollView = scrollView
        scrollView.frame = window.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.accessibilityIdentifier = "scroll"
        button.accessibilityIdentifier = "button"
        scrollView.addSubview(button)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        events = ControlEventRecorder(button)
        scrollView.delegate = delegateLog
        generator = try EventGenerator(window: window)
    }

    /// The button's centre in window coordinates, wherever the content is scrolled to.
    var buttonCenter: CGPoint { button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window) }
}

/// Records the delegate calls a scroll view makes, by name, and can change the target offset.
@MainActor
final class ScrollDelegateLog: UIScrollViewDelegate {
    var calls: [String] = []
    var zoomView: UIView?
    var newTarget: CGPoint?
    var lastVelocity: CGPoint?
    var lastTarget: CGPoint?

    /// The calls without repeated `didScroll`s (one entry per run of them).
    var compactCalls: [String] {
        var result: [String] = []
        for call in calls where !(call == "didScroll" && result.last == "didScroll") { result.append(call) }
        return result
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        lastVelocity = velocity
        lastTarget = targetContentOffset.pointee
        if let newTarget { targetContentOffset.pointee = newTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(willDecelerate: \(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming(atScale: \(scale))")
    }
}
