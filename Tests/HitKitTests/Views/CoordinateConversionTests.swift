import Foundation
import Testing

@testable import HitKit

/// `convert(_:to:)` / `convert(_:from:)` between any two views, nil meaning the window (Apple's
/// `UIView.convert(_:to:)`): through bounds origins, transforms, and across windows through screen
/// coordinates.
@MainActor
@Suite("Converting points and rectangles between views")
struct CoordinateConversionTests {
    /// window (0,0,320,480) ⊃ parent (10,20,200,200) with bounds.origin (0,50) ⊃ child (30,40,50,50).
    private func scrolledStage() -> (stage: CoreStage, parent: UIView, child: UIView) {
        let stage = CoreStage()
        let parent = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        parent.bounds.origin = CGPoint(x: 0, y: 50)
        let child = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
        parent.addSubview(child)
        stage.window.addSubview(parent)
        return (stage, parent, child)
    }

    @Test("A point goes from a child to its superview through the child's frame")
    func childToSuperview() {
        let (_, parent, child) = scrolledStage()
        #expect(child.convert(CGPoint(x: 0, y: 0), to: parent) == CGPoint(x: 30, y: 40))
        #expect(child.convert(CGPoint(x: 5, y: 6), to: parent) == CGPoint(x: 35, y: 46))
        #expect(parent.convert(CGPoint(x: 35, y: 46), to: child) == CGPoint(x: 5, y: 6))
        #expect(child.convert(CGPoint(x: 35, y: 46), from: parent) == CGPoint(x: 5, y: 6))
    }

    @Test("bounds.origin shifts the content: a scrolled superview moves its subviews' points")
    func boundsOriginShiftsContent() {
        // Apple's `UIView.bounds`: the child's (0,0) is at (30,40) in the parent, which shows y
        // from 50 down.
        let (stage, parent, child) = scrolledStage()
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 40, y: 10))
        #expect(child.convert(CGPoint.zero, to: stage.window) == CGPoint(x: 40, y: 10))
        // The parent's top-left corner shows its point (0, 50); its (0, 0) lies 50 points above.
        #expect(parent.convert(CGPoint(x: 0, y: 50), to: nil) == CGPoint(x: 10, y: 20))
        #expect(parent.convert(CGPoint.zero, to: nil) == CGPoint(x: 10, y: -30))
        #expect(child.convert(CGPoint(x: 40, y: 10), from: nil) == .zero)
    }

    @Test("nil means the window, whether converting to or from")
    func nilMeansWindow() {
        let (stage, _, child) = scrolledStage()
        let point = CGPoint(x: 7, y: 9)
        #expect(child.convert(point, to: nil) == child.convert(point, to: stage.window))
        #expect(child.convert(point, from: nil) == child.convert(point, from: stage.window))
        #expect(stage.window.convert(point, to: child) == child.convert(point, from: nil))
    }

    @Test("Converting to or from the view itself changes nothing")
    func convertToSelf() {
        let (_, _, child) = scrolledStage()
        #expect(child.convert(CGPoint(x: 3, y: 4), to: child) == CGPoint(x: 3, y: 4))
        #expect(child.convert(CGPoint(x: 3, y: 4), from: child) == CGPoint(x: 3, y: 4))
    }

    @Test("Siblings and cousins convert through their common ancestor")
    func siblingsAndCousins() {
        let stage = CoreStage()
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 20, height: 20))
        let cousin = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        b.addSubview(cousin)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -100, y: -200))
        #expect(a.convert(CGPoint.zero, to: cousin) == CGPoint(x: -105, y: -205))
        #expect(cousin.convert(CGPoint.zero, to: a) == CGPoint(x: 105, y: 205))
        #expect(a.convert(CGPoint(x: 1, y: 1), from: cousin) == CGPoint(x: 106, y: 206))
    }

    @Test("A rotated superview turns its subviews' points about its centre")
    func throughRotation() {
        let stage = CoreStage()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        stage.window.addSubview(parent)
        // The parent's top-left corner lands at the window's top-right of the parent's box.
        #expect(isClose(child.convert(CGPoint.zero, to: nil), CGPoint(x: 100, y: 0)))
        #expect(isClose(child.convert(CGPoint(x: 100, y: 0), from: nil), .zero))
        #expect(isClose(parent.convert(CGPoint(x: 100, y: 0), from: nil), .zero))
    }

    @Test("A scaled superview scales its subviews' points about its centre")
    func throughScale() {
        let stage = CoreStage()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        stage.window.addSubview(parent)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: -50, y: -50))
        #expect(child.convert(CGPoint(x: 10, y: 10), to: nil) == CGPoint(x: -30, y: -30))
        #expect(child.convert(CGPoint(x: -30, y: -30), from: nil) == CGPoint(x: 10, y: 10))
    }

    @Test("A rectangle converts to the bounding box of its converted corners")
    func rectangles() {
        let stage = CoreStage()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        stage.window.addSubview(parent)
        #expect(isClose(child.convert(child.bounds, to: nil), CGRect(x: 90, y: 0, width: 10, height: 10)))
        #expect(isClose(child.convert(CGRect(x: 90, y: 0, width: 10, height: 10), from: nil), child.bounds))
        let (_, scrolled, inner) = scrolledStage()
        #expect(inner.convert(inner.bounds, to: scrolled) == inner.frame)
        #expect(scrolled.convert(inner.frame, to: inner) == inner.bounds)
        #expect(inner.convert(CGRect.null, to: nil).isNull)
    }

    @Test("Converting to another view and back returns the starting point")
    func roundTrips() {
        let stage = CoreStage()
        let left = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 90))
        left.transform = CGAffineTransform(rotationAngle: 0.4).scaledBy(x: 1.5, y: 0.8)
        left.bounds.origin = CGPoint(x: 12, y: -7)
        let leftChild = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        leftChild.transform = CGAffineTransform(rotationAngle: -1.1).translatedBy(x: 3, y: 2)
        let right = UIView(frame: CGRect(x: 160, y: 200, width: 100, height: 100))
        right.transform = CGAffineTransform(scaleX: 0.5, y: 3)
        left.addSubview(leftChild)
        stage.window.addSubview(left)
        stage.window.addSubview(right)
        for point in [CGPoint(x: 0, y: 0), CGPoint(x: 13.5, y: -8.25), CGPoint(x: 400, y: 2)] {
            let there = leftChild.convert(point, to: right)
            #expect(isClose(leftChild.convert(there, from: right), point, tolerance: 1e-9))
            #expect(isClose(right.convert(there, to: leftChild), point, tolerance: 1e-9))
            #expect(isClose(leftChild.convert(leftChild.convert(point, to: nil), from: nil), point, tolerance: 1e-9))
            // Going through the window gives the same answer as going directly.
            let viaWindow = right.convert(leftChild.convert(point, to: nil), from: nil)
            #expect(isClose(viaWindow, there, tolerance: 1e-9))
        }
    }

    @Test("Views in different windows convert through screen coordinates")
    func acrossWindows() {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let second = UIWindow(frame: CGRect(x: 100, y: 0, width: 100, height: 100), application: app)
        first.makeKeyAndVisible()
        second.isHidden = false
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        first.addSubview(a)
        second.addSubview(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -90, y: 10))
        #expect(b.convert(CGPoint(x: -90, y: 10), to: a) == .zero)
        // nil is each view's own window, not the screen.
        #expect(b.convert(CGPoint.zero, to: nil) == .zero)
    }

    @Test("Views outside any window still convert between each other")
    func detachedHierarchy() {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 10, height: 10))
        root.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 20))
        #expect(root.convert(CGPoint(x: 10, y: 20), to: child) == .zero)
        // With no window, nil means the space the root's frame is expressed in.
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 120))
        #expect(child.convert(CGPoint(x: 110, y: 120), from: nil) == .zero)
    }
}
