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
}
