import HitKit

/// The commands a recorded script writes for samples that are not a finger's: a pointer's kind and
/// buttons, one scroll sample, one transform sample (see ``GestureExport``'s `touchScript(_:)`).
extension TouchScriptParser {
    /// A recorded pointer sample's trailing `finger|pen|mouse [BUTTONS]` (`.finger`, no buttons when
    /// `tokens` is empty), the buttons `primary`, `secondary`, `middle` or `buttonN` joined by `+`.
    func pointerKind(_ tokens: ArraySlice<Token>, _ line: TouchScript.Line) throws(SceneFileError)
        -> (PointerSample.Kind, UIEvent.ButtonMask)
    {
        guard let first = tokens.first, let kind = PointerSample.Kind(rawValue: first.text) else {
            return (.finger, [])
        }
        var buttons: UIEvent.ButtonMask = []
        for token in tokens.dropFirst() {
            guard buttons.isEmpty else { throw error(token, line, "unexpected \"\(token.text)\" after the command") }
            for name in token.text.split(separator: "+", omittingEmptySubsequences: false) {
                let number: Int? =
                    switch name {
                    case "primary": 1
                    case "secondary": 2
                    case "middle": 3
                    default: name.hasPrefix("button") ? Int(name.dropFirst(6)) : nil
                    }
                guard let number, (1...Int.bitWidth).contains(number) else {
                    throw error(token, line, "expected primary, secondary, middle or buttonN, found \"\(name)\"")
                }
                buttons.insert(.button(number))
            }
        }
        return (kind, buttons)
    }

    /// `scroll DX,DY at X,Y SOURCE PHASE [at T]`: one scroll sample, at the current time or at `T`.
    mutating func scrollSample(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        var args = Arguments(tokens: [tokens[1]], after: tokens[0], line: line, parser: self)
        let delta = try args.point(allowingNonFinite: true)
        guard tokens[2].text == "at" else { throw error(tokens[2], line, "expected 'at X,Y' after the scroll's delta") }
        args = Arguments(tokens: [tokens[3]], after: tokens[2], line: line, parser: self)
        let point = try args.point(allowingNonFinite: true)
        guard let source = ScrollSample.Source(rawValue: tokens[4].text) else {
            throw error(tokens[4], line, "expected wheel or trackpad, found \"\(tokens[4].text)\"")
        }
        guard let phase = ScrollSample.Phase(rawValue: tokens[5].text) else {
            throw error(tokens[5], line, "unexpected \"\(tokens[5].text)\" after the command")
        }
        args = Arguments(tokens: Array(tokens.dropFirst(6)), after: tokens[5], line: line, parser: self)
        try at(args.optionalAt(), tokens[0], line)
        try args.end()
        let sample = ScrollSample(
            source: source, phase: phase, location: point, delta: CGVector(dx: delta.x, dy: delta.y), timestamp: now)
        inputs.append(.scroll(sample))
    }

    /// `transform PHASE X,Y scale S rotation R [at T]`: one trackpad transform sample (`R` in
    /// radians), at the current time or at `T`.
    mutating func transform(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) {
        guard tokens.count > 1, let phase = TransformSample.Phase(rawValue: tokens[1].text) else {
            let found = tokens.count > 1 ? "\"\(tokens[1].text)\"" : "the end of the command"
            throw error(
                tokens.count > 1 ? tokens[1] : tokens[0], line,
                "expected began, changed, ended or cancelled, found \(found)")
        }
        var args = Arguments(tokens: Array(tokens.dropFirst(2)), after: tokens[1], line: line, parser: self)
        let point = try args.point(allowingNonFinite: true)
        var values: [CGFloat] = []
        var index = 3
        for (word, what) in [("scale", "a scale"), ("rotation", "a rotation in radians")] {
            guard index < tokens.count, tokens[index].text == word else {
                throw error(index < tokens.count ? tokens[index] : tokens[tokens.count - 1], line, "expected \(word)")
            }
            guard index + 1 < tokens.count, let value = Double(tokens[index + 1].text) else {
                throw error(tokens[min(index + 1, tokens.count - 1)], line, "expected \(what)")
            }
            values.append(CGFloat(value))
            index += 2
        }
        args = Arguments(tokens: Array(tokens.dropFirst(index)), after: tokens[index - 1], line: line, parser: self)
        try at(args.optionalAt(), tokens[0], line)
        try args.end()
        inputs.append(
            .transform(
                TransformSample(phase: phase, location: point, scale: values[0], rotation: values[1], timestamp: now)))
    }

    /// `hover PHASE ID X,Y [at T] [pen Z]`: one hover sample of pointer `ID` (a mouse's, or a pen's
    /// at normalized distance `Z`), at the current time or at `T`. Returns it, after adding it.
    @discardableResult
    mutating func hoverSample(_ tokens: [Token], _ line: TouchScript.Line) throws(SceneFileError) -> HoverSample {
        let phase = HoverSample.Phase(rawValue: tokens[1].text) ?? .move
        let pointerID = Int(tokens[2].text) ?? 0
        var args = Arguments(tokens: Array(tokens.dropFirst(3)), after: tokens[2], line: line, parser: self)
        let point = try args.point(allowingNonFinite: true)
        var rest = Array(tokens.dropFirst(4))
        var time: TimeInterval?
        if rest.first?.text == "at" {
            args = Arguments(tokens: Array(rest.prefix(2)), after: tokens[3], line: line, parser: self)
            time = try args.optionalAt()
            rest.removeFirst(min(2, rest.count))
        }
        var kind = HoverSample.Kind.mouse
        var zOffset: CGFloat = 0
        if let word = rest.first {
            guard word.text == "pen", rest.count == 2, let value = Double(rest[1].text) else {
                throw error(word, line, "expected 'pen Z' (a pen's distance, 0…1), found \"\(word.text)\"")
            }
            kind = .pen
            zOffset = CGFloat(value)
        }
        try at(time, tokens[0], line)
        let sample = HoverSample(
            pointerID: pointerID, phase: phase, location: point, timestamp: now, kind: kind, zOffset: zOffset)
        inputs.append(.hover(sample))
        return sample
    }

    /// Moves the current time to `time`, which may not be earlier.
    private mutating func at(_ time: TimeInterval?, _ command: Token, _ line: TouchScript.Line)
        throws(SceneFileError)
    {
        guard let time else { return }
        guard time >= now else {
            throw error(command, line, "time \(time)s is before the script's current time \(now)s")
        }
        now = time
    }
}
