import HitKit

/// A delegate call a scene's table or collection view made in response to the user, as
/// ``RowSelectionStory`` reads it: the same story for a table's rows and a collection view's items.
@MainActor
struct ListStoryEvent {
    enum Call { case highlight, unhighlight, select, other }

    var call: Call
    /// The row's or item's cell, by trace name.
    var item: String
    /// The delegate's refusal this call tells of, if any.
    var refusal: RowRefusal?

    init(_ event: SceneTableEvent) {
        switch event.call {
        case .didHighlightRowAt: call = .highlight
        case .didUnhighlightRowAt: call = .unhighlight
        case .didSelectRowAt: call = .select
        default: call = .other
        }
        item = event.row
        refusal = RowRefusal(event)
    }

    init(_ event: SceneCollectionEvent) {
        switch event.call {
        case .didHighlightItemAt: call = .highlight
        case .didUnhighlightItemAt: call = .unhighlight
        case .didSelectItemAt: call = .select
        default: call = .other
        }
        item = event.item
        refusal = RowRefusal(event)
    }
}

/// The words a story uses for a list: `row` and `table`, or `item` and `collection view`.
struct ListWords: Equatable {
    /// `row` or `item`.
    var item: String
    /// `table` or `collection view`.
    var list: String

    /// The kind of a note telling why a row or an item did not select.
    var notSelected: GestureNote.Kind { item == "row" ? .rowNotSelected : .itemNotSelected }
    /// The kind of a note giving its checked fix.
    var fix: GestureNote.Kind { item == "row" ? .rowFix : .itemFix }

    @MainActor
    init(_ list: UIScrollView) {
        if list is UICollectionView {
            (item, self.list) = ("item", "collection view")
        } else {
            (item, self.list) = ("row", "table")
        }
    }
}

extension SceneRuntime {
    /// Calls `body` with the name of each row or item the delegate of a table or a collection view
    /// of this runtime hears selected by the user.
    func onUserSelection(_ body: @escaping (String) -> Void) {
        onTableEvent = { if $0.call == .didSelectRowAt { body($0.row) } }
        onCollectionEvent = { if $0.call == .didSelectItemAt { body($0.item) } }
    }
}
