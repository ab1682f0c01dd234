import Foundation

/// What a list — a table view or a collection view — gives ``ListSelection``: where its items'
/// cells are, its settings, its delegate's answers, and its cells' looks. The list's own words
/// (rows or items) stay in the host; the engine speaks only of index paths.
@MainActor
protocol ListSelectionHost: UIView {
    /// The item `subview` — one of the host's own subviews — is the visible cell of, or `nil`.
    func listItem(ofCell subview: UIView) -> IndexPath?
    /// `item`'s rectangle in the host's coordinates, or `nil` when it has none to touch.
    func listFrame(of item: IndexPath) -> CGRect?
    /// Whether `item` names an item of the loaded data.
    func listContains(_ item: IndexPath) -> Bool
    /// Whether the user may select items.
    var listAllowsSelection: Bool { get }
    /// Whether the user may select more than one item.
    var listAllowsMultipleSelection: Bool { get }
    /// Whether the lift asks `listWillSelect` / `listWillDeselect` while the item is still
    /// highlighted, un-highlighting it after the answer (a collection view), rather than
    /// un-highlighting first (a table). Default `false`.
    var listAsksBeforeUnhighlighting: Bool { get }
    /// Whether single selection asks `listWillDeselect` about the item a new selection replaces
    /// (a table's `willDeselectRowAt`), rather than deselecting it unasked (a collection view,
    /// whose `shouldDeselectItemAt` is for the user deselecting an item). Default `true`.
    var listAsksBeforeReplacing: Bool { get }

    /// The delegate's `shouldHighlight…`: `true` when there is no delegate.
    func listShouldHighlight(_ item: IndexPath) -> Bool
    /// The delegate's `didHighlight…`.
    func listDidHighlight(_ item: IndexPath)
    /// The delegate's `didUnhighlight…`.
    func listDidUnhighlight(_ item: IndexPath)
    /// The delegate's `willSelect…` (a collection view answers `shouldSelect` as `item` or `nil`).
    func listWillSelect(_ item: IndexPath) -> IndexPath?
    /// The delegate's `didSelect…`.
    func listDidSelect(_ item: IndexPath)
    /// The delegate's `willDeselect…` (a collection view answers `shouldDeselect` as `item` or `nil`).
    func listWillDeselect(_ item: IndexPath) -> IndexPath?
    /// The delegate's `didDeselect…`.
    func listDidDeselect(_ item: IndexPath)

    /// Shows `highlighted` on `item`'s visible cell, if it has one.
    func listShowHighlighted(_ highlighted: Bool, at item: IndexPath)
    /// Shows `selected` on `item`'s visible cell, if it has one.
    func listShowSelected(_ selected: Bool, at item: IndexPath, animated: Bool)
}

extension ListSelectionHost {
    var listAsksBeforeUnhighlighting: Bool { false }
    var listAsksBeforeReplacing: Bool { true }

    /// The item whose visible cell is `view` or holds it, or `nil`: the walk up from `view` to
    /// the host's own subview. O(depth of `view` below the host).
    func listItem(holding view: UIView) -> IndexPath? {
        var current: UIView? = view
        while let candidate = current, candidate !== self {
            if candidate.superview === self { return listItem(ofCell: candidate) }
            current = candidate.superview
        }
        return nil
    }

    /// Whether `point` (in the host's coordinates) lies on `item`'s rectangle, which owns its
    /// top and left edges, not its bottom and right ones.
    func listItem(_ item: IndexPath, contains point: CGPoint) -> Bool {
        guard let frame = listFrame(of: item) else { return false }
        return point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }
}

/// The selection of a list and the touch that may change it, as UIKit's table and collection
/// views keep them: one engine, so the two follow the same rules.
///
/// ```
/// cell's view ──touches… (responder chain)──▶ host.touches… ──▶ ListSelection
///                                                              │  began: shouldHighlight, highlight
///                                                              │  moved off the item: unhighlight
///                                                              │  ended: unhighlight, (de)select
///                                                              │    (a collection view asks first)
///                                                              ▼  cancelled: unhighlight
///                                               host.list… (delegate calls, cells' looks)
/// ```
///
/// The host calls the four `touches…` methods from its own overrides and nothing else writes the
/// touch's state. Each call costs O(1) plus the delegate's work: the touch's item is found by
/// walking up from the touched view, the selection is a set, and only single selection's
/// deselection of the previous row visits the selected items (one, unless code selected more).
///
/// Delegate calls may re-enter (a `didSelect` that deselects the row, or reloads the data): every
/// step reads the state again after a call out.
@MainActor
final class ListSelection<Host: ListSelectionHost> {
    private unowned let host: Host
    /// The selected items.
    private(set) var selected: Set<IndexPath> = []
    /// The touch the engine follows, from the host's `touchesBegan` to its end.
    private weak var touch: UITouch?
    /// The item `touch` began on.
    private var touchedItem: IndexPath?
    /// The item shown highlighted because of `touch`.
    private(set) var highlightedItem: IndexPath?

    init(host: Host) { self.host = host }

    // MARK: Touches

    /// The host received `touchesBegan`: the first touch on a cell, when no other is followed,
    /// highlights its item if the delegate agrees.
    func touchesBegan(_ touches: Set<UITouch>) {
        if let touch {
            // Another finger while one is followed is ignored. A followed touch that begins again
            // (touch objects are reused) or has ended never told the host its end — a cell
            // swallowed it: let it go.
            guard touches.contains(touch) || !touch.isActive else { return }
            endTouch(notifying: true)
        }
        guard host.listAllowsSelection else { return }
        // Of fingers landing on cells in the same event, the one on the first item counts (a
        // set's order changes from run to run).
        var chosen: (touch: UITouch, item: IndexPath)?
        for candidate in touches {
            guard let view = candidate.view, let item = host.listItem(holding: view) else { continue }
            if let current = chosen, current.item <= item { continue }
            chosen = (candidate, item)
        }
        guard let (candidate, item) = chosen, host.listShouldHighlight(item), touch == nil, host.listContains(item)
        else { return }
        touch = candidate
        touchedItem = item
        highlightedItem = item
        host.listShowHighlighted(true, at: item)
        host.listDidHighlight(item)
    }

    /// The host received `touchesMoved`: a followed touch that leaves its item's rectangle
    /// un-highlights it and will select nothing.
    func touchesMoved(_ touches: Set<UITouch>) {
        guard let touch, touches.contains(touch), let item = touchedItem else { return }
        let point = touch.location(in: host)
        guard point.x.isFinite, point.y.isFinite, host.listItem(item, contains: point) else {
            endTouch(notifying: true)
            return
        }
    }

    /// The host received `touchesEnded`: the followed touch's item is un-highlighted, then
    /// selected — or, in multiple selection, deselected when it was selected.
    ///
    /// A host that asks before un-highlighting (a collection view) has the delegate's answer
    /// first, then the un-highlight, then the (de)selection.
    func touchesEnded(_ touches: Set<UITouch>) {
        guard let touch, touches.contains(touch), let item = touchedItem else { return }
        guard host.listAsksBeforeUnhighlighting else {
            endTouch(notifying: true)
            guard host.listAllowsSelection, host.listContains(item) else { return }
            if host.listAllowsMultipleSelection, selected.contains(item) {
                userDeselect(host.listWillDeselect(item))
            } else {
                userSelect(host.listWillSelect(item))
            }
            return
        }
        guard host.listAllowsSelection, host.listContains(item) else {
            endTouch(notifying: true)
            return
        }
        let deselecting = host.listAllowsMultipleSelection && selected.contains(item)
        let target = deselecting ? host.listWillDeselect(item) : host.listWillSelect(item)
        // A delegate that reloaded the data while answering made the engine forget the touch.
        guard self.touch === touch else { return }
        endTouch(notifying: true)
        if deselecting { userDeselect(target) } else { userSelect(target) }
    }

    /// The host received `touchesCancelled`: the followed touch's item is un-highlighted.
    func touchesCancelled(_ touches: Set<UITouch>) {
        guard let touch, touches.contains(touch) else { return }
        endTouch(notifying: true)
    }

    /// Forgets the followed touch, un-highlighting its item (telling the delegate when
    /// `notifying`).
    private func endTouch(notifying: Bool) {
        touch = nil
        touchedItem = nil
        guard let item = highlightedItem else { return }
        highlightedItem = nil
        host.listShowHighlighted(false, at: item)
        if notifying { host.listDidUnhighlight(item) }
    }

    // MARK: Selection by the user

    /// After willSelect(new) answered `target`: in single selection willDeselect(old) (when the
    /// host asks) and didDeselect(old) for each other selected item, then didSelect(target).
    private func userSelect(_ target: IndexPath?) {
        guard let target, host.listContains(target) else { return }
        if !host.listAllowsMultipleSelection {
            for old in selected.sorted() where old != target {
                let answer = host.listAsksBeforeReplacing ? host.listWillDeselect(old) : old
                guard let deselected = answer, selected.contains(deselected) else { continue }
                deselect(deselected, animated: false)
                host.listDidDeselect(deselected)
            }
        }
        select(target, animated: false)
        host.listDidSelect(target)
    }

    /// After willDeselect answered `target`: didDeselect of it, if selected.
    private func userDeselect(_ target: IndexPath?) {
        guard let target, selected.contains(target) else { return }
        deselect(target, animated: false)
        host.listDidDeselect(target)
    }

    // MARK: Selection in code

    /// Whether `item` is selected. O(1).
    func isSelected(_ item: IndexPath) -> Bool { selected.contains(item) }

    /// Selects `item` with no delegate call; in single selection the others are deselected
    /// first. An item the host does not contain is ignored.
    func selectOnly(_ item: IndexPath, animated: Bool) {
        guard host.listContains(item) else { return }
        if !host.listAllowsMultipleSelection {
            for old in selected.sorted() where old != item { deselect(old, animated: animated) }
        }
        select(item, animated: animated)
    }

    /// Marks `item` selected and shows it, with no delegate call.
    func select(_ item: IndexPath, animated: Bool) {
        guard selected.insert(item).inserted else { return }
        host.listShowSelected(true, at: item, animated: animated)
    }

    /// Marks `item` deselected and shows it, with no delegate call.
    func deselect(_ item: IndexPath, animated: Bool) {
        guard selected.remove(item) != nil else { return }
        host.listShowSelected(false, at: item, animated: animated)
    }

    /// Deselects every item, in order, with no delegate call.
    func deselectAll(animated: Bool) {
        for item in selected.sorted() { deselect(item, animated: animated) }
    }

    /// Forgets the selection and the followed touch without a word to the delegate or the
    /// cells: the host's data is gone (its cells were retired and are reset when shown again).
    func reset() {
        selected = []
        touch = nil
        touchedItem = nil
        highlightedItem = nil
    }
}
