import Foundation
import Testing

@testable import HitKit

/// `frame` is derived from `center`, `bounds.size` and `transform` (Apple's `UIView.frame`);
/// `bounds.origin` shifts the content (Apple's `UIView.bounds`).
@MainActor
@Suite("frame, bounds, center and transform")
struct FrameAndBoundsTests {
    @Test("init(frame:) sets the centre and a bounds of the frame's size at the origin")
    func initialiserDerivesCentreAndBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.transform.isIdentity)
        #expect(UIView().frame == .zero)
    }

    @Test("A frame with a negative size is standardised")
    func negativeFrameIsStandardised() {
        let view = UIView(frame: CGRect(x: 110, y: 70, width: -100, height: -50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("Moving the centre moves the frame; the bounds do not change")
    func centreMovesFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        #expect(view.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Changing bounds.size grows the frame about the centre")
    func boundsSizeGrowsAboutCentre() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.bounds.size = CGSize(width: 256, height: 512)
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.frame == CGRect(x: -28, y: -156, width: 256, height: 512))
    }

    @Test("Changing bounds.origin leaves the frame where it is")
    func boundsOriginLeavesFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 40, y: 30)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(view.bounds == CGRect(x: 40, y: 30, width: 100, height: 100))
    }

    @Test("Setting the frame sets the centre and bounds size but keeps bounds.origin")
    func settingFrameKeepsBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 20, y: 40, width: 60, height: 80)
        #expect(view.center == CGPoint(x: 50, y: 80))
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 60, height: 80))
    }

    @Test("The frame of a scaled view is its scaled box about the centre; bounds do not change")
    func scaledFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("The frame of a rotated view is the bounding box of its rotated bounds")
    func rotatedFrameIsBoundingBox() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 50 * 2.squareRoot()
        #expect(
            isClose(view.frame, CGRect(x: 50 - half, y: 50 - half, width: 2 * half, height: 2 * half), tolerance: 1e-9))
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        wide.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(wide.frame, CGRect(x: 30, y: -30, width: 40, height: 100)))
    }

    @Test("A translation in the transform moves the frame but not the centre")
    func translatedFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(translationX: 30, y: -5)
        #expect(view.frame == CGRect(x: 30, y: -5, width: 10, height: 10))
        #expect(view.center == CGPoint(x: 5, y: 5))
        view.transform = .identity
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("Setting the frame of a scaled view reads back the same frame; bounds are unscaled")
    func settingFrameUnderScale() {
        // As Core Animation does: the size goes back through the inverse transform.
        let view = UIView(frame: .zero)
        view.transform = CGAffineTransform(scaleX: 0.25, y: 0.75)
        view.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        #expect(isClose(view.frame, CGRect(x: 50, y: 50, width: 100, height: 100), tolerance: 1e-9))
        #expect(isClose(view.bounds, CGRect(x: 0, y: 0, width: 400, height: 400.0 / 3), tolerance: 1e-9))
        #expect(view.center == CGPoint(x: 100, y: 100))
    }

    @Test("Setting the frame again with its own value does not grow a transformed view")
    func settingFrameIsIdempotent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 3, y: 4)
        let frame = view.frame
        view.frame = frame
        #expect(isClose(view.frame, frame, tolerance: 1e-9))
        #expect(isClose(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 40), tolerance: 1e-9))
    }
}
