import HitKit
import HitKitTesting
import Testing

// UIKit-style iPad code for the wheel and the trackpad, as written for UIKit, with only
// `import HitKit`: a canvas that pans its drawing with a pan recognizer admitting every scroll,
// a gesture delegate that keeps scroll events from a second pan, and a carousel that keeps
// vertical scrolling at its ends.

final class PortedZoomableCanvas: UIView, UIGestureRecognizerDelegate {
    private(set) var drawingOffset = CGPoint.zero
    private(set) var scrollCount = 0
    let fingerOnlyPan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let pan = UIPanGestureRecognizer(target: self, action: PortedZoomableCanvas.handlePan)
        pan.allowedScrollTypesMask = .all
        pan.maximumNumberOfTouches = 1
        addGestureRecognizer(pan)
        fingerOnlyPan.allowedScrollTypesMask = .all
        fingerOnlyPan.delegate = self
        addGestureRecognizer(fingerOnlyPan)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        drawingOffset.x += translation.x
        drawingOffset.y += translation.y
        pan.setTranslation(.zero, in: self)
        if pan.state == .ended && pan.numberOfTouches == 0 { scrollCount += 1 }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        event.type != .scroll
    }
}

@MainActor
@Suite("Ported UIKit code: scroll input")
struct PortedScrollInputCodeTests {
    @Test("A canvas whose pan admits every scroll type follows the wheel and the trackpad")
    func canvasFollowsScrolls() throws {
        let canvas = PortedZoomableCanvas(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let generator = try EventGenerator(view: canvas)
        try generator.wheelScroll(CGVector(dx: 0, dy: -40), at: canvas)
        try generator.trackpadScroll(CGVector(dx: 30, dy: 0), at: canvas, steps: 3)
        #expect(canvas.drawingOffset == CGPoint(x: 30, y: -40))
        #expect(canvas.scrollCount == 2)
        #expect(canvas.fingerOnlyPan.state == .possible)
        try generator.assertNoLeftovers()
    }

    @Test("A carousel that does not transfer vertical scrolling keeps the wheel at its end")
    func carouselKeepsVerticalScroll() throws {
        let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        page.contentSize = CGSize(width: 320, height: 1500)
        let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        carousel.contentSize = CGSize(width: 1200, height: 400)
        carousel.transfersVerticalScrollingToParent = false
        page.addSubview(carousel)
        let generator = try EventGenerator(view: page)
        try generator.wheelScroll(CGVector(dx: 0, dy: 20), at: CGPoint(x: 100, y: 100))
        #expect(page.contentOffset == .zero)
        #expect(carousel.contentOffset == .zero)
        carousel.transfersVerticalScrollingToParent = true
        try generator.wheelScroll(CGVector(dx: 0, dy: -20), at: CGPoint(x: 100, y: 100))
        #expect(carousel.contentOffset == CGPoint(x: 0, y: 20))
    }
}
