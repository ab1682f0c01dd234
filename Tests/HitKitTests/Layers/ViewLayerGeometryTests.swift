import Foundation
import Testing

@testable import HitKit

/// The view and its layer are one geometry model (Apple's `UIView.layer`: the view is the layer's
/// delegate, and its geometry properties are the layer's).
@MainActor
@Suite("A view and its layer share one geometry")
struct ViewLayerGeometryTests {
    @Test("Every view has one layer, made from its layerClass, whose delegate is the view")
    func layerExists() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer === view.layer)
        #expect(type(of: view.layer) == CALayer.self)
        #expect(view.layer.delegate === view)
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        #expect(GradientView().layer is CAGradientLayer)
    }

    @Test("center is position, bounds are bounds, frame is frame, both ways")
    func centerAndPosition() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.frame == view.frame)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.center = CGPoint(x: 5, y: 6)
        #expect(view.layer.position == CGPoint(x: 5, y: 6))
        view.layer.bounds = CGRect(x: 0, y: 10, width: 40, height: 30)
        #expect(view.bounds == CGRect(x: 0, y: 10, width: 40, height: 30))
        view.layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test("alpha is opacity, isHidden is isHidden, clipsToBounds is masksToBounds, colours agree")
    func flags() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.layer.opacity = 0.25
        #expect(view.alpha == 0.25)
        view.layer.isHidden = true
        #expect(view.isHidden)
        view.isHidden = false
        #expect(!view.layer.isHidden)
        view.layer.masksToBounds = true
        #expect(view.clipsToBounds)
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == .blue)
        view.layer.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test("A view's transform is its layer's affine transform, and a layer transform is the view's")
    func transformRoundTrip() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.layer.transform == CATransform3DMakeScale(2, 3, 1))
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        view.layer.transform = CATransform3DMakeTranslation(10, 20, 0)
        #expect(view.transform == CGAffineTransform(translationX: 10, y: 20))
        view.layer.setAffineTransform(.identity)
        #expect(view.transform.isIdentity)
        #expect(CATransform3DIsIdentity(view.layer.transform))
        // A non-affine transform is kept whole by the layer; the view sees its affine part.
        let tilted = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        view.layer.transform = tilted
        #expect(view.layer.transform == tilted)
        #expect(view.transform == CATransform3DGetAffineTransform(tilted))
    }

    @Test("Moving the anchor point keeps the position and moves the frame around it")
    func anchorPointMovesFrame() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 150, y: 125))
        #expect(view.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 1, y: 1)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        // Setting the frame places it where asked, the anchor point kept.
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(view.center == CGPoint(x: 20, y: 10))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        // The transform turns about the anchor point: a scale about the top-left corner.
        view.layer.anchorPoint = .zero
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(view.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
    }

    @Test("Conversions between views follow the anchor point")
    func conversionsFollowAnchorPoint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(child)
        child.layer.anchorPoint = .zero
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 150, y: 150))
        #expect(child.convert(CGPoint(x: 160, y: 170), from: root) == CGPoint(x: 10, y: 20))
        #expect(child.layer.convert(CGPoint.zero, to: root.layer) == CGPoint(x: 150, y: 150))
        #expect(root.layer.convert(CGPoint(x: 5, y: 5), from: child.layer) == CGPoint(x: 155, y: 155))
    }

    @Test("Layer geometry of a stand-alone layer follows the same rules")
    func standaloneLayer() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        #expect(layer.position == CGPoint(x: 60, y: 40))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 100, height: 40))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 1))
        #expect(layer.frame == CGRect(x: 60, y: 40, width: 200, height: 40))
        let copy = CALayer(layer: layer)
        #expect(copy.frame == layer.frame)
    }
}
