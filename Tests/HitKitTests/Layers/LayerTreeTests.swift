import Foundation
import Testing

@testable import HitKit

/// A layer that records its drawing and layout hooks.
@MainActor
private final class RecordingLayer: CALayer {
    var log: [String] = []
    override func draw(in ctx: CGContext) { log.append("draw") }
    override func layoutSublayers() { log.append("layout") }
}

/// A view that records `draw(_:)`.
@MainActor
private final class DrawingView: UIView {
    var drawn: [CGRect] = []
    override func draw(_ rect: CGRect) { drawn.append(rect) }
}

/// The layer tree, display and layout hooks, and CATransaction (Apple's `CALayer` and
/// `CATransaction` references).
@MainActor
@Suite("The layer tree, display hooks and transactions")
struct LayerTreeTests {
    @Test("A view's layer lists its own sublayers behind its subviews' layers; superlayers agree")
    func sublayersOfViews() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        view.addSubview(child)
        let track = CALayer()
        let thumb = CALayer()
        view.layer.addSublayer(track)
        view.layer.insertSublayer(thumb, above: track)
        let background = CALayer()
        view.layer.insertSublayer(background, at: 0)
        #expect(
            view.layer.sublayers?.map(ObjectIdentifier.init)
                == [background, track, thumb, child.layer].map(ObjectIdentifier.init))
        #expect(child.layer.superlayer === view.layer)
        #expect(track.superlayer === view.layer)
        thumb.removeFromSuperlayer()
        #expect(thumb.superlayer == nil)
        #expect(view.layer.sublayers?.count == 3)
        child.layer.removeFromSuperlayer()  // removes the view from its superview
        #expect(child.superview == nil)
        let replacement = CALayer()
        view.layer.replaceSublayer(track, with: replacement)
        #expect(
            view.layer.sublayers?.map(ObjectIdentifier.init) == [background, replacement].map(ObjectIdentifier.init))
        view.layer.sublayers = nil
        #expect(view.layer.sublayers == nil)
    }

    @Test("Adding a view's layer or a cycle is refused with a diagnostic")
    func refusedOperations() {
        let collected = diagnostics {
            let parent = CALayer()
            let child = CALayer()
            parent.addSublayer(child)
            child.addSublayer(parent)
            #expect(parent.superlayer == nil)
            child.addSublayer(child)
            let view = UIView()
            parent.addSublayer(view.layer)
            #expect(view.layer.superlayer == nil)
        }
        #expect(collected.codes == [.cyclicHierarchy, .cyclicHierarchy, .invalidSubviewOperation])
    }

    @Test("setNeedsDisplay marks; display draws through the delegate; a view's draw(_:) gets its bounds")
    func displayHooks() {
        let layer = RecordingLayer()
        #expect(!layer.needsDisplay())
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.log == ["draw"])
        #expect(!layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(layer.log == ["draw"])
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(layer.log == ["draw", "layout"])
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        view.setNeedsDisplay()
        #expect(view.layer.needsDisplay())
        view.layer.displayIfNeeded()
        #expect(view.drawn == [CGRect(x: 0, y: 0, width: 30, height: 40)])
    }

    @Test("CATransaction nests its settings and runs a completion when its transaction commits")
    func transactions() {
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setCompletionBlock { log.append("outer") }
        CATransaction.begin()
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.setCompletionBlock { log.append("inner") }
        CATransaction.commit()
        #expect(log == ["inner"])
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 1.5)
        CATransaction.commit()
        #expect(log == ["inner", "outer"])
        CATransaction.commit()  // nothing open: nothing happens
        CATransaction.setCompletionBlock { log.append("now") }
        #expect(log == ["inner", "outer", "now"])
    }

    @Test("Shape and gradient layers store their values and copy them")
    func subclassStores() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.fillColor = UIColor.red.cgColor
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 3
        let shapeCopy = CAShapeLayer(layer: shape)
        #expect(shapeCopy.path == shape.path && shapeCopy.lineWidth == 3 && shapeCopy.fillColor == UIColor.red.cgColor)
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        gradient.type = .radial
        let gradientCopy = CAGradientLayer(layer: gradient)
        #expect(gradientCopy.colors?.count == 2 && gradientCopy.type == .radial && gradientCopy.locations == [0, 1])
        #expect(UIColor(cgColor: UIColor.orange.cgColor) == .orange)
    }
}
