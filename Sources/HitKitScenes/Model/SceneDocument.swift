/// A scene file: windows holding views, the classes they use, their touches, and what the log
/// shows. YAML and JSON files share this one schema (`scene.schema.json`).
///
/// ```yaml
/// title: A button on a card
/// views:                       # one 320 × 480 key window holding these views
///   - name: card
///     frame: [20, 100, 280, 200]
///     subviews:
///       - {name: save, class: button, frame: [90, 140, 100, 44],
///          actions: [{event: touchUpInside, log: "Save tapped"}]}
/// touches: tap 160,260
/// ```
public struct SceneDocument: Codable, Hashable, Sendable {
    /// One sentence saying what the scene shows.
    public var title: String?
    /// The article the scene comes from, if any.
    public var article: String?
    /// `UIApplication.verifiesHitTestPurity`: hit-test every touch-down twice, as UIKit on a device.
    public var verifiesHitTestPurity: Bool?
    /// Lines the log takes from the dispatch trace, besides the views' own: any of
    /// `pointInside` (`<view> point(inside:with:): true`), `skips` (`<view> skipped: <reason>`)
    /// `touchView` (`touch.view = <view>`), `tableSelection` (a table's delegate calls made in
    /// response to the user: `inbox didSelectRowAt [0, 1] secondRow`) and `scrolls` (where each
    /// wheel tick or trackpad scroll went: `wheel (0, -80) → page`).
    public var logTrace: [String]?
    /// Declared view classes by name.
    public var classes: [String: SceneClass]?
    /// The windows, back to front within a level.
    public var windows: [SceneWindowSpec]?
    /// Shorthand for one 320 × 480 key window holding these views.
    public var views: [SceneViewSpec]?
    /// The touch script (one string, or a list of lines); see ``TouchScript``.
    public var touches: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, article, verifiesHitTestPurity, logTrace, classes, windows, views, touches
    }

    /// An empty scene.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "a scene mapping {windows or views, classes, touches, …}")
        title = try c.optional(String.self, .title, expecting: "a line of text")
        article = try c.optional(String.self, .article, expecting: "a line of text")
        verifiesHitTestPurity = try c.optional(Bool.self, .verifiesHitTestPurity, expecting: "true or false")
        logTrace = try c.optional(
            [String].self, .logTrace, expecting: "a list of pointInside, skips, touchView, tableSelection, scrolls")
        let allowedTrace: Set = ["pointInside", "skips", "touchView", "tableSelection", "scrolls"]
        for (index, entry) in (logTrace ?? []).enumerated() where !allowedTrace.contains(entry) {
            throw SchemaProblem(
                codingPath: c.codingPath + [CodingKeys.logTrace, AnyCodingKey(intValue: index)],
                expected: "pointInside, skips, touchView, tableSelection or scrolls")
        }
        classes = try c.optional([String: SceneClass].self, .classes, expecting: "a mapping of class names to classes")
        windows = try c.optional([SceneWindowSpec].self, .windows, expecting: "a list of windows")
        views = try c.optional([SceneViewSpec].self, .views, expecting: "a list of views")
        if windows != nil, views != nil {
            throw SchemaProblem(
                codingPath: c.codingPath + [CodingKeys.views], expected: "", isKey: true,
                message: "'views' is shorthand for one window: use 'windows' or 'views', not both")
        }
        if let line = try? c.decodeIfPresent(String.self, forKey: .touches) {
            touches = [line]
        } else {
            touches = try c.optional([String].self, .touches, expecting: "a script: a string or a list of lines")
        }
    }
}
