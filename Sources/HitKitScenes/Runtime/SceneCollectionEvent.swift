import HitKit

/// A call UIKit makes on a scene collection view's delegate in response to the user: an item
/// highlighted, un-highlighted, selected or deselected. The scene's runtime reports each through
/// ``SceneRuntime/onCollectionEvent``, so `hitkit trace` shows it among the dispatch trace's lines.
///
/// ```text
/// collection <photos> didHighlightItemAt [0, 1] <forest>
/// collection <photos> didSelectItemAt [0, 1] <forest>
/// ```
public struct SceneCollectionEvent: Sendable, Hashable {
    /// The delegate method, as UIKit names it.
    public enum Call: String, Sendable, Hashable, CaseIterable {
        case didHighlightItemAt, didUnhighlightItemAt, didSelectItemAt, didDeselectItemAt
        /// Asked only of items whose `shouldHighlight` the file sets; ``SceneCollectionEvent/answer``
        /// is `true` or `false`.
        case shouldHighlightItemAt
        /// Asked only of items whose `shouldSelect` the file sets; ``SceneCollectionEvent/answer`` is
        /// `true` or `false`.
        case shouldSelectItemAt
    }

    /// The collection view's trace name.
    public var collection: String
    /// The delegate method called.
    public var call: Call
    /// The item's index path.
    public var indexPath: IndexPath
    /// The item's cell's trace name (its scene name, or `item [0, 2]`).
    public var item: String
    /// The delegate's answer to a question (``Call/shouldHighlightItemAt``,
    /// ``Call/shouldSelectItemAt``): `true` or `false`; `nil` for the other calls.
    public var answer: String?

    /// The trace line: `collection <photos> didSelectItemAt [0, 1] <forest>`, with ` → answer`
    /// after a question.
    public var line: String {
        "collection <\(collection)> \(call.rawValue) [\(indexPath.section), \(indexPath.item)] <\(item)>"
            + (answer.map { " → \($0)" } ?? "")
    }
}
