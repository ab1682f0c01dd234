@_spi(HitKitTools) import HitKit

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
        touchScript(samples.map { .pointer($0) })
    }

    /// `inputs` as a touch script, one command per sample, every kind in one timeline, each written
    /// so that it reads back exactly (see <doc:TouchScripts>, "Recorded scripts"):
    ///
    /// - a pointer sample as `down`, `move`, `up` or `cancel` with its pointer id, location and time, a
    ///   mouse's or a pen's followed by its kind and buttons (`down -1 40,40 at 1s mouse secondary`);
    /// - a key sample as `keydown KEYS at T` or `keyup KEYS at T`, its modifier flags written as the
    ///   combination's modifiers (`keydown cmd+s at 2s`); its characters are the ones a US keyboard
    ///   types for them, as every touch script's keys are;
    /// - a scroll sample as `scroll DX,DY at X,Y SOURCE PHASE at T`;
    /// - a transform sample as `transform PHASE X,Y scale S rotation R at T` (R in radians);
    /// - a hover sample as `hover PHASE ID X,Y at T`, a pen's followed by `pen Z`.
    ///
    /// Times that are not finite or go backwards are written as HitKit's clock takes them, the time
    /// before them.
    ///
    /// - Complexity: O(*n*) in the samples.
    public static func touchScript(_ inputs: [InputSample]) -> String {
        var text = "# \(inputs.count) recorded sample\(inputs.count == 1 ? "" : "s"); times in seconds\n"
        for input in GestureRecorder.normalized(inputs) {
            switch input {
            case .pointer(let sample): text += command(sample)
            case .key(let sample):
                let combination = KeyCombination(
                    key: UIKeyboardHIDUsage(rawValue: sample.keyCode) ?? .keyboardErrorUndefined,
                    modifierFlags: sample.modifierFlags)
                text += "key\(sample.phase.rawValue) \(combination) at \(number(sample.timestamp))s"
            case .scroll(let sample):
                text += "scroll \(number(sample.delta.dx)),\(number(sample.delta.dy)) at \(point(sample.location))"
                text += " \(sample.source.rawValue) \(sample.phase.rawValue) at \(number(sample.timestamp))s"
            case .transform(let sample):
                text += "transform \(sample.phase.rawValue) \(point(sample.location)) scale \(number(sample.scale))"
                text += " rotation \(number(sample.rotation)) at \(number(sample.timestamp))s"
            case .hover(let sample):
                text += "hover \(sample.phase.rawValue) \(sample.pointerID) \(point(sample.location))"
                text += " at \(number(sample.timestamp))s"
                if sample.kind == .pen { text += " pen \(number(sample.zOffset))" }
            }
            text += "\n"
        }
        return text
    }

    /// A pointer sample's command: a finger's as recordings always wrote it, another kind's (or a
    /// finger with buttons) with its kind and buttons after the time.
    private static func command(_ sample: PointerSample) -> String {
        let commands: [PointerSample.Phase: String] = [.down: "down", .move: "move", .up: "up", .cancel: "cancel"]
        var text = commands[sample.phase] ?? "move"
        text += " \(sample.pointerID) \(point(sample.location)) at \(number(sample.timestamp))s"
        guard sample.kind != .finger || !sample.buttons.isEmpty else { return text }
        text += " \(sample.kind.rawValue)"
        let names = (0..<Int.bitWidth).filter { sample.buttons.rawValue & (1 << $0) != 0 }.map { bit in
            switch bit {
            case 0: "primary"
            case 1: "secondary"
            default: "button\(bit + 1)"
            }
        }
        if !names.isEmpty { text += " " + names.joined(separator: "+") }
        return text
    }

    private static func point(_ point: CGPoint) -> String { "\(number(point.x)),\(number(point.y))" }

    /// `value` written so that `Double(_:)` reads it back exactly: a whole number without `.0`,
    /// else Swift's shortest round-tripping form (`1.016`, `1e-05`, `nan`, `inf`, `-inf`).
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `value` as a Swift expression of floating-point type `type`: `number(_:)`, or `CGFloat.nan`,
    /// `CGFloat.infinity`, `-CGFloat.infinity` (the type named: `CGPoint(x: .nan, …)` is ambiguous).
    static func literal(_ value: Double, _ type: String) -> String {
        if value.isNaN { return "\(type).nan" }
        if value.isInfinite { return value < 0 ? "-\(type).infinity" : "\(type).infinity" }
        return number(value)
    }
}
