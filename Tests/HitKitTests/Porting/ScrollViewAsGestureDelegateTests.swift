import Foundation
import HitKit
import HitKitTesting
import Testing

// The common UIKit idiom, compiled with `import HitKit` only: a scroll view inside a sheet that the
// user can also drag. UIKit makes a scroll view the delegate of its own pan recognizer, so a
// subclass that adopts UIGestureRecognizerDelegate is asked whether its pan may run with another.
//
//     class SharingSheetScrollView: UIScrollView, UIGestureRecognizerDelegate {
//         func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
//             shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
//     }

private final class SharingSheetScrollView: UIScrollView, UIGestureRecognizerDelegate {
    private(set) var asked = 0

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        asked += 1
        return gestureRecognizer === panGestureRecognizer
    }
}

/// A scroll view that vetoes nothing but counts how often it is asked whether its own pan may
/// begin: as its view and as its delegate, the method is one (as in UIKit, where both are the
/// selector `gestureRecognizerShouldBegin:`).
private final class CountingScrollView: UIScrollView, UIGestureRecognizerDelegate {
    private(set) var askedAboutOwnPan = 0

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { askedAboutOwnPan += 1 }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// A sheet (the whole window) with its own pan, holding a scroll view whose content is 2,000 tall.
@MainActor
private final class Sheet {
    /// Held: a window holds its application weakly.
    let application = UIApplication()
    let window: UIWindow
    let scrollView: UIScrollView
    private(set) var sheetPanStates: [String] = []

    init(scrollView: UIScrollView) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let sheet = UIView(frame: window.bounds)
        self.scrollView = scrollView
        scrollView.frame = sheet.bounds
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        sheet.addSubview(scrollView)
        window.addSubview(sheet)
        window.makeKeyAndVisible()
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Sheet.sheetDragged))
    }

    func sheetDragged(_ recognizer: UIPanGestureRecognizer) { sheetPanStates.append("\(recognizer.state)") }
}

@MainActor
@Suite("A scroll view is its pan recognizer's delegate (Porting)")
struct ScrollViewAsGestureDelegateTests {
    @Test("A UIScrollView subclass adopting UIGestureRecognizerDelegate is its pan's delegate, and is asked")
    func subclassIsAsked() throws {
        let scrollView = SharingSheetScrollView()
        let sheet = Sheet(scrollView: scrollView)
        #expect(scrollView.panGestureRecognizer.delegate === scrollView)
        let generator = try EventGenerator(window: sheet.window)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3)
        #expect(scrollView.asked > 0)
        #expect(scrollView.contentOffset.y >= 200)
        #expect(sheet.sheetPanStates.first == "began")
        #expect(sheet.sheetPanStates.last == "ended")
        generator.wait(5)
        try generator.assertNoLeftovers()
    }

    @Test("A scroll view that overrides gestureRecognizerShouldBegin is asked once whether its pan may begin")
    func shouldBeginAskedOnce() throws {
        let scrollView = CountingScrollView()
        let sheet = Sheet(scrollView: scrollView)
        let generator = try EventGenerator(window: sheet.window)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3)
        #expect(scrollView.contentOffset.y >= 200)
        #expect(scrollView.askedAboutOwnPan == 1)
        generator.wait(5)
    }

    @Test("Without the subclass's answer the scroll view's pan keeps the drag: the sheet's pan never begins")
    func plainScrollViewKeepsTheDrag() throws {
        let scrollView = UIScrollView()
        let sheet = Sheet(scrollView: scrollView)
        let generator = try EventGenerator(window: sheet.window)
        try generator.fingerDrag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3)
        #expect(scrollView.contentOffset.y >= 200)
        #expect(sheet.sheetPanStates.isEmpty)
        generator.wait(5)
    }

    @Test("Another delegate for the scroll view's pan is refused with a diagnostic; the scroll view stays")
    func anotherDelegateIsRefused() {
        let scrollView = SharingSheetScrollView()
        let other = OtherDelegate()
        let collected = diagnostics {
            scrollView.panGestureRecognizer.delegate = other
            scrollView.panGestureRecognizer.delegate = nil
            scrollView.panGestureRecognizer.delegate = scrollView
        }
        #expect(collected.codes == [.invalidGestureRecognizerDelegate, .invalidGestureRecognizerDelegate])
        #expect(scrollView.panGestureRecognizer.delegate === scrollView)
        let plain = UIScrollView()
        let refused = diagnostics { plain.panGestureRecognizer.delegate = other }
        #expect(refused.codes == [.invalidGestureRecognizerDelegate])
        #expect(plain.panGestureRecognizer.delegate == nil)
    }

    @Test("The zooming pinch has the scroll view as its delegate too")
    func pinchDelegateIsTheScrollView() throws {
        let scrollView = SharingSheetScrollView()
        let zoomed = ZoomingDelegate()
        scrollView.delegate = zoomed
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer?.delegate === scrollView)
    }
}

private final class OtherDelegate: NSObject, UIGestureRecognizerDelegate {}

private final class ZoomingDelegate: NSObject, UIScrollViewDelegate {
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { image }
}
