import HitKit
import HitKitTesting
import Testing

/// A plain class (no actor annotation, as pre-concurrency code is) adopting the scroll view's
/// delegate protocol and changing the target offset through the pointer.
final class PageSnapper: NSObject, UIScrollViewDelegate {
    var ended = 0
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = CGPoint(x: 0, y: 600)
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ended += 1 }
}

/// A scroll view that lets an enclosing pan run with its own, as UIKit code writes it: the scroll
/// view is its pan recognizer's delegate.
final class SharingScrollView: UIScrollView, UIGestureRecognizerDelegate {
    var asked = 0
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        asked += 1
        return true
    }
}

@MainActor
@Suite("Swift 5 language mode: scroll views")
struct Swift5ScrollViewTests {
    @Test("A Swift 5 delegate class snaps a fling's resting offset")
    func delegateSnaps() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let snapper = PageSnapper()
        scrollView.delegate = snapper
        let generator = try EventGenerator(view: scrollView)
        try generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 200), duration: 0.2)
        generator.wait(5)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(snapper.ended == 1)
    }

    @Test("A Swift 5 UIScrollView subclass that adopts UIGestureRecognizerDelegate lets an outer pan run too")
    func subclassSharesTheDrag() throws {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let container = UIView(frame: window.bounds)
        var outerBegan = false
        container.addGestureRecognizer(
            UIPanGestureRecognizer { recognizer in if recognizer.state == .began { outerBegan = true } })
        let scrollView = SharingScrollView(frame: container.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        container.addSubview(scrollView)
        window.addSubview(container)
        window.makeKeyAndVisible()
        #expect(scrollView.panGestureRecognizer.delegate === scrollView)
        let generator = try EventGenerator(window: window)
        try generator.fingerDrag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 40, y: 200), duration: 0.2)
        #expect(scrollView.asked > 0)
        #expect(outerBegan)
        #expect(scrollView.contentOffset.y > 0)
    }
}
