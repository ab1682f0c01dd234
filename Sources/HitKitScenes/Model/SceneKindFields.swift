import HitKit

/// A `slider` view's fields in a scene file: UISlider's `value`, `minimumValue`, `maximumValue`
/// and `isContinuous`.
///
/// ```yaml
/// - {name: volume, class: slider, frame: [20, 100, 280, 34], value: 0.5, isContinuous: false,
///    actions: [{event: valueChanged, log: "volume changed"}]}
/// ```
///
/// The bounds are set before the value, so `value` is clamped to them as UIKit clamps it;
/// `minimumValue` above `maximumValue` is an error. The three are `Float` properties, so each must
/// be a number a `Float` holds as a finite value (magnitude at most `Float.greatestFiniteMagnitude`,
/// about 3.4e38): `-1e39` is refused rather than becoming an infinite bound.
public struct SceneSliderFields: Hashable, Sendable {
    /// `value` (0 by default).
    public var value: Double?
    /// `minimumValue` (0 by default).
    public var minimumValue: Double?
    /// `maximumValue` (1 by default).
    public var maximumValue: Double?
    /// `isContinuous` (true by default).
    public var isContinuous: Bool?

    /// No fields set.
    public init() {}

    /// Whether any field is set.
    public var isEmpty: Bool { self == SceneSliderFields() }

    /// The keys set, for "applies to sliders only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if value != nil { keys.append(.value) }
        if minimumValue != nil { keys.append(.minimumValue) }
        if maximumValue != nil { keys.append(.maximumValue) }
        if isContinuous != nil { keys.append(.isContinuous) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        value = try c.float(.value)
        minimumValue = try c.float(.minimumValue)
        maximumValue = try c.float(.maximumValue)
        isContinuous = try c.optional(Bool.self, .isContinuous, expecting: "true or false")
        if let minimumValue, let maximumValue, minimumValue > maximumValue {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.maximumValue],
                expected: "a number not below minimumValue (\(ImportedSceneWriter.number(minimumValue)))")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(minimumValue, forKey: .minimumValue)
        try c.encodeIfPresent(maximumValue, forKey: .maximumValue)
        try c.encodeIfPresent(isContinuous, forKey: .isContinuous)
    }
}

/// A `scrollView` view's fields in a scene file: UIScrollView's content geometry and flags.
///
/// ```yaml
/// - name: list
///   class: scrollView
///   frame: [0, 0, 320, 480]
///   contentSize: [320, 1200]
///   contentOffset: [0, 100]       # the bounds' origin: the content 100 points up
///   contentInset: [64, 0, 0, 0]   # [top, left, bottom, right], or one number
///   delaysContentTouches: true
/// ```
///
/// `contentOffset` is set last and is not clamped to the scrolling range (a dump may show an
/// offset in a bounce, or a table view's `{0, -64}` under a bar).
public struct SceneScrollViewFields: Hashable, Sendable {
    /// `contentSize` (`[width, height]`, 0 or more).
    public var contentSize: SceneSize?
    /// `contentOffset`, which is `bounds.origin`.
    public var contentOffset: ScenePoint?
    /// `contentInset`.
    public var contentInset: SceneInsets?
    /// `isScrollEnabled`.
    public var isScrollEnabled: Bool?
    /// `delaysContentTouches`.
    public var delaysContentTouches: Bool?
    /// `canCancelContentTouches`.
    public var canCancelContentTouches: Bool?
    /// `isPagingEnabled`.
    public var isPagingEnabled: Bool?
    /// `bounces`.
    public var bounces: Bool?
    /// `isDirectionalLockEnabled`.
    public var isDirectionalLockEnabled: Bool?

    /// No fields set.
    public init() {}

    /// Whether any field is set.
    public var isEmpty: Bool { self == SceneScrollViewFields() }

    /// The keys set, for "applies to scroll views only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if contentSize != nil { keys.append(.contentSize) }
        if contentOffset != nil { keys.append(.contentOffset) }
        if contentInset != nil { keys.append(.contentInset) }
        if isScrollEnabled != nil { keys.append(.isScrollEnabled) }
        if delaysContentTouches != nil { keys.append(.delaysContentTouches) }
        if canCancelContentTouches != nil { keys.append(.canCancelContentTouches) }
        if isPagingEnabled != nil { keys.append(.isPagingEnabled) }
        if bounces != nil { keys.append(.bounces) }
        if isDirectionalLockEnabled != nil { keys.append(.isDirectionalLockEnabled) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        let flag = "true or false"
        contentSize = try c.optional(SceneSize.self, .contentSize, expecting: "2 numbers [width, height]")
        contentOffset = try c.optional(ScenePoint.self, .contentOffset, expecting: "2 numbers [x, y]")
        contentInset = try c.optional(
            SceneInsets.self, .contentInset, expecting: "a number or 4 numbers [top, left, bottom, right]")
        isScrollEnabled = try c.optional(Bool.self, .isScrollEnabled, expecting: flag)
        delaysContentTouches = try c.optional(Bool.self, .delaysContentTouches, expecting: flag)
        canCancelContentTouches = try c.optional(Bool.self, .canCancelContentTouches, expecting: flag)
        isPagingEnabled = try c.optional(Bool.self, .isPagingEnabled, expecting: flag)
        bounces = try c.optional(Bool.self, .bounces, expecting: flag)
        isDirectionalLockEnabled = try c.optional(Bool.self, .isDirectionalLockEnabled, expecting: flag)
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(contentSize, forKey: .contentSize)
        try c.encodeIfPresent(contentOffset, forKey: .contentOffset)
        try c.encodeIfPresent(contentInset, forKey: .contentInset)
        try c.encodeIfPresent(isScrollEnabled, forKey: .isScrollEnabled)
        try c.encodeIfPresent(delaysContentTouches, forKey: .delaysContentTouches)
        try c.encodeIfPresent(canCancelContentTouches, forKey: .canCancelContentTouches)
        try c.encodeIfPresent(isPagingEnabled, forKey: .isPagingEnabled)
        try c.encodeIfPresent(bounces, forKey: .bounces)
        try c.encodeIfPresent(isDirectionalLockEnabled, forKey: .isDirectionalLockEnabled)
    }
}

/// A size written `[width, height]`, both 0 or more.
public struct SceneSize: Codable, Hashable, Sendable {
    /// The size.
    public var size: CGSize

    /// Wraps `size`.
    public init(_ size: CGSize) { self.size = size }

    public init(from decoder: any Decoder) throws {
        let n = try decoder.numbers(count: 2...2, expecting: "2 numbers [width, height]")
        guard n[0] >= 0, n[1] >= 0 else {
            throw SchemaProblem(codingPath: decoder.codingPath, expected: "a width and height of 0 or more")
        }
        size = CGSize(width: n[0], height: n[1])
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [size.width, size.height])
    }
}

extension KeyedDecodingContainer {
    /// An optional finite number, or a ``SchemaProblem`` expecting `what`.
    func finite(_ key: Key, expecting what: String) throws -> Double? {
        guard let value = try optional(Double.self, key, expecting: what) else { return nil }
        guard value.isFinite else { throw SchemaProblem(codingPath: codingPath + [key], expected: what) }
        return value
    }

    /// An optional number for a `Float` property: finite, and finite once converted to `Float`
    /// (`Float(1e39)` is infinite), or a ``SchemaProblem``.
    func float(_ key: Key) throws -> Double? {
        guard let value = try finite(key, expecting: "a finite number") else { return nil }
        guard Float(value).isFinite else {
            throw SchemaProblem(
                codingPath: codingPath + [key],
                expected: "a number a Float holds (magnitude at most \(Float.greatestFiniteMagnitude))")
        }
        return value
    }
}
