import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// Hit-testing follows the layer model: `anchorPoint` moves the hit area; `zPosition` changes
/// drawing order only ("iOS Core Animation: Advanced Techniques", Hit Testing: the order of testing
/// is the order of the layer tree); `masksToBounds` is `clipsToBounds`.
@MainActor
@Suite("Hit-testing follows the layer model")
struct LayerHitTestingTests {
    @Test("The anchor point moves where a view is hit, in the walk, the spatial index and the trace")
    func anchorPointMovesHitArea() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(button)
        // Enough siblings for the spatial index to be built.
        for index in 0..<40 {
            root.insertSubview(UIView(frame: CGRect(x: 300 + index, y: 300, width: 1, height: 1)), at: 0)
        }
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === button)
        button.layer.anchorPoint = .zero  // the frame moves to (150, 150, 100, 100)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 240, y: 240), with: nil) === button)
        let generator = try EventGenerator(view: root)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try generator.fingerTap(at: CGPoint(x: 240, y: 240))
        try generator.fingerTap(at: CGPoint(x: 110, y: 110))
        #expect(taps == 1)
        #expect(try generator.hitPoint(for: button) == CGPoint(x: 200, y: 200))
        try generator.assertNoLeftovers()
    }

    @Test("zPosition changes nothing in which sibling is hit: the later subview still wins")
    func zPositionLeavesHitOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        back.layer.zPosition = 100  // drawn in front of `front`
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.layer.hitTest(CGPoint(x: 75, y: 75)) === front.layer)
    }

    @Test("masksToBounds is clipsToBounds: a subview's part outside the bounds gets no touches either way")
    func masksToBoundsClipsLikeClipsToBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(box)
        box.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        box.layer.masksToBounds = true
        #expect(box.clipsToBounds)
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === overhang)
    }

    @Test("CALayer.hitTest finds the front-most, deepest layer; sublayers outside unmasked bounds count")
    func layerHitTest() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let front = CALayer()
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        let outside = CALayer()
        outside.frame = CGRect(x: 90, y: 90, width: 50, height: 50)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(outside)
        front.zPosition = -10
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 135, y: 135)) === outside)
        front.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 135, y: 135)) == nil)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        #expect(root.contains(CGPoint(x: 10, y: 10)))
        #expect(!root.contains(CGPoint(x: 100, y: 10)))
    }

    @Test("NaN and infinite points and geometry never crash and never hit")
    func nonFinite() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        child.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0.5)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        child.layer.anchorPoint = CGPoint(x: 0.5, y: .infinity)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        child.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        child.layer.transform = CATransform3DMakeScale(.nan, 1, 1)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: CGFloat.nan, y: 10), with: nil) == nil)
        #expect(root.layer.hitTest(CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(!root.layer.contains(CGPoint(x: CGFloat.infinity, y: 10)))
        let layer = CALayer()
        layer.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(layer.hitTest(CGPoint(x: 1, y: 1)) == nil)
        layer.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        _ = layer.frame
        _ = layer.convert(CGRect(x: 0, y: 0, width: 1, height: 1), to: nil)
    }
}
