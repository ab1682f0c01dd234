/// How hard a chaos run pushes HitKit. Each mode adds to the one before it.
@_spi(Chaos) public enum ChaosMode: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Random hierarchies across two windows (frames, rotations, zero scales, bounds origins,
    /// flags, controls, overriding subclasses), every recognizer kind with random failure
    /// requirements (cycles included) and delegates, driven by well-formed input.
    case clean
    /// Adds handlers — touch callbacks, hierarchy callbacks, control and recognizer actions — that
    /// change the hierarchy and the recognizers while events are delivered, and UIView animations
    /// that handlers and app code between steps start and interrupt (``ChaosAnimation``).
    case mutating
    /// Adds malformed host input: non-finite locations and timestamps, moves and lifts of pointers
    /// that are not down, downs of pointers that are, time going backwards, a dozen fingers.
    case hostile
    /// Adds handlers that re-enter the application: send input (new fingers, on their own view
    /// too, and the moves, lifts and cancels of fingers that are down), cancel every touch,
    /// advance the clock (through the application or directly), move a window to another
    /// application and back — also from a control's `touchCancel` and a recognizer's `cancelled`
    /// action; more recognizers delay `touchesBegan`; app code changes the hierarchy and the
    /// recognizers between events; and the host sometimes advances the clock itself.
    case reentrant

    /// Whether handlers change the hierarchy and recognizers.
    var mutates: Bool { self != .clean }
    /// Whether the host input may be malformed.
    var isHostile: Bool { self == .hostile || self == .reentrant }
    /// Whether handlers re-enter the application.
    var reenters: Bool { self == .reentrant }

    public var description: String { rawValue }
}
