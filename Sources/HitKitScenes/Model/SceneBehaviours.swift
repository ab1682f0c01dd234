import HitKit

/// How a scene view's `hitTest(_:with:)` changes the result of UIKit's walk.
///
/// Written as a string (`passThrough`) or a mapping combining the rules:
///
/// ```yaml
/// hitTest: passThrough                    # nil where the result would be the view itself
/// hitTest: {redirectInside: YellowView}   # the named view when the point lies inside it
/// hitTest: {nilWhenResultIs: [View D]}    # nil when the walk found one of these views
/// ```
///
/// The override runs in this order: log `hitTest`; if `redirectInside` names a view whose
/// `point(inside:with:)` says YES for the point, return it; otherwise call `super.hitTest`;
/// log `hitTestResult`; return `nil` if the result is the view itself (`passThrough`) or is
/// named in `nilWhenResultIs`; else the result.
public struct HitTestBehaviour: Codable, Hashable, Sendable {
    /// Return `nil` where the result would be the view itself (takehilo's fix, worldligang's
    /// method 1, jake-kim's `PassThroughView`; the articles are listed in HitKit's *Sources*).
    public var passThrough: Bool = false
    /// Return this view when the point lies inside it (我帮你打水's penetration recipes).
    public var redirectInside: String?
    /// Return `nil` when the walk's result is one of these views (sweetfood-dev's variant).
    public var nilWhenResultIs: [String] = []

    enum CodingKeys: String, CodingKey, CaseIterable { case passThrough, redirectInside, nilWhenResultIs }

    /// Creates a behaviour.
    public init(passThrough: Bool = false, redirectInside: String? = nil, nilWhenResultIs: [String] = []) {
        self.passThrough = passThrough
        self.redirectInside = redirectInside
        self.nilWhenResultIs = nilWhenResultIs
    }

    public init(from decoder: any Decoder) throws {
        let expected = "'passThrough' or a mapping {passThrough, redirectInside, nilWhenResultIs}"
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            guard word == "passThrough" else { throw SchemaProblem(codingPath: decoder.codingPath, expected: expected) }
            passThrough = true
            return
        }
        let container = try decoder.mapping(CodingKeys.self, of: expected)
        passThrough = try container.optional(Bool.self, .passThrough, expecting: "true or false") ?? false
        redirectInside = try container.optional(String.self, .redirectInside, expecting: "a view name")
        nilWhenResultIs =
            try container.optional([String].self, .nilWhenResultIs, expecting: "a list of view names") ?? []
    }
}

/// How a scene view's `point(inside:with:)` answers.
///
/// ```yaml
/// pointInside: always              # YES everywhere (我帮你打水's "pointInside YES")
/// pointInside: never               # NO everywhere (我帮你打水's "pointInside NO")
/// pointInside: controlsOnly        # YES only on a subview control (worldligang's method 2)
/// pointInside: {insets: -10}       # bounds inset by these; negative enlarges (a bigger button)
/// pointInside: {exceptInside: YellowView}   # NO where the named view says YES, else as usual
/// ```
public enum PointInsideBehaviour: Codable, Hashable, Sendable {
    /// UIKit's answer: the point is inside the bounds.
    case bounds
    /// Always YES.
    case always
    /// Always NO.
    case never
    /// YES only where a subview that is a `UIControl` has the point in its frame.
    case controlsOnly
    /// YES inside the bounds inset by these insets (negative insets enlarge the area).
    case insets(UIEdgeInsets)
    /// NO where the named view's `point(inside:with:)` says YES, else the usual answer.
    case exceptInside(String)

    enum CodingKeys: String, CodingKey, CaseIterable { case insets, exceptInside }

    public init(from decoder: any Decoder) throws {
        let expected = "always, never, controlsOnly, bounds, {insets: …} or {exceptInside: view}"
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "always": self = .always
            case "never": self = .never
            case "controlsOnly": self = .controlsOnly
            case "bounds": self = .bounds
            default: throw SchemaProblem(codingPath: decoder.codingPath, expected: expected)
            }
            return
        }
        let container = try decoder.mapping(CodingKeys.self, of: expected)
        if let insets = try container.optional(SceneInsets.self, .insets, expecting: "insets") {
            self = .insets(insets.insets)
        } else if let name = try container.optional(String.self, .exceptInside, expecting: "a view name") {
            self = .exceptInside(name)
        } else {
            throw SchemaProblem(codingPath: decoder.codingPath, expected: expected)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .bounds: try single.encode("bounds")
        case .always: try single.encode("always")
        case .never: try single.encode("never")
        case .controlsOnly: try single.encode("controlsOnly")
        case .insets(let insets): try single.encode(["insets": SceneInsets(insets)])
        case .exceptInside(let name): try single.encode(["exceptInside": name])
        }
    }
}

/// What a scene view's `touches…` methods do after logging.
public enum TouchForwarding: String, Codable, Hashable, Sendable {
    /// What the base class does: a view forwards to its next responder, a control does not.
    case `default`
    /// Forward to the next responder (a control also tracks the touch first).
    case forward
    /// Stop here: the base class's method is not called.
    case stop
}

/// Lines a scene view logs from its overrides, in the article's own words.
///
/// Each is a template: `{class}` is the view's class name, `{name}` its scene name, `{result}`
/// the `hitTest` result's scene name (or `nil`) or the `point(inside:with:)` answer
/// (`true`/`false`), `{optionalResult}` the result as Swift prints an optional string
/// (`Optional("View D")` or `nil`).
public struct LogTemplates: Codable, Hashable, Sendable {
    /// Logged on entering `hitTest(_:with:)`.
    public var hitTest: String?
    /// Logged after `super.hitTest`, with its result.
    public var hitTestResult: String?
    /// Logged with `point(inside:with:)`'s answer.
    public var pointInside: String?
    /// Logged in `touchesBegan(_:with:)`.
    public var touchesBegan: String?
    /// Logged in `touchesMoved(_:with:)`.
    public var touchesMoved: String?
    /// Logged in `touchesEnded(_:with:)`.
    public var touchesEnded: String?
    /// Logged in `touchesCancelled(_:with:)`.
    public var touchesCancelled: String?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case hitTest, hitTestResult, pointInside, touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    }

    /// No lines.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let container = try decoder.mapping(CodingKeys.self, of: "a mapping of log lines {hitTest, pointInside, …}")
        let text = "a line of text"
        hitTest = try container.optional(String.self, .hitTest, expecting: text)
        hitTestResult = try container.optional(String.self, .hitTestResult, expecting: text)
        pointInside = try container.optional(String.self, .pointInside, expecting: text)
        touchesBegan = try container.optional(String.self, .touchesBegan, expecting: text)
        touchesMoved = try container.optional(String.self, .touchesMoved, expecting: text)
        touchesEnded = try container.optional(String.self, .touchesEnded, expecting: text)
        touchesCancelled = try container.optional(String.self, .touchesCancelled, expecting: text)
    }

    /// These templates, with `other`'s filling the ones not set.
    func merged(over other: LogTemplates) -> LogTemplates {
        var result = self
        result.hitTest = hitTest ?? other.hitTest
        result.hitTestResult = hitTestResult ?? other.hitTestResult
        result.pointInside = pointInside ?? other.pointInside
        result.touchesBegan = touchesBegan ?? other.touchesBegan
        result.touchesMoved = touchesMoved ?? other.touchesMoved
        result.touchesEnded = touchesEnded ?? other.touchesEnded
        result.touchesCancelled = touchesCancelled ?? other.touchesCancelled
        return result
    }
}
