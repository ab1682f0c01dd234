import Foundation

/// How a ``CAKeyframeAnimation`` computes the values between its keyframes.
///
/// HitKit implements `linear`, `discrete` and `paced`; Core Animation's spline modes (`cubic`,
/// `cubicPaced`) are not provided yet, and any mode HitKit does not know computes as `linear`.
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
}
