import HitKit

/// A hover recognizer of a chaos world, which counts the touches it is handed: hover recognizers
/// receive none (HitKit's "Hover" article).
@MainActor
final class ChaosHoverRecognizer: UIHoverGestureRecognizer {
    /// How many times a touch was handed to the recognizer.
    private(set) var touchCalls = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { touchCalls += 1 }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { touchCalls += 1 }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { touchCalls += 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { touchCalls += 1 }
}

/// The hovers of a chaos world (``ChaosInputKinds/hover``): whether it takes them and which of its
/// views get hover recognizers. ``ChaosHoverLedger`` checks the delivery rules.
extension ChaosWorld {
    /// Draws hover from a generator seeded by the world's summary and a salt, after everything
    /// else (and after ``desktopSeed``), so every earlier draw and step is as it was before hover
    /// was added. Its summary lines go at `index`, after the desktop input's (before the
    /// animations' and the keyboard's).
    func drawHover(linesAt index: Int) {
        var random = ChaosRandom(seed: Self.hash(summary, salt: 0x686f_7665_7264_7277))
        guard random.chance(0.45) else { return }
        let start = descriptions.count
        defer {
            let lines = descriptions[start...]
            descriptions.removeSubrange(start...)
            descriptions.insert(contentsOf: lines, at: index)
        }
        inputKinds.insert(.hover)
        descriptions.append("hover: the host sends mouse and pen hovers")
        for (index, view) in views.enumerated() where random.chance(index == 0 ? 0.3 : 0.25) {
            let recognizer = ChaosHoverRecognizer()
            recognizer.name = "h\(hoverRecognizers.count) UIHoverGestureRecognizer"
            view.addGestureRecognizer(recognizer)
            hoverRecognizers.append(recognizer)
            descriptions.append("h\(hoverRecognizers.count - 1) = UIHoverGestureRecognizer on v\(index)")
        }
    }
}
