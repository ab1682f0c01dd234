import Foundation

/// The UIView properties that UIView animations animate, each with the layer key path its
/// animation runs on (UIKit animates the layer's `position` for `center` and `frame`, `bounds` for
/// `bounds` and `frame`, `opacity` for `alpha`).
enum AnimatableViewProperty: Hashable, Sendable {
    case center, bounds, transform, alpha, backgroundColor

    /// The layer key path (``LayerKeyPath``) this property's animation runs on.
    var layerKeyPath: String {
        switch self {
        case .center: "position"
        case .bounds: "bounds"
        case .transform: "transform"
        case .alpha: "opacity"
        case .backgroundColor: "backgroundColor"
        }
    }
}

/// One model change of an animatable property made inside a captured block: the value before the
/// block's first change of it and after its last.
@MainActor
struct ViewPropertyChange {
    /// The view whose property changed.
    let view: UIView
    /// The property.
    let property: AnimatableViewProperty
    /// The value before the block changed it, as the layer key path's value (`CGPoint`, `CGRect`,
    /// `CGAffineTransform`, `CGFloat`, `CGColor?`).
    let from: Any?
    /// The value after the block's last change of it.
    var to: Any?

    /// The layer key path the change animates.
    var keyPath: String { property.layerKeyPath }

    /// Whether the change changes anything.
    var isChange: Bool {
        guard let a = AnimationValue(from), let b = AnimationValue(to) else {
            return (from as? CGColor) != (to as? CGColor)
        }
        if let equal = AnimationValue.areEqual(a, b) { return !equal }
        if case .transform(let x) = a, case .transform(let y) = b { return x != y }
        return true
    }
}

/// A scope in which model changes of views' animatable properties are recorded, as UIKit records
/// the changes an animation block makes. Scopes nest (a UIView animation block inside another, a
/// `performWithoutAnimation` inside a block); the innermost one records. The current scope is a
/// task-local value, never process-wide state.
///
/// The seam a property animator uses: ``capturing(_:)`` runs a block and returns its changes,
/// which the caller animates as it likes.
@MainActor
final class ViewPropertyCapture {
    /// What a scope does with the changes made in it.
    enum Mode {
        /// Records them for the caller (``capturing(_:)``).
        case capture
        /// Records them for a UIView animation with these settings.
        case animation(ViewAnimationSettings)
        /// Records nothing: `performWithoutAnimation`, or animations disabled.
        case withoutAnimation
        /// Collects the keyframes of an `animateKeyframes` block with these settings (changes made
        /// outside `addKeyframe` are recorded as a keyframe over the whole duration).
        case keyframes(ViewAnimationSettings, ViewKeyframeCollector)
    }

    /// The innermost scope of the running task.
    @TaskLocal static var current: ViewPropertyCapture?

    let mode: Mode
    private(set) var changes: [ViewPropertyChange] = []
    private var indexes: [Key: Int] = [:]

    private struct Key: Hashable {
        let view: ObjectIdentifier
        let property: AnimatableViewProperty
    }

    init(mode: Mode) { self.mode = mode }

    /// The settings of the innermost animation scope, if the innermost scope animates.
    static var currentSettings: ViewAnimationSettings? {
        switch current?.mode {
        case .animation(let settings)?, .keyframes(let settings, _)?: return settings
        default: return nil
        }
    }

    /// Records a change of `property` of `view`; a second change of it keeps the first `from`.
    func note(_ view: UIView, _ property: AnimatableViewProperty, from: Any?, to: Any?) {
        if case .withoutAnimation = mode { return }
        let key = Key(view: ObjectIdentifier(view), property: property)
        if let index = indexes[key] {
            changes[index].to = to
        } else {
            indexes[key] = changes.count
            changes.append(ViewPropertyChange(view: view, property: property, from: from, to: to))
        }
    }

    /// Runs `body` in a new scope of `mode` and returns the scope (with its changes).
    static func run(_ mode: Mode, _ body: () -> Void) -> ViewPropertyCapture {
        let scope = ViewPropertyCapture(mode: mode)
        $current.withValue(scope) { body() }
        return scope
    }

    /// Runs `body` and returns the model changes of animatable view properties it made, in the
    /// order first made, changing nothing else: the values stay as `body` set them, and no animation
    /// is added. For a property animator.
    static func capturing(_ body: () -> Void) -> [ViewPropertyChange] {
        run(.capture, body).changes
    }
}

extension UIView {
    /// Tells the innermost capture scope, if any, that `property` changed from `from` to `to`.
    @inline(__always)
    func noteAnimatableChange(_ property: AnimatableViewProperty, from: CGPoint, to: CGPoint) {
        guard let scope = ViewPropertyCapture.current else { return }
        scope.note(self, property, from: from, to: to)
    }

    @inline(__always)
    func noteAnimatableChange(_ property: AnimatableViewProperty, from: CGRect, to: CGRect) {
        guard let scope = ViewPropertyCapture.current else { return }
        scope.note(self, property, from: from, to: to)
    }

    @inline(__always)
    func noteAnimatableChange(_ property: AnimatableViewProperty, from: CGAffineTransform, to: CGAffineTransform) {
        guard let scope = ViewPropertyCapture.current else { return }
        scope.note(self, property, from: from, to: to)
    }

    @inline(__always)
    func noteAnimatableChange(_ property: AnimatableViewProperty, from: CGFloat, to: CGFloat) {
        guard let scope = ViewPropertyCapture.current else { return }
        scope.note(self, property, from: from, to: to)
    }

    @inline(__always)
    func noteAnimatableChange(_ property: AnimatableViewProperty, from: UIColor?, to: UIColor?) {
        guard let scope = ViewPropertyCapture.current else { return }
        scope.note(self, property, from: from?.cgColor, to: to?.cgColor)
    }
}
