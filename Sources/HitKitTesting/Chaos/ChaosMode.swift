/// How hard a chaos run pushes HitKit. Each mode adds to the one before it.
public enum ChaosMode: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Random hierarchies across two windows (frames, rotations, zero scales, bounds origins,
    /// flags, controls, overriding subclasses), every recognizer kind with random failure
    /// requirements (cycles included) and delegates, driven by well-formed input.
    case clean
    /// Adds handlers — touch callbacks, hierarchy callbacks, control and recognizer actions — that
    /// change the hierarchy and the recognizers while events are delivered.
    case mutating
    /// Adds malformed host input: non-finite locations and timestamps, moves and lifts of pointers
    /// that are not down, downs of pointers that are, time going backwards, a dozen fingers.
    case hostile
    /// Adds handlers that re-enter the application: send input, cancel every touch, advance the
    /// clock, move a window to another application and back.
    case reentrant

    /// Whether handlers change the hierarchy and recognizers.
    var mutates: Bool { self != .clean }
    /// Whether the host input may be malformed.
    var isHostile: Bool { self == .hostile || self == .reentrant }
    /// Whether handlers re-enter the application.
    var reenters: Bool { self == .reentrant }

    public var description: String { rawValue }
}
