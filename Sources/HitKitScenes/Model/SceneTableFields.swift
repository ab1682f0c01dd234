/// A `tableView` view's fields in a scene file: UITableView's style and heights, and its sections
/// and rows. The scene's data source gives the table these rows; each row is a real
/// `UITableViewCell` whose `contentView` holds the row's `subviews` and whose `accessoryView` is
/// the row's `accessory`.
///
/// ```yaml
/// - name: settings
///   class: tableView
///   frame: [0, 0, 320, 480]
///   style: grouped
///   rowHeight: 44
///   allowsMultipleSelection: true
///   sections:
///     - headerHeight: 28
///       rows:
///         - name: wifiRow
///           subviews: [{name: wifiLabel, class: label, frame: [16, 0, 200, 44]}]
///           accessory: {name: wifi, class: switch, frame: [0, 0, 51, 31], isOn: true}
///         - {name: bluetoothRow, height: 60}
/// ```
///
/// A table is a scroll view, so the scroll view's fields apply too (`contentOffset`,
/// `delaysContentTouches`, …); its `contentSize` comes from its rows.
public struct SceneTableViewFields: Hashable, Sendable {
    /// `style`: `plain` (the default), `grouped` or `insetGrouped`.
    public var style: String?
    /// `rowHeight` (44, UIKit's standard height, by default).
    public var rowHeight: Double?
    /// `sectionHeaderHeight` (0 by default).
    public var sectionHeaderHeight: Double?
    /// `sectionFooterHeight` (0 by default).
    public var sectionFooterHeight: Double?
    /// The sections, in order.
    public var sections: [SceneTableSection]?
    /// `allowsSelection` (true by default): whether a tap selects a row.
    public var allowsSelection: Bool?
    /// `allowsMultipleSelection` (false by default): whether a tap on a selected row deselects it
    /// and rows stay selected together.
    public var allowsMultipleSelection: Bool?

    /// The style names a scene file may give.
    static let styles = ["plain", "grouped", "insetGrouped"]

    /// No fields set.
    public init() {}

    /// The keys set, for "applies to table views only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if style != nil { keys.append(.style) }
        if rowHeight != nil { keys.append(.rowHeight) }
        if sectionHeaderHeight != nil { keys.append(.sectionHeaderHeight) }
        if sectionFooterHeight != nil { keys.append(.sectionFooterHeight) }
        if sections != nil { keys.append(.sections) }
        if allowsSelection != nil { keys.append(.allowsSelection) }
        if allowsMultipleSelection != nil { keys.append(.allowsMultipleSelection) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        style = try c.optional(String.self, .style, expecting: "plain, grouped or insetGrouped")
        if let style, !Self.styles.contains(style) {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.style], expected: "plain, grouped or insetGrouped")
        }
        rowHeight = try c.height(.rowHeight)
        sectionHeaderHeight = try c.height(.sectionHeaderHeight)
        sectionFooterHeight = try c.height(.sectionFooterHeight)
        sections = try c.optional([SceneTableSection].self, .sections, expecting: "a list of sections")
        allowsSelection = try c.optional(Bool.self, .allowsSelection, expecting: "true or false")
        allowsMultipleSelection = try c.optional(Bool.self, .allowsMultipleSelection, expecting: "true or false")
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(style, forKey: .style)
        try c.encodeIfPresent(rowHeight, forKey: .rowHeight)
        try c.encodeIfPresent(sectionHeaderHeight, forKey: .sectionHeaderHeight)
        try c.encodeIfPresent(sectionFooterHeight, forKey: .sectionFooterHeight)
        try c.encodeIfPresent(sections, forKey: .sections)
        try c.encodeIfPresent(allowsSelection, forKey: .allowsSelection)
        try c.encodeIfPresent(allowsMultipleSelection, forKey: .allowsMultipleSelection)
    }
}

/// A section of a scene's table — its header's and footer's heights and its rows — or of a scene's
/// collection view: its items.
public struct SceneTableSection: Codable, Hashable, Sendable {
    /// The header's height (`tableView(_:heightForHeaderInSection:)`); the table's
    /// `sectionHeaderHeight` by default.
    public var headerHeight: Double?
    /// The footer's height (`tableView(_:heightForFooterInSection:)`); the table's
    /// `sectionFooterHeight` by default.
    public var footerHeight: Double?
    /// The rows, in order (a table's).
    public var rows: [SceneTableRow]?
    /// The items, in order (a collection view's).
    public var items: [SceneCollectionItem]?

    enum CodingKeys: String, CodingKey, CaseIterable { case headerHeight, footerHeight, rows, items }

    /// A section without rows.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(
            CodingKeys.self, of: "a section mapping {headerHeight, footerHeight, rows} or {items}")
        headerHeight = try c.height(.headerHeight)
        footerHeight = try c.height(.footerHeight)
        rows = try c.optional([SceneTableRow].self, .rows, expecting: "a list of rows")
        items = try c.optional([SceneCollectionItem].self, .items, expecting: "a list of items")
    }
}

/// A row of a scene's table: the cell the data source gives for it.
public struct SceneTableRow: Codable, Hashable, Sendable {
    /// The cell's name in the scene (unique, like a view's); traces call an unnamed cell
    /// `row 2 of section 0`.
    public var name: String?
    /// The row's height (`tableView(_:heightForRowAt:)`); the table's `rowHeight` by default.
    public var height: Double?
    /// The views in the cell's `contentView`, back to front.
    public var subviews: [SceneViewSpec]?
    /// The cell's `accessoryView`.
    public var accessory: SceneViewSpec?
    /// `shouldHighlight: false` makes the delegate's `tableView(_:shouldHighlightRowAt:)` answer
    /// `false` for the row (so a touch neither highlights nor selects it); `true`, UIKit's default.
    public var shouldHighlight: Bool?
    /// What the delegate's `tableView(_:willSelectRowAt:)` answers for the row: `nil` or another
    /// row (``SceneWillSelectAnswer``); the row itself, UIKit's default, when not given.
    public var willSelect: SceneWillSelectAnswer?
    /// The actions a rightward swipe reveals (`leadingSwipeActionsConfigurationForRowAt`).
    public var leadingActions: [SceneSwipeAction]?
    /// The actions a leftward swipe reveals (`trailingSwipeActionsConfigurationForRowAt`).
    public var trailingActions: [SceneSwipeAction]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, height, subviews, accessory, shouldHighlight, willSelect, leadingActions, trailingActions
    }

    /// A row with no contents.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(
            CodingKeys.self,
            of: "a row mapping {name, height, subviews, accessory, shouldHighlight, willSelect, leadingActions, "
                + "trailingActions}")
        name = try c.optional(String.self, .name, expecting: "a name")
        height = try c.height(.height)
        subviews = try c.optional([SceneViewSpec].self, .subviews, expecting: "a list of views")
        accessory = try c.optional(SceneViewSpec.self, .accessory, expecting: "a view mapping {name, class, frame, …}")
        (shouldHighlight, willSelect) = try Self.delegateAnswers(c)
        leadingActions = try c.optional([SceneSwipeAction].self, .leadingActions, expecting: "a list of swipe actions")
        trailingActions = try c.optional(
            [SceneSwipeAction].self, .trailingActions, expecting: "a list of swipe actions")
    }
}

extension KeyedDecodingContainer {
    /// An optional height: a finite number of 0 or more, or a ``SchemaProblem``.
    func height(_ key: Key) throws -> Double? {
        let what = "a height, a finite number of 0 or more"
        guard let value = try finite(key, expecting: what) else { return nil }
        guard value >= 0 else { throw SchemaProblem(codingPath: codingPath + [key], expected: what) }
        return value
    }
}
