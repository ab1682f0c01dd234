@_spi(HitKitTools) import HitKit

/// The kinds of host input besides fingers a chaos world takes. The world decides (see
/// `ChaosWorld.drawKeyboard()`); the step script then draws samples of them too, carried by
/// ``ChaosStep/inputs(_:)``.
///
/// Adding a kind takes one small block in each of four places: an option here (and in
/// ``allKinds``), its samples in ``describe(_:)``, a model that draws them in
/// `FingerModel.otherInput` (ChaosStep.swift, beside ``ChaosKeyboardModel``, or `desktopInput` for
/// the kinds drawn from the world's own desktop generator, beside ``ChaosMouseModel``, or — so that
/// no existing seed's steps change — from a generator of its own, as `FingerModel.nextStep` draws
/// ``ChaosHoverModel``'s), and the world's part that makes it take them, with the checker of its
/// rules (as ChaosWorld+Keys.swift and ``ChaosPressLedger`` do for keys, ChaosWorld+Desktop.swift
/// and ``ChaosDesktopLedger`` for the mouse, scrolls and transforms, ChaosWorld+Hover.swift and
/// ``ChaosHoverLedger`` for hovers).
@_spi(Chaos) public struct ChaosInputKinds: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Key down and up samples (``KeySample``).
    public static let keys = ChaosInputKinds(rawValue: 1 << 0)

    /// Mouse clicks and drags with their buttons, and pen strokes (``PointerSample/kind``).
    public static let mouse = ChaosInputKinds(rawValue: 1 << 1)

    /// Wheel ticks and trackpad scrolls (``ScrollSample``).
    public static let scroll = ChaosInputKinds(rawValue: 1 << 2)

    /// Trackpad pinches and rotations (``TransformSample``).
    public static let transform = ChaosInputKinds(rawValue: 1 << 3)

    /// Mouse and pen hovers (``HoverSample``), for the mouse's pointer id and the pen's.
    public static let hover = ChaosInputKinds(rawValue: 1 << 4)

    /// Every kind, one option each, in the order the script picks among them.
    public static let allKinds: [ChaosInputKinds] = [.keys, .mouse, .scroll, .transform, .hover]

    /// The kinds drawn from the world's desktop generator rather than the script's (so a world's
    /// finger and key steps are drawn as before they were added).
    static let desktopKinds: ChaosInputKinds = [.mouse, .scroll, .transform]

    /// The kinds drawn from a generator of their own, seeded from the desktop one (so the desktop,
    /// finger and key steps are drawn as before they were added).
    static let ownKinds: ChaosInputKinds = [.hover]

    /// One sample, as a failure report prints it.
    public static func describe(_ input: InputSample) -> String {
        switch input {
        case .pointer(let sample):
            (sample.kind == .finger ? "" : "\(sample.kind.rawValue) ")
                + "\(sample.phase.rawValue) \(sample.pointerID) at (\(ChaosStep.number(sample.location.x)), "
                + "\(ChaosStep.number(sample.location.y)))"
                + (sample.buttons.isEmpty
                    ? "" : " buttons 0x\(String(UInt(bitPattern: sample.buttons.rawValue), radix: 16))")
                + " t=\(sample.timestamp)"
        case .key(let sample):
            "key \(sample.phase.rawValue) \(sample.keyCode) \(sample.characters.debugDescription)"
                + (sample.modifierFlags.isEmpty ? "" : " flags \(sample.modifierFlags.rawValue)")
                + " t=\(sample.timestamp)"
        case .scroll(let sample):
            "scroll \(sample.source.rawValue) \(sample.phase.rawValue) by (\(ChaosStep.number(sample.delta.dx)), "
                + "\(ChaosStep.number(sample.delta.dy))) at \(point(sample.location)) t=\(sample.timestamp)"
        case .hover(let sample):
            "hover \(sample.kind == .pen ? "pen " : "")\(sample.pointerID) \(sample.phase.rawValue) at "
                + "\(point(sample.location))"
                + (sample.kind == .pen ? " z \(ChaosStep.number(sample.zOffset))" : "") + " t=\(sample.timestamp)"
        case .transform(let sample):
            "transform \(sample.phase.rawValue) scale \(ChaosStep.number(sample.scale)) rotation "
                + "\(ChaosStep.number(sample.rotation)) at \(point(sample.location)) t=\(sample.timestamp)"
        }
    }

    private static func point(_ location: CGPoint) -> String {
        "(\(ChaosStep.number(location.x)), \(ChaosStep.number(location.y)))"
    }
}

/// The host's idea of the keys that are down, drawing key samples: downs and ups of a few keys
/// (letters, Return, Backspace, Tab, Escape, an arrow, Shift) with modifiers and, from a hostile
/// host, an unknown key code, an up with no down, a second down, a non-finite or earlier time.
struct ChaosKeyboardModel {
    static let keys: [UIKeyboardHIDUsage] = [
        .keyboardA, .keyboardS, .keyboardReturnOrEnter, .keyboardDeleteOrBackspace, .keyboardTab,
        .keyboardEscape, .keyboardUpArrow, .keyboardLeftShift,
    ]
    static let modifiers: [UIKeyModifierFlags] = [[], [], .shift, .command, .control, [.command, .shift]]

    /// The keys the host believes are down.
    var down: [UIKeyboardHIDUsage] = []

    mutating func next(hostile: Bool, time: inout TimeInterval, _ random: inout ChaosRandom) -> [KeySample] {
        if hostile, random.chance(0.3) { return hostileSamples(time: &time, &random) }
        let modifiers = random.pick(Self.modifiers)
        if !down.isEmpty, random.chance(0.5) {
            let key = down.remove(at: random.int(0...(down.count - 1)))
            return [USKeyboardLayout.sample(key, .up, modifiers: modifiers, at: time)]
        }
        let up = Self.keys.filter { !down.contains($0) }
        guard !up.isEmpty else { return [] }
        let key = random.pick(up)
        down.append(key)
        var samples = [USKeyboardLayout.sample(key, .down, modifiers: modifiers, at: time)]
        if random.chance(0.3) {
            // A quick tap: down and up in one call.
            down.removeAll { $0 == key }
            samples.append(USKeyboardLayout.sample(key, .up, modifiers: modifiers, at: time))
        }
        return samples
    }

    /// Samples a well-behaved host never sends.
    private mutating func hostileSamples(time: inout TimeInterval, _ random: inout ChaosRandom) -> [KeySample] {
        switch random.int(0...4) {
        case 0:
            return [
                KeySample(
                    keyCode: random.pick([0, -1, 1_000_000, Int.max]), phase: random.pick([.down, .up]),
                    characters: "?", timestamp: time)
            ]
        case 1:
            let up = Self.keys.filter { !down.contains($0) }
            guard !up.isEmpty else { return [] }
            return [USKeyboardLayout.sample(random.pick(up), .up, modifiers: [], at: time)]
        case 2:
            guard let key = down.first else { return [] }
            return [USKeyboardLayout.sample(key, .down, modifiers: [], at: time)]
        case 3:
            let key = random.pick(Self.keys)
            if !down.contains(key) { down.append(key) }
            return [USKeyboardLayout.sample(key, .down, modifiers: [], at: .nan)]
        default:
            time -= random.pick([0.01, 0.5])
            let key = random.pick(Self.keys)
            if !down.contains(key) { down.append(key) }
            return [USKeyboardLayout.sample(key, .down, modifiers: .command, at: time)]
        }
    }
}
