import Foundation
import HitKitTesting
import Testing

@testable import HitKit

/// A round button: touches hit it only inside its circle (the `point(inside:with:)` idiom).
@MainActor
private final class OvalButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}

/// Paths and their `contains` (Apple's `UIBezierPath.contains(_:)`: closed subpaths only, by
/// `usesEvenOddFillRule`; `CGPath.contains(_:using:transform:)`: the fill region, the transform
/// applied to the point).
@MainActor
@Suite("Bezier paths and CGPath containment")
struct BezierPathTests {
    @Test("A round button is hit only inside its circle, not in the corners of its square")
    func roundButton() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = OvalButton(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let generator = try EventGenerator(view: root)
        try generator.fingerTap(at: CGPoint(x: 105, y: 105))  // the corner: outside the circle
        #expect(taps == 0)
        try generator.fingerTap(at: CGPoint(x: 150, y: 150))
        #expect(taps == 1)
        try generator.fingerTap(at: CGPoint(x: 101, y: 150))  // just inside, on the left edge
        #expect(taps == 2)
        #expect(root.hitTest(CGPoint(x: 114, y: 114), with: nil) === root)  // 50·(1 − 1/√2) ≈ 14.6
        #expect(root.hitTest(CGPoint(x: 116, y: 116), with: nil) === button)
        try generator.assertNoLeftovers()
    }

    @Test("Rectangles, rounded rectangles, arcs and curves contain what they enclose, by the non-zero rule")
    func shapes() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(rect.contains(CGPoint(x: 5, y: 5)))
        #expect(!rect.contains(CGPoint(x: 11, y: 5)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(!rounded.contains(CGPoint(x: 2, y: 2)))
        #expect(rounded.contains(CGPoint(x: 10, y: 10)))
        #expect(rounded.contains(CGPoint(x: 50, y: 1)))
        let corner = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(!corner.contains(CGPoint(x: 2, y: 2)))
        #expect(corner.contains(CGPoint(x: 98, y: 2)))
        // A pie slice: the quarter from 0 to π/2, clockwise on screen (towards +y).
        let slice = UIBezierPath()
        slice.move(to: CGPoint(x: 50, y: 50))
        slice.addArc(withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        slice.close()
        #expect(slice.contains(CGPoint(x: 70, y: 70)))
        #expect(!slice.contains(CGPoint(x: 30, y: 70)))
        #expect(!slice.contains(CGPoint(x: 70, y: 30)))
        let counter = UIBezierPath()
        counter.move(to: CGPoint(x: 50, y: 50))
        counter.addArc(
            withCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        counter.close()
        #expect(!counter.contains(CGPoint(x: 70, y: 70)))
        #expect(counter.contains(CGPoint(x: 30, y: 30)))
        let curve = UIBezierPath()
        curve.move(to: CGPoint(x: 0, y: 0))
        curve.addCurve(
            to: CGPoint(x: 100, y: 0), controlPoint1: CGPoint(x: 0, y: 100), controlPoint2: CGPoint(x: 100, y: 100))
        curve.close()
        #expect(curve.contains(CGPoint(x: 50, y: 50)))
        #expect(!curve.contains(CGPoint(x: 50, y: 80)))
    }

    @Test("Two overlapping same-direction squares fill their overlap by non-zero, not by even-odd")
    func fillRules() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
        #expect(path.contains(CGPoint(x: 15, y: 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 15, y: 15)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.cgPath.contains(CGPoint(x: 15, y: 15)))
        #expect(!path.cgPath.contains(CGPoint(x: 15, y: 15), using: .evenOdd))
    }

    @Test("An open subpath encloses nothing for UIBezierPath, but fills for CGPath")
    func openSubpaths() {
        let path = UIBezierPath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.addLine(to: CGPoint(x: 0, y: 10))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.cgPath.contains(CGPoint(x: 5, y: 5)))
        path.close()
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test("CGMutablePath builds shapes; CGPath.contains transforms the point; bounds and copies agree")
    func mutablePath() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 100, y: 100, width: 10, height: 10))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.contains(CGPoint(x: 105, y: 105)))
        #expect(!path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 0, y: 0), transform: CGAffineTransform(translationX: 5, y: 5)))
        #expect(path.boundingBoxOfPath.minX > -0.01 && path.boundingBoxOfPath.maxX < 110.01)
        #expect(path.copy() == path)
        let bezier = UIBezierPath(cgPath: path)
        #expect(bezier.contains(CGPoint(x: 105, y: 105)))
        #expect(bezier.bounds.maxX == 110)
        let arc = CGMutablePath()
        arc.move(to: CGPoint(x: 50, y: 50))
        arc.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        arc.closeSubpath()
        #expect(arc.contains(CGPoint(x: 50, y: 55)))  // Core Graphics' counter-clockwise: towards +y
        #expect(!arc.contains(CGPoint(x: 50, y: 45)))
    }

    @Test("NaN and infinite coordinates never enter a path, and NaN points are in no path")
    func nonFinite() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!path.contains(CGPoint(x: CGFloat.infinity, y: 5)))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addArc(withCenter: .zero, radius: .infinity, startAngle: 0, endAngle: 1, clockwise: true)
        path.addCurve(to: CGPoint(x: 1, y: 1), controlPoint1: CGPoint(x: CGFloat.nan, y: 0), controlPoint2: .zero)
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(path.bounds.width.isFinite)
        let nanOval = UIBezierPath(ovalIn: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(!nanOval.contains(CGPoint(x: 5, y: 5)))
        let empty = UIBezierPath()
        #expect(empty.isEmpty)
        #expect(empty.bounds == .zero)
        #expect(!empty.contains(.zero))
    }
}
