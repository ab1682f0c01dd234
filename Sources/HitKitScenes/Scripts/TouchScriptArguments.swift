import HitKit

extension TouchScriptParser {
    /// The arguments of one command, read left to right with errors at their columns.
    struct Arguments {
        var tokens: [Token]
        let after: Token
        let line: TouchScript.Line
        /// Makes the errors: a parser for the same file with none of the samples, so that holding it
        /// while the real parser appends does not copy the samples (which made a script quadratic).
        let parser: TouchScriptParser
        private var position = 0

        init(tokens: [Token], after: Token, line: TouchScript.Line, parser: TouchScriptParser) {
            self.tokens = tokens
            self.after = after
            self.line = line
            self.parser = TouchScriptParser(file: parser.file)
        }

        private var next: Token? { position < tokens.count ? tokens[position] : nil }

        private func missing(_ what: String) -> SceneFileError {
            let column = after.column + after.text.unicodeScalars.count + 1
            return parser.error(
                Token(text: "", column: tokens.last.map { $0.column + $0.text.unicodeScalars.count + 1 } ?? column),
                line, "expected \(what), found the end of the command")
        }

        private func fail(_ token: Token, _ what: String) -> SceneFileError {
            parser.error(token, line, "expected \(what), found \"\(token.text)\"")
        }

        /// A point `X,Y`; with `allowingNonFinite`, `nan`, `inf` and `-inf` are numbers too (a host can
        /// send them, and a recorded script replays them as sent).
        mutating func point(allowingNonFinite: Bool = false) throws(SceneFileError) -> CGPoint {
            guard let token = next else { throw missing("a point X,Y") }
            guard let point = Self.point(token.text, allowingNonFinite: allowingNonFinite) else {
                throw fail(token, "a point X,Y")
            }
            position += 1
            return point
        }

        mutating func optionalPoint(allowingNonFinite: Bool = false) throws(SceneFileError) -> CGPoint? {
            guard let token = next, token.text != "at" else { return nil }
            return try point(allowingNonFinite: allowingNonFinite)
        }

        static func point(_ text: String, allowingNonFinite: Bool = false) -> CGPoint? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = coordinate(parts[0], allowingNonFinite),
                let y = coordinate(parts[1], allowingNonFinite)
            else { return nil }
            return CGPoint(x: x, y: y)
        }

        private static func coordinate(_ text: Substring, _ allowingNonFinite: Bool) -> Double? {
            let text = text.trimmingCharacters(in: .whitespaces)
            if allowingNonFinite, let value = ["nan": Double.nan, "inf": .infinity, "-inf": -.infinity][text] {
                return value
            }
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        mutating func number(_ what: String) throws(SceneFileError) -> Double {
            guard let token = next else { throw missing(what) }
            var text = token.text
            if text.hasSuffix("°") { text.removeLast() } else if text.hasSuffix("deg") { text.removeLast(3) }
            guard let value = Double(text), value.isFinite, abs(value) < 1e9 else { throw fail(token, what) }
            position += 1
            return value
        }

        /// A word naming something (a scene view), as written.
        mutating func name(_ what: String) throws(SceneFileError) -> Token {
            guard let token = next else { throw missing(what) }
            position += 1
            return token
        }

        mutating func finger() throws(SceneFileError) -> Int {
            guard let token = next else { throw missing("a finger number") }
            // Any whole number: a recorded script keeps the host's pointer ids.
            guard let finger = Int(token.text) else { throw fail(token, "a finger number") }
            position += 1
            return finger
        }

        mutating func arrow() throws(SceneFileError) {
            guard let token = next else { throw missing("->") }
            guard token.text == "->" else { throw fail(token, "->") }
            position += 1
        }

        static func duration(_ text: String, limit: Double = 1e6) -> Double? {
            var number = text
            var scale = 1.0
            if number.hasSuffix("ms") {
                number.removeLast(2)
                scale = 0.001
            } else if number.hasSuffix("s") {
                number.removeLast()
            }
            guard let value = Double(number), value.isFinite, value >= 0, value < limit else { return nil }
            return value * scale
        }

        mutating func duration() throws(SceneFileError) -> Double {
            guard let token = next else { throw missing("a duration like 0.3s") }
            guard let value = Self.duration(token.text) else { throw fail(token, "a duration like 0.3s or 300ms") }
            position += 1
            return value
        }

        mutating func optionalDuration() throws(SceneFileError) -> Double? {
            guard next != nil else { return nil }
            return try duration()
        }

        /// `at T`: a time of day on the script's clock, which may be far from 0 (a host's uptime).
        mutating func optionalAt() throws(SceneFileError) -> Double? {
            guard let at = next, at.text == "at" else { return nil }
            position += 1
            guard let token = next else { throw missing("a time like 1.5s") }
            guard let value = Self.duration(token.text, limit: 1e15) else {
                throw fail(token, "a time like 1.5s or 1500ms")
            }
            position += 1
            return value
        }

        func end() throws(SceneFileError) {
            if let token = next { throw parser.error(token, line, "unexpected \"\(token.text)\" after the command") }
        }
    }
}
