import HitKit

/// One change to a scene file that a fix makes: what it changes, in plain words and as the
/// scene file's own fields.
public struct SceneEdit: Sendable, Hashable {
    /// The kind of change; its raw value is the `change` of ``TouchExplanation``'s JSON.
    public enum Kind: String, Sendable, CaseIterable {
        /// `hidden: false` on a view.
        case unhide
        /// `alpha: 1` on a view.
        case raiseAlpha
        /// `userInteractionEnabled: true` on a view.
        case enableUserInteraction
        /// `isEnabled: true` on a control.
        case enableControl
        /// Moves a view behind a sibling (before it in their superview's `subviews`).
        case moveBehind
        /// Moves a view drawn in front by its layer's `zPosition` to the front of its superview's `subviews`
        /// (last), so hit-testing asks it first, as the drawing shows it.
        case bringToFront
        /// `animation: {allowUserInteraction: true}` on a view animated without `.allowUserInteraction`: it is then
        /// hit-tested during its animation, at its final frame.
        case allowUserInteraction
        /// `animator: {isUserInteractionEnabled: true}` on a view whose property animator ignores touches.
        case enableAnimatorUserInteraction
        /// Replaces a view's `animation:` by an `animator:` with the same values, duration, curve and times: a
        /// `UIViewPropertyAnimator`'s views are hit-tested where they are drawn.
        case usePropertyAnimator
        /// `hitTest: passThrough` on a view: it no longer takes touches itself; its subviews do.
        case passThrough
        /// `userInteractionEnabled: false` on a view: neither it nor its subviews take touches.
        case disableUserInteraction
        /// Turns a view's pass-through `hitTest` off.
        case removePassThrough
        /// Takes a view out of an ancestor's `hitTest: {nilWhenResultIs: …}`.
        case removeNilWhenResultIs
        /// Removes a view's `hitTest: {redirectInside: …}`.
        case removeRedirect
        /// `pointInside: bounds` on a view whose override refuses the point.
        case pointInsideBounds
        /// `pointInside: {insets: …}` with negative insets: a larger hit area, same drawing.
        case enlargePointInside
        /// A larger `frame` for a view that clips its subview's hit area.
        case growFrame
        /// `hidden: true` on a window in front.
        case hideWindow
        /// `hidden: false` on a hidden window.
        case showWindow
        /// A higher `level` for the view's window.
        case raiseWindowLevel
    }

    /// What the edit changes in the document.
    enum Change: Hashable, Sendable {
        case hidden(Bool)
        case alpha(Double)
        case userInteraction(Bool)
        case enabled(Bool)
        case animationAllowsUserInteraction
        case animatorUserInteraction
        case useAnimator(SceneAnimator)
        case hitTest(HitTestBehaviour)
        case pointInside(PointInsideBehaviour)
        case frame(SceneRect)
        case moveBehind(siblingIndex: Int)
        case bringToFront
        case windowHidden(Bool)
        case windowLevel(Double)
    }

    /// The kind of change.
    public var kind: Kind
    /// The view (or window) changed, by scene name.
    public var view: String
    /// The other view the change refers to: the sibling a view moves behind, the window a
    /// window rises above, the view an enlarged hit area covers.
    public var relativeTo: String?
    /// The change in plain words (`move blackView behind backButton in rootView's subviews`).
    public var text: String
    /// The change as scene-file fields (`blackView: {hitTest: passThrough}`).
    public var yaml: String

    var path: SceneNodePath
    var change: Change
    /// What the change does to the drawing, when it is worth saying (`backButton is then drawn over blackView`).
    var drawingNote: String? = nil

    /// How much the edit changes besides touches: 0 turns a blocking setting off, 1 adds or
    /// changes an override or a hit area, 2 moves or resizes what is drawn, 3 hides a window.
    var cost: Int {
        switch kind {
        case .unhide, .raiseAlpha, .enableUserInteraction, .enableControl, .allowUserInteraction,
            .enableAnimatorUserInteraction, .removePassThrough,
            .removeNilWhenResultIs, .showWindow:
            0
        case .passThrough, .disableUserInteraction, .removeRedirect, .pointInsideBounds, .enlargePointInside,
            .usePropertyAnimator:
            1
        case .moveBehind, .bringToFront, .growFrame, .raiseWindowLevel: 2
        case .hideWindow: 3
        }
    }

    /// Applies the edit to `document` (which has explicit windows).
    func apply(to document: inout SceneDocument) {
        switch change {
        case .hidden(let value): document.modifyView(at: path) { $0.hidden = value }
        case .alpha(let value): document.modifyView(at: path) { $0.alpha = value }
        case .userInteraction(let value): document.modifyView(at: path) { $0.userInteractionEnabled = value }
        case .enabled(let value): document.modifyView(at: path) { $0.isEnabled = value }
        case .animationAllowsUserInteraction:
            document.modifyView(at: path) { $0.animation?.allowUserInteraction = true }
        case .animatorUserInteraction:
            document.modifyView(at: path) { $0.animator?.isUserInteractionEnabled = true }
        case .useAnimator(let animator):
            document.modifyView(at: path) {
                $0.animation = nil
                $0.animator = animator
            }
        case .hitTest(let value): document.modifyView(at: path) { $0.hitTest = value }
        case .pointInside(let value): document.modifyView(at: path) { $0.pointInside = value }
        case .frame(let value):
            document.modifyView(at: path) {
                $0.frame = value
                $0.center = nil
                $0.bounds = $0.bounds.map { SceneRect(CGRect(origin: $0.rect.origin, size: value.rect.size)) }
            }
        case .moveBehind(let siblingIndex):
            guard let index = path.indices.last else { return }
            document.modifySubviews(of: path.parent) { list in
                let spec = list.remove(at: index)
                list.insert(spec, at: siblingIndex)
            }
        case .bringToFront:
            guard let index = path.indices.last else { return }
            document.modifySubviews(of: path.parent) { list in
                guard list.indices.contains(index) else { return }
                list.append(list.remove(at: index))
            }
        case .windowHidden(let value): document.modifyWindow(at: path.window) { $0.hidden = value }
        case .windowLevel(let value): document.modifyWindow(at: path.window) { $0.level = value }
        }
    }
}

extension HitTestBehaviour {
    /// The behaviour as a scene file writes it; `field` is written even when it has its default
    /// (`{passThrough: false}`, `{nilWhenResultIs: []}`), so the change shows.
    func yaml(showing field: String) -> String {
        var fields: [String] = []
        if passThrough || field == "passThrough" { fields.append("passThrough: \(passThrough)") }
        if let redirectInside { fields.append("redirectInside: \(redirectInside)") }
        if !nilWhenResultIs.isEmpty || field == "nilWhenResultIs" {
            fields.append("nilWhenResultIs: [\(nilWhenResultIs.joined(separator: ", "))]")
        }
        if fields == ["passThrough: true"] { return "passThrough" }
        return "{\(fields.joined(separator: ", "))}"
    }
}

extension UIEdgeInsets {
    /// `[top, left, bottom, right]`.
    var yaml: String { "[\([top, left, bottom, right].map(ExplanationFormat.number).joined(separator: ", "))]" }
}
