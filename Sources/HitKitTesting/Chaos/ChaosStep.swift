import HitKit

/// One step of a chaos run: what the host does next.
@_spi(Chaos) public enum ChaosStep: Sendable, CustomStringConvertible {
    /// The host hands these samples to the application in one call.
    case samples([PointerSample])
    /// The host advances the clock by this many seconds.
    case wait(TimeInterval)
    /// The host cancels every touch (its window lost focus).
    case cancelAllTouches
    /// Re-entrant worlds only: app code, between events, performs the world's app-code action
    /// with this number (the index wraps around them): it removes a view or a recognizer,
    /// disables one, sends input… while nothing is being dispatched.
    case appCode(Int)
    /// The host hands these samples of input other than fingers (the kinds of
    /// ``ChaosInputKinds`` the world takes: keys, the mouse and pen, scrolls, transforms) to the
    /// application in one call.
    case inputs([InputSample])
    /// The host cancels every press (its window lost the keyboard focus).
    case cancelAllPresses

    public var description: String {
        switch self {
        case .samples(let samples):
            "send "
                + samples.map {
                    "\($0.phase.rawValue) \($0.pointerID) at (\(Self.number($0.location.x)), "
                        + "\(Self.number($0.location.y))) t=\($0.timestamp)"
                }.joined(separator: ", ")
        case .wait(let interval): "wait \(interval) s"
        case .cancelAllTouches: "cancelAllTouches()"
        case .appCode(let index): "app code #\(index)"
        case .inputs(let inputs): "send " + inputs.map(ChaosInputKinds.describe).joined(separator: ", ")
        case .cancelAllPresses: "cancelAllPresses()"
        }
    }

    static func number(_ value: CGFloat) -> String {
        value.isFinite ? "\((Double(value) * 100).rounded() / 100)" : "\(Double(value))"
    }

    /// Draws `count` steps of host input: fingers touching down, moving, lifting and being
    /// cancelled, waits, and — in a hostile mode — malformed input. The steps follow a model of
    /// the fingers the host believes are down, not HitKit's state, so the same steps replay
    /// whatever HitKit does with them. A world that takes more `kinds` of input gets steps of
    /// them too (drawn only then: the steps of a world without them are as before). The desktop
    /// kinds — mouse, scroll, transform — are drawn from a generator seeded by `desktopSeed` (a
    /// world's ``ChaosWorld/desktopSeed``), so the finger and key steps drawn from `random` are
    /// the same as in a world without them, with the desktop steps between them; hovers from a
    /// generator of their own, seeded from it, so a world's other steps are as without them.
    public static func script(
        count: Int, mode: ChaosMode, kinds: ChaosInputKinds = [], desktopSeed: UInt64 = 0,
        random: inout ChaosRandom
    ) -> [ChaosStep] {
        var model = FingerModel(maximumFingers: mode.isHostile ? 12 : 5)
        model.kinds = kinds
        model.desktopRandom = ChaosRandom(seed: desktopSeed)
        model.hoverRandom = ChaosRandom(seed: desktopSeed ^ 0x686f_7665_7273_7470)
        var steps: [ChaosStep] = []
        steps.reserveCapacity(count)
        while steps.count < count, !random.isExhausted || steps.isEmpty {
            steps.append(model.nextStep(hostile: mode.isHostile, appCode: mode.reenters, &random))
        }
        return steps
    }
}

/// The host's idea of which fingers are down, where, and what time it is — and of the other
/// kinds of input it sends (``ChaosInputKinds``).
private struct FingerModel {
    let maximumFingers: Int
    var fingers: [(id: Int, location: CGPoint)] = []
    var nextID = 1
    var time: TimeInterval = 0
    /// The kinds of input besides fingers the world takes.
    var kinds: ChaosInputKinds = []
    var keyboard = ChaosKeyboardModel()
    /// The generator of the desktop kinds' steps, apart from `random`.
    var desktopRandom = ChaosRandom(seed: 0)
    var mouse = ChaosMouseModel()
    var scroll = ChaosScrollModel()
    var transform = ChaosTransformModel()
    /// The generator of the hover steps, apart from the others.
    var hoverRandom = ChaosRandom(seed: 0)
    var hover = ChaosHoverModel()

    init(maximumFingers: Int) {
        self.maximumFingers = maximumFingers
    }

    mutating func nextStep(hostile: Bool, appCode: Bool, _ random: inout ChaosRandom) -> ChaosStep {
        time += HitKitDefaults.synthesizedFrameInterval
        if kinds.contains(.hover), !random.isExhausted, hoverRandom.chance(0.12) {
            // A hostile draw with nothing to send draws a valid one; with nothing either (both
            // pointers down), the step is drawn as it would have been.
            for hostile in [hostile, false] {
                let samples = hover.next(
                    hostile: hostile, mouseDown: mouse.mouseDown, penDown: mouse.penDown, time: &time, &hoverRandom)
                if !samples.isEmpty { return .inputs(samples.map(InputSample.hover)) }
            }
        }
        let desktop = kinds.intersection(ChaosInputKinds.desktopKinds)
        // A byte-driven generator that ran out draws no more desktop steps either.
        if !desktop.isEmpty, !random.isExhausted, desktopRandom.chance(0.15) {
            return desktopInput(desktop, hostile: hostile)
        }
        if appCode, random.chance(0.1) { return .appCode(random.int(0...(ChaosWorld.appCodeActionCount - 1))) }
        let others = kinds.subtracting(ChaosInputKinds.desktopKinds).subtracting(ChaosInputKinds.ownKinds)
        if !others.isEmpty, random.chance(0.15) { return otherInput(others, hostile: hostile, &random) }
        if hostile, random.chance(0.1) { return hostileStep(&random) }
        let roll = random.int(0...99)
        if fingers.isEmpty || (roll < 28 && fingers.count < maximumFingers) {
            var samples = [down(&random)]
            if random.chance(0.1), fingers.count < maximumFingers { samples.append(down(&random)) }
            return .samples(samples)
        }
        switch roll {
        case 28..<70:
            var samples: [PointerSample] = []
            for index in fingers.indices where samples.isEmpty || random.chance(0.5) {
                let step = random.chance(0.6) ? 8.0 : 150.0
                fingers[index].location.x += random.double(-step...step)
                fingers[index].location.y += random.double(-step...step)
                samples.append(sample(fingers[index].id, .move, fingers[index].location))
            }
            return .samples(samples)
        case 70..<92:
            let finger = fingers.remove(at: random.int(0...(fingers.count - 1)))
            return .samples([sample(finger.id, random.chance(0.95) ? .up : .cancel, finger.location)])
        case 92..<98:
            let interval = random.pick([0.05, 0.2, 0.4, 0.6, 1.5])
            time += interval
            return .wait(interval)
        default:
            fingers.removeAll()
            return .cancelAllTouches
        }
    }

    /// A step of one of the other kinds of input the world takes: one block per kind.
    private mutating func otherInput(
        _ kinds: ChaosInputKinds, hostile: Bool, _ random: inout ChaosRandom
    ) -> ChaosStep {
        let kind = random.pick(ChaosInputKinds.allKinds.filter { kinds.contains($0) })
        if kind == .keys {
            if random.chance(0.04) {
                keyboard.down.removeAll()
                return .cancelAllPresses
            }
            return .inputs(keyboard.next(hostile: hostile, time: &time, &random).map(InputSample.key))
        }
        return .wait(0)
    }

    /// A step of one of the desktop kinds the world takes, drawn from ``desktopRandom``: one
    /// block per kind.
    private mutating func desktopInput(_ kinds: ChaosInputKinds, hostile: Bool) -> ChaosStep {
        let kind = desktopRandom.pick(ChaosInputKinds.allKinds.filter { kinds.contains($0) })
        // A hostile draw that has nothing to send draws a valid one: a desktop step is never empty.
        for hostile in [hostile, false] {
            var inputs: [InputSample] = []
            if kind == .mouse {
                inputs = mouse.next(hostile: hostile, time: &time, &desktopRandom).map(InputSample.pointer)
            }
            if kind == .scroll {
                inputs = scroll.next(hostile: hostile, time: &time, &desktopRandom).map(InputSample.scroll)
            }
            if kind == .transform {
                inputs = transform.next(hostile: hostile, time: &time, &desktopRandom).map(InputSample.transform)
            }
            if !inputs.isEmpty { return .inputs(inputs) }
        }
        return .wait(0)
    }

    private mutating func down(_ random: inout ChaosRandom) -> PointerSample {
        let id = nextID
        nextID += 1
        let location = CGPoint(x: random.double(-10...330), y: random.double(-10...490))
        fingers.append((id, location))
        return sample(id, .down, location)
    }

    private func sample(_ id: Int, _ phase: PointerSample.Phase, _ location: CGPoint) -> PointerSample {
        PointerSample(pointerID: id, phase: phase, location: location, timestamp: time)
    }

    /// Input a well-behaved host never sends.
    private mutating func hostileStep(_ random: inout ChaosRandom) -> ChaosStep {
        let someID = fingers.isEmpty ? random.int(1...20) : random.pick(fingers).id
        let odd: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300]
        switch random.int(0...7) {
        case 0:
            return .samples([sample(someID, .down, CGPoint(x: random.double(0...320), y: random.double(0...480)))])
        case 1:
            return .samples([sample(nextID + 100, random.pick([.move, .up, .cancel]), CGPoint(x: 10, y: 10))])
        case 2:
            let location = CGPoint(x: random.pick(odd), y: random.double(0...480))
            if random.chance(0.5) {
                let id = nextID
                nextID += 1
                fingers.append((id, CGPoint(x: 10, y: 10)))
                return .samples([sample(id, .down, location)])
            }
            return .samples([sample(someID, .move, location)])
        case 3:
            time -= random.pick([0.01, 0.5, 10])
            return .samples([sample(someID, .move, CGPoint(x: random.double(0...320), y: random.double(0...480)))])
        case 4:
            return .samples([
                PointerSample(pointerID: someID, phase: .move, location: CGPoint(x: 5, y: 5), timestamp: .nan),
                PointerSample(pointerID: someID + 1, phase: .move, location: CGPoint(x: 6, y: 6), timestamp: .nan),
            ])
        case 5:
            let location = CGPoint(x: random.double(0...320), y: random.double(0...480))
            return .samples([sample(someID, .move, location), sample(someID, .up, location)])
        case 6:
            time += random.pick([1e4, 1e6])
            return .samples([sample(someID, .move, CGPoint(x: random.double(0...320), y: random.double(0...480)))])
        default:
            // A burst of a dozen fingers in one event.
            var samples: [PointerSample] = []
            for _ in 0..<12 where fingers.count < maximumFingers + 4 {
                let id = nextID
                nextID += 1
                let location = CGPoint(x: random.double(0...320), y: random.double(0...480))
                fingers.append((id, location))
                samples.append(sample(id, .down, location))
            }
            return .samples(samples)
        }
    }
}
