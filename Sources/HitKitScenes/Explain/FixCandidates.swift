import HitKit

/// The changes that could remove one obstacle, each to be tried on a fresh runtime: unhide,
/// raise alpha or enable interaction where it is off; enable a control; bring a view drawn in front by
/// `zPosition` to the front of the subviews; move a covering sibling behind, make it pass touches
/// through or turn its interaction off; undo an override that returns nil or redirects; let a
/// clipping ancestor's hit area cover the view; hide or lower a window in front.
@MainActor
struct FixCandidates {
    let runtime: SceneRuntime
    let target: UIView

    private func name(_ view: UIView) -> String { runtime.traceName(of: view) }

    private func edit(
        _ kind: SceneEdit.Kind, _ view: UIView, _ change: SceneEdit.Change, relativeTo: UIView? = nil,
        text: String, yaml: String
    ) -> SceneEdit? {
        guard let path = runtime.nodePath(of: view), view is UIWindow || !path.indices.isEmpty else { return nil }
        return SceneEdit(
            kind: kind, view: name(view), relativeTo: relativeTo.map(name), text: text,
            yaml: "\(name(view)): {\(yaml)}", path: path, change: change)
    }

    /// The candidate edits for `cause`, most direct first.
    func edits(for cause: MissCause) -> [SceneEdit] {
        let found: [SceneEdit?]
        switch cause {
        case .ineligible(let view, let why):
            found = [enabling(view, why)]
        case .outsideAncestor(let ancestor, _, let custom):
            found =
                (custom ? [boundsPointInside(ancestor)] : []) + [enlarge(ancestor, toCover: target), grow(ancestor)]
        case .outsideItself(let local, _) where !MissCause.drawnElsewhere(target, local).isEmpty:
            // Drawn there by an animation, hit-tested at its final frame: a larger hit area would chase a moving
            // drawing. A property animator hit-tests it where it is drawn (a hitTest override asking
            // layer.presentation() would too, but it is no scene field).
            found = [animatingWithPropertyAnimator(target)]
        case .outsideItself(let local, let custom):
            found = (custom ? [boundsPointInside(target)] : []) + [enlarge(target, toInclude: local)]
        case .outsideWhereDrawn:
            // Where it is drawn moves on with the animation: no scene edit keeps up with it.
            found = []
        case .coveredBySibling(let sibling, let hit, let over):
            let front = bringToFront(over, over: sibling)
            let behind = moveBehind(sibling, over)
            // Where both give the same order, the one that says why (zPosition) is kept.
            let moves: [SceneEdit?] = front.map { behind?.yaml == $0.yaml ? [$0] : [$0, behind] } ?? [behind]
            found = moves + stopping(hit) + (hit === sibling ? [] : [disable(sibling)])
        case .coveredByWindow(let window, let hit):
            found = (hit === window ? [] : stopping(hit)) + [raiseLevel(above: window), hide(window)]
        case .takenBySubview(let subview, let hit):
            found = stopping(hit) + (hit === subview ? [] : [disable(subview)])
        case .passThrough:
            found = [changeHitTest(target, .removePassThrough) { $0.passThrough = false }]
        case .nilWhenResultIs(let ancestor):
            let targetName = name(target)
            found = [
                changeHitTest(ancestor, .removeNilWhenResultIs) { $0.nilWhenResultIs.removeAll { $0 == targetName } }
            ]
        case .redirected(let view, _):
            found = [changeHitTest(view, .removeRedirect) { $0.redirectInside = nil }]
        case .windowHidden(let window):
            found = [
                edit(
                    .showWindow, window, .windowHidden(false), text: "show window \(name(window))",
                    yaml: "hidden: false")
            ]
        case .unexplained:
            found = []
        }
        return found.compactMap { $0 }
    }

    private func enabling(_ view: UIView, _ why: HitTestSkipReason) -> SceneEdit? {
        switch why {
        case .hidden:
            edit(.unhide, view, .hidden(false), text: "unhide \(name(view))", yaml: "hidden: false")
        case .transparent:
            edit(
                .raiseAlpha, view, .alpha(1),
                text: "raise \(name(view))'s alpha to 1 (above 0.01 is enough to be hit-tested)", yaml: "alpha: 1")
        case .userInteractionDisabled:
            edit(
                .enableUserInteraction, view, .userInteraction(true),
                text: "turn user interaction on for \(name(view))", yaml: "userInteractionEnabled: true")
        case .disabledControl:
            edit(
                .enableControl, view, .enabled(true), text: "enable the control \(name(view))", yaml: "isEnabled: true")
        case .animatingWithoutUserInteraction:
            edit(
                .allowUserInteraction, view, .animationAllowsUserInteraction,
                text: "animate \(name(view)) with .allowUserInteraction (it is then hit-tested at its final frame)",
                yaml: "animation: {allowUserInteraction: true}")
        case .propertyAnimatorIgnoresTouches:
            edit(
                .enableAnimatorUserInteraction, view, .animatorUserInteraction,
                text: "turn user interaction on for the property animator animating \(name(view))",
                yaml: "animator: {isUserInteractionEnabled: true}")
        default:
            // A rule the scene file has no field for: no edit to suggest.
            nil
        }
    }

    /// Animating `view` with a property animator instead of its `animation:`, so it is hit-tested where it is drawn.
    private func animatingWithPropertyAnimator(_ view: UIView) -> SceneEdit? {
        guard let animation = runtime.sceneAnimations[ObjectIdentifier(view)] else { return nil }
        let animator = SceneAnimator(animation)
        return edit(
            .usePropertyAnimator, view, .useAnimator(animator),
            text:
                "animate \(name(view)) with a UIViewPropertyAnimator instead of UIView.animate: its views are "
                + "hit-tested where they are drawn",
            yaml: "animation: null, animator: \(animator.flowYAML)")
    }

    /// Ways to make `view` stop taking the touch: pass touches through (its subviews still take
    /// theirs), or turn its user interaction off (its subviews' too).
    private func stopping(_ view: UIView) -> [SceneEdit?] {
        [
            changeHitTest(view, .passThrough) { $0.passThrough = true },
            disable(view),
        ]
    }

    private func disable(_ view: UIView) -> SceneEdit? {
        edit(
            .disableUserInteraction, view, .userInteraction(false),
            text: "turn user interaction off for \(name(view)) (and so for its subviews)",
            yaml: "userInteractionEnabled: false")
    }

    private func changeHitTest(
        _ view: UIView, _ kind: SceneEdit.Kind, _ body: (inout HitTestBehaviour) -> Void
    ) -> SceneEdit? {
        guard !(view is UIWindow) else { return nil }
        var behaviour = runtime.behaviour(of: view)?.hitTest ?? HitTestBehaviour()
        let old = behaviour
        body(&behaviour)
        guard behaviour != old else { return nil }
        let text: String
        switch kind {
        case .passThrough: text = "make \(name(view)) pass touches through (hitTest returns nil for itself)"
        case .removePassThrough: text = "turn \(name(view))'s pass-through hitTest off"
        case .removeNilWhenResultIs: text = "stop \(name(view))'s hitTest returning nil for \(name(target))"
        default: text = "remove \(name(view))'s redirectInside"
        }
        let field: String
        switch kind {
        case .removeNilWhenResultIs: field = "nilWhenResultIs"
        case .removeRedirect: field = "redirectInside"
        default: field = "passThrough"
        }
        return edit(kind, view, .hitTest(behaviour), text: text, yaml: "hitTest: \(behaviour.yaml(showing: field))")
    }

    private func boundsPointInside(_ view: UIView) -> SceneEdit? {
        guard !(view is UIWindow), runtime.behaviour(of: view)?.pointInside != .bounds else { return nil }
        return edit(
            .pointInsideBounds, view, .pointInside(.bounds),
            text: "let \(name(view))'s point(inside:with:) answer by its bounds", yaml: "pointInside: bounds")
    }

    /// `pointInside: {insets: …}` on `view`, negative enough that its hit area holds `area` (in
    /// its coordinates) as well as its bounds.
    private func enlarge(_ view: UIView, toHold area: CGRect, covering: UIView?, text: String) -> SceneEdit? {
        guard !(view is UIWindow), view.bounds.hasFiniteEdges, area.hasFiniteEdges else { return nil }
        let bounds = view.bounds
        let union = bounds.union(area)
        let insets = UIEdgeInsets(
            top: (union.minY - bounds.minY).rounded(.down), left: (union.minX - bounds.minX).rounded(.down),
            bottom: (bounds.maxY - union.maxY).rounded(.down), right: (bounds.maxX - union.maxX).rounded(.down))
        guard insets != UIEdgeInsets() else { return nil }
        return edit(
            .enlargePointInside, view, .pointInside(.insets(insets)), relativeTo: covering, text: text,
            yaml: "pointInside: {insets: \(insets.yaml)}")
    }

    private func enlarge(_ ancestor: UIView, toCover view: UIView) -> SceneEdit? {
        let area = view.convert(view.bounds, to: ancestor)
        return enlarge(
            ancestor, toHold: area, covering: view,
            text: "enlarge \(name(ancestor))'s hit area (point(inside:with:)) to cover \(name(view))")
    }

    private func enlarge(_ view: UIView, toInclude point: CGPoint) -> SceneEdit? {
        let area = CGRect(x: point.x.rounded(.down), y: point.y.rounded(.down), width: 1, height: 1)
        return enlarge(
            view, toHold: area, covering: nil,
            text: "enlarge \(name(view))'s hit area (point(inside:with:)) to reach the point")
    }

    /// A larger frame for `ancestor` that holds the target, when it only needs to grow right or
    /// down (so its subviews stay where they are) and it is not transformed.
    private func grow(_ ancestor: UIView) -> SceneEdit? {
        guard !(ancestor is UIWindow), ancestor.transform == .identity else { return nil }
        let area = target.convert(target.bounds, to: ancestor)
        let bounds = ancestor.bounds
        guard area.minX >= bounds.minX, area.minY >= bounds.minY else { return nil }
        var frame = ancestor.frame
        frame.size.width += max(0, (area.maxX - bounds.maxX).rounded(.up))
        frame.size.height += max(0, (area.maxY - bounds.maxY).rounded(.up))
        guard frame != ancestor.frame else { return nil }
        let numbers = [frame.minX, frame.minY, frame.width, frame.height].map(ExplanationFormat.number)
        return edit(
            .growFrame, ancestor, .frame(SceneRect(frame)), relativeTo: target,
            text: "grow \(name(ancestor)) to \(ExplanationFormat.rect(frame)) so it holds \(name(target))",
            yaml: "frame: [\(numbers.joined(separator: ", "))]")
    }

    private func moveBehind(_ sibling: UIView, _ over: UIView) -> SceneEdit? {
        guard let parent = sibling.superview, let index = parent.subviews.firstIndex(where: { $0 === over }) else {
            return nil
        }
        var order = parent.subviews.map(name)
        if let from = order.firstIndex(of: name(sibling)) {
            order.insert(order.remove(at: from), at: index)
        }
        guard let path = runtime.nodePath(of: sibling), !path.indices.isEmpty else { return nil }
        let (moved, stays) = (SceneDrawing.zPosition(of: sibling), SceneDrawing.zPosition(of: over))
        let note =
            moved > stays
            ? "\(name(sibling)) stays drawn over \(name(over)): its zPosition \(ExplanationFormat.number(moved)) is higher"
            : "\(name(over)) is then drawn over \(name(sibling))"
        return SceneEdit(
            kind: .moveBehind, view: name(sibling), relativeTo: name(over),
            text: "move \(name(sibling)) behind \(name(over)) in \(name(parent))'s subviews",
            yaml: "\(name(parent)): {subviews: [\(order.joined(separator: ", "))]}", path: path,
            change: .moveBehind(siblingIndex: index), drawingNote: note)
    }

    /// Moves `view`, drawn in front of the sibling `other` by a higher `zPosition` but before it in `subviews`,
    /// to the end of its superview's `subviews`, so hit-testing asks it first as the drawing shows it; `nil` when
    /// its `zPosition` is not higher.
    private func bringToFront(_ view: UIView, over other: UIView) -> SceneEdit? {
        let z = SceneDrawing.zPosition(of: view)
        guard z > SceneDrawing.zPosition(of: other), let parent = view.superview,
            let path = runtime.nodePath(of: view), !path.indices.isEmpty
        else { return nil }
        var order = parent.subviews.map(name)
        if let from = order.firstIndex(of: name(view)) { order.append(order.remove(at: from)) }
        let zText = ExplanationFormat.number(z)
        return SceneEdit(
            kind: .bringToFront, view: name(view), relativeTo: name(other),
            text:
                "bring \(name(view)) to the front of \(name(parent))'s subviews (last), as its zPosition \(zText) draws it",
            yaml: "\(name(parent)): {subviews: [\(order.joined(separator: ", "))]}", path: path,
            change: .bringToFront,
            drawingNote: "\(name(view)) is drawn over \(name(other)) either way: its zPosition \(zText) is higher")
    }

    private func raiseLevel(above window: UIWindow) -> SceneEdit? {
        guard let own = target.window else { return nil }
        let level = Double(window.windowLevel.rawValue) + 1
        guard Double(own.windowLevel.rawValue) < level else { return nil }
        return edit(
            .raiseWindowLevel, own, .windowLevel(level), relativeTo: window,
            text: "raise window \(name(own))'s level to \(ExplanationFormat.number(level)), above \(name(window))",
            yaml: "level: \(ExplanationFormat.number(level))")
    }

    private func hide(_ window: UIWindow) -> SceneEdit? {
        edit(.hideWindow, window, .windowHidden(true), text: "hide window \(name(window))", yaml: "hidden: true")
    }
}
