import Foundation
import HitKitTesting

@testable import HitKit

// The plain reference for the differential hit-test tests: UIKit's algorithm as the articles write
// it, recursive and with no shortcut, over the same `UIView`s that HitKit's engine walks; and a
// seeded generator of random hierarchies, probes and mutations.

/// A view class whose `hitTest(_:with:)` override is written once, over its `super` answer, so that
/// the reference can run the same override with its own walk as `super`.
@MainActor
protocol DifferentialOverride: UIView {
    /// The override's answer, given `superHit` (what `super.hitTest` answers for a point).
    func overrideHitTest(_ point: CGPoint, superHit: (CGPoint) -> UIView?) -> UIView?
}

/// Lets touches through itself but not through its subviews.
@MainActor
final class DifferentialPassThroughView: UIView, DifferentialOverride {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        overrideHitTest(point) { super.hitTest($0, with: event) }
    }
    func overrideHitTest(_ point: CGPoint, superHit: (CGPoint) -> UIView?) -> UIView? {
        let hit = superHit(point)
        return hit === self ? nil : hit
    }
}

/// Claims points up to `margin` outside its bounds, through a `hitTest(_:with:)` override.
@MainActor
final class DifferentialClaimingView: UIView, DifferentialOverride {
    var margin: CGFloat = 15
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        overrideHitTest(point) { super.hitTest($0, with: event) }
    }
    func overrideHitTest(_ point: CGPoint, superHit: (CGPoint) -> UIView?) -> UIView? {
        if let hit = superHit(point) { return hit }
        guard !isHidden, isUserInteractionEnabled, alpha > 0.01 else { return nil }
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) ? self : nil
    }
}

/// Accepts points up to `margin` outside its bounds, through `point(inside:with:)`.
@MainActor
final class DifferentialEnlargedView: UIView {
    var margin: CGFloat = 12
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -margin, dy: -margin).contains(point)
    }
}

/// Overrides the flags hit-testing reads: it counts as half as opaque as its stored alpha, and
/// as hidden while `hiddenByOverride` is set.
@MainActor
final class DifferentialFlagOverridingView: UIView {
    var hiddenByOverride = false
    override var alpha: CGFloat {
        get { super.alpha / 2 }
        set { super.alpha = newValue }
    }
    override var isHidden: Bool {
        get { hiddenByOverride || super.isHidden }
        set { super.isHidden = newValue }
    }
}

/// A subclass that overrides nothing of hit-testing (walked in place by the engine).
@MainActor
final class DifferentialPlainSubclass: UIView {}

/// The plain recursive reverse depth-first search: skip hidden, non-interactive, transparent views
/// and disabled controls (and non-finite points, as HitKit does), ask `point(inside:with:)`, then
/// the subviews from front to back with the point converted by centre and bounds.
@MainActor
func referenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
    if let override = view as? any DifferentialOverride {
        return override.overrideHitTest(point) { plainReferenceHitTest(view, $0) }
    }
    return plainReferenceHitTest(view, point)
}

@MainActor
private func plainReferenceHitTest(_ view: UIView, _ point: CGPoint) -> UIView? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    if view.isHidden || !view.isUserInteractionEnabled || view.alpha <= 0.01 { return nil }
    if let control = view as? UIControl, !control.isEnabled { return nil }
    // A view animated by a UIView animation without .allowUserInteraction, with its subtree.
    if view.hitTestBlockingAnimationCount > 0 { return nil }
    // A view a property animator animates with isUserInteractionEnabled false, with its subtree.
    if view.animatorHitTesting.ignoresTouches > 0 { return nil }
    guard view.point(inside: point, with: nil) else { return nil }
    for subview in view.subviews.reversed() {
        let converted =
            subview.animatorHitTesting.whereDrawn > 0
            ? referenceDrawnPoint(subview, point) : subview.convert(point, from: view)
        if let hit = referenceHitTest(subview, converted) { return hit }
    }
    return view
}

/// `point`, in the superview's coordinates, in the coordinates of `view` as its presentation layer
/// draws it: the inverse of the map that takes the presentation bounds' anchor point to its position
/// through its transform.
@MainActor
private func referenceDrawnPoint(_ view: UIView, _ point: CGPoint) -> CGPoint {
    guard let shown = view.layer.presentation() else { return view.convert(point, from: view.superview) }
    let bounds = shown.bounds
    let anchor = CGPoint(
        x: bounds.minX + shown.anchorPoint.x * bounds.width, y: bounds.minY + shown.anchorPoint.y * bounds.height)
    let toSuperview = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
        .concatenating(shown.affineTransform())
        .concatenating(CGAffineTransform(translationX: shown.position.x, y: shown.position.y))
    let determinant = toSuperview.a * toSuperview.d - toSuperview.b * toSuperview.c
    guard determinant != 0 else { return CGPoint(x: CGFloat.nan, y: .nan) }
    return point.applying(toSuperview.inverted())
}

/// Random hierarchies, probes and mutations drawn from one seed.
@MainActor
struct DifferentialWorld {
    var random: ChaosRandom
    let window: UIWindow
    let application: UIApplication
    private(set) var views: [UIView] = []
    /// How many subviews a wide parent gets: past the spatial index's threshold.
    let wideCount: ClosedRange<Int>

    init(seed: UInt64, wideCount: ClosedRange<Int> = 70...400) {
        random = ChaosRandom(seed: seed)
        application = UIApplication()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        window.makeKeyAndVisible()
        self.wideCount = wideCount
        build(under: window, depth: 0)
    }

    private mutating func build(under parent: UIView, depth: Int) {
        let count: Int
        if depth < 3, random.chance(0.15) {
            count = random.int(wideCount)
        } else {
            count = depth >= 4 ? 0 : random.int(0...4)
        }
        for _ in 0..<count {
            let view = makeView()
            parent.addSubview(view)
            views.append(view)
            if random.chance(count > 20 ? 0.03 : 0.6) { build(under: view, depth: depth + 1) }
        }
    }

    mutating func makeView() -> UIView {
        let view: UIView
        switch random.int(0...12) {
        case 0: view = DifferentialPassThroughView()
        case 1: view = DifferentialClaimingView()
        case 2: view = DifferentialEnlargedView()
        case 3: view = UIControl()
        case 4: view = UIButton(type: .system)
        case 5: view = DifferentialPlainSubclass()
        case 6:
            let flagged = DifferentialFlagOverridingView()
            flagged.hiddenByOverride = random.chance(0.2)
            view = flagged
        default: view = UIView()
        }
        randomizeGeometry(view)
        randomizeFlags(view)
        return view
    }

    mutating func randomizeGeometry(_ view: UIView) {
        view.transform = .identity
        view.frame = CGRect(
            x: random.double(-60...300).rounded(), y: random.double(-60...440).rounded(),
            width: random.double(0...160).rounded(), height: random.double(0...160).rounded())
        if random.chance(0.2) {
            view.bounds.origin = CGPoint(x: random.double(-40...40).rounded(), y: random.double(-40...40).rounded())
        }
        if random.chance(0.25) { view.transform = randomTransform() }
    }

    mutating func randomTransform() -> CGAffineTransform {
        switch random.int(0...5) {
        case 0: return CGAffineTransform(rotationAngle: random.double(-3.2...3.2))
        case 1: return CGAffineTransform(scaleX: random.double(0.2...2.5), y: random.double(0.2...2.5))
        case 2: return CGAffineTransform(scaleX: 0, y: random.double(0...1))
        case 3: return CGAffineTransform(rotationAngle: .pi / 2)
        case 4:
            return CGAffineTransform(translationX: random.double(-50...50), y: random.double(-50...50))
                .rotated(by: random.double(-1...1))
        default: return CGAffineTransform(a: 1, b: random.double(-1...1), c: random.double(-1...1), d: 1, tx: 3, ty: -7)
        }
    }

    mutating func randomizeFlags(_ view: UIView) {
        view.isHidden = random.chance(0.08)
        view.isUserInteractionEnabled = !random.chance(0.08)
        view.alpha = random.chance(0.08) ? random.pick([0, 0.005, 0.01, 0.011, 0.02, 0.021]) : 1
        if let control = view as? UIControl { control.isEnabled = !random.chance(0.2) }
    }

    /// A point in the window's coordinates, mostly on the screen, sometimes just off it, sometimes
    /// on an edge of a view's frame.
    mutating func point() -> CGPoint {
        if !views.isEmpty, random.chance(0.3) {
            let view = random.pick(views)
            let frame = view.convert(view.bounds, to: window)
            if frame.isNull || !frame.minX.isFinite { return CGPoint(x: 10, y: 10) }
            return CGPoint(
                x: random.pick([frame.minX, frame.maxX, frame.midX]), y: random.pick([frame.minY, frame.maxY]))
        }
        return CGPoint(x: random.double(-20...340), y: random.double(-20...500))
    }

    /// One random change: geometry, flags, order or membership.
    mutating func mutate() {
        guard !views.isEmpty else { return }
        let view = random.pick(views)
        switch random.int(0...9) {
        case 0: randomizeGeometry(view)
        case 1: view.center = CGPoint(x: random.double(0...320), y: random.double(0...480))
        case 2: view.bounds.origin = CGPoint(x: random.double(-30...30), y: random.double(-30...30))
        case 3: view.transform = random.chance(0.5) ? .identity : randomTransform()
        case 4: randomizeFlags(view)
        case 5: view.superview?.bringSubviewToFront(view)
        case 6: view.superview?.sendSubviewToBack(view)
        case 7:
            view.removeFromSuperview()
            views.removeAll { $0 === view }
        case 8:
            let added = makeView()
            let parent = random.chance(0.3) ? window : view
            parent.insertSubview(added, at: random.int(0...parent.subviews.count))
            views.append(added)
        default:
            if let parent = view.superview, parent.subviews.count > 1 {
                let last = parent.subviews.count - 1
                parent.exchangeSubview(at: random.int(0...last), withSubviewAt: random.int(0...last))
            }
        }
    }
}

/// The description of a failing case: the views that still show it, one a line, indented by depth.
@MainActor
func describeHierarchy(_ root: UIView) -> String {
    var lines: [String] = []
    var stack: [(UIView, Int)] = [(root, 0)]
    while let (view, depth) = stack.popLast() {
        let f = view.frame
        var line = String(repeating: "  ", count: depth) + "\(type(of: view)) \(ObjectIdentifier(view).hashValue)"
        line += " center=(\(view.center.x), \(view.center.y)) bounds=\(view.bounds)"
        line += " frame=(\(f.minX), \(f.minY), \(f.width), \(f.height))"
        if !view.transform.isIdentity { line += " transform=\(view.transform)" }
        if view.isHidden { line += " hidden" }
        if !view.isUserInteractionEnabled { line += " noInteraction" }
        if view.alpha != 1 { line += " alpha=\(view.alpha)" }
        if let control = view as? UIControl, !control.isEnabled { line += " disabled" }
        lines.append(line)
        for subview in view.subviews { stack.append((subview, depth + 1)) }
    }
    return lines.joined(separator: "\n")
}

/// Removes views one at a time while the engine and the reference still disagree at `point`, so
/// that what is left is a small hierarchy that shows the difference.
@MainActor
func reduceDisagreement(in window: UIWindow, at point: CGPoint) {
    func disagrees() -> Bool { window.hitTest(point, with: nil) !== referenceHitTest(window, point) }
    var changed = true
    while changed {
        changed = false
        var all: [UIView] = []
        var stack = window.subviews
        while let view = stack.popLast() {
            all.append(view)
            stack.append(contentsOf: view.subviews)
        }
        for view in all {
            guard let parent = view.superview else { continue }
            let index = parent.subviews.firstIndex { $0 === view } ?? 0
            view.removeFromSuperview()
            if disagrees() {
                changed = true
            } else {
                parent.insertSubview(view, at: index)
            }
        }
    }
}
