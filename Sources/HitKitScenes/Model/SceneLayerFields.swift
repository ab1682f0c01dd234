import HitKit

/// A view's layer fields in a scene file: `anchorPoint`, `zPosition`, `cornerRadius` and
/// `masksToBounds`, set on the live view's `layer` as code sets them.
///
/// ```yaml
/// - {name: badge, frame: [90, 130, 60, 30], zPosition: 1, cornerRadius: 15}
/// - {name: dial, frame: [100, 100, 100, 100], anchorPoint: [0, 0]}
/// ```
///
/// They are set after the view's geometry (`frame`, `bounds`, `center`, `transform`), as a line of code
/// after them would: `anchorPoint` keeps the view's `center` (the layer's `position`) and moves its frame
/// around it — `[0, 0]` puts the bounds' top-left corner at the center — and the hit area moves with it.
/// `zPosition` orders drawing among siblings only (`hitkit render` and the inspector draw it); hit-testing
/// follows the order of `subviews` whatever it is, as in UIKit. `cornerRadius` changes only how UIKit draws
/// the view, not its hit area (`hitkit render` draws the bounds' box). `masksToBounds` is the layer's name
/// for `clipsToBounds`, one flag; a view that gives both must give them the same value.
///
/// Each number must be finite and within bounds a scene can draw: `anchorPoint`'s coordinates (unit
/// coordinates of the bounds, 0…1 inside it) within ±``maximumAnchorPoint``, `zPosition` within
/// ±``maximumZPosition``, `cornerRadius` from 0 to ``maximumZPosition``.
public struct SceneLayerFields: Hashable, Sendable {
    /// `layer.anchorPoint` ((0.5, 0.5) by default).
    public var anchorPoint: ScenePoint?
    /// `layer.zPosition` (0 by default).
    public var zPosition: Double?
    /// `layer.cornerRadius` (0 by default).
    public var cornerRadius: Double?
    /// `layer.masksToBounds`: the view's `clipsToBounds` (false by default).
    public var masksToBounds: Bool?

    /// The largest magnitude of an `anchorPoint` coordinate a scene file takes.
    public static let maximumAnchorPoint = 1e6
    /// The largest magnitude of a `zPosition` (and the largest `cornerRadius`) a scene file takes.
    public static let maximumZPosition = 1e9

    /// No fields set.
    public init() {}

    init(_ c: KeyedDecodingContainer<SceneViewSpec.CodingKeys>, clipsToBounds: Bool?) throws {
        let limit = Self.maximumAnchorPoint
        let anchor = "2 numbers [x, y], each within ±1e6 (0…1 is inside the bounds)"
        anchorPoint = try c.optional(ScenePoint.self, .anchorPoint, expecting: anchor)
        if let point = anchorPoint?.point, abs(point.x) > limit || abs(point.y) > limit {
            throw SchemaProblem(codingPath: c.codingPath + [SceneViewSpec.CodingKeys.anchorPoint], expected: anchor)
        }
        zPosition = try c.finite(.zPosition, expecting: "a finite number within ±1e9")
        if let zPosition, abs(zPosition) > Self.maximumZPosition {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.zPosition],
                expected: "a finite number within ±1e9")
        }
        cornerRadius = try c.finite(.cornerRadius, expecting: "a finite number from 0 to 1e9")
        if let cornerRadius, !(0...Self.maximumZPosition).contains(cornerRadius) {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.cornerRadius],
                expected: "a finite number from 0 to 1e9")
        }
        masksToBounds = try c.optional(Bool.self, .masksToBounds, expecting: "true or false")
        if let masksToBounds, let clipsToBounds, masksToBounds != clipsToBounds {
            throw SchemaProblem(
                codingPath: c.codingPath + [SceneViewSpec.CodingKeys.masksToBounds], expected: "",
                message:
                    "masksToBounds is the layer's name for clipsToBounds, one flag; this view sets clipsToBounds: "
                    + "\(clipsToBounds) and masksToBounds: \(masksToBounds) — give one of them")
        }
    }

    func encode(into c: inout KeyedEncodingContainer<SceneViewSpec.CodingKeys>) throws {
        try c.encodeIfPresent(anchorPoint, forKey: .anchorPoint)
        try c.encodeIfPresent(zPosition, forKey: .zPosition)
        try c.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try c.encodeIfPresent(masksToBounds, forKey: .masksToBounds)
    }

    /// Sets the fields on `view`'s layer, through its public API.
    @MainActor
    func apply(to view: UIView) {
        if let anchorPoint { view.layer.anchorPoint = anchorPoint.point }
        if let zPosition { view.layer.zPosition = zPosition }
        if let cornerRadius { view.layer.cornerRadius = cornerRadius }
        if let masksToBounds { view.layer.masksToBounds = masksToBounds }
    }
}
