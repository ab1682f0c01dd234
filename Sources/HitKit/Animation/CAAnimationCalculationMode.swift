import Foundation

/// How a ``CAKeyframeAnimation`` computes the values between its keyframes.
///
/// HitKit implements all five of Core Animation's modes; the spline modes (`cubic`, `cubicPaced`)
/// run a Catmull-Rom curve through the keyframes (a Kochanek–Bartels spline with Core Animation's
/// default tension, continuity and bias, all 0). Any mode HitKit does not know computes as `linear`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as in Core Animation (`"linear"`, `"discrete"`, `"paced"`).
    public let rawValue: String

    /// Creates a mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Simple linear interpolation between keyframe values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each keyframe value is used in turn; no values are interpolated.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear interpolation at an even pace: each segment's share of the time is its share of the
    /// total distance; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom curve through the keyframe values, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the keyframe values, spaced evenly by distance as `paced` is.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
