import HitKit

extension TouchScriptParser {
    /// The arguments of one command, read left to right with errors at their columns.
    struct Arguments {
        var tokens: [Token]
        let after: Token
        let line: TouchScript.Line
        let parser: TouchScriptParser
        private var position = 0

        init(tokens: [Token], after: Token, line: TouchScript.Line, parser: TouchScriptParser) {
            self.tokens = tokens
            self.after = after
            self.line = line
            self.parser = parser
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

        mutating func point() throws(SceneFileError) -> CGPoint {
            guard let token = next else { throw missing("a point X,Y") }
            guard let point = Self.point(token.text) else { throw fail(token, "a point X,Y") }
            position += 1
            return point
        }

        mutating func optionalPoint() throws(SceneFileError) -> CGPoint? {
            guard let token = next, token.text != "at" else { return nil }
            return try point()
        }

        static func point(_ text: String) -> CGPoint? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                let y = Double(parts[1].trimmingCharacters(in: .whitespaces)), x.isFinite, y.isFinite
            else { return nil }
            return CGPoint(x: x, y: y)
        }

        mutating func number(_ what: String) throws(SceneFileError) -> Double {
            guard let token = next else { throw missing(what) }
            var text = token.text
            if text.hasSuffix("°") { text.removeLast() } else if text.hasSuffix("deg") { text.removeLast(3) }
            guard let value = Double(text), value.isFinite, abs(value) < 1e9 else { throw fail(token, what) }
            position += 1
            return value
        }

        mutating func finger() throws(SceneFileError) -> Int {
            guard let token = next else { throw missing("a finger number") }
            guard let finger = Int(token.text), finger > 0, finger < 1_000 else {
                throw fail(token, "a finger number from 1 to 999")
            }
            position += 1
            return finger
        }

        mutating func arrow() throws(SceneFileError) {
            guard let token = next else { throw missing("->") }
            guard token.text == "->" else { throw fail(token, "->") }
            position += 1
        }

        static func duration(_ text: String) -> Double? {
            var number = text
            var scale = 1.0
            if number.hasSuffix("ms") {
                number.removeLast(2)
                scale = 0.001
            } else if number.hasSuffix("s") {
                number.removeLast()
            }
            guard let value = Double(number), value.isFinite, value >= 0, value < 1e6 else { return nil }
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

        mutating func optionalAt() throws(SceneFileError) -> Double? {
            guard let token = next, token.text == "at" else { return nil }
            position += 1
            return try duration()
        }

        func end() throws(SceneFileError) {
            if let token = next { throw parser.error(token, line, "unexpected \"\(token.text)\" after the command") }
        }
    }
}
