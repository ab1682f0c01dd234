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

    // Hierarchy callbacks are user code and may change the hierarchy themselves. So each change is
    // made in three steps: the will-callbacks; then, with no call out, a check that the change
    // still makes sense and the change itself, which keeps `subviews`, `superview` and `window`
    // in agreement; then the did-callbacks. A change that a callback made impossible is refused
    // with a diagnostic, and the hierarchy stays as the callback left it.
    //
    // Each change is an entry (`UIApplication.performAsEntry`) of the applications of the windows
    // it leaves and joins: input a callback sends — a cancelled view's `touchesCancelled`, a
    // `didMoveToWindow` — is dispatched once the change is complete, never in the middle of it.

    func insertChecked(_ view: UIView, at requestedIndex: Int) {
        let oldWindow = view.storedWindow
        UIApplication.performAsEntry(
            of: oldWindow?.application, oldWindow?.formerApplication, storedWindow?.application
        ) {
            insertCheckedNow(view, at: requestedIndex)
        }
    }

    private func insertCheckedNow(_ view: UIView, at requestedIndex: Int) {
        guard checkAddingSubview(view) else { return }
        if view.storedSuperview === self {
            // Re-inserting an existing subview only reorders it.
            moveSubview(view, to: requestedIndex)
            return
        }
        let oldSuperview = view.storedSuperview
        let oldWindow = view.storedWindow
        let newWindow = storedWindow
        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow {
            view.resignFirstResponderLeaving(oldWindow)
            view.notifySubtree { $0.willMove(toWindow: newWindow) }
        }
        if view.storedSuperview === self { return }  // A callback made the move itself.
        if oldWindow !== newWindow, view.storedSuperview === oldSuperview {
            oldWindow?.forEachTouchOwner { $0.viewWillLeaveWindow(view) }
        }
        guard view.storedSuperview === oldSuperview else {
            reportMovedByCallback(view, "adding it")
            return
        }
        guard checkAddingSubview(view) else { return }
        // The change: no user code runs until the links agree again.
        oldSuperview?.removeSubviewEntry(view)
        let index = min(max(requestedIndex, 0), storedSubviews.count)
        storedSubviews.insert(view, at: index)
        view.subviewIndexHint = index
        view.storedSuperview = self
        setNeedsLayout()  // As in UIKit, adding a subview lays out the superview (and the new view).
        view.finishWindowChange(from: view.storedWindow, to: storedWindow)
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Whether `view` may be added to this view now; reports the diagnostic when it may not.
    private func checkAddingSubview(_ view: UIView) -> Bool {
        do {
            try validateAddingSubview(view)
            return true
        } catch {
            HitKitDiagnostics.report(error, in: window?.application)
            return false
        }
    }

    func insertRelative(_ view: UIView, to sibling: UIView, above: Bool) {
        guard sibling.storedSuperview === self, let index = indexOfSubview(sibling) else {
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
        guard storedSuperview != nil else { return }
        UIApplication.performAsEntry(of: storedWindow?.application, storedWindow?.formerApplication) {
            detachFromSuperviewNow()
        }
    }

    private func detachFromSuperviewNow() {
        guard let superview = storedSuperview else { return }
        let oldWindow = storedWindow
        // A window taken out of another is its own window again, with its subviews.
        let newWindow = self as? UIWindow
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow !== newWindow {
            resignFirstResponderLeaving(oldWindow)
            notifySubtree { $0.willMove(toWindow: newWindow) }
        }
        if oldWindow !== newWindow, storedSuperview === superview {
            oldWindow?.forEachTouchOwner { $0.viewWillLeaveWindow(self) }
        }
        guard storedSuperview === superview else {
            // Removed by a callback already, or moved elsewhere, where it stays.
            if storedSuperview != nil { reportMovedByCallback(self, "removing it") }
            return
        }
        // The change: no user code runs until the links agree again.
        superview.removeSubviewEntry(self)
        storedSuperview = nil
        finishWindowChange(from: storedWindow, to: newWindow)
        didMoveToSuperview()
    }

    /// Sets the window of this subtree, then tells it, once the links agree. The subtree's views
    /// get `didMoveToWindow` while their window is still the new one (a callback may move them on).
    func finishWindowChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        guard oldWindow !== newWindow else { return }
        notifySubtree { $0.storedWindow = newWindow }
        notifySubtree { view in
            if view.storedWindow === newWindow { view.didMoveToWindow() }
        }
        oldWindow?.forEachTouchOwner { $0.viewDidLeaveWindow(self, oldWindow: oldWindow) }
    }

    /// The index of `view` in ``subviews``. O(1) when it is the front-most or back-most subview or
    /// still where it was last put (the usual cases: removing the last, removing in order);
    /// otherwise O(*n*) at worst, searching from where it was last put towards the back first, as
    /// removals in front of a view only move it that way.
    func indexOfSubview(_ view: UIView) -> Int? {
        let target = ObjectIdentifier(view)
        let hint = view.subviewIndexHint
        return storedSubviews.withUnsafeBufferPointer { subviews in
            guard let last = subviews.indices.last else { return nil }
            if ObjectIdentifier(subviews[last]) == target { return last }
            if ObjectIdentifier(subviews[0]) == target { return 0 }
            let start = min(max(hint, 0), last)
            var index = start
            while index >= 0 {
                if ObjectIdentifier(subviews[index]) == target { return index }
                index -= 1
            }
            index = start + 1
            while index <= last {
                if ObjectIdentifier(subviews[index]) == target { return index }
                index += 1
            }
            return nil
        }
    }

    /// Takes `view` out of ``subviews`` (only the array; the caller keeps the links in agreement).
    func removeSubviewEntry(_ view: UIView) {
        guard let index = indexOfSubview(view) else { return }
        storedSubviews.remove(at: index)
    }

    /// Moves the subview `view` to `requestedIndex`, counted before its removal.
    private func moveSubview(_ view: UIView, to requestedIndex: Int) {
        guard let current = indexOfSubview(view) else { return }
        storedSubviews.remove(at: current)
        let index = min(max(requestedIndex > current ? requestedIndex - 1 : requestedIndex, 0), storedSubviews.count)
        storedSubviews.insert(view, at: index)
        view.subviewIndexHint = index
    }

    func reorder(_ view: UIView, toFront: Bool) {
        guard view.storedSuperview === self, let index = indexOfSubview(view) else {
            reportNotASubview(view)
            return
        }
        storedSubviews.remove(at: index)
        if toFront {
            storedSubviews.append(view)
            view.subviewIndexHint = storedSubviews.count - 1
        } else {
            storedSubviews.insert(view, at: 0)
            view.subviewIndexHint = 0
        }
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
        storedSubviews[first].subviewIndexHint = first
        storedSubviews[second].subviewIndexHint = second
    }

    private func reportMovedByCallback(_ view: UIView, _ operation: String) {
        HitKitDiagnostics.report(
            HitKitDiagnostic(
                code: .invalidSubviewOperation,
                message: "a hierarchy callback moved the view while HitKit was \(operation); "
                    + "it stays where the callback put it",
                context: "\(view) in \(view.storedSuperview.map { "\($0)" } ?? "no superview")"),
            in: window?.application ?? view.window?.application)
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
