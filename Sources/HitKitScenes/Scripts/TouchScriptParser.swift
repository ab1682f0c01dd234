import Foundation
@_spi(HitKitTools) import HitKit

/// Reads touch-script commands into pointer samples; see ``TouchScript``.
struct TouchScriptParser {
    let file: String
    var inputs: [InputSample] = []
    private(set) var activations: [TouchScript.Activation] = []
    /// The script's current time.
    var now: TimeInterval = 0
    /// Where each finger that is down is.
    private var fingers: [Int: CGPoint] = [:]
    /// The keys that are down.
    private var keysDown: Set<UIKeyboardHIDUsage> = []
    /// Whether the script's mouse (pointer 0) hovers.
    private var hovering = false

    init(file: String) { self.file = file }

    /// A word of a command and the column it starts at.
    struct Token {
        var text: String
        var column: Int
    }

    func error(_ token: Token?, _ line: TouchScript.Line, _ message: String) -> SceneFileError {
        SceneFileError(
            code: .script, file: file, line: line.line, column: line.column + (token?.column ?? 0), path: "",
            message: message)
    }

    mutating func parse(_ line: TouchScript.Line) throws(SceneFileError) {
        var start = 0
        let scalars = Array(line.text.unicodeScalars)
        var commentAt = scalars.count
        if let hash = scalars.firstIndex(of: "#") { commentAt = hash }
        var index = 0
        while index <= commentAt {
            if index == commentAt || scalars[index] == ";" {
                let tokens = Self.tokens(Array(scalars[start..<index]), offset: start)
                if !tokens.isEmpty { try command(tokens, line) }
                start = index + 1
            }
            index += 1
        }
    }

    /// Splits at whitespace; `x, y` with a space after the comma stays one token.
    static func tokens(_ scalars: [Unicode.Scalar], offset: Int) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        var column = 0
        for (i, scalar) in scalars.enumerated() {
            let isSpace = scalar == " " || scalar == "\t" || scalar == "\r"
            if isSpace {
                if current.hasSuffix(",") { continue }
                if !current.isEmpty { tokens.append(Token(text: current, column: column)) }
                current = ""
            } else {
                if current.isEmpty { column = offset + i }
                current.unicodeScalars.append(scalar)
            }
        }
        if !current.isEmpty { tokens.append(Token(text: current, column: column)) }
        return tokens
    }

    private static let commands =
        "tap, double-tap, long-press, drag, pinch, rotate, down, move, up, cancel, key, keydown, keyup, hover, wait, activate"
        + ", click, scroll, transform"

    private mutating func command(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        var args = Arguments(tokens: Array(tokens.dropFirst()), after: tokens[0], line: line, parser: self)
        switch tokens[0].text {
        case "tap":
            let point = try args.point()
            try args.end()
            beginGesture()
            tap(point, at: now)
        case "double-tap":
            let point = try args.point()
            try args.end()
            beginGesture()
            tap(point, at: now)
            tap(point, at: now + 0.1)
        case "long-press":
            let point = try args.point()
            let duration = try args.optionalDuration() ?? 0.6
            try args.end()
            beginGesture()
            add(1, .down, point, now)
            add(1, .up, point, now + duration)
        case "drag":
            let from = try args.point()
            try args.arrow()
            let to = try args.point()
            let duration = try args.optionalDuration() ?? 0.2
            try args.end()
            beginGesture()
            move(fingers: [(1, from, to)], duration: duration)
        case "pinch" where tokens.last?.text == "trackpad", "rotate" where tokens.last?.text == "trackpad":
            try trackpadGesture(tokens, line)
        case "pinch":
            let center = try args.point()
            let startDistance = try args.number("a distance between the fingers")
            try args.arrow()
            let endDistance = try args.number("a distance between the fingers")
            let duration = try args.optionalDuration() ?? 0.3
            try args.end()
            beginGesture()
            let (a, b) = (CGFloat(startDistance / 2), CGFloat(endDistance / 2))
            move(
                fingers: [
                    (1, CGPoint(x: center.x - a, y: center.y), CGPoint(x: center.x - b, y: center.y)),
                    (2, CGPoint(x: center.x + a, y: center.y), CGPoint(x: center.x + b, y: center.y)),
                ], duration: duration)
        case "rotate":
            let center = try args.point()
            let degrees = try args.number("an angle in degrees")
            let duration = try args.optionalDuration() ?? 0.3
            try args.end()
            beginGesture()
            rotate(about: center, degrees: degrees, duration: duration)
        case "down", "move", "up", "cancel":
            // A recorded mouse's or pen's sample ends with its kind and buttons.
            let kindAt = tokens.indices.dropFirst(2).first { PointerSample.Kind(rawValue: tokens[$0].text) != nil }
            let (kind, buttons) = try pointerKind(tokens[(kindAt ?? tokens.count)...], line)
            if let kindAt {
                // Only then: a finger's line (the common one) keeps the arguments made above, with no
                // array of its own.
                args = Arguments(tokens: Array(tokens[1..<kindAt]), after: tokens[0], line: line, parser: self)
            }
            let finger = try args.finger()
            let lifts = tokens[0].text == "up" || tokens[0].text == "cancel"
            let point =
                lifts ? try args.optionalPoint(allowingNonFinite: true) : try args.point(allowingNonFinite: true)
            let time = try args.optionalAt()
            try args.end()
            if let time {
                guard time >= now else {
                    throw error(tokens[0], line, "time \(time)s is before the script's current time \(now)s")
                }
                now = time
            }
            let phases: [String: PointerSample.Phase] = ["down": .down, "move": .move, "up": .up, "cancel": .cancel]
            let phase = phases[tokens[0].text] ?? .move
            if phase == .down, fingers[finger] != nil {
                throw error(tokens[1], line, "finger \(finger) is already down")
            }
            if phase != .down, fingers[finger] == nil {
                throw error(tokens[1], line, "finger \(finger) is not down")
            }
            guard let location = point ?? fingers[finger] else { return }
            add(finger, phase, location, now, kind: kind, buttons: buttons)
        case "key", "keydown", "keyup":
            guard tokens.count > 1 else { throw error(tokens[0], line, "expected a key, such as cmd+s") }
            let combination: KeyCombination
            do {
                combination = try KeyCombination(parsing: tokens[1].text)
            } catch {
                throw self.error(tokens[1], line, error.message)
            }
            args = Arguments(tokens: Array(tokens.dropFirst(2)), after: tokens[1], line: line, parser: self)
            let time = tokens[0].text == "key" ? nil : try args.optionalAt()
            try args.end()
            if let time {
                guard time >= now else {
                    throw error(tokens[0], line, "time \(time)s is before the script's current time \(now)s")
                }
                now = time
            }
            let key = combination.key
            switch tokens[0].text {
            case "key":
                guard !keysDown.contains(key) else {
                    throw error(tokens[1], line, "key \(combination) is already down")
                }
                beginGesture()
                addKey(combination, .down, now)
                addKey(combination, .up, now + 0.1)
            case "keydown":
                guard !keysDown.contains(key) else {
                    throw error(tokens[1], line, "key \(combination) is already down")
                }
                addKey(combination, .down, now)
            default:
                guard keysDown.contains(key) else { throw error(tokens[1], line, "key \(combination) is not down") }
                addKey(combination, .up, now)
            }
        case "click":
            try click(tokens, line)
        case "hover":
            try hover(tokens, line)
        case "wait":
            let duration = try args.duration()
            try args.end()
            now += duration
        case "activate":
            let target = try args.name("a view's name")
            try args.end()
            if let finger = fingers.keys.min() {
                throw error(tokens[0], line, "activate needs every finger up; finger \(finger) is down")
            }
            beginGesture()
            activations.append(
                TouchScript.Activation(
                    target: target.text, time: now, sampleIndex: inputs.count, file: file, line: line.line,
                    column: line.column + target.column))
            now += TouchScript.activationTapDuration
        case "scroll" where tokens.count > 5:
            try scrollSample(tokens, line)
        case "scroll":
            try scroll(tokens, line)
        case "transform":
            try transform(tokens, line)
        default:
            throw error(tokens[0], line, "unknown command '\(tokens[0].text)'; expected one of: \(Self.commands)")
        }
    }

    // MARK: Trackpad pinch and rotate

    /// `pinch SCALE at X,Y [DURATION] trackpad`, `rotate DEGREES at X,Y [DURATION] trackpad`: a
    /// trackpad gesture with the pointer at `X,Y` — transform samples `began`, ten `changed` over
    /// the duration (0.3 s), `ended` 0.05 s later.
    private mutating func trackpadGesture(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        let isPinch = tokens[0].text == "pinch"
        let body = Array(tokens.dropFirst().dropLast())
        var args = Arguments(tokens: Array(body.prefix(1)), after: tokens[0], line: line, parser: self)
        let amount = try args.number(isPinch ? "a scale, such as 2" : "an angle in degrees")
        guard body.count > 1, body[1].text == "at" else {
            throw error(body.count > 1 ? body[1] : tokens.last, line, "expected \"at X,Y\" before \"trackpad\"")
        }
        guard !isPinch || amount > 0 else { throw error(body[0], line, "a trackpad scale must be positive") }
        args = Arguments(tokens: Array(body.dropFirst(2)), after: body[1], line: line, parser: self)
        let point = try args.point()
        let duration = try args.optionalDuration() ?? 0.3
        try args.end()
        beginGesture()
        let start = now
        let scale = isPinch ? CGFloat(amount) : 1
        let rotation = isPinch ? 0 : CGFloat(amount * .pi / 180)
        inputs.append(.transform(TransformSample(phase: .began, location: point, timestamp: start)))
        for step in 1...10 {
            let fraction = CGFloat(step) / 10
            inputs.append(
                .transform(
                    TransformSample(
                        phase: .changed, location: point, scale: 1 + (scale - 1) * fraction,
                        rotation: rotation * fraction, timestamp: start + duration * Double(step) / 10)))
        }
        now = start + duration + 0.05
        let end = TransformSample(phase: .ended, location: point, scale: scale, rotation: rotation, timestamp: now)
        inputs.append(.transform(end))
    }

    /// `hover X,Y [at T]` and `hover leave [at T]`: the mouse (pointer 0, apart from the fingers)
    /// hovers at a point or leaves the windows, at `T` or 0.1 s after the current time.
    private mutating func hover(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        if tokens.count > 2, HoverSample.Phase(rawValue: tokens[1].text) != nil, Int(tokens[2].text) != nil {
            let sample = try hoverSample(tokens, line)
            hovering = sample.phase == .enter || sample.phase == .move
            return
        }
        let leaves = tokens.count > 1 && tokens[1].text == "leave"
        var args = Arguments(
            tokens: Array(tokens.dropFirst(leaves ? 2 : 1)), after: tokens[leaves ? 1 : 0], line: line, parser: self)
        let point = leaves ? CGPoint.zero : try args.point(allowingNonFinite: true)
        let time = try args.optionalAt()
        try args.end()
        if let time {
            guard time >= now else {
                throw error(tokens[0], line, "time \(time)s is before the script's current time \(now)s")
            }
            now = time
        } else {
            now += 0.1
        }
        let phase: HoverSample.Phase = leaves ? .leave : hovering ? .move : .enter
        inputs.append(.hover(HoverSample(pointerID: 0, phase: phase, location: point, timestamp: now)))
        hovering = !leaves
    }

    /// Moves the current time to the first whole second after it.
    private mutating func beginGesture() {
        now = (now + 1).rounded(.down)
    }

    private mutating func addKey(_ combination: KeyCombination, _ phase: KeySample.Phase, _ time: TimeInterval) {
        let sample = USKeyboardLayout.sample(combination.key, phase, modifiers: combination.modifierFlags, at: time)
        inputs.append(.key(sample))
        if phase == .down { keysDown.insert(combination.key) } else { keysDown.remove(combination.key) }
        now = max(now, time)
    }

    private mutating func add(
        _ finger: Int, _ phase: PointerSample.Phase, _ point: CGPoint, _ time: TimeInterval,
        kind: PointerSample.Kind = .finger, buttons: UIEvent.ButtonMask = []
    ) {
        inputs.append(
            .pointer(
                PointerSample(
                    pointerID: finger, phase: phase, location: point, timestamp: time, kind: kind, buttons: buttons)))
        fingers[finger] = phase == .up || phase == .cancel ? nil : point
        now = max(now, time)
    }

    private mutating func tap(_ point: CGPoint, at time: TimeInterval) {
        add(1, .down, point, time)
        add(1, .up, point, time + 0.1)
    }

    /// Fingers down together, ten moves each over `duration`, then up 0.05 s later.
    private mutating func move(fingers paths: [(Int, CGPoint, CGPoint)], duration: TimeInterval) {
        let start = now
        for (finger, from, _) in paths { add(finger, .down, from, start) }
        for step in 1...10 {
            let fraction = CGFloat(step) / 10
            for (finger, from, to) in paths {
                let point = CGPoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
                add(finger, .move, point, start + duration * Double(step) / 10)
            }
        }
        for (finger, _, to) in paths { add(finger, .up, to, start + duration + 0.05) }
    }

    private mutating func rotate(about center: CGPoint, degrees: Double, duration: TimeInterval) {
        let radius: CGFloat = 50
        func position(_ angle: Double, _ side: CGFloat) -> CGPoint {
            CGPoint(
                x: center.x + side * radius * CGFloat(cos(angle)), y: center.y + side * radius * CGFloat(sin(angle)))
        }
        let start = now
        add(1, .down, position(0, 1), start)
        add(2, .down, position(0, -1), start)
        for step in 1...10 {
            let angle = degrees * .pi / 180 * Double(step) / 10
            add(1, .move, position(angle, 1), start + duration * Double(step) / 10)
            add(2, .move, position(angle, -1), start + duration * Double(step) / 10)
        }
        let end = degrees * .pi / 180
        add(1, .up, position(end, 1), start + duration + 0.05)
        add(2, .up, position(end, -1), start + duration + 0.05)
    }

    // MARK: Mouse clicks

    /// The pointer id of a script's mouse: no finger a script writes by hand.
    static let mousePointerID = -1

    /// The modifier keys `click` holds for each name, in the order they go down.
    private static let clickModifiers: [(names: [String], flag: UIKeyModifierFlags, key: UIKeyboardHIDUsage)] = [
        (["ctrl", "control"], .control, .keyboardLeftControl),
        (["alt", "option", "opt"], .alternate, .keyboardLeftAlt),
        (["shift"], .shift, .keyboardLeftShift), (["cmd", "command"], .command, .keyboardLeftGUI),
    ]

    /// `click X,Y [primary|secondary|middle] [cmd+shift…]`: the modifier keys go down, a mouse
    /// (`kind: .mouse`) clicks with its button, up 0.1 s later, then the keys go up.
    private mutating func click(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        var args = Arguments(tokens: Array(tokens.dropFirst()), after: tokens[0], line: line, parser: self)
        let point = try args.point()
        var buttons: UIEvent.ButtonMask = .primary
        var modifiers: [(flag: UIKeyModifierFlags, key: UIKeyboardHIDUsage)] = []
        let named: [String: UIEvent.ButtonMask] = ["primary": .primary, "secondary": .secondary, "middle": .button(3)]
        for (index, token) in tokens.dropFirst(2).enumerated() {
            if index == 0, let button = named[token.text.lowercased()] {
                buttons = button
                continue
            }
            guard modifiers.isEmpty else { throw error(token, line, "unexpected \"\(token.text)\" after the command") }
            for name in token.text.lowercased().split(separator: "+", omittingEmptySubsequences: false) {
                guard let found = Self.clickModifiers.first(where: { $0.names.contains(String(name)) }) else {
                    throw error(
                        token, line,
                        "expected primary, secondary, middle or modifiers like cmd+shift, found \"\(name)\"")
                }
                if !modifiers.contains(where: { $0.flag == found.flag }) { modifiers.append((found.flag, found.key)) }
            }
        }
        if let held = modifiers.first(where: { keysDown.contains($0.key) }) {
            throw error(tokens[0], line, "click holds its modifier keys itself; \(held.key) is already down")
        }
        guard fingers[Self.mousePointerID] == nil else {
            throw error(tokens[0], line, "the mouse (pointer \(Self.mousePointerID)) is down")
        }
        beginGesture()
        var flags: UIKeyModifierFlags = []
        for modifier in modifiers {
            flags.insert(modifier.flag)
            inputs.append(.key(KeySample(key: modifier.key, phase: .down, modifierFlags: flags, timestamp: now)))
        }
        for (phase, time) in [(PointerSample.Phase.down, now), (.up, now + 0.1)] {
            inputs.append(
                .pointer(
                    PointerSample(
                        pointerID: Self.mousePointerID, phase: phase, location: point, timestamp: time, kind: .mouse,
                        buttons: phase == .down ? buttons : [])))
        }
        now += 0.1
        for modifier in modifiers.reversed() {
            flags.remove(modifier.flag)
            inputs.append(.key(KeySample(key: modifier.key, phase: .up, modifierFlags: flags, timestamp: now)))
        }
    }

    // MARK: Scrolling

    /// `scroll DX,DY at X,Y [wheel|trackpad]`, a shorthand starting at the next whole second: a
    /// wheel tick (the default), or a trackpad's began, ten changes 0.01 s apart adding up to the
    /// delta, and ended 0.01 s later.
    private mutating func scroll(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        var args = Arguments(tokens: Array(tokens.dropFirst()), after: tokens[0], line: line, parser: self)
        let delta = try args.point(allowingNonFinite: true)
        guard tokens.count > 2, tokens[2].text == "at" else {
            throw error(tokens.count > 2 ? tokens[2] : tokens[0], line, "expected 'at X,Y' after the scroll's delta")
        }
        args = Arguments(tokens: Array(tokens.dropFirst(3)), after: tokens[2], line: line, parser: self)
        let point = try args.point(allowingNonFinite: true)
        var source = ScrollSample.Source.wheel
        if tokens.count > 4 {
            guard let named = ScrollSample.Source(rawValue: tokens[4].text) else {
                throw error(tokens[4], line, "expected wheel or trackpad, found \"\(tokens[4].text)\"")
            }
            source = named
            args = Arguments(tokens: Array(tokens.dropFirst(5)), after: tokens[4], line: line, parser: self)
        }
        try args.end()
        beginGesture()
        let vector = CGVector(dx: delta.x, dy: delta.y)
        func add(_ phase: ScrollSample.Phase, _ delta: CGVector, _ time: TimeInterval) {
            inputs.append(
                .scroll(ScrollSample(source: source, phase: phase, location: point, delta: delta, timestamp: time)))
            now = max(now, time)
        }
        guard source == .trackpad else {
            add(.changed, vector, now)
            return
        }
        let start = now
        let step = CGVector(dx: vector.dx / 10, dy: vector.dy / 10)
        add(.began, CGVector(dx: 0, dy: 0), start)
        for index in 1...10 { add(.changed, step, start + 0.01 * Double(index)) }
        add(.ended, CGVector(dx: 0, dy: 0), start + 0.11)
    }
}
