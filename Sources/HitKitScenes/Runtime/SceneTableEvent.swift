import HitKit

/// A call UIKit makes on a scene table's delegate in response to the user: a row highlighted,
/// un-highlighted, selected or deselected. The scene's runtime reports each through
/// ``SceneRuntime/onTableEvent``, so `hitkit trace` shows it among the dispatch trace's lines.
///
/// ```text
/// table <settings> didHighlightRowAt [0, 1] <aboutRow>
/// table <settings> didSelectRowAt [0, 1] <aboutRow>
/// ```
public struct SceneTableEvent: Sendable, Hashable {
    /// The delegate method, as UIKit names it.
    public enum Call: String, Sendable, Hashable, CaseIterable {
        case didHighlightRowAt, didUnhighlightRowAt, didSelectRowAt, didDeselectRowAt
    }

    /// The table's trace name.
    public var table: String
    /// The delegate method called.
    public var call: Call
    /// The row's index path.
    public var indexPath: IndexPath
    /// The row's cell's trace name (its scene name, or `row 2 of section 0`).
    public var row: String

    /// The trace line: `table <settings> didSelectRowAt [0, 1] <aboutRow>`.
    public var line: String {
        "table <\(table)> \(call.rawValue) [\(indexPath.section), \(indexPath.row)] <\(row)>"
    }
}
