import HitKit

/// The view a VoiceOver activation is for, in an explanation of where its tap lands.
///
/// VoiceOver activates the focused element with a double-tap anywhere on the screen: it calls the
/// element's `accessibilityActivate()` and, when that returns false (the default, and always for a
/// scene's views), sends a tap at the element's `accessibilityActivationPoint` — by default the
/// middle of its frame on the screen. The tap is hit-tested like a finger's, so a view above that
/// point which takes touches (a clear overlay, a dimming view left behind) gets it instead: the bug
/// "VoiceOver's double-tap hits the overlay, not my button".
public struct VoiceOverActivation: Hashable, Sendable {
    /// The activated view's scene name.
    public var element: String
    /// Its `accessibilityLabel`.
    public var label: String?
    /// Its `isAccessibilityElement`: without it VoiceOver never focuses the view.
    public var isAccessibilityElement: Bool
    /// Whether the view the tap lands on, when it is another one, is an accessibility element
    /// (`nil` when the tap lands on the activated view, or on none).
    public var takerIsAccessibilityElement: Bool? = nil

    /// Creates the note for an activated view.
    public init(element: String, label: String?, isAccessibilityElement: Bool) {
        self.element = element
        self.label = label
        self.isAccessibilityElement = isAccessibilityElement
    }

    /// The line `hitkit explain` prints under the path when another view takes the tap.
    func takerLine(_ hitView: String) -> String? {
        guard let takerIsAccessibilityElement else { return nil }
        return takerIsAccessibilityElement
            ? "  \(hitView) is an accessibility element too, but VoiceOver's tap goes where hit-testing sends it."
            : "  \(hitView) is no accessibility element, so VoiceOver's focus passes over it; hit-testing does not."
    }

    /// The lines `hitkit explain` prints before the touch's own story.
    func lines(at point: CGPoint) -> [String] {
        let named = element + (label.map { " (\"\($0)\")" } ?? "")
        var lines = [
            "VoiceOver activates \(named): its accessibilityActivate() returns false, so VoiceOver taps at "
                + "its accessibility activation point \(ExplanationFormat.point(point)), and that tap is "
                + "hit-tested like a finger's."
        ]
        if !isAccessibilityElement {
            lines.append(
                "  \(element) is not an accessibility element (isAccessibilityElement is false): VoiceOver "
                    + "never focuses it, so it cannot be activated at all; set isAccessibilityElement: true.")
        }
        return lines
    }
}

extension SceneFile {
    /// Explains VoiceOver's activation of the view `name`: where its activation point is, which
    /// view the tap there lands on and why, and — when that is not the view — the smallest change
    /// that makes it land there, checked by re-running the tap at the activation point on the
    /// changed scene.
    ///
    /// - Throws: The scene's errors; a `reference` error when `name` is no view of the scene or its
    ///   activation point is not finite.
    @MainActor
    public func explainActivation(
        of name: String, touches: TouchScript? = nil, scriptText: String? = nil
    ) throws(SceneFileError) -> TouchExplanation {
        let runtime = try makeRuntime()
        guard let view = runtime.view(named: name) else {
            throw SceneFileError(
                code: .reference, file: file, line: 0, column: 0, path: "--activate",
                message: "no view named '\(name)' in the scene")
        }
        let point = view.accessibilityActivationPoint
        guard point.x.isFinite, point.y.isFinite else {
            throw SceneFileError(
                code: .reference, file: file, line: 0, column: 0, path: "--activate",
                message: "the accessibility activation point of '\(name)' is not finite")
        }
        var explanation = try explain(at: point, expecting: name, touches: touches, scriptText: scriptText)
        var activation = VoiceOverActivation(
            element: name, label: view.accessibilityLabel, isAccessibilityElement: view.isAccessibilityElement)
        if let hit = explanation.hitView.flatMap(runtime.view(named:)), hit !== view {
            activation.takerIsAccessibilityElement = hit.isAccessibilityElement
        }
        explanation.activation = activation
        return explanation
    }
}
