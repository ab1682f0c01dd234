/// A gesture recognizer declared on a scene view.
///
/// ```yaml
/// gestures:
///   - kind: tap
///     name: double tap
///     taps: 2
///     requireToFail: [triple tap]
///     log: "double tap recognized"
///   - kind: pan
///     log: {began: "pan began", ended: "pan ended"}
///     shouldReceive: {exceptIn: [saveButton]}
/// ```
public struct SceneGesture: Codable, Hashable, Sendable {
    /// The recognizer's kind.
    public enum Kind: String, Codable, CaseIterable, Sendable {
        case tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
        /// A `UIHoverGestureRecognizer`, driven by the touch script's `hover` commands.
        case hover
    }

    /// The kind of recognizer.
    public var kind: Kind
    /// Its name (`UIGestureRecognizer.name`), used by `requireToFail` and `simultaneousWith` and in traces.
    public var name: String?
    /// Taps required (tap, longPress).
    public var taps: Int?
    /// Fingers required (tap, longPress, swipe).
    public var touches: Int?
    /// The mouse buttons a click must use (tap): `UITapGestureRecognizer.buttonMaskRequired`, any
    /// of `primary`, `secondary`, `middle` (default `[primary]`).
    public var buttonMaskRequired: [MouseButton]?
    /// Minimum press duration in seconds (longPress).
    public var minimumPressDuration: Double?
    /// Allowable movement in points (longPress).
    public var allowableMovement: Double?
    /// Minimum and maximum numbers of fingers (pan).
    public var minimumTouches: Int?
    /// See ``minimumTouches``.
    public var maximumTouches: Int?
    /// Directions (swipe): any of `right`, `left`, `up`, `down`.
    public var direction: [String]?
    /// Edges (screenEdgePan): any of `top`, `left`, `bottom`, `right`, `all`.
    public var edges: [String]?
    /// `isEnabled`.
    public var enabled: Bool?
    /// `cancelsTouchesInView`.
    public var cancelsTouchesInView: Bool?
    /// `delaysTouchesBegan`.
    public var delaysTouchesBegan: Bool?
    /// `delaysTouchesEnded`.
    public var delaysTouchesEnded: Bool?
    /// Names of recognizers this one requires to fail (`require(toFail:)`).
    public var requireToFail: [String]?
    /// Names of recognizers this one may recognize with at the same time (its delegate says
    /// YES to `shouldRecognizeSimultaneouslyWith`); `[all]` for every recognizer.
    public var simultaneousWith: [String]?
    /// The delegate's answer to `shouldReceive`: `true`, `false`, or `{exceptIn: [views]}`
    /// (NO for a touch whose view is one of these views or inside one).
    public var shouldReceive: ReceiveRule?
    /// The delegate's answer to `gestureRecognizerShouldBegin`.
    public var shouldBegin: Bool?
    /// Lines logged when the action runs: one line for every call, or one per state.
    public var log: GestureLog?
    /// What the action does besides logging, each time it runs, after the log line.
    public var action: Action?

    /// A mouse button, as touch scripts' `click` names it.
    public enum MouseButton: String, Codable, CaseIterable, Sendable {
        /// The left button: `UIEvent.ButtonMask.primary`.
        case primary
        /// The right button: `UIEvent.ButtonMask.secondary`.
        case secondary
        /// The middle button: `UIEvent.ButtonMask.button(3)`.
        case middle
    }

    /// Work a recognizer's action can do, as UIKit code's handlers do.
    public enum Action: String, Codable, CaseIterable, Sendable {
        /// `view.endEditing(true)` on the recognizer's view: the first responder in it resigns, as
        /// the usual keyboard-dismiss handler does (a text field in it sends `editingDidEnd`).
        case endEditing
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, name, taps, touches, minimumPressDuration, allowableMovement, minimumTouches, maximumTouches
        case direction, edges, enabled, cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded
        case requireToFail, simultaneousWith, shouldReceive, shouldBegin, log, action
        case buttonMaskRequired
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "a gesture recognizer mapping {kind, …}")
        kind = try c.required(
            Kind.self, .kind, expecting: Kind.allCases.map(\.rawValue).joined(separator: ", "))
        name = try c.optional(String.self, .name, expecting: "a name")
        let count = "a whole number"
        taps = try c.optional(Int.self, .taps, expecting: count)
        touches = try c.optional(Int.self, .touches, expecting: count)
        if let names = try c.optional(
            [String].self, .buttonMaskRequired, expecting: "a list of primary, secondary, middle")
        {
            buttonMaskRequired = []
            for (index, name) in names.enumerated() {
                guard let button = MouseButton(rawValue: name) else {
                    throw SchemaProblem(
                        codingPath: c.codingPath + [CodingKeys.buttonMaskRequired, AnyCodingKey(intValue: index)],
                        expected: "primary, secondary or middle")
                }
                buttonMaskRequired?.append(button)
            }
        }
        minimumPressDuration = try c.finite(.minimumPressDuration, expecting: "a finite number of seconds")
        allowableMovement = try c.finite(.allowableMovement, expecting: "a finite number of points")
        minimumTouches = try c.optional(Int.self, .minimumTouches, expecting: count)
        maximumTouches = try c.optional(Int.self, .maximumTouches, expecting: count)
        direction = try c.optional([String].self, .direction, expecting: "a list of right, left, up, down")
        edges = try c.optional([String].self, .edges, expecting: "a list of top, left, bottom, right, all")
        let flag = "true or false"
        enabled = try c.optional(Bool.self, .enabled, expecting: flag)
        cancelsTouchesInView = try c.optional(Bool.self, .cancelsTouchesInView, expecting: flag)
        delaysTouchesBegan = try c.optional(Bool.self, .delaysTouchesBegan, expecting: flag)
        delaysTouchesEnded = try c.optional(Bool.self, .delaysTouchesEnded, expecting: flag)
        requireToFail = try c.optional([String].self, .requireToFail, expecting: "a list of recognizer names")
        simultaneousWith = try c.optional([String].self, .simultaneousWith, expecting: "a list of recognizer names")
        shouldReceive = try c.optional(
            ReceiveRule.self, .shouldReceive, expecting: "true, false or {exceptIn: [views]}")
        shouldBegin = try c.optional(Bool.self, .shouldBegin, expecting: flag)
        log = try c.optional(GestureLog.self, .log, expecting: "a line or a mapping of state to line")
        action = try c.optional(Action.self, .action, expecting: "endEditing")
    }
}

/// A gesture delegate's declarative `shouldReceive` answer.
public enum ReceiveRule: Codable, Hashable, Sendable {
    /// Always this answer.
    case always(Bool)
    /// NO for touches on these views (or inside them), YES otherwise.
    case exceptIn([String])

    enum CodingKeys: String, CodingKey, CaseIterable { case exceptIn }

    public init(from decoder: any Decoder) throws {
        if let answer = try? decoder.singleValueContainer().decode(Bool.self) {
            self = .always(answer)
            return
        }
        let c = try decoder.mapping(CodingKeys.self, of: "true, false or {exceptIn: [views]}")
        self = .exceptIn(try c.required([String].self, .exceptIn, expecting: "a list of view names"))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .always(let answer):
            var single = encoder.singleValueContainer()
            try single.encode(answer)
        case .exceptIn(let names):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(names, forKey: .exceptIn)
        }
    }
}

/// What a gesture recognizer's action logs: one line on every call, or a line per state
/// (`began`, `changed`, `ended`, `cancelled`, `failed`).
public enum GestureLog: Codable, Hashable, Sendable {
    /// This line every time the action runs.
    case every(String)
    /// A line per state name.
    case perState([String: String])

    public init(from decoder: any Decoder) throws {
        if let line = try? decoder.singleValueContainer().decode(String.self) {
            self = .every(line)
            return
        }
        guard let lines = try? decoder.singleValueContainer().decode([String: String].self) else {
            throw SchemaProblem(codingPath: decoder.codingPath, expected: "a line or a mapping of state to line")
        }
        let states: Set = ["began", "changed", "ended", "cancelled", "failed"]
        if let bad = lines.keys.sorted().first(where: { !states.contains($0) }) {
            throw SchemaProblem(
                codingPath: decoder.codingPath + [AnyCodingKey(stringValue: bad)], expected: "", isKey: true,
                message: "unknown state '\(bad)'; expected one of: began, changed, ended, cancelled, failed")
        }
        self = .perState(lines)
    }

    public func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .every(let line): try single.encode(line)
        case .perState(let lines): try single.encode(lines)
        }
    }
}
