import HitKit

/// Where a hovering pointer goes, in an explanation: the hover recognizers it reaches.
///
/// A hover is hit-tested as a touch-down is (HitKit's *Hover* article), so the view it lands on and
/// why another view does not get it are the touch's story; the hover then drives the
/// `UIHoverGestureRecognizer`s of that view and its ancestors. The bug it explains: "my hover
/// highlight never shows", because a view in front (a clear overlay) takes the point.
public struct HoverReach: Hashable, Sendable {
    /// The names of the hover recognizers the hover reaches, innermost first (`view: recognizer`).
    public var recognizers: [String]
    /// The hover recognizers of the expected view, which the hover should reach.
    public var expectedRecognizers: [String]

    /// Creates the note.
    public init(recognizers: [String], expectedRecognizers: [String]) {
        self.recognizers = recognizers
        self.expectedRecognizers = expectedRecognizers
    }

    /// The lines `hitkit explain` prints before the point's own story.
    func lines(at point: CGPoint, hitView: String?) -> [String] {
        let at = ExplanationFormat.point(point)
        let went = hitView.map { "goes to \($0), because a touch-down there lands on it (below)" } ?? "goes nowhere"
        var lines = [
            "A pointer hovering at \(at) is hit-tested like a touch-down, so the hover \(went); it drives the "
                + "UIHoverGestureRecognizers of that view and of its ancestors."
        ]
        if recognizers.isEmpty {
            lines.append("  It reaches no hover recognizer: none is on that view or its ancestors.")
        } else {
            lines.append("  It reaches: \(recognizers.joined(separator: ", ")) (began as the pointer enters).")
        }
        let missed = expectedRecognizers.filter { !recognizers.contains($0) }
        if !missed.isEmpty {
            lines.append("  It does not reach \(missed.joined(separator: ", ")): see why below.")
        }
        return lines
    }
}

extension SceneFile {
    /// Explains a pointer hovering at `point`: the view its hit-test lands on (and why `expected`
    /// does not get it, with the smallest fix, checked), and the hover recognizers it reaches.
    ///
    /// - Throws: The scene's errors; a `reference` error for a non-finite point.
    @MainActor
    public func explainHover(
        at point: CGPoint, expecting expected: String? = nil, touches: TouchScript? = nil, scriptText: String? = nil
    ) throws(SceneFileError) -> TouchExplanation {
        guard point.x.isFinite, point.y.isFinite else {
            throw SceneFileError(
                code: .reference, file: file, line: 0, column: 0, path: "--hover", message: "the point is not finite")
        }
        let runtime = try makeRuntime()
        var explanation = try explain(at: point, expecting: expected, touches: touches, scriptText: scriptText)
        let reached = explanation.hitView.flatMap(runtime.view(named:)).map { Self.hoverRecognizers(from: $0, runtime) }
        let wanted = expected.flatMap(runtime.view(named:)).map { Self.hoverRecognizers(from: $0, runtime) }
        explanation.hover = HoverReach(
            recognizers: reached ?? [],
            expectedRecognizers: (wanted ?? []).filter { name in
                guard let view = expected else { return false }
                return name.hasPrefix(view + ": ")
            })
        return explanation
    }

    /// `view: name` of each hover recognizer of `view` and its ancestors, innermost first.
    @MainActor
    private static func hoverRecognizers(from view: UIView, _ runtime: SceneRuntime) -> [String] {
        var names: [String] = []
        var current: UIView? = view
        while let view = current {
            for recognizer in view.gestureRecognizers ?? [] where recognizer is UIHoverGestureRecognizer {
                names.append("\(runtime.traceName(of: view)): \(recognizer.name ?? "UIHoverGestureRecognizer")")
            }
            current = view.superview
        }
        return names
    }
}
