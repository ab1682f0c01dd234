import Foundation

/// The names of Core Animation's predefined timing functions, for ``CAMediaTimingFunction/init(name:)``.
///
/// The control points are the ones Apple documents for each constant (see the
/// "CAMediaTimingFunctionName" pages of Apple's Core Animation documentation).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name's string, as in Core Animation (`"linear"`, `"easeIn"`, …).
    public let rawValue: String

    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: the animation runs evenly over its duration. Control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: the animation begins slowly, then speeds up. Control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: the animation begins quickly, then slows. Control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: slow, faster through the middle, slow again. Control points
    /// (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default timing function, which most system animations use. Control points
    /// (0.25, 0.1) and (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

    /// The curve Apple documents for this name; `nil` for a name Core Animation does not define.
    var curve: CubicTimingCurve? {
        switch rawValue {
        case Self.linear.rawValue: CubicTimingCurve.linear
        case Self.easeIn.rawValue: CubicTimingCurve(0.42, 0, 1, 1)
        case Self.easeOut.rawValue: CubicTimingCurve(0, 0, 0.58, 1)
        case Self.easeInEaseOut.rawValue: CubicTimingCurve(0.42, 0, 0.58, 1)
        case Self.default.rawValue: CubicTimingCurve(0.25, 0.1, 0.25, 1)
        default: nil
        }
    }
}
