import HitKit

/// A table's delegate refusing a touched row, as the scene's runtime reported it
/// (``SceneTableEvent``): `shouldHighlightRowAt` answered no — the row neither highlights nor
/// selects — or `willSelectRowAt` answered nil or another row; or a collection view's delegate
/// refusing an item (``SceneCollectionEvent``): `shouldHighlightItemAt` or `shouldSelectItemAt`
/// answered no. The row's or item's `shouldHighlight`, `willSelect` or `shouldSelect` field gives
/// the answer, so removing that field is the smallest fix, offered once re-running the touches
/// proves the row or item then selects.
@MainActor
struct RowRefusal {
    enum Answer {
        /// `shouldHighlightRowAt` answered `false`.
        case noHighlight
        /// `willSelectRowAt` answered `nil`.
        case noSelection
        /// `willSelectRowAt` answered another row, by its trace name.
        case redirected(to: String)
        /// `shouldSelectItemAt` answered `false`.
        case notSelectable
    }

    var answer: Answer
    /// The table's trace name (its scene name in an explained scene).
    var table: String
    /// The row's index path.
    var indexPath: IndexPath
    /// Whether the refusal is a collection view's, about an item.
    var isCollection = false

    /// The refusal `event` tells of, or `nil` when it tells of none (a highlight, a selection, a
    /// `true` answer).
    init?(_ event: SceneTableEvent) {
        switch (event.call, event.answer) {
        case (.shouldHighlightRowAt, "false"?): answer = .noHighlight
        case (.willSelectRowAt, "nil"?): answer = .noSelection
        case (.willSelectRowAt, let target?):
            guard let open = target.firstIndex(of: "<"), target.hasSuffix(">") else { return nil }
            answer = .redirected(to: String(target[target.index(after: open)..<target.index(before: target.endIndex)]))
        default: return nil
        }
        table = event.table
        indexPath = event.indexPath
    }

    /// The refusal a collection view's `event` tells of, or `nil` when it tells of none.
    init?(_ event: SceneCollectionEvent) {
        switch (event.call, event.answer) {
        case (.shouldHighlightItemAt, "false"?): answer = .noHighlight
        case (.shouldSelectItemAt, "false"?): answer = .notSelectable
        default: return nil
        }
        table = event.collection
        indexPath = event.indexPath
        isCollection = true
    }

    /// The row's field that makes the delegate refuse, as the scene file writes it.
    var field: String {
        switch answer {
        case .noHighlight: "shouldHighlight: false"
        case .noSelection: "willSelect: nil"
        case .redirected(let target): "willSelect: \(target)"
        case .notSelectable: "shouldSelect: false"
        }
    }

    /// Why `row` did not select, in plain words; `told` is how the story names it (`row draftsRow`,
    /// `row 2 of section 0`).
    func note(row: String, told: String) -> GestureNote {
        let why: String
        let cause: String
        switch answer {
        case .noHighlight:
            let method = isCollection ? "shouldHighlightItemAt" : "shouldHighlightRowAt"
            why = "\(method) answered no for \(told) (\(field)): it neither highlighted nor selected"
            cause = table
        case .notSelectable:
            why = "shouldSelectItemAt answered no for \(told) (\(field)): it highlighted, then was not selected"
            cause = table
        case .noSelection:
            why = "willSelectRowAt answered nil for \(told) (\(field)): it highlighted, then selected nothing"
            cause = table
        case .redirected(let target):
            let other = target.hasPrefix("row ") ? target : "row \(target)"
            why = "willSelectRowAt answered \(other) for \(told) (\(field)): it redirected the selection to \(other)"
            cause = target
        }
        return GestureNote(
            kind: isCollection ? .itemNotSelected : .rowNotSelected, subject: row, cause: cause,
            text: "\(told) did not select: \(why)")
    }

    /// Removes the row's refusing field from `document`; whether the table and the row were found.
    func removed(from document: inout SceneDocument) -> Bool {
        var found = false
        let section = indexPath.section
        let row = indexPath.row
        let table = table
        let answer = answer
        let isCollection = isCollection
        _ = RowSelectionStory.edit(
            in: &document, matching: { $0.name == table },
            change: { spec in
                guard let place = spec.tableView.sections?[safe: section] else { return }
                if isCollection {
                    guard let items = place.items, items.indices.contains(row) else { return }
                    switch answer {
                    case .noHighlight: spec.tableView.sections?[section].items?[row].shouldHighlight = nil
                    default: spec.tableView.sections?[section].items?[row].shouldSelect = nil
                    }
                } else {
                    guard let rows = place.rows, rows.indices.contains(row) else { return }
                    switch answer {
                    case .noHighlight: spec.tableView.sections?[section].rows?[row].shouldHighlight = nil
                    default: spec.tableView.sections?[section].rows?[row].willSelect = nil
                    }
                }
                found = true
            })
        return found
    }
}

extension Array {
    /// The element at `index`, or `nil` when the array has none there.
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
