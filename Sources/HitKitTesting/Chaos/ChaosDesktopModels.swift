import HitKit

/// The host's idea of its mouse and pen, drawing their pointer samples: clicks and drags with
/// the primary, the secondary, both or another button, buttons pressed and released mid-drag,
/// pen strokes, and from a hostile host buttons beyond button 32, a negative mask, a later sample
/// naming another kind than its down, a non-finite location, an earlier time.
struct ChaosMouseModel {
    /// The mouse's pointer id: no finger of a chaos script or handler uses it.
    static let mouseID = 1_000_000
    /// The pen's pointer id.
    static let penID = 1_000_001
    static let buttons: [UIEvent.ButtonMask] = [
        [], .primary, .primary, .secondary, .secondary, [.primary, .secondary], .button(3), .button(5),
    ]

    var mouseDown = false

    /// The kind of the pointer a host sample with `pointerID` comes from.
    static func kind(of pointerID: Int) -> PointerSample.Kind {
        switch pointerID {
        case mouseID: .mouse
        case penID: .pen
        default: .finger
        }
    }
    var penDown = false
    var mouseLocation = CGPoint(x: 100, y: 100)
    var penLocation = CGPoint(x: 200, y: 200)

    mutating func next(hostile: Bool, time: inout TimeInterval, _ random: inout ChaosRandom) -> [PointerSample] {
        if hostile, random.chance(0.25) { return hostileSamples(time: &time, &random) }
        if random.chance(0.25) {
            let phase = step(&penDown, &penLocation, &random)
            return [
                PointerSample(pointerID: Self.penID, phase: phase, location: penLocation, timestamp: time, kind: .pen)
            ]
        }
        let phase = step(&mouseDown, &mouseLocation, &random)
        // A move names buttons sometimes (pressed or released mid-drag), the others at their down.
        let buttons = phase == .down || (phase == .move && random.chance(0.3)) ? random.pick(Self.buttons) : []
        return [
            PointerSample(
                pointerID: Self.mouseID, phase: phase, location: mouseLocation, timestamp: time, kind: .mouse,
                buttons: buttons)
        ]
    }

    /// The next phase of a pointer that is `down` or not, moving its location.
    private func step(_ down: inout Bool, _ location: inout CGPoint, _ random: inout ChaosRandom) -> PointerSample.Phase
    {
        if !down {
            down = true
            location = CGPoint(x: random.double(-10...330), y: random.double(-10...490))
            return .down
        }
        if random.chance(0.35) {
            down = false
            return random.chance(0.95) ? .up : .cancel
        }
        let step = random.chance(0.7) ? 6.0 : 120.0
        location.x += random.double(-step...step)
        location.y += random.double(-step...step)
        return .move
    }

    private mutating func hostileSamples(time: inout TimeInterval, _ random: inout ChaosRandom) -> [PointerSample] {
        let odd: [UIEvent.ButtonMask] = [
            UIEvent.ButtonMask(rawValue: 1 << 40), UIEvent.ButtonMask(rawValue: (1 << 40) | 2),
            UIEvent.ButtonMask(rawValue: -1), UIEvent.ButtonMask(rawValue: Int.min),
        ]
        switch random.int(0...4) {
        case 0:
            // Buttons no host has.
            let phase: PointerSample.Phase = mouseDown ? .move : .down
            mouseDown = true
            return [
                PointerSample(
                    pointerID: Self.mouseID, phase: phase, location: mouseLocation, timestamp: time, kind: .mouse,
                    buttons: random.pick(odd))
            ]
        case 1:
            // A later sample naming another kind than its down.
            guard mouseDown || penDown else { return [] }
            let id = mouseDown ? Self.mouseID : Self.penID
            return [
                PointerSample(
                    pointerID: id, phase: .move, location: mouseDown ? mouseLocation : penLocation, timestamp: time,
                    kind: random.pick([.finger, mouseDown ? .pen : .mouse]))
            ]
        case 2:
            guard mouseDown else { return [] }
            return [
                PointerSample(
                    pointerID: Self.mouseID, phase: .move, location: CGPoint(x: CGFloat.nan, y: 10), timestamp: time,
                    kind: .mouse)
            ]
        case 3:
            // An up with no down, a second down.
            let phase: PointerSample.Phase = mouseDown ? .down : random.pick([.up, .move, .cancel])
            return [
                PointerSample(
                    pointerID: Self.mouseID, phase: phase, location: mouseLocation, timestamp: time, kind: .mouse,
                    buttons: .secondary)
            ]
        default:
            time -= random.pick([0.01, 0.5])
            guard mouseDown else { return [] }
            return [
                PointerSample(
                    pointerID: Self.mouseID, phase: .move, location: mouseLocation, timestamp: time, kind: .mouse)
            ]
        }
    }
}

/// The host's idea of its wheel and trackpad, drawing scroll samples: wheel ticks along either
/// axis or both, trackpad sequences (`began`, `changed`…, `ended`, sometimes `cancelled`), and from
/// a hostile host NaN and infinite deltas and locations, phases that do not fit, an earlier time.
struct ChaosScrollModel {
    /// Whether a trackpad sequence is in progress, as the host believes.
    var trackpadOpen = false
    var location = CGPoint(x: 100, y: 100)

    mutating func next(hostile: Bool, time: inout TimeInterval, _ random: inout ChaosRandom) -> [ScrollSample] {
        if hostile, random.chance(0.25) { return [hostileSample(time: &time, &random)] }
        if !trackpadOpen {
            location = CGPoint(x: random.double(-10...330), y: random.double(-10...490))
            if random.chance(0.5) {
                return [.wheel(delta(&random, size: random.pick([10.0, 40.0, 120.0])), at: location, timestamp: time)]
            }
            trackpadOpen = true
            return [sample(.began, CGVector(dx: 0, dy: 0), time)]
        }
        if random.chance(0.2) {
            trackpadOpen = false
            return [sample(random.chance(0.9) ? .ended : .cancelled, CGVector(dx: 0, dy: 0), time)]
        }
        // A few frames of movement in one call, as a host that batches its frame's events.
        return (0..<random.int(1...3)).map { _ in sample(.changed, delta(&random, size: 15), time) }
    }

    private func sample(_ phase: ScrollSample.Phase, _ delta: CGVector, _ time: TimeInterval) -> ScrollSample {
        ScrollSample(source: .trackpad, phase: phase, location: location, delta: delta, timestamp: time)
    }

    private func delta(_ random: inout ChaosRandom, size: Double) -> CGVector {
        switch random.int(0...3) {
        case 0: CGVector(dx: random.double(-size...size), dy: 0)
        case 1, 2: CGVector(dx: 0, dy: random.double(-size...size))
        default: CGVector(dx: random.double(-size...size), dy: random.double(-size...size))
        }
    }

    private mutating func hostileSample(time: inout TimeInterval, _ random: inout ChaosRandom) -> ScrollSample {
        let odd: [CGFloat] = [.nan, .infinity, -.infinity, 1e300]
        switch random.int(0...5) {
        case 0:
            let source: ScrollSample.Source = trackpadOpen ? .trackpad : random.pick([.wheel, .trackpad])
            return ScrollSample(
                source: source, phase: .changed, location: location,
                delta: CGVector(dx: random.pick(odd), dy: random.double(-20...20)), timestamp: time)
        case 1:
            // A phase that does not fit: changed with no began (it begins), began during, ended with none.
            let phase: ScrollSample.Phase = random.pick([.changed, .began, .ended, .cancelled])
            if phase == .changed || phase == .began { trackpadOpen = true }
            if phase == .ended || phase == .cancelled { trackpadOpen = false }
            return sample(phase, CGVector(dx: 0, dy: random.double(-20...20)), time)
        case 2:
            // A wheel tick whose phase is not changed.
            return ScrollSample(
                source: .wheel, phase: random.pick([.began, .ended, .cancelled]), location: location,
                delta: CGVector(dx: 0, dy: -30), timestamp: time)
        case 3:
            return ScrollSample(
                source: trackpadOpen ? .trackpad : .wheel, phase: .changed,
                location: CGPoint(x: random.pick(odd), y: 5),
                delta: CGVector(dx: 0, dy: 12), timestamp: time)
        case 4:
            time -= random.pick([0.01, 0.5, 10])
            return sample(trackpadOpen ? .changed : .ended, CGVector(dx: 3, dy: -9), time)
        default:
            return sample(trackpadOpen ? .changed : .ended, CGVector(dx: 0, dy: 5), .nan)
        }
    }
}

/// The host's idea of a trackpad pinch or rotation, drawing transform samples: `began`, `changed`
/// with a cumulative scale and rotation, `ended` or `cancelled`, and from a hostile host a scale
/// that is NaN, infinite, zero or negative, a rotation that is not finite, a `changed` with no
/// gesture, a second `began`, a `began` at a NaN location, an earlier time.
struct ChaosTransformModel {
    /// Whether a gesture is in progress, as the host believes.
    var open = false
    var location = CGPoint(x: 100, y: 100)
    var scale: CGFloat = 1
    var rotation: CGFloat = 0

    mutating func next(hostile: Bool, time: inout TimeInterval, _ random: inout ChaosRandom) -> [TransformSample] {
        if hostile, random.chance(0.25) { return [hostileSample(time: &time, &random)] }
        if !open {
            open = true
            location = CGPoint(x: random.double(-10...330), y: random.double(-10...490))
            scale = 1
            rotation = 0
            return [sample(.began, time)]
        }
        if random.chance(0.2) {
            open = false
            return [sample(random.chance(0.9) ? .ended : .cancelled, time)]
        }
        switch random.int(0...2) {
        case 0: scale *= random.double(0.8...1.25)
        case 1: rotation += random.double(-0.3...0.3)
        default:
            scale *= random.double(0.9...1.1)
            rotation += random.double(-0.1...0.1)
        }
        return [sample(.changed, time)]
    }

    private func sample(_ phase: TransformSample.Phase, _ time: TimeInterval) -> TransformSample {
        TransformSample(phase: phase, location: location, scale: scale, rotation: rotation, timestamp: time)
    }

    private mutating func hostileSample(time: inout TimeInterval, _ random: inout ChaosRandom) -> TransformSample {
        switch random.int(0...4) {
        case 0:
            return TransformSample(
                phase: .changed, location: location, scale: random.pick([.nan, .infinity, 0, -2, 1e308]),
                rotation: rotation, timestamp: time)
        case 1:
            return TransformSample(
                phase: .changed, location: location, scale: scale, rotation: random.pick([.nan, -.infinity]),
                timestamp: time)
        case 2:
            // A phase that does not fit: changed or ended with no gesture, a second began.
            let phase: TransformSample.Phase = open ? .began : random.pick([.changed, .ended, .cancelled])
            return sample(phase, time)
        case 3:
            guard !open else { return sample(.changed, .nan) }
            open = true
            scale = 1
            rotation = 0
            return TransformSample(phase: .began, location: CGPoint(x: CGFloat.nan, y: 40), timestamp: time)
        default:
            time -= random.pick([0.01, 0.5])
            return sample(open ? .changed : .ended, time)
        }
    }
}
