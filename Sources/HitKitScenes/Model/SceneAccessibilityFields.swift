/// A view's accessibility fields in a scene file: what VoiceOver reads of it and where it
/// activates it. They set the public `UIView` properties of the same names.
///
/// ```yaml
/// - {name: saveButton, class: button, frame: [20, 100, 120, 44], accessibilityLabel: Save}
/// - {name: badge, frame: [200, 100, 40, 40], isAccessibilityElement: true, accessibilityLabel: "3 unread",
///    accessibilityActivationPoint: [220, 120]}
/// ```
///
/// VoiceOver activates an element with a double-tap: `accessibilityActivate()`, and when that
/// returns false — always, for a scene's views — a tap at `accessibilityActivationPoint`, the
/// midpoint of the view on the screen unless given. The touch script's `activate VIEW` does the
/// same, and `hitkit explain --activate VIEW` explains where that tap lands.
public struct SceneAccessibilityFields: Hashable, Sendable {
    /// `isAccessibilityElement` (UIKit's default: true for controls and labels, false for other views).
    public var isAccessibilityElement: Bool?
    /// `accessibilityLabel`.
    public var accessibilityLabel: String?
    /// `accessibilityActivationPoint`, in screen coordinates.
    public var accessibilityActivationPoint: ScenePoint?

    /// No fields set.
    public init() {}

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>) throws {
        isAccessibilityElement = try c.optional(Bool.self, .isAccessibilityElement, expecting: "true or false")
        accessibilityLabel = try c.optional(String.self, .accessibilityLabel, expecting: "a string")
        accessibilityActivationPoint = try c.optional(
            ScenePoint.self, .accessibilityActivationPoint, expecting: "2 numbers [x, y]")
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(isAccessibilityElement, forKey: .isAccessibilityElement)
        try c.encodeIfPresent(accessibilityLabel, forKey: .accessibilityLabel)
        try c.encodeIfPresent(accessibilityActivationPoint, forKey: .accessibilityActivationPoint)
    }
}
