import Foundation

extension UIView {
    /// Whether this view is `view` or one of its descendants. O(depth), iterative.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }

    /// Returns this view if its ``tag`` matches, otherwise the first descendant (depth-first, back
    /// to front) whose tag matches. Iterative.
    public func viewWithTag(_ tag: Int) -> UIView? {
        firstInSubtree { $0.tag == tag }
    }

    /// The first view of this subtree, in depth-first back-to-front order, that satisfies
    /// `predicate`. Iterative: deep hierarchies never deepen the call stack.
    public func firstInSubtree(where predicate: (UIView) -> Bool) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if predicate(view) { return view }
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
        return nil
    }

    /// Checks whether `view` may be added to this view; the hierarchy must stay a tree.
    ///
    /// - Throws: A ``HitKitDiagnostic`` with code `cyclicHierarchy` when `view` is this view or one
    ///   of its ancestors.
    public func validateAddingSubview(_ view: UIView) throws(HitKitDiagnostic) {
        // A view without subviews is nobody's ancestor, so only then is the O(depth) walk needed.
        if view === self || (!view.storedSubviews.isEmpty && isDescendant(of: view)) {
            throw HitKitDiagnostic(
                code: .cyclicHierarchy,
                message: view === self
                    ? "a view cannot be added as a subview of itself; the hierarchy is unchanged"
                    : "a view cannot be added to one of its own descendants; the hierarchy is unchanged",
                context: "\(view) into \(self)")
        }
    }

    // MARK: Implementation of the open hierarchy methods

    func insertChecked(_ view: UIView, at requestedIndex: Int) {
        do {
            try validateAddingSubview(view)
        } catch {
            HitKitDiagnostics.report(error, in: window?.application)
            return
        }
        if view.storedSuperview === self {
            // Re-inserting an existing subview only reorders it.
            guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: current)
            let index = min(
                max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0), storedSubviews.count)
            storedSubviews.insert(view, at: index)
            return
        }
        let oldWindow = view.storedWindow
        let newWindow = storedWindow ?? (self as? UIWindow)
        if let oldSuperview = view.storedSuperview {
            oldSuperview.willRemoveSubview(view)
        }
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view.resignFirstResponderLeaving(oldWindow)
            view.notifySubtree { $0.willMove(toWindow: newWindow) }
        }
        if let oldSuperview = view.storedSuperview {
            oldSuperview.storedSubviews.removeAll { $0 === view }
        }
        let index = min(max(requestedIndex, 0), storedSubviews.count)
        storedSubviews.insert(view, at: index)
        view.storedSuperview = self
        if oldWindow !== newWindow {
            view.notifySubtree { $0.storedWindow = newWindow }
            view.notifySubtree { $0.didMoveToWindow() }
            oldWindow?.application?.viewDidLeaveWindow(view, oldWindow: oldWindow)
        }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    func insertRelative(_ view: UIView, to sibling: UIView, above: Bool) {
        guard sibling.storedSuperview === self,
            let index = storedSubviews.firstIndex(where: { $0 === sibling })
        else {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .invalidSubviewOperation,
                    message: "the sibling is not a subview of the receiver; the view was added at the front",
                    context: "\(sibling) in \(self)"),
                in: window?.application)
            insertChecked(view, at: storedSubviews.count)
            return
        }
        // insertChecked accounts for the removal of `view` itself when it is already a subview.
        insertChecked(view, at: above ? index + 1 : index)
    }

    func detachFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = storedWindow
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil {
            resignFirstResponderLeaving(oldWindow)
            notifySubtree { $0.willMove(toWindow: nil) }
        }
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        if oldWindow != nil {
            notifySubtree { $0.storedWindow = nil }
            notifySubtree { $0.didMoveToWindow() }
            oldWindow?.application?.viewDidLeaveWindow(self, oldWindow: oldWindow)
        }
        didMoveToSuperview()
    }

    func reorder(_ view: UIView, toFront: Bool) {
        guard let index = storedSubviews.firstIndex(where: { $0 === view }) else {
            reportNotASubview(view)
            return
        }
        storedSubviews.remove(at: index)
        if toFront { storedSubviews.append(view) } else { storedSubviews.insert(view, at: 0) }
    }

    func exchange(_ first: Int, _ second: Int) {
        guard storedSubviews.indices.contains(first), storedSubviews.indices.contains(second) else {
            HitKitDiagnostics.report(
                HitKitDiagnostic(
                    code: .invalidSubviewOperation,
                    message: "subview index out of range; nothing was exchanged",
                    context: "\(first) and \(second) of \(storedSubviews.count) in \(self)"),
                in: window?.application)
            return
        }
        storedSubviews.swapAt(first, second)
    }

    private func reportNotASubview(_ view: UIView) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .invalidSubviewOperation,
                message: "the view is not a subview of the receiver; nothing changed",
                context: "\(view) in \(self)"),
            in: window?.application)
    }

    /// Before this subtree leaves `oldWindow`: if the window's first responder is in the subtree
    /// (a view of it, or a controller whose view is), it resigns, as in UIKit. The window's slot is
    /// cleared even if it refuses, since a responder outside the window cannot hold it.
    func resignFirstResponderLeaving(_ oldWindow: UIWindow?) {
        guard let oldWindow, let current = oldWindow.currentFirstResponder else { return }
        guard let holder = (current as? UIView) ?? (current as? UIViewController)?.viewIfLoaded,
            holder.isDescendant(of: self)
        else { return }
        current.resignFirstResponder()
        if oldWindow.currentFirstResponder === current { oldWindow.currentFirstResponder = nil }
    }

    /// Calls `body` on this view and every descendant, parents before children, iteratively.
    func notifySubtree(_ body: (UIView) -> Void) {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.storedSubviews.reversed())
        }
    }
}
