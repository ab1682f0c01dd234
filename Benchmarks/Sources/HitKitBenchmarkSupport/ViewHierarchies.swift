import Foundation
import HitKit

/// A window whose hierarchy is built for a hit-test benchmark, with the point to hit-test (in the
/// window's coordinates) and the view that hit-testing that point must return.
@MainActor
public struct HitTestScene {
    /// The application the window belongs to.
    public let application: UIApplication
    /// The key, visible window at the root of the hierarchy.
    public let window: UIWindow
    /// The point to hit-test, in the window's coordinates.
    public let point: CGPoint
    /// The view that `window.hitTest(point, with: nil)` must return.
    public let expectedHit: UIView
    /// How many views the hierarchy holds below the window.
    public let viewCount: Int

    /// Hit-tests ``point`` once through the public API.
    public func hitTest() -> UIView? {
        window.hitTest(point, with: nil)
    }
}

/// Builders for the hierarchies the benchmarks walk. Each builds its subtree while it is outside
/// the window (so adding a view costs O(1)) and adds it to the window last.
@MainActor
public enum ViewHierarchies {
    /// A chain `depth` views deep, each view filling its superview; the point hits the deepest.
    public static func deepChain(depth: Int) -> HitTestScene {
        let size = CGSize(width: 320, height: 480)
        let (application, window) = makeWindow(size: size)
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var leaf = root
        for _ in 1..<depth {
            let child = UIView(frame: CGRect(origin: .zero, size: size))
            leaf.addSubview(child)
            leaf = child
        }
        window.addSubview(root)
        return HitTestScene(
            application: application, window: window, point: CGPoint(x: 10, y: 10), expectedHit: leaf,
            viewCount: depth)
    }

    /// `count` sibling subviews of the window in a square grid of 4-point cells; the point hits
    /// the back-most one, so hit-testing asks every sibling (front to back) before it.
    public static func wideGrid(count: Int) -> HitTestScene {
        let cell: CGFloat = 4
        let columns = Int(Double(count).squareRoot().rounded(.up))
        let rows = (count + columns - 1) / columns
        let (application, window) = makeWindow(
            size: CGSize(width: CGFloat(columns) * cell, height: CGFloat(rows) * cell))
        var views: [UIView] = []
        views.reserveCapacity(count)
        for index in 0..<count {
            let view = UIView(
                frame: CGRect(
                    x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell, width: cell,
                    height: cell))
            window.addSubview(view)
            views.append(view)
        }
        return HitTestScene(
            application: application, window: window, point: CGPoint(x: cell / 2, y: cell / 2),
            expectedHit: views[0], viewCount: count)
    }

    /// A balanced tree below the window: every view has `fanOut` subviews, `depth` levels deep
    /// (fan-out 10 and depth 5 make 111,111 views, the root included). Each level splits its parent into `fanOut`
    /// strips, across on even levels and down on odd ones. The point lies in the back-most subview
    /// at every level, so hit-testing asks all `fanOut` siblings on each level of the path.
    public static func balancedTree(fanOut: Int, depth: Int) -> HitTestScene {
        var across = 1
        var down = 1
        for level in 0..<depth {
            if level.isMultiple(of: 2) { across *= fanOut } else { down *= fanOut }
        }
        let leafSize: CGFloat = 4
        let size = CGSize(width: CGFloat(across) * leafSize, height: CGFloat(down) * leafSize)
        let (application, window) = makeWindow(size: size)
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        var viewCount = 1
        var level: [UIView] = [root]
        for depthIndex in 0..<depth {
            var next: [UIView] = []
            next.reserveCapacity(level.count * fanOut)
            for parent in level {
                let bounds = parent.bounds
                for index in 0..<fanOut {
                    let frame =
                        depthIndex.isMultiple(of: 2)
                        ? CGRect(
                            x: bounds.width / CGFloat(fanOut) * CGFloat(index), y: 0,
                            width: bounds.width / CGFloat(fanOut), height: bounds.height)
                        : CGRect(
                            x: 0, y: bounds.height / CGFloat(fanOut) * CGFloat(index),
                            width: bounds.width, height: bounds.height / CGFloat(fanOut))
                    let child = UIView(frame: frame)
                    parent.addSubview(child)
                    next.append(child)
                }
            }
            viewCount += next.count
            level = next
        }
        window.addSubview(root)
        // The back-most view on every level: the first subview, down from the root.
        var expected = root
        while let first = expected.subviews.first { expected = first }
        return HitTestScene(
            application: application, window: window, point: CGPoint(x: leafSize / 2, y: leafSize / 2),
            expectedHit: expected, viewCount: viewCount)
    }

    /// A fresh application with a key, visible window of `size` at the screen's origin.
    public static func makeWindow(size: CGSize) -> (UIApplication, UIWindow) {
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), application: application)
        window.makeKeyAndVisible()
        return (application, window)
    }
}
