import Foundation

/// How a timed object behaves outside its active duration, for ``CAMediaTiming/fillMode``.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's string, as in Core Animation (`"removed"`, `"forwards"`, …).
    public let rawValue: String

    /// Creates a fill mode from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The object has no effect outside its active duration (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After its active duration the object keeps its final state.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before its begin time the object shows its initial state.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
