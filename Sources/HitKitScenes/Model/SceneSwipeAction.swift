/// One of a table row's swipe actions in a scene file, in its `leadingActions:` or
/// `trailingActions:` list. The scene's table delegate returns them as a
/// `UISwipeActionsConfiguration` of `UIContextualAction`s, the first at the row's edge; the
/// handler logs `handler for "Delete" on row <mailRow>` and, unless `completes: false`, calls its
/// completion with `true`, which closes the row.
///
/// ```yaml
/// rows:
///   - name: mailRow
///     trailingActions:
///       - {title: Delete, style: destructive}
///       - {title: Flag, completes: false}
///     leadingActions: [{title: Read}]
/// ```
public struct SceneSwipeAction: Codable, Hashable, Sendable {
    /// The button's title.
    public var title: String
    /// `normal` (the default) or `destructive`.
    public var style: String?
    /// Whether the handler calls its completion (true by default); with `false` the row stays
    /// open after the action runs, as a handler waiting for a confirmation leaves it.
    public var completes: Bool?

    /// The style names a scene file may give.
    static let styles = ["normal", "destructive"]

    enum CodingKeys: String, CodingKey, CaseIterable { case title, style, completes }

    /// An action titled `title`, normal, completing.
    public init(title: String) { self.title = title }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "a swipe action mapping {title, style, completes}")
        guard let title = try c.optional(String.self, .title, expecting: "a title") else {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.title], expected: "a title")
        }
        self.title = title
        style = try c.optional(String.self, .style, expecting: "normal or destructive")
        if let style, !Self.styles.contains(style) {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.style], expected: "normal or destructive")
        }
        completes = try c.optional(Bool.self, .completes, expecting: "true or false")
    }
}
