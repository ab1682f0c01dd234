@_spi(HitKitTools) import HitKit

/// Finds the first reason a touch at a screen point does not land on a view, by walking the way
/// UIKit's hit-test walks: windows front to back, then down the view's ancestors — each one's
/// eligibility (the core's `hitTestSkipReason`: hidden, user interaction off, alpha ≤ 0.01, a
/// disabled control, and any rule the core adds), its
/// `point(inside:with:)`, then its subviews in front of the next ancestor, front to back — and,
/// on the way back up, the `hitTest` overrides that turn a result into `nil`.
///
/// Everything it asks goes through the views' own public methods (`hitTest(_:with:)`,
/// `point(inside:with:)`, `convert(_:from:)`), so overrides answer as they do in dispatch.
@MainActor
struct MissFinder {
    let runtime: SceneRuntime

    /// The front-most visible window whose hit-test returns a view, and that view: where a touch
    /// at `screenPoint` goes (UIKit's rule; the touch router's too).
    ///
    /// - Complexity: O(*n*) in the views hit-tested.
    func hit(at screenPoint: CGPoint) -> (window: UIWindow, view: UIView)? {
        for window in runtime.application.visibleWindowsFrontToBack {
            if let view = window.hitTest(window.convert(screenPoint, from: nil as UIWindow?), with: nil) {
                return (window, view)
            }
        }
        return nil
    }

    /// Where `target` is drawn now (its presentation layer's frame in its superview) when that is not its model frame,
    /// the point is outside it, and the core's walk does not land on `target`; else `nil`.
    private func drawnElsewhere(_ target: UIView, at screenPoint: CGPoint) -> CGRect? {
        guard let superview = target.superview, let drawn = target.layer.presentation()?.frame, drawn != target.frame,
            hit(at: screenPoint)?.view !== target
        else { return nil }
        let point = superview.convert(screenPoint, from: nil as UIWindow?)
        let numbers = [point.x, point.y, drawn.minX, drawn.minY, drawn.width, drawn.height]
        guard numbers.allSatisfy(\.isFinite), !drawn.contains(point) else { return nil }
        return drawn
    }

    /// The first reason a touch at `screenPoint` does not land on `target`, or `nil` when nothing
    /// stands in its way.
    ///
    /// - Complexity: O(*n*) in the views hit-tested; iterative, whatever the depth.
    func firstCause(for target: UIView, at screenPoint: CGPoint) -> MissCause? {
        // Where the core's own walk lands on the target nothing stands in its way — whatever rule it follows that the
        // walk below does not restate (a property animator hit-tests its views where they are drawn).
        if let hit = hit(at: screenPoint), hit.view === target { return nil }
        var chain: [UIView] = []
        var current: UIView? = target
        while let view = current {
            chain.append(view)
            current = view.superview
        }
        chain.reverse()
        guard let window = chain.first as? UIWindow else { return .unexplained(hit: nil) }
        if window.isHidden { return .windowHidden(window) }
        for front in runtime.application.visibleWindowsFrontToBack {
            if front === window { break }
            if let hit = front.hitTest(front.convert(screenPoint, from: nil as UIWindow?), with: nil) {
                return hit === target ? nil : .coveredByWindow(front, hit: hit)
            }
        }
        var point = window.convert(screenPoint, from: nil as UIWindow?)
        for (level, view) in chain.enumerated() {
            let isTarget = level == chain.count - 1
            if level > 0 { point = view.convert(point, from: chain[level - 1]) }
            // A redirecting override answers before its view's own checks, as the article's code does.
            let behaviour = runtime.behaviour(of: view)
            if let redirect = behaviour?.redirectTarget,
                redirect.point(inside: view.convert(point, to: redirect), with: nil)
            {
                if redirect === target { return nil }
                return .redirected(view, to: redirect)
            }
            if let why = view.hitTestSkipReason { return .ineligible(view, why) }
            let custom = behaviour.map { $0.pointInside != .bounds } ?? false
            guard view.point(inside: point, with: nil) else {
                return isTarget
                    ? .outsideItself(local: point, custom: custom)
                    : .outsideAncestor(view, local: point, custom: custom)
            }
            let next = isTarget ? nil : chain[level + 1]
            let front = next.flatMap { next in view.subviews.firstIndex { $0 === next } }.map { $0 + 1 } ?? 0
            for sibling in view.subviews[front...].reversed() {
                guard let hit = sibling.hitTest(sibling.convert(point, from: view), with: nil) else { continue }
                if hit === target { return nil }
                return next.map { .coveredBySibling(sibling, hit: hit, over: $0) } ?? .takenBySubview(sibling, hit: hit)
            }
        }
        if runtime.behaviour(of: target)?.hitTest.passThrough == true { return .passThrough }
        if let drawn = drawnElsewhere(target, at: screenPoint) { return .outsideWhereDrawn(drawn: drawn) }
        let name = runtime.sceneName(of: target)
        for ancestor in chain.reversed() {
            if let name, runtime.behaviour(of: ancestor)?.hitTest.nilWhenResultIs.contains(name) == true {
                return .nilWhenResultIs(ancestor)
            }
        }
        return nil
    }
}
