import Foundation

/// One property a ``UIViewPropertyAnimator`` animates: a view's layer key path going from its value
/// before the animation block to the value the block set, shown through the layer's
/// `presentation()` at the animator's progress.
///
/// The model holds the end value from the moment the block runs, as in UIKit; presentation shows
/// the model value plus the part of the change still to come (`over + (interpolated − to)`), so
/// another animation of the same property adds to it. Values that do not add (transforms, colours)
/// show the interpolated value itself.
@MainActor
final class PropertyAnimatorChange: PresentationContribution {
    /// Held strongly: a layer showing the change keeps its animator alive until it is inactive, as
    /// UIKit keeps an active animator.
    private let animator: UIViewPropertyAnimator
    private(set) weak var view: UIView?
    let keyPath: String
    let from: Any?
    let to: Any?
    /// The animator's fraction at which this change begins (added with a delay factor, or to a
    /// running animator).
    let startFraction: Double

    init(
        animator: UIViewPropertyAnimator, view: UIView, keyPath: String, from: Any?, to: Any?,
        startFraction: Double
    ) {
        self.animator = animator
        self.view = view
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.startFraction = startFraction
    }

    var keyPaths: [String] { [keyPath] }

    /// The value at `progress` from ``from`` (0) to ``to`` (1).
    func value(atProgress progress: Double) -> Any? {
        AnimationValue.interpolate(from, to, progress: progress)
    }

    func presentationValue(forKeyPath keyPath: String, over value: Any?) -> Any? {
        let shown = self.value(atProgress: animator.progress(of: self, at: animator.now))
        guard let base = AnimationValue(value), let end = AnimationValue(to), let now = AnimationValue(shown),
            let remaining = end.difference(to: now), let sum = base.adding(remaining)
        else { return shown }
        return sum.any
    }
}
