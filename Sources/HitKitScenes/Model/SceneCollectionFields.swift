/// A `collectionView` view's fields in a scene file: its `UICollectionViewFlowLayout`'s item size,
/// spacings, section insets and scroll direction. Its sections and items are in `sections`
/// (``SceneTableSection/items``), and its selection flags are the table's `allowsSelection` and
/// `allowsMultipleSelection` (``SceneTableViewFields``).
///
/// ```yaml
/// - name: photos
///   class: collectionView
///   frame: [0, 0, 320, 480]
///   itemSize: [100, 100]
///   minimumLineSpacing: 5
///   minimumInteritemSpacing: 5
///   sectionInset: [0, 2.5, 0, 2.5]    # [top, left, bottom, right], or one number
///   scrollDirection: vertical         # or horizontal
///   allowsMultipleSelection: true
///   sections:
///     - items:
///         - name: beach
///           subviews: [{name: beachLike, class: button, frame: [70, 70, 24, 24]}]
///         - {name: forest, size: [100, 150]}
/// ```
///
/// A collection view is a scroll view, so the scroll view's fields apply too (`contentOffset`,
/// `delaysContentTouches`, …); its `contentSize` comes from its layout.
public struct SceneCollectionViewFields: Hashable, Sendable {
    /// The layout's `itemSize` (`[width, height]`; UIKit's 50 × 50 by default).
    public var itemSize: SceneSize?
    /// The layout's `minimumLineSpacing` (10 by default).
    public var minimumLineSpacing: Double?
    /// The layout's `minimumInteritemSpacing` (10 by default).
    public var minimumInteritemSpacing: Double?
    /// The layout's `sectionInset` (none by default).
    public var sectionInset: SceneInsets?
    /// The layout's `scrollDirection`: `vertical` (the default) or `horizontal`.
    public var scrollDirection: String?

    /// The scroll direction names a scene file may give.
    static let directions = ["vertical", "horizontal"]

    /// No fields set.
    public init() {}

    /// The keys set, for "applies to collection views only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if itemSize != nil { keys.append(.itemSize) }
        if minimumLineSpacing != nil { keys.append(.minimumLineSpacing) }
        if minimumInteritemSpacing != nil { keys.append(.minimumInteritemSpacing) }
        if sectionInset != nil { keys.append(.sectionInset) }
        if scrollDirection != nil { keys.append(.scrollDirection) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        itemSize = try c.optional(SceneSize.self, .itemSize, expecting: "2 numbers [width, height]")
        let spacing = "a spacing, a finite number of 0 or more"
        minimumLineSpacing = try c.spacing(.minimumLineSpacing, expecting: spacing)
        minimumInteritemSpacing = try c.spacing(.minimumInteritemSpacing, expecting: spacing)
        sectionInset = try c.optional(
            SceneInsets.self, .sectionInset, expecting: "a number or 4 numbers [top, left, bottom, right]")
        scrollDirection = try c.optional(String.self, .scrollDirection, expecting: "vertical or horizontal")
        if let scrollDirection, !Self.directions.contains(scrollDirection) {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.scrollDirection],
                expected: "vertical or horizontal")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(itemSize, forKey: .itemSize)
        try c.encodeIfPresent(minimumLineSpacing, forKey: .minimumLineSpacing)
        try c.encodeIfPresent(minimumInteritemSpacing, forKey: .minimumInteritemSpacing)
        try c.encodeIfPresent(sectionInset, forKey: .sectionInset)
        try c.encodeIfPresent(scrollDirection, forKey: .scrollDirection)
    }
}

/// An item of a scene's collection view: the cell the data source gives for it.
public struct SceneCollectionItem: Codable, Hashable, Sendable {
    /// The cell's name in the scene (unique, like a view's); traces call an unnamed cell
    /// `item [0, 2]` (its `[section, item]`).
    public var name: String?
    /// The item's size (`collectionView(_:layout:sizeForItemAt:)`); the layout's `itemSize` by default.
    public var size: SceneSize?
    /// The views in the cell's `contentView`, back to front.
    public var subviews: [SceneViewSpec]?
    /// `shouldHighlight: false` makes the delegate's `collectionView(_:shouldHighlightItemAt:)`
    /// answer `false` for the item (so a touch neither highlights nor selects it); `true`, UIKit's
    /// default.
    public var shouldHighlight: Bool?
    /// `shouldSelect: false` makes the delegate's `collectionView(_:shouldSelectItemAt:)` answer
    /// `false` for the item (it highlights, and is not selected); `true`, UIKit's default.
    public var shouldSelect: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable { case name, size, subviews, shouldHighlight, shouldSelect }

    /// An item with no contents.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(
            CodingKeys.self, of: "an item mapping {name, size, subviews, shouldHighlight, shouldSelect}")
        name = try c.optional(String.self, .name, expecting: "a name")
        size = try c.optional(SceneSize.self, .size, expecting: "2 numbers [width, height]")
        subviews = try c.optional([SceneViewSpec].self, .subviews, expecting: "a list of views")
        shouldHighlight = try c.optional(Bool.self, .shouldHighlight, expecting: "true or false")
        shouldSelect = try c.optional(Bool.self, .shouldSelect, expecting: "true or false")
    }
}

extension KeyedDecodingContainer {
    /// An optional spacing: a finite number of 0 or more, or a ``SchemaProblem``.
    func spacing(_ key: Key, expecting what: String) throws -> Double? {
        guard let value = try finite(key, expecting: what) else { return nil }
        guard value >= 0 else { throw SchemaProblem(codingPath: codingPath + [key], expected: what) }
        return value
    }
}
