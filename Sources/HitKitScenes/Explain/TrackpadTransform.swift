import HitKit

/// A trackpad pinch or rotation to explain (`hitkit explain --pinch SCALE` or `--rotate RADIANS`),
/// sent to a scene as a host sends it: HitKit `TransformSample`s, `began`, ten `changed` reaching
/// the whole scale or rotation, and `ended`, at one pointer location.
public enum TrackpadTransform: Hashable, Sendable {
    /// A pinch to `scale` (cumulative: 2 spreads the fingers to twice their distance).
    case pinch(scale: CGFloat)
    /// A rotation by `radians` (cumulative, positive clockwise on screen).
    case rotate(radians: CGFloat)

    /// The kind of recognizer the gesture is meant for.
    var recognizerKind: SceneGesture.Kind {
        switch self {
        case .pinch: .pinch
        case .rotate: .rotation
        }
    }

    /// Whether `recognizer` is of the kind the gesture is meant for.
    @MainActor
    func isMeant(for recognizer: UIGestureRecognizer) -> Bool {
        switch self {
        case .pinch: recognizer is UIPinchGestureRecognizer
        case .rotate: recognizer is UIRotationGestureRecognizer
        }
    }

    /// `pinch` or `rotation`, as the explanation names the gesture.
    var noun: String {
        switch self {
        case .pinch: "pinch"
        case .rotate: "rotation"
        }
    }

    /// `a trackpad pinch to scale 2`, `a trackpad rotation by 0.5 radians`.
    var phrase: String {
        switch self {
        case .pinch(let scale): "A trackpad pinch to scale \(ExplanationFormat.number(scale))"
        case .rotate(let radians): "A trackpad rotation by \(ExplanationFormat.number(radians)) radians"
        }
    }

    /// Why the amount cannot be sent (a scale that is not finite and positive, a rotation that is
    /// not finite), or `nil`.
    var problem: String? {
        switch self {
        case .pinch(let scale): scale.isFinite && scale > 0 ? nil : "the scale is not a finite positive number"
        case .rotate(let radians): radians.isFinite ? nil : "the rotation is not a finite number"
        }
    }

    /// The samples of the whole gesture at `point`: `began`, ten `changed` reaching the amount in
    /// equal steps, as the touch script's `pinch SCALE at X,Y trackpad` sends them, and `ended`,
    /// 10 ms apart.
    func samples(at point: CGPoint) -> [TransformSample] {
        var samples = [TransformSample(phase: .began, location: point, timestamp: 1)]
        for step in 1...10 {
            let fraction = CGFloat(step) / 10
            var sample = TransformSample(phase: .changed, location: point, timestamp: 1 + 0.01 * Double(step))
            switch self {
            case .pinch(let scale): sample.scale = 1 + (scale - 1) * fraction
            case .rotate(let radians): sample.rotation = radians * fraction
            }
            samples.append(sample)
        }
        samples.append(TransformSample(phase: .ended, location: point, timestamp: 1.11))
        return samples
    }
}
