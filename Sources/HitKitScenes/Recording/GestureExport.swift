import HitKit

/// Turns a recorded gesture into things that replay it: a touch script with exact times, and a
/// ready-to-paste Swift Testing test that builds the scene, replays the samples and asserts the
/// outcome they had.
///
/// ```swift
/// GestureExport.touchScript(samples)
/// // down 1 160,220 at 1s
/// // up 1 160,220 at 1.1s
/// ```
public enum GestureExport {
    /// `samples` as a touch script, one `down`/`move`/`up`/`cancel` command per sample with its
    /// finger (the pointer id), location and time written so that they read back exactly:
    /// `TouchScript.parse(touchScript(s)).samples == s` for samples whose times are finite and
    /// never go backwards (the others are written at the time HitKit's clock takes for them, the
    /// time before them; a replay treats both the same). A location that is not finite is written
    /// `nan`, `inf` or `-inf`: it replays as sent (it hits nothing, with a diagnostic).
    ///
    /// - Complexity: O(*n*) in the samples.
    public static func touchScript(_ samples: [PointerSample]) -> String {
        let commands: [PointerSample.Phase: String] = [.down: "down", .move: "move", .up: "up", .cancel: "cancel"]
        var text = "# \(samples.count) recorded sample\(samples.count == 1 ? "" : "s"); times in seconds\n"
        for sample in GestureRecorder.normalized(samples) {
            text += commands[sample.phase] ?? "move"
            text += " \(sample.pointerID) \(number(sample.location.x)),\(number(sample.location.y))"
            text += " at \(number(sample.timestamp))s\n"
        }
        return text
    }

    /// `value` written so that `Double(_:)` reads it back exactly: a whole number without `.0`,
    /// else Swift's shortest round-tripping form (`1.016`, `1e-05`, `nan`, `inf`, `-inf`).
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `value` as a Swift literal of a floating-point type: `number(_:)`, or `.nan`, `.infinity`,
    /// `-.infinity`.
    static func literal(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.infinity" : ".infinity" }
        return number(value)
    }
}
