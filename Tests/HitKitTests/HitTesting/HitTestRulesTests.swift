import Foundation
import Testing

@testable import HitKit

/// A view whose `point(inside:with:)` accepts a margin around its bounds.
@MainActor
private final class EnlargedView: UIView {
    var margin: CGFloat = 20
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// A view that lets touches through itself, but not through its subviews (a pass-through overlay).
@MainActor
private final class PassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A view that redirects every touch inside it to another view.
@MainActor
private final class RedirectingView: UIView {
    weak var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : target
    }
}

/// UIKit's hit-testing rules (Apple's `UIView.hitTest(_:with:)` and `UIView.point(inside:with:)`).
@MainActor
@Suite("Hit-testing rules")
struct HitTestRulesTests {
    /// root (0,0,200,200) ⊃ back (0,0,100,100) and front (50,50,100,100): they overlap at (50…100).
    private func overlapping() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test("The last subview wins where subviews overlap; elsewhere each view gets its own points")
    func lastSubviewWins() {
        // `hitTest(_:with:)`: subviews are visited from the last (front-most) to the first.
        let (root, back, front) = overlapping()
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test("A point outside the receiver hits nothing; the edges follow CGRect.contains")
    func outsideReceiver() {
        // Apple's `point(inside:with:)`: it is bounds.contains: the minimum edges are in, the
        // maximum out.
        let (root, back, _) = overlapping()
        #expect(root.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: -1, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 0, y: 0), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) == nil)
        #expect(back.point(inside: CGPoint(x: 99.999, y: 0), with: nil))
        #expect(!back.point(inside: CGPoint(x: 100, y: 0), with: nil))
    }

    @Test("A hidden view and its subviews are skipped")
    func hiddenSkipped() {
        // `hitTest(_:with:)` ignores hidden views.
        let (root, back, front) = overlapping()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        front.addSubview(inner)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === back)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) == nil)
    }

    @Test("A view with user interaction disabled is skipped with its whole subtree")
    func interactionDisabledSkipped() {
        // `hitTest(_:with:)` and `isUserInteractionEnabled`: the view and its subtree get no
        // touches.
        let (root, back, front) = overlapping()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        front.addSubview(inner)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
    }

    @Test("An alpha of exactly 0.01 is skipped; 0.011 is hit")
    func alphaThreshold() {
        // `hitTest(_:with:)` says "less than 0.01"; HitKit follows the articles' `alpha <= 0.01`
        // (HitKitDefaults).
        let (root, back, front) = overlapping()
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        front.alpha = 0.011
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        front.alpha = 0
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
        #expect(HitKitDefaults.minimumHitTestableAlpha == 0.01)
    }

    @Test("Hit-testing a skipped view directly returns nil")
    func skippedReceiverReturnsNil() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.isHidden = true
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
        view.isHidden = false
        view.isUserInteractionEnabled = false
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
        view.isUserInteractionEnabled = true
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }

    @Test("The part of a subview outside its superview gets no touches, clipsToBounds or not")
    func outsideSuperviewNeverHit() {
        // `hitTest(_:with:)`: a point outside the superview skips the subtree, clipped or not.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let sticking = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        container.addSubview(sticking)
        root.addSubview(container)
        for clips in [false, true] {
            container.clipsToBounds = clips
            #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === sticking)
            #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        }
    }

    @Test("NaN and infinite points hit nothing")
    func nonFinitePoints() {
        let (root, _, _) = overlapping()
        let enlarged = EnlargedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        enlarged.margin = .infinity
        root.addSubview(enlarged)
        for point in [
            CGPoint(x: CGFloat.nan, y: 5), CGPoint(x: 5, y: CGFloat.infinity),
            CGPoint(x: -CGFloat.infinity, y: CGFloat.nan),
        ] {
            #expect(root.hitTest(point, with: nil) == nil)
            #expect(!root.point(inside: point, with: nil))
        }
    }

    @Test("An overridden point(inside:with:) enlarges the area a view takes touches in")
    func pointInsideOverride() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let small = EnlargedView(frame: CGRect(x: 90, y: 90, width: 20, height: 20))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === small)
        #expect(root.hitTest(CGPoint(x: 65, y: 75), with: nil) === root)
        small.margin = 0
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === root)
    }

    @Test("An overridden hitTest can pass touches through, and is used at any depth")
    func hitTestOverridePassesThrough() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        overlay.addSubview(badge)
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        middle.addSubview(behind)
        middle.addSubview(overlay)
        root.addSubview(middle)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === behind)
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === badge)
    }

    @Test("An overridden hitTest may answer a view outside its own subtree")
    func hitTestOverrideRedirects() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let target = UIView(frame: CGRect(x: 150, y: 150, width: 10, height: 10))
        let redirecting = RedirectingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        redirecting.target = target
        root.addSubview(target)
        root.addSubview(redirecting)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === target)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test("Transforms are honoured: the point is converted into each subview's coordinates")
    func transformsHonoured() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === root)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)  // Now a vertical bar at x 140…160.
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root)
        bar.transform = CGAffineTransform(scaleX: 2, y: 2)  // Now x 50…250, y 130…170.
        #expect(root.hitTest(CGPoint(x: 60, y: 135), with: nil) === bar)
        bar.transform = CGAffineTransform(translationX: 0, y: 100)
        #expect(root.hitTest(CGPoint(x: 150, y: 250), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
    }

    @Test("bounds.origin is honoured: a scrolled container hits its content where it shows")
    func boundsOriginHonoured() {
        // `UIView.bounds`: its origin shifts the content. outer ⊃ scroller (0,0,100,100) ⊃ content
        // at y 150…170 of the scroller.
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 150, width: 100, height: 20))
        scroller.addSubview(content)
        outer.addSubview(scroller)
        #expect(outer.hitTest(CGPoint(x: 50, y: 60), with: nil) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)  // Scrolled down by 100.
        #expect(outer.hitTest(CGPoint(x: 50, y: 60), with: nil) === content)
        // Asked directly, the scroller takes points in its bounds: y 100…200.
        #expect(scroller.hitTest(CGPoint(x: 50, y: 160), with: nil) === content)
        #expect(scroller.hitTest(CGPoint(x: 50, y: 60), with: nil) == nil)
    }

    @Test("Attaching an observer does not change which view a touch binds to")
    func tracingDoesNotChangeResults() {
        let traced = CoreStage()
        let untraced = CoreStage()
        traced.app.addObserver(SilentObserver())
        var bound: [[String]] = []
        for stage in [traced, untraced] {
            let overlay = PassThroughView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let behind = stage.view("behind", CGRect(x: 0, y: 0, width: 200, height: 200))
            let enlarged = EnlargedView(frame: CGRect(x: 150, y: 150, width: 10, height: 10))
            enlarged.accessibilityIdentifier = "enlarged"
            behind.addSubview(enlarged)
            overlay.addSubview(stage.view("badge", CGRect(x: 0, y: 0, width: 20, height: 20)))
            stage.window.addSubview(overlay)
            let points: [(CGFloat, CGFloat)] = [(5, 5), (100, 100), (140, 140), (300, 300)]
            for (index, point) in points.enumerated() {
                stage.tap(index + 1, point.0, point.1, at: TimeInterval(index))
            }
            bound.append(stage.journal.entries.filter { $0.hasSuffix("began 1") })
        }
        #expect(bound[0] == bound[1])
        // (140, 140) hits the enlarged view, which forwards to `behind`; (300, 300) hits the window.
        #expect(bound[0] == ["badge began 1", "behind began 1", "behind began 1"])
    }
}

/// An observer that ignores everything; attaching it turns tracing on.
@MainActor
private final class SilentObserver: DispatchObserver {
    func dispatch(_ event: DispatchTraceEvent) {}
}
