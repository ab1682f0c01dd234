import Foundation

/// Releasing a hierarchy without a chain of deinitialisers.
///
/// A view's `deinit` is *nonisolated*, as a `deinit` of a `@MainActor` class is in Swift by
/// default, so that subclasses may declare a plain `deinit` as UIKit code does (a subclass cannot
/// override an `isolated deinit` with a nonisolated one). It only moves its subviews out, then
/// hands them to ``releaseSubtrees(_:)``, which releases each subtree iteratively on the main
/// actor: a 100,000-deep hierarchy never deepens the stack.
extension UIView {
    /// Releases `views` and, through an explicit stack, every subview they uniquely hold. On the
    /// main actor (the usual case: UI objects live there) it runs at once; a view released on
    /// another thread hands its subviews to a main-actor task, since their state belongs there.
    ///
    /// - Complexity: O(*n*) in the views released, with constant stack depth.
    nonisolated static func releaseSubtrees(_ views: inout [UIView]) {
        if isOnMainActor {
            MainActor.assumeIsolated { releaseIteratively(&views) }
        } else {
            let pending = PendingViews(views)
            views.removeAll()
            Task { @MainActor in releaseIteratively(&pending.views) }
        }
    }

    /// Pops views off `pending`; each one this stack holds the last reference to gives up its
    /// subviews to the stack before it is released, so its own `deinit` finds none.
    private static func releaseIteratively(_ pending: inout [UIView]) {
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                pending.append(contentsOf: view.storedSubviews)
                view.storedSubviews.removeAll()
            }
        }
    }
}

/// Subviews on their way to the main actor, held only here so the release stays iterative.
private final class PendingViews: @unchecked Sendable {
    var views: [UIView]
    init(_ views: [UIView]) { self.views = views }
}
