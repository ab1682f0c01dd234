/// A `stepper` view's own fields in a scene file: UIStepper's `stepValue`, `wraps` and `autorepeat`.
/// Its `value`, `minimumValue`, `maximumValue` and `isContinuous` are the fields a slider has
/// (``SceneSliderFields``).
///
/// ```yaml
/// - {name: count, class: stepper, frame: [20, 100, 94, 32], value: 3, maximumValue: 10, stepValue: 1,
///    wraps: true, actions: [{event: valueChanged, log: count changed}]}
/// ```
///
/// `stepValue` must be a finite number greater than 0: UIKit raises an exception for any other.
public struct SceneStepperFields: Hashable, Sendable {
    /// `stepValue` (1 by default).
    public var stepValue: Double?
    /// `wraps` (false by default).
    public var wraps: Bool?
    /// `autorepeat` (true by default).
    public var autorepeat: Bool?

    /// No fields set.
    public init() {}

    /// The keys set, for "applies to steppers only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if stepValue != nil { keys.append(.stepValue) }
        if wraps != nil { keys.append(.wraps) }
        if autorepeat != nil { keys.append(.autorepeat) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        stepValue = try c.finite(.stepValue, expecting: "a finite number greater than 0")
        if let stepValue, stepValue <= 0 {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.stepValue],
                expected: "a finite number greater than 0")
        }
        wraps = try c.optional(Bool.self, .wraps, expecting: "true or false")
        autorepeat = try c.optional(Bool.self, .autorepeat, expecting: "true or false")
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(stepValue, forKey: .stepValue)
        try c.encodeIfPresent(wraps, forKey: .wraps)
        try c.encodeIfPresent(autorepeat, forKey: .autorepeat)
    }
}

/// A `segmentedControl` view's fields in a scene file: its segments' titles, UISegmentedControl's
/// `selectedSegmentIndex` and `isMomentary`, and the segments that are disabled.
///
/// ```yaml
/// - {name: filter, class: segmentedControl, frame: [20, 100, 280, 32], segments: [All, Unread, Flagged],
///    selectedSegmentIndex: 0, disabledSegments: [2], actions: [{event: valueChanged, log: filter changed}]}
/// ```
///
/// `selectedSegmentIndex` is -1 (`UISegmentedControl.noSegment`, the default) or a segment's index,
/// and each of `disabledSegments` a segment's index; any other is an error at the field.
public struct SceneSegmentedControlFields: Hashable, Sendable {
    /// The segments' titles, in order.
    public var segments: [String]?
    /// `selectedSegmentIndex` (-1, no segment, by default).
    public var selectedSegmentIndex: Int?
    /// `isMomentary` (false by default).
    public var isMomentary: Bool?
    /// The indices of the segments `setEnabled(false, forSegmentAt:)` disables.
    public var disabledSegments: [Int]?

    /// No fields set.
    public init() {}

    /// The keys set, for "applies to segmented controls only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if segments != nil { keys.append(.segments) }
        if selectedSegmentIndex != nil { keys.append(.selectedSegmentIndex) }
        if isMomentary != nil { keys.append(.isMomentary) }
        if disabledSegments != nil { keys.append(.disabledSegments) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        segments = try c.optional([String].self, .segments, expecting: "a list of segment titles")
        let count = segments?.count ?? 0
        selectedSegmentIndex = try c.optional(Int.self, .selectedSegmentIndex, expecting: "a whole number")
        if let selectedSegmentIndex, selectedSegmentIndex != -1, !(0..<count).contains(selectedSegmentIndex) {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.selectedSegmentIndex],
                expected: "-1 (no segment) or a segment's index, 0 to \(count - 1)")
        }
        isMomentary = try c.optional(Bool.self, .isMomentary, expecting: "true or false")
        disabledSegments = try c.optional([Int].self, .disabledSegments, expecting: "a list of segment indices")
        for (offset, index) in (disabledSegments ?? []).enumerated() where !(0..<count).contains(index) {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.disabledSegments, AnyCodingKey(intValue: offset)],
                expected: count == 0 ? "no index: there are no segments" : "a segment's index, 0 to \(count - 1)")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(segments, forKey: .segments)
        try c.encodeIfPresent(selectedSegmentIndex, forKey: .selectedSegmentIndex)
        try c.encodeIfPresent(isMomentary, forKey: .isMomentary)
        try c.encodeIfPresent(disabledSegments, forKey: .disabledSegments)
    }
}

/// A `pageControl` view's fields in a scene file: UIPageControl's `numberOfPages` and `currentPage`.
///
/// ```yaml
/// - {name: pages, class: pageControl, frame: [60, 440, 200, 26], numberOfPages: 5, currentPage: 2,
///    actions: [{event: valueChanged, log: page changed}]}
/// ```
///
/// `numberOfPages` is 0 or more; `currentPage` a page's index (0 when there are no pages).
public struct ScenePageControlFields: Hashable, Sendable {
    /// `numberOfPages` (0 by default).
    public var numberOfPages: Int?
    /// `currentPage` (0 by default).
    public var currentPage: Int?

    /// No fields set.
    public init() {}

    /// The keys set, for "applies to page controls only" errors.
    var setKeys: [SceneViewSpec.CodingKeys] {
        var keys: [SceneViewSpec.CodingKeys] = []
        if numberOfPages != nil { keys.append(.numberOfPages) }
        if currentPage != nil { keys.append(.currentPage) }
        return keys
    }

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        numberOfPages = try c.optional(Int.self, .numberOfPages, expecting: "a whole number, 0 or more")
        if let numberOfPages, numberOfPages < 0 {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.numberOfPages],
                expected: "a whole number, 0 or more")
        }
        currentPage = try c.optional(Int.self, .currentPage, expecting: "a whole number")
        let last = max((numberOfPages ?? 0) - 1, 0)
        if let currentPage, !(0...last).contains(currentPage) {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.currentPage],
                expected: "a page's index, 0 to \(last)")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(numberOfPages, forKey: .numberOfPages)
        try c.encodeIfPresent(currentPage, forKey: .currentPage)
    }
}
