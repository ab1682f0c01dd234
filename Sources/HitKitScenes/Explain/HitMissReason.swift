@_spi(HitKitTools) import HitKit

/// Why a touch does not land on a view: the first obstacle UIKit's hit-test meets on its way to
/// it, in plain words. Views are named by their scene names.
public struct HitMissReason: Sendable, Hashable {
    /// The kind of obstacle; its raw value is the `reason` of ``TouchExplanation``'s JSON.
    public enum Kind: String, Sendable, CaseIterable {
        /// The view or an ancestor (``HitMissReason/culprit``) is hidden.
        case hidden
        /// The view's or an ancestor's alpha is at or below 0.01.
        case transparent
        /// User interaction is off on the view or an ancestor.
        case userInteractionDisabled
        /// The view or an ancestor is a disabled control.
        case disabledControl
        /// Hit-testing passes over the view or an ancestor by another of the core's rules
        /// (`HitTestSkipReason`); ``HitMissReason/text`` names it.
        case skipped
        /// The point is outside an ancestor's bounds, so the walk never reaches the view.
        case outsideSuperview
        /// An ancestor's `point(inside:with:)` override answers NO for the point.
        case pointInsideRefused
        /// The point is outside the view itself (its `point(inside:with:)` answers NO).
        case outsideBounds
        /// A sibling in front of the view (or of an ancestor) takes the touch first.
        case coveredBySibling
        /// A view in a window in front of the view's window takes the touch.
        case coveredByWindow
        /// A subview of the view takes the touch (the deepest view wins).
        case takenBySubview
        /// The view's pass-through `hitTest` returns `nil` where the result would be itself.
        case passThrough
        /// An ancestor's `hitTest` returns `nil` when the result is the view.
        case nilWhenResultIs
        /// A view's `hitTest` returns another view for the point.
        case redirected
        /// The view's window is hidden.
        case windowHidden
        /// The hit-test returns another view for a reason `explain` does not model.
        case unexplained
    }

    /// The kind of obstacle.
    public var kind: Kind
    /// The view the touch does not land on.
    public var view: String
    /// The view the obstacle is about when it is not ``view`` itself: the ancestor that is
    /// hidden or clips, the sibling or window in front, the subview that takes the touch.
    public var culprit: String?
    /// The view that takes the touch instead, when the obstacle is one that takes it.
    public var takenBy: String?
    /// The reason in plain words (`covered by front sibling blackView, …`).
    public var text: String
    /// Whether the view (or its ancestor) is drawn in front of the sibling that takes the touch — by a higher
    /// layer `zPosition` — although hit-testing, which follows the order of `subviews`, asks that sibling first.
    public var drawnInFront = false
}

extension MissCause {
    /// The printable reason this cause gives for `target`.
    @MainActor
    func reason(for target: UIView, in runtime: SceneRuntime) -> HitMissReason {
        let name = { (view: UIView) in runtime.traceName(of: view) }
        func onIt(_ view: UIView, _ itself: String, _ ancestor: (String) -> String) -> (String?, String) {
            view === target ? (nil, itself) : (name(view), ancestor(name(view)))
        }
        var takenBy: UIView?
        var drawnInFront = false
        let kind: HitMissReason.Kind
        let culprit: String?
        let text: String
        switch self {
        case .ineligible(let view, .hidden):
            kind = .hidden
            (culprit, text) = onIt(view, "it is hidden (isHidden)") {
                "its ancestor \($0) is hidden, so nothing inside \($0) is hit-tested"
            }
        case .ineligible(let view, .transparent):
            kind = .transparent
            let value = ExplanationFormat.number(view.alpha)
            (culprit, text) = onIt(view, "its alpha \(value) ≤ 0.01, so hit-testing skips it") {
                "its ancestor \($0) has alpha \(value) ≤ 0.01, so nothing inside \($0) is hit-tested"
            }
        case .ineligible(let view, .userInteractionDisabled):
            kind = .userInteractionDisabled
            (culprit, text) = onIt(view, "user interaction is off on it (isUserInteractionEnabled = false)") {
                "user interaction is off on its ancestor \($0), so nothing inside \($0) is hit-tested"
            }
        case .ineligible(let view, .disabledControl):
            kind = .disabledControl
            (culprit, text) = onIt(view, "it is a disabled control (isEnabled = false)") {
                "its ancestor \($0) is a disabled control, so nothing inside \($0) is hit-tested"
            }
        case .ineligible(let view, .animatingWithoutUserInteraction):
            kind = .skipped
            (culprit, text) = onIt(
                view,
                "it is animating without .allowUserInteraction, so hit-testing skips it until its animation ends"
            ) {
                "its ancestor \($0) is animating without .allowUserInteraction, so nothing inside \($0) is hit-tested "
                    + "until its animation ends"
            }
        case .ineligible(let view, .propertyAnimatorIgnoresTouches):
            kind = .skipped
            (culprit, text) = onIt(
                view,
                "a property animator whose isUserInteractionEnabled is false animates it, so hit-testing skips it"
            ) {
                "a property animator whose isUserInteractionEnabled is false animates its ancestor \($0), so nothing "
                    + "inside \($0) is hit-tested"
            }
        case .ineligible(let view, let rule):
            // A rule of the core's that has no words of its own here: its description names it.
            kind = HitMissReason.Kind(rawValue: rule.rawValue) ?? .skipped
            (culprit, text) = onIt(view, "hit-testing skips it (\(rule))") {
                "hit-testing skips its ancestor \($0) (\(rule)), so nothing inside \($0) is hit-tested"
            }
        case .outsideAncestor(let view, let local, let custom):
            culprit = name(view)
            let relation = view === target.superview ? "superview" : "ancestor"
            if custom {
                kind = .pointInsideRefused
                text =
                    "its \(relation) \(name(view))'s point(inside:with:) override answers NO at "
                    + "\(ExplanationFormat.point(local)), so hit-testing never reaches it"
            } else {
                kind = .outsideSuperview
                text =
                    "the point is outside its \(relation) \(name(view))'s bounds — \(ExplanationFormat.point(local)) in "
                    + "\(name(view)), whose bounds are \(ExplanationFormat.rect(view.bounds)) — so hit-testing never reaches it, "
                    + "even where it is drawn"
            }
        case .outsideItself(let local, let custom):
            kind = .outsideBounds
            culprit = nil
            text =
                custom
                ? "its point(inside:with:) override answers NO at \(ExplanationFormat.point(local))"
                : "the point is outside it: \(ExplanationFormat.point(local)) in its coordinates, its bounds are "
                    + ExplanationFormat.rect(target.bounds) + Self.drawnElsewhere(target, local)
        case .outsideWhereDrawn(let drawn):
            kind = .outsideBounds
            culprit = nil
            text =
                "the point is outside where it is drawn now, \(ExplanationFormat.rect(drawn)), and it is hit-tested "
                + "there, not at its final frame \(ExplanationFormat.rect(target.frame))"
        case .coveredBySibling(let sibling, let hit, let over):
            kind = .coveredBySibling
            culprit = name(sibling)
            takenBy = hit
            let parent = sibling.superview.map(name) ?? "its superview"
            let taker = hit === sibling ? "" : " (\(name(hit)) inside it takes the touch)"
            let order =
                "\(name(sibling)) comes after \(name(over)) in \(parent)'s subviews, so it is hit-tested first and "
                + "takes the point"
            let (raised, lower) = (SceneDrawing.zPosition(of: over), SceneDrawing.zPosition(of: sibling))
            if raised > lower {
                // Drawn in front by zPosition, hit-tested after: zPosition orders drawing only.
                drawnInFront = true
                let whose =
                    over === target
                    ? "sibling \(name(sibling))\(taker), drawn behind it"
                    : "sibling \(name(sibling)) of its ancestor \(name(over))\(taker), drawn behind \(name(over))"
                text =
                    "covered by \(whose): \(name(over)) is drawn in front by zPosition "
                    + "\(ExplanationFormat.number(raised)) (\(name(sibling))'s is \(ExplanationFormat.number(lower))), "
                    + "but hit-testing follows subview order, not zPosition: \(order)"
            } else {
                let whose = over === target ? "front sibling" : "sibling in front of its ancestor \(name(over))"
                text = "covered by \(whose) \(name(sibling))\(taker): \(order)"
            }
        case .coveredByWindow(let window, let hit):
            kind = .coveredByWindow
            culprit = name(window)
            takenBy = hit
            let own = target.window.map { ExplanationFormat.number($0.windowLevel.rawValue) } ?? "0"
            let level = "(level \(ExplanationFormat.number(window.windowLevel.rawValue)))"
            let taker =
                hit === window
                ? "window \(name(window)) itself \(level)" : "\(name(hit)) in window \(name(window)) \(level)"
            text =
                "covered by \(taker), in front of its own window (level \(own)): the front-most window that hits "
                + "a view gets the touch"
        case .takenBySubview(let subview, let hit):
            kind = .takenBySubview
            culprit = name(subview)
            takenBy = hit
            let inner = hit === subview ? "" : " (\(name(hit)) inside it)"
            text = "its subview \(name(subview))\(inner) takes the touch: the deepest view under the point wins"
        case .passThrough:
            kind = .passThrough
            culprit = nil
            text = "its pass-through hitTest(_:with:) returns nil where the result would be itself"
        case .nilWhenResultIs(let view):
            kind = .nilWhenResultIs
            culprit = name(view)
            text = "\(name(view))'s hitTest(_:with:) returns nil when the result is \(name(target)) (nilWhenResultIs)"
        case .redirected(let view, let to):
            kind = .redirected
            culprit = name(view)
            takenBy = to
            text = "\(name(view))'s hitTest(_:with:) redirects the point to \(name(to)) (redirectInside)"
        case .windowHidden(let window):
            kind = .windowHidden
            culprit = name(window)
            text = "its window \(name(window)) is hidden"
        case .unexplained(let hit):
            kind = .unexplained
            culprit = nil
            takenBy = hit
            text = "the hit-test returns \(hit.map(name) ?? "nothing") for a reason explain does not model"
        }
        return HitMissReason(
            kind: kind, view: name(target), culprit: culprit, takenBy: takenBy.map(name), text: text,
            drawnInFront: drawnInFront)
    }

    /// `; hit-tested at its final frame: it is drawn at … now` when `target` is being animated and the point (`local`,
    /// in its model coordinates) is where its presentation layer draws it; else nothing.
    static func drawnElsewhere(_ target: UIView, _ local: CGPoint) -> String {
        guard let superview = target.superview, let drawn = target.layer.presentation()?.frame
        else { return "" }
        let point = target.convert(local, to: superview)
        let numbers = [point.x, point.y, drawn.minX, drawn.minY, drawn.width, drawn.height]
        guard numbers.allSatisfy(\.isFinite), drawn != target.frame, drawn.contains(point) else { return "" }
        return "; hit-tested at its final frame: it is drawn at \(ExplanationFormat.rect(drawn)) now, under the point"
    }
}
