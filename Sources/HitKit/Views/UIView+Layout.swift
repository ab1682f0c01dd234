import Foundation

/// Layout: UIKit's deferred `layoutSubviews()` pass, so code that positions subviews in
/// `layoutSubviews()` has run before a touch is hit-tested.
///
/// HitKit has no Auto Layout and no render loop. Instead, **before each touch-down is hit-tested,
/// every visible window of the application lays out the views that need layout** (the moment
/// UIKit's run loop would have done so, since the last frame). A view needs layout when it is new,
/// when ``setNeedsLayout()`` was called, when its bounds size changed, or when a subview was
/// added to it — UIKit's triggers. ``layoutIfNeeded()`` lays out at once.
///
/// The pass is iterative (an explicit stack, parents before children), visits only the branches
/// with a view that needs layout — a window with nothing to lay out costs O(1) — and repeats, up
/// to ``HitKitDefaults/maximumLayoutPasses`` times, while `layoutSubviews()` overrides ask for
/// more layout.
extension UIView {
    /// Marks the view, and its branch of the hierarchy, as needing layout.
    func markNeedsLayout() {
        storedNeedsLayout = true
        subtreeNeedsLayout = true
        var view = self
        while let superview = view.storedSuperview, !superview.subtreeNeedsLayout {
            superview.subtreeNeedsLayout = true
            view = superview
        }
    }

    /// Runs ``layoutSubviews()`` of each view in this subtree that needs layout, parents before
    /// children, iteratively.
    func layOutSubtree() {
        var passes = 0
        while subtreeNeedsLayout, passes < HitKitDefaults.maximumLayoutPasses {
            passes += 1
            var pending: [UIView] = [self]
            while let view = pending.popLast() {
                guard view.subtreeNeedsLayout else { continue }
                view.subtreeNeedsLayout = false
                if view.storedNeedsLayout {
                    view.storedNeedsLayout = false
                    view.layoutSubviews()
                }
                for subview in view.storedSubviews.reversed() where subview.subtreeNeedsLayout {
                    pending.append(subview)
                }
            }
        }
    }

    /// Resigns the first responder of this view's subtree, if any; see ``endEditing(_:)``.
    func resignFirstResponderInSubtree(force: Bool) -> Bool {
        guard let window, let responder = window.currentFirstResponder else { return true }
        let inSubtree: Bool
        if let view = responder as? UIView {
            inSubtree = view === self || view.isDescendant(of: self)
        } else {
            inSubtree = self === window
        }
        guard inSubtree else { return true }
        if responder.resignFirstResponder() { return true }
        guard force else { return false }
        window.currentFirstResponder = nil
        return true
    }
}
