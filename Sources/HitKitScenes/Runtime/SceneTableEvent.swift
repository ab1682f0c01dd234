import HitKit

/// A call UIKit makes on a scene table's delegate in response to the user: a row highlighted,
/// un-highlighted, selected or deselected, and — for a row whose `shouldHighlight` or `willSelect`
/// field the file sets — the question asked and the delegate's answer. The scene's runtime reports
/// each through ``SceneRuntime/onTableEvent``, so `hitkit trace` shows it among the dispatch
/// trace's lines.
///
/// ```text
/// table <settings> didHighlightRowAt [0, 1] <aboutRow>
/// table <settings> didSelectRowAt [0, 1] <aboutRow>
/// table <settings> willSelectRowAt [0, 2] <draftsRow> → nil
/// ```
public struct SceneTableEvent: Sendable, Hashable {
    /// The delegate method, as UIKit names it.
    public enum Call: String, Sendable, Hashable, CaseIterable {
        case didHighlightRowAt, didUnhighlightRowAt, didSelectRowAt, didDeselectRowAt
        /// Asked only of rows whose `shouldHighlight` the file sets; ``SceneTableEvent/answer`` is
        /// `true` or `false`.
        case shouldHighlightRowAt
        /// Asked only of rows whose `willSelect` the file sets; ``SceneTableEvent/answer`` is `nil`
        /// or the row selected instead (`[0, 3] <allMailRow>`).
        case willSelectRowAt
    }

    /// The table's trace name.
    public var table: String
    /// The delegate method called.
    public var call: Call
    /// The row's index path.
    public var indexPath: IndexPath
    /// The row's cell's trace name (its scene name, or `row 2 of section 0`).
    public var row: String
    /// The delegate's answer, for a question (``Call/shouldHighlightRowAt``,
    /// ``Call/willSelectRowAt``): `false`, `nil`, `[0, 3] <allMailRow>`; `nil` for the other calls.
    public var answer: String?

    /// The trace line: `table <settings> didSelectRowAt [0, 1] <aboutRow>`, with ` → answer` after a
    /// question.
    public var line: String {
        "table <\(table)> \(call.rawValue) [\(indexPath.section), \(indexPath.row)] <\(row)>"
            + (answer.map { " → \($0)" } ?? "")
    }
}
