import HitKit

/// A view's `animation:` in a scene file: a `UIView.animate` block, started as code starts it, and the time since
/// it started at which the scene is inspected.
///
/// ```yaml
/// - {name: buy, class: button, frame: [-160, 300, 160, 44],
///    animation: {to: {frame: [80, 300, 160, 44]}, duration: 1, curve: linear, elapsed: 0.5}}
/// ```
///
/// The view is built at its own geometry (the animation's start), then, once the scene is in its windows,
/// `UIView.animate(withDuration:delay:options:animations:completion:)` sets the `to:` values in its block — with
/// `.allowUserInteraction` when `allowUserInteraction` is true — and the application's clock moves `elapsed` seconds
/// on. As in UIKit the model (the view's `frame`, `center`, `alpha`, `transform`) is at the `to:` values at once and
/// only the presentation layer is in between; hit-testing follows HitKit's rules for animating views (see the HitKit
/// article "Animations"): without `.allowUserInteraction` the view and its subviews are skipped until the animation
/// ends, with it the view is hit at its final frame, not where it is drawn. Animations with different `elapsed`
/// times start that far apart on the one clock, the longest ago first; touches run after, on the same clock, so an
/// animation goes on moving while a script taps.
///
/// Numbers must be finite: `duration` above 0, `delay` and `elapsed` 0 or more, each at most
/// ``maximumSeconds``; `curve` is `easeInOut` (the default), `easeIn`, `easeOut` or `linear`.
public struct SceneAnimation: Codable, Hashable, Sendable {
    /// The values the block sets: `frame`, `center`, `alpha` and `transform`, written as the view's own fields.
    public var to: SceneAnimationValues
    /// The animation's duration in seconds.
    public var duration: Double
    /// The delay before it starts moving, in seconds (0 by default).
    public var delay: Double?
    /// `easeInOut` (the default), `easeIn`, `easeOut` or `linear`: the `UIView.AnimationOptions` curve.
    public var curve: String?
    /// Whether the options include `.allowUserInteraction` (false by default, as in UIKit).
    public var allowUserInteraction: Bool?
    /// The seconds between the `animate` call and the moment the scene is inspected (0 by default).
    public var elapsed: Double?

    /// The longest `duration`, `delay` or `elapsed` a scene file takes, in seconds.
    public static let maximumSeconds = 1e6

    /// The curves a scene file names, with their options.
    static let curves: [(String, UIView.AnimationOptions)] = [
        ("easeInOut", .curveEaseInOut), ("easeIn", .curveEaseIn), ("easeOut", .curveEaseOut), ("linear", .curveLinear),
    ]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case to, duration, delay, curve, allowUserInteraction, elapsed
    }

    /// An animation to `to` over `duration` seconds.
    public init(to: SceneAnimationValues, duration: Double) {
        self.to = to
        self.duration = duration
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(
            CodingKeys.self, of: "an animation mapping {to, duration, delay, curve, allowUserInteraction, elapsed}")
        to = try c.required(SceneAnimationValues.self, .to, expecting: "a mapping of the values the block sets")
        let seconds = "a finite number of seconds"
        let positive = "\(seconds) above 0, at most 1e6"
        duration = try c.required(Double.self, .duration, expecting: positive)
        guard duration.isFinite, duration > 0, duration <= Self.maximumSeconds else {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.duration], expected: positive)
        }
        let nonNegative = "\(seconds) from 0 to 1e6"
        delay = try c.finite(.delay, expecting: nonNegative)
        elapsed = try c.finite(.elapsed, expecting: nonNegative)
        for (key, value) in [(CodingKeys.delay, delay), (.elapsed, elapsed)] {
            if let value, !(0...Self.maximumSeconds).contains(value) {
                throw SchemaProblem(codingPath: c.codingPath + [key], expected: nonNegative)
            }
        }
        let names = Self.curves.map(\.0).joined(separator: ", ")
        curve = try c.optional(String.self, .curve, expecting: "one of \(names)")
        if let curve, !Self.curves.contains(where: { $0.0 == curve }) {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.curve], expected: "one of \(names)")
        }
        allowUserInteraction = try c.optional(Bool.self, .allowUserInteraction, expecting: "true or false")
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(to, forKey: .to)
        try c.encode(duration, forKey: .duration)
        try c.encodeIfPresent(delay, forKey: .delay)
        try c.encodeIfPresent(curve, forKey: .curve)
        try c.encodeIfPresent(allowUserInteraction, forKey: .allowUserInteraction)
        try c.encodeIfPresent(elapsed, forKey: .elapsed)
    }

    /// The options `UIView.animate` is given.
    var options: UIView.AnimationOptions {
        var options = Self.curves.first { $0.0 == (curve ?? "easeInOut") }?.1 ?? .curveEaseInOut
        if allowUserInteraction == true { options.insert(.allowUserInteraction) }
        return options
    }

    /// Starts the animation on `view`, through `UIView.animate` as code does.
    @MainActor
    func start(on view: UIView) {
        UIView.animate(withDuration: duration, delay: delay ?? 0, options: options, animations: { to.apply(to: view) })
    }
}

/// The values an animation block sets, written as a view's own fields: `frame`, `center`, `alpha`, `transform`.
public struct SceneAnimationValues: Codable, Hashable, Sendable {
    /// `frame`.
    public var frame: SceneRect?
    /// `center`.
    public var center: ScenePoint?
    /// `alpha`.
    public var alpha: Double?
    /// `transform`.
    public var transform: SceneTransform?

    enum CodingKeys: String, CodingKey, CaseIterable { case frame, center, alpha, transform }

    /// No values.
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.mapping(CodingKeys.self, of: "a mapping {frame, center, alpha, transform}")
        frame = try c.optional(SceneRect.self, .frame, expecting: "4 numbers [x, y, width, height]")
        center = try c.optional(ScenePoint.self, .center, expecting: "2 numbers [x, y]")
        alpha = try c.finite(.alpha, expecting: "a number from 0 to 1")
        if let alpha, !(0...1).contains(alpha) {
            throw SchemaProblem(codingPath: c.codingPath + [CodingKeys.alpha], expected: "a number from 0 to 1")
        }
        transform = try c.optional(SceneTransform.self, .transform, expecting: "a transform")
        guard frame != nil || center != nil || alpha != nil || transform != nil else {
            throw SchemaProblem(codingPath: c.codingPath, expected: "at least one of frame, center, alpha, transform")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(frame, forKey: .frame)
        try c.encodeIfPresent(center, forKey: .center)
        try c.encodeIfPresent(alpha, forKey: .alpha)
        try c.encodeIfPresent(transform, forKey: .transform)
    }

    /// Sets the values on `view`, in the order a scene sets its geometry.
    @MainActor
    func apply(to view: UIView) {
        if let frame { view.frame = frame.rect }
        if let center { view.center = center.point }
        if let transform { view.transform = transform.transform }
        if let alpha { view.alpha = alpha }
    }
}
