import HitKit

/// A view's `animator:` in a scene file: a `UIViewPropertyAnimator` whose block sets the `to:` values, started once
/// the scene is built — or paused at a `fractionComplete` — with its hit-testing flags.
///
/// ```yaml
/// - {name: buy, class: button, frame: [-160, 300, 160, 44],
///    animator: {to: {frame: [80, 300, 160, 44]}, duration: 2, curve: linear, elapsed: 1}}
/// - {name: card, frame: [0, 0, 100, 100],
///    animator: {to: {center: [250, 50]}, duration: 1, fractionComplete: 0.5, isUserInteractionEnabled: false}}
/// ```
///
/// `isUserInteractionEnabled` and `isManualHitTestingEnabled` are set while the animator is inactive, as UIKit
/// requires; then, with `fractionComplete`, the animator is paused and scrubbed there (its views stay drawn there),
/// else it is started (after `delay`) and the clock runs `elapsed` seconds on, as for an ``SceneAnimation``. HitKit
/// hit-tests the views of an interruptible animator with user interaction where they are drawn, skips them without
/// user interaction, and leaves them to their model geometry under manual hit-testing (the HitKit article
/// "Property animators" gives UIKit's sources).
///
/// Numbers must be finite: `duration` above 0, `delay` and `elapsed` 0 or more, each at most
/// ``SceneAnimation/maximumSeconds``, `fractionComplete` from 0 to 1, given without `elapsed` or `delay`.
public struct SceneAnimator: Codable, Hashable, Sendable {
    /// The values the animator's block sets.
    public var to: SceneAnimationValues
    /// The animator's duration in seconds.
    public var duration: Double
    /// `easeInOut` (the default), `easeIn`, `easeOut` or `linear`: the `UIView.AnimationCurve`.
    public var curve: String?
    /// The delay given to `startAnimation(afterDelay:)` (0 by default).
    public var delay: Double?
    /// The seconds between starting the animator and the moment the scene is inspected (0 by default).
    public var elapsed: Double?
    /// Pauses the animator and sets its `fractionComplete` to this, instead of starting it.
    public var fractionComplete: Double?
    /// The animator's `isUserInteractionEnabled` (true by default).
    public var isUserInteractionEnabled: Bool?
    /// The animator's `isManualHitTestingEnabled` (false by default).
    public var isManualHitTestingEnabled: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case to, duration, curve, delay, elapsed, fractionComplete, isUserInteractionEnabled, isManualHitTestingEnabled
    }

    /// An animator to `to` over `duration` seconds.
    public init(to: SceneAnimationValues, duration: Double) {
        self.to = to
        self.duration = duration
    }

    /// The animator that animates as `animation` does: same values, duration, curve, delay and elapsed time.
    init(_ animation: SceneAnimation) {
        self.init(to: animation.to, duration: animation.duration)
        curve = animation.curve
        delay = animation.delay
        elapsed = animation.elapsed
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(
            CodingKeys.self,
            of: "an animator mapping {to, duration, curve, delay, elapsed, fractionComplete, isUserInteractionEnabled, "
                + "isManualHitTestingEnabled}")
        to = try c.required(SceneAnimationValues.self, .to, expecting: "a mapping of the values the block sets")
        let positive = "a finite number of seconds above 0, at most 1e6"
        duration = try c.required(Double.self, .duration, expecting: positive)
        guard duration.isFinite, duration > 0, duration <= SceneAnimation.maximumSeconds else {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.duration], expected: positive)
        }
        let names = SceneAnimation.curves.map(\.0).joined(separator: ", ")
        curve = try c.optional(String.self, .curve, expecting: "one of \(names)")
        if let curve, !SceneAnimation.curves.contains(where: { $0.0 == curve }) {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.curve], expected: "one of \(names)")
        }
        let nonNegative = "a finite number of seconds from 0 to 1e6"
        delay = try c.finite(.delay, expecting: nonNegative)
        elapsed = try c.finite(.elapsed, expecting: nonNegative)
        for (key, value) in [(CodingKeys.delay, delay), (.elapsed, elapsed)] {
            if let value, !(0...SceneAnimation.maximumSeconds).contains(value) {
                throw SchemaProblem(codingPath: c.codingPath + [key], expected: nonNegative)
            }
        }
        let fraction = "a number from 0 to 1"
        fractionComplete = try c.finite(.fractionComplete, expecting: fraction)
        if let fractionComplete {
            guard (0...1).contains(fractionComplete) else {
                throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.fractionComplete], expected: fraction)
            }
            guard elapsed == nil, delay == nil else {
                throw SchemaProblem(
                    codingPath: c.codingPath + [CodingKeys.fractionComplete], expected: "",
                    message: "fractionComplete pauses the animator where it is; it takes no elapsed or delay")
            }
        }
        let flag = "true or false"
        isUserInteractionEnabled = try c.optional(Bool.self, .isUserInteractionEnabled, expecting: flag)
        isManualHitTestingEnabled = try c.optional(Bool.self, .isManualHitTestingEnabled, expecting: flag)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(to, forKey: .to)
        try c.encode(duration, forKey: .duration)
        try c.encodeIfPresent(curve, forKey: .curve)
        try c.encodeIfPresent(delay, forKey: .delay)
        try c.encodeIfPresent(elapsed, forKey: .elapsed)
        try c.encodeIfPresent(fractionComplete, forKey: .fractionComplete)
        try c.encodeIfPresent(isUserInteractionEnabled, forKey: .isUserInteractionEnabled)
        try c.encodeIfPresent(isManualHitTestingEnabled, forKey: .isManualHitTestingEnabled)
    }

    /// The seconds the clock runs on after the animator starts, before the scene is inspected.
    var secondsRun: Double { fractionComplete == nil ? elapsed ?? 0 : 0 }

    /// Makes the animator for `view`, sets its flags, and starts it or pauses it at `fractionComplete`.
    @MainActor
    func start(on view: UIView) -> UIViewPropertyAnimator {
        let curves: [String: UIView.AnimationCurve] = [
            "easeInOut": .easeInOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
        ]
        let animator = UIViewPropertyAnimator(duration: duration, curve: curves[curve ?? "easeInOut"] ?? .easeInOut) {
            to.apply(to: view)
        }
        if let isUserInteractionEnabled { animator.isUserInteractionEnabled = isUserInteractionEnabled }
        if let isManualHitTestingEnabled { animator.isManualHitTestingEnabled = isManualHitTestingEnabled }
        if let fractionComplete {
            animator.pauseAnimation()
            animator.fractionComplete = fractionComplete
        } else {
            animator.startAnimation(afterDelay: delay ?? 0)
        }
        return animator
    }
}
