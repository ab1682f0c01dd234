import Foundation
import HitKit

/// A window, a fixed list of points to hit-test (in window coordinates) and what the plain
/// reference answers for each, so HitKit's and the plain walk's iterations probe the same points
/// and each HitKit answer is checked against the reference.
@MainActor
public final class ProbeScene {
    /// The application the window belongs to.
    public let application: UIApplication
    /// The key, visible window.
    public let window: UIWindow
    /// The points, probed in turn.
    public let points: [CGPoint]
    /// The plain reference's answer for each point.
    public let expected: [UIView?]
    /// How many views the window holds.
    public let viewCount: Int
    /// Whether the plain reference must walk with an explicit stack (too deep for recursion).
    public let isDeep: Bool
    private var cursor = 0

    init(application: UIApplication, window: UIWindow, points: [CGPoint], viewCount: Int, isDeep: Bool = false) {
        self.application = application
        self.window = window
        self.points = points
        self.viewCount = viewCount
        self.isDeep = isDeep
        expected = points.map {
            isDeep ? PlainHitTest.hitTestIteratively(window, $0) : PlainHitTest.hitTest(window, $0)
        }
    }

    /// The next point's index.
    public func nextProbe() -> Int {
        let index = cursor
        cursor = (cursor + 1) % points.count
        return index
    }

    /// HitKit's answer for point `index`, through the public API.
    public func hitKit(_ index: Int) -> UIView? {
        window.hitTest(points[index], with: nil)
    }

    /// The plain reference's answer for point `index`.
    public func plain(_ index: Int) -> UIView? {
        isDeep ? PlainHitTest.hitTestIteratively(window, points[index]) : PlainHitTest.hitTest(window, points[index])
    }

    /// The lean reference's answer for point `index` (see ``PlainHitTest/leanHitTest(_:_:)``).
    public func lean(_ index: Int) -> UIView? {
        isDeep
            ? PlainHitTest.leanHitTestIteratively(window, points[index])
            : PlainHitTest.leanHitTest(window, points[index])
    }

    /// The ordinary app screen: a 390 × 844 window with a navigation bar and a list of 17 cells of
    /// 25 views each (about 430 views), probed on the bar, on controls, on labels and between them.
    public static func appScreen() -> ProbeScene {
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: 390, height: 844))
        let root = UIView(frame: window.bounds)
        var count = 1
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        for (index, width) in [60.0, 200, 44, 44].enumerated() {
            let item: UIView = index == 1 ? UILabel() : UIButton(type: .system)
            item.frame = CGRect(x: [8.0, 95, 294, 338][index], y: 50, width: width, height: 44)
            bar.addSubview(item)
            count += 1
        }
        let list = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        for row in 0..<17 {
            list.addSubview(makeCell(frame: CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44)))
            count += 25
        }
        root.addSubview(list)
        root.addSubview(bar)
        window.addSubview(root)
        count += 3
        var random = SplitMix(seed: 16)
        var points: [CGPoint] = [CGPoint(x: 30, y: 70), CGPoint(x: 360, y: 70), CGPoint(x: 200, y: 70)]
        for _ in 0..<61 { points.append(CGPoint(x: random.unit() * 390, y: random.unit() * 844)) }
        return ProbeScene(application: application, window: window, points: points, viewCount: count)
    }

    /// One list cell: 25 views (an image, three labels, a button, an accessory, a separator, a
    /// badge and a strip of icons).
    private static func makeCell(frame: CGRect) -> UIView {
        let cell = UIView(frame: frame)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
        content.addSubview(UIImageView(frame: CGRect(x: 8, y: 4, width: 36, height: 36)))
        for (index, y) in [2.0, 16, 30].enumerated() {
            let label = UILabel(frame: CGRect(x: 52, y: y, width: 200 - CGFloat(index) * 40, height: 12))
            content.addSubview(label)
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 300, y: 6, width: 44, height: 32)
        content.addSubview(button)
        content.addSubview(UIImageView(frame: CGRect(x: 360, y: 14, width: 16, height: 16)))
        content.addSubview(UIView(frame: CGRect(x: 52, y: 43, width: 338, height: 1)))
        let badge = UIView(frame: CGRect(x: 260, y: 12, width: 30, height: 20))
        badge.addSubview(UILabel(frame: CGRect(x: 4, y: 2, width: 22, height: 16)))
        content.addSubview(badge)
        let strip = UIView(frame: CGRect(x: 52, y: 30, width: 190, height: 12))
        for index in 0..<13 {
            strip.addSubview(UIImageView(frame: CGRect(x: CGFloat(index) * 14, y: 0, width: 12, height: 12)))
        }
        content.addSubview(strip)
        cell.addSubview(content)
        return cell
    }

    /// A flat canvas: `count` sibling views of 8 × 8 points scattered over a square window sized
    /// so they cover it about twice, probed at 64 scattered points.
    public static func canvas(count: Int) -> ProbeScene {
        let side = (Double(count) * 32).squareRoot().rounded()
        let (application, window) = ViewHierarchies.makeWindow(size: CGSize(width: side, height: side))
        var random = SplitMix(seed: UInt64(count))
        for _ in 0..<count {
            window.addSubview(
                UIView(
                    frame: CGRect(x: random.unit() * (side - 8), y: random.unit() * (side - 8), width: 8, height: 8)))
        }
        let points = (0..<64).map { _ in CGPoint(x: random.unit() * side, y: random.unit() * side) }
        return ProbeScene(application: application, window: window, points: points, viewCount: count)
    }

    /// A chain `depth` views deep, each filling its superview; every probe hits the deepest view.
    public static func deepChain(depth: Int) -> ProbeScene {
        let chain = ViewHierarchies.deepChain(depth: depth)
        return ProbeScene(
            application: chain.application, window: chain.window, points: [chain.point], viewCount: depth,
            isDeep: true)
    }
}

/// SplitMix64, so that scenes are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
