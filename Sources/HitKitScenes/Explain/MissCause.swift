@_spi(HitKitTools) import HitKit

/// The first obstacle UIKit's hit-test meets on its way to a view, with the live views involved
/// (``HitMissReason`` is its printable form).
@MainActor
enum MissCause {
    /// The view, or an ancestor of it, is passed over, for the reason the core's hit-test gives
    /// (`UIView.hitTestSkipReason`: the rule the walk itself reads, so a new rule reaches here).
    case ineligible(UIView, HitTestSkipReason)
    /// The point is outside an ancestor (its `point(inside:with:)` says NO), so the walk never
    /// reaches the view; `custom` when that answer comes from an override, not the bounds.
    case outsideAncestor(UIView, local: CGPoint, custom: Bool)
    /// The view's own `point(inside:with:)` says NO.
    case outsideItself(local: CGPoint, custom: Bool)
    /// The point is inside the view's model geometry but outside where it is `drawn` now (its presentation layer's
    /// frame in its superview), and the core's walk, which hit-tests it where it is drawn, does not land on it.
    case outsideWhereDrawn(drawn: CGRect)
    /// A sibling in front of the view (or of one of its ancestors, `over`) takes the touch: the
    /// walk asks subviews front to back, and `hit` is what the sibling's hit-test returned.
    case coveredBySibling(UIView, hit: UIView, over: UIView)
    /// A window in front of the view's window takes the touch.
    case coveredByWindow(UIWindow, hit: UIView)
    /// One of the view's own subviews takes the touch (the deepest view wins).
    case takenBySubview(UIView, hit: UIView)
    /// The view's pass-through `hitTest` returns `nil` where the result would be itself.
    case passThrough
    /// An ancestor's `hitTest` returns `nil` when the walk's result is the view.
    case nilWhenResultIs(UIView)
    /// A view's `hitTest` returns another view for the point.
    case redirected(UIView, to: UIView)
    /// The view's window is hidden.
    case windowHidden(UIWindow)
    /// The hit-test returns something else for a reason the walk does not model.
    case unexplained(hit: UIView?)

    /// The kind of obstacle and the views it is about, by `key`: the same signature in the
    /// runtime built after a change means the change did not help.
    func signature(_ key: (UIView) -> String) -> String {
        switch self {
        case .ineligible(let view, let why): "ineligible \(key(view)) \(why.rawValue)"
        case .outsideAncestor(let view, _, _): "outsideAncestor \(key(view))"
        case .outsideItself: "outsideItself"
        case .outsideWhereDrawn: "outsideWhereDrawn"
        case .coveredBySibling(let view, _, _): "coveredBySibling \(key(view))"
        case .coveredByWindow(let window, let hit): "coveredByWindow \(key(window)) \(key(hit))"
        case .takenBySubview(let view, let hit): "takenBySubview \(key(view)) \(key(hit))"
        case .passThrough: "passThrough"
        case .nilWhenResultIs(let view): "nilWhenResultIs \(key(view))"
        case .redirected(let view, _): "redirected \(key(view))"
        case .windowHidden(let window): "windowHidden \(key(window))"
        case .unexplained: "unexplained"
        }
    }
}
