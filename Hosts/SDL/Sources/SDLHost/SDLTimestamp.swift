import Foundation

/// SDL's clock, as HitKit's: SDL stamps every event with the milliseconds since `SDL_Init`
/// (`SDL_GetTicks()`), HitKit wants seconds.
///
/// The conversion is exact for every value (a `UInt32` fits a `Double`), and never rounds two
/// different milliseconds together or one apart: a mouse button's down and up in the *same*
/// millisecond (xdotool's `click` does that) keep the same timestamp, and HitKit still makes them
/// two events — a sample for a pointer already in the event starts the next one — so a 0 ms tap
/// is a tap.
///
/// SDL2's 32-bit milliseconds wrap after about 49.7 days; HitKit's clock never goes backwards, so
/// after a wrap every event would count as "now". A host that runs that long reads
/// `SDL_GetTicks64()` for its frame clock and unwraps event stamps against it.
public enum SDLTimestamp {
    /// `milliseconds` as seconds.
    public static func seconds(_ milliseconds: UInt32) -> TimeInterval {
        TimeInterval(milliseconds) / 1000
    }
}
