import HitKit

/// A transform drawn for a chaos view: mostly the awkward ones — rotations and singular scales.
@_spi(Chaos) public struct ChaosTransform: Sendable, CustomStringConvertible {
    /// The matrix `[a, b, c, d, tx, ty]`.
    public var values: [Double]

    /// The transform as a `CGAffineTransform`.
    public var affineTransform: CGAffineTransform {
        CGAffineTransform(
            a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    public var description: String {
        "[" + values.map { "\((($0 * 1000).rounded()) / 1000)" }.joined(separator: ", ") + "]"
    }

    static func random(_ random: inout ChaosRandom) -> ChaosTransform {
        switch random.int(0...4) {
        case 0:
            let angle = random.double(-Double.pi...Double.pi)
            return ChaosTransform(values: [cos(angle), sin(angle), -sin(angle), cos(angle), 0, 0])
        case 1:
            // Singular: no inverse, so the view must hit nothing.
            return random.chance(0.5)
                ? ChaosTransform(values: [0, 0, 0, 1, 0, 0]) : ChaosTransform(values: [0, 0, 0, 0, 0, 0])
        case 2:
            return ChaosTransform(values: [random.double(0.5...2), 0, 0, random.double(0.5...2), 0, 0])
        case 3:
            return ChaosTransform(values: [1, 0, 0, 1, random.double(-40...40), random.double(-40...40)])
        default:
            return ChaosTransform(values: [-1, 0, 0, 1, 0, 0])
        }
    }
}

/// Something a chaos handler does while an event is being delivered. Views, windows and
/// recognizers are named by their index in the world.
@_spi(Chaos) public enum ChaosAction: Sendable, CustomStringConvertible {
    case removeFromSuperview(Int)
    case addSubview(Int, to: Int)
    case insertSubview(Int, into: Int, at: Int)
    case bringToFront(Int)
    case setHidden(Int, Bool)
    case setUserInteraction(Int, Bool)
    case setAlpha(Int, Double)
    case setTransform(Int, ChaosTransform)
    case setControlEnabled(Int, Bool)
    case setRecognizerEnabled(Int, Bool)
    case removeRecognizer(Int)
    case addRecognizer(Int, to: Int)
    case requireToFail(Int, Int)
    /// Re-entrant: sends a sample stamped with the clock's current time.
    case send(pointer: Int, phase: PointerSample.Phase, x: Double, y: Double)
    /// Re-entrant: sends a sample for one of the touches that are down now (the index wraps
    /// around them), where it is: a handler that lifts, moves or cancels a live finger.
    case sendToTouch(index: Int, phase: PointerSample.Phase)
    /// Re-entrant: sends a new finger down at a view's centre.
    case sendDown(pointer: Int, atView: Int)
    /// Re-entrant: sends a new finger down at the centre of the view whose handler this is (a
    /// recognizer's view for its handlers; the view given when app code runs it).
    case sendDownHere(pointer: Int, otherwise: Int)
    /// Re-entrant: `UIApplication.cancelAllTouches()`.
    case cancelAllTouches
    /// Re-entrant: advances the clock, firing due timers.
    case advanceTime(Double)
    /// Re-entrant: advances the clock itself, not through the application: timers fire outside
    /// any event.
    case advanceClock(Double)
    /// Re-entrant: attaches a window to the world's other application.
    case moveWindowToOtherApplication(Int)
    /// Re-entrant: attaches a window back to the world's application.
    case returnWindow(Int)
    case setWindowHidden(Int, Bool)
    /// Starts a UIView animation block (``ChaosAnimation``).
    case animate(ChaosAnimation)
    /// `layer.removeAllAnimations()`: the view's blocks complete with `finished == false`.
    case removeAllAnimations(Int)
    /// `becomeFirstResponder()` (refused by a view that cannot become one).
    case becomeFirstResponder(Int)
    /// `resignFirstResponder()`.
    case resignFirstResponder(Int)
    /// Re-entrant: `UIApplication.cancelAllPresses()`.
    case cancelAllPresses
    /// Re-entrant: sends a key sample (a code that is no key's too) stamped with the clock's time.
    case sendKey(code: Int, phase: KeySample.Phase)

    var isHere: Bool {
        if case .sendDownHere = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .removeFromSuperview(let v): "remove v\(v)"
        case .addSubview(let v, let parent): "add v\(v) to v\(parent)"
        case .insertSubview(let v, let parent, let index): "insert v\(v) into v\(parent) at \(index)"
        case .bringToFront(let v): "bring v\(v) to front"
        case .setHidden(let v, let hidden): "v\(v).isHidden = \(hidden)"
        case .setUserInteraction(let v, let enabled): "v\(v).isUserInteractionEnabled = \(enabled)"
        case .setAlpha(let v, let alpha): "v\(v).alpha = \(alpha)"
        case .setTransform(let v, let t): "v\(v).transform = \(t)"
        case .setControlEnabled(let v, let enabled): "v\(v).isEnabled = \(enabled)"
        case .setRecognizerEnabled(let r, let enabled): "g\(r).isEnabled = \(enabled)"
        case .removeRecognizer(let r): "remove g\(r) from its view"
        case .addRecognizer(let r, let v): "add g\(r) to v\(v)"
        case .requireToFail(let r, let other): "g\(r).require(toFail: g\(other))"
        case .send(let pointer, let phase, let x, let y): "send \(phase.rawValue) \(pointer) at (\(x), \(y))"
        case .sendToTouch(let index, let phase): "send \(phase.rawValue) for active touch #\(index)"
        case .sendDown(let pointer, let v): "send down \(pointer) at the centre of v\(v)"
        case .sendDownHere(let pointer, let v): "send down \(pointer) at the centre of its view (app code: v\(v))"
        case .cancelAllTouches: "cancelAllTouches()"
        case .advanceTime(let interval): "advance time by \(interval) s"
        case .advanceClock(let interval): "advance the clock by \(interval) s"
        case .moveWindowToOtherApplication(let w): "move w\(w) to the other application"
        case .returnWindow(let w): "return w\(w) to the application"
        case .setWindowHidden(let w, let hidden): "w\(w).isHidden = \(hidden)"
        case .animate(let animation): "\(animation)"
        case .removeAllAnimations(let v): "v\(v).layer.removeAllAnimations()"
        case .becomeFirstResponder(let v): "v\(v).becomeFirstResponder()"
        case .resignFirstResponder(let v): "v\(v).resignFirstResponder()"
        case .cancelAllPresses: "cancelAllPresses()"
        case .sendKey(let code, let phase): "send key \(phase.rawValue) \(code)"
        }
    }

    static func random(
        _ random: inout ChaosRandom, mode: ChaosMode, views: Int, windows: Int, recognizers: Int
    ) -> ChaosAction {
        let view = { (random: inout ChaosRandom) in random.int(0...(views - 1)) }
        let kinds = mode.reenters ? 25 : 13
        switch random.int(0...(kinds - 1)) {
        case 0, 1: return .removeFromSuperview(view(&random))
        case 2: return .addSubview(view(&random), to: view(&random))
        case 3: return .insertSubview(view(&random), into: view(&random), at: random.int(-1...4))
        case 4: return .bringToFront(view(&random))
        case 5: return .setHidden(view(&random), random.chance(0.5))
        case 6: return .setUserInteraction(view(&random), random.chance(0.5))
        case 7: return .setAlpha(view(&random), random.pick([0, 0.005, 1]))
        case 8: return .setTransform(view(&random), ChaosTransform.random(&random))
        case 9: return .setControlEnabled(view(&random), random.chance(0.5))
        case 10 where recognizers > 0:
            return .setRecognizerEnabled(random.int(0...(recognizers - 1)), random.chance(0.5))
        case 11 where recognizers > 0: return .removeRecognizer(random.int(0...(recognizers - 1)))
        case 12 where recognizers > 0:
            return random.chance(0.5)
                ? .addRecognizer(random.int(0...(recognizers - 1)), to: view(&random))
                : .requireToFail(random.int(0...(recognizers - 1)), random.int(0...(recognizers - 1)))
        case 10...12: return .bringToFront(view(&random))
        case 13, 14:
            return .send(
                pointer: random.int(1...14), phase: random.pick([.down, .move, .up, .cancel]),
                x: random.double(0...320), y: random.double(0...480))
        case 15: return .cancelAllTouches
        case 16: return .advanceTime(random.pick([0.01, 0.3, 1]))
        case 17:
            let w = random.int(0...(windows - 1))
            return random.chance(0.5) ? .moveWindowToOtherApplication(w) : .returnWindow(w)
        case 18: return .setWindowHidden(random.int(0...(windows - 1)), random.chance(0.5))
        case 19, 20: return .sendToTouch(index: random.int(0...3), phase: random.pick([.move, .up, .cancel]))
        case 21: return .sendDown(pointer: random.int(100...103), atView: view(&random))
        case 22, 23: return .sendDownHere(pointer: random.int(100...103), otherwise: view(&random))
        default: return .advanceClock(random.pick([0.01, 0.3, 1]))
        }
    }
}
