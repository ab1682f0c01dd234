import HitKit

extension GestureExport {
    /// A Swift Testing test, ready to paste into a test target that depends on `HitKit` and
    /// `HitKitScenes`: it builds the scene from `sceneYAML` (embedded as a raw string literal that
    /// no content can close), replays `samples` with their exact virtual times through
    /// ``GestureOutcome/init(replaying:on:)``, and expects `outcome`'s touch-downs, recognizer ends
    /// and control events. Pass the outcome of that same replay (``swiftTest(sceneYAML:samples:testName:)``
    /// computes it) so that the test passes as exported.
    ///
    /// `testName` becomes the test function's name (letters, digits and `_` kept; `recordedGesture`
    /// if nothing is left).
    ///
    /// - Complexity: Linear in the scene text, the samples and the outcome.
    public static func swiftTest(
        sceneYAML: String, samples: [PointerSample], outcome: GestureOutcome, testName: String
    ) -> String {
        let name = identifier(testName)
        var text = """
            // A gesture recorded with HitKit: the scene, the samples with their exact virtual times, and the
            // outcome they had. It needs a test target that depends on HitKit and HitKitScenes.
            import HitKit
            import HitKitScenes
            import Testing

            private let sceneYAML = \(stringLiteral(sceneYAML))

            private let samples: [PointerSample] = [

            """
        for sample in GestureRecorder.normalized(samples) {
            text += "    PointerSample(pointerID: \(sample.pointerID), phase: .\(sample.phase.rawValue), "
            text += "location: CGPoint(x: \(literal(sample.location.x)), y: \(literal(sample.location.y))), "
            text += "timestamp: \(literal(sample.timestamp))),\n"
        }
        text += """
            ]

            @MainActor
            @Test("The recorded gesture \(name) has the outcome it had when it was recorded")
            func \(name)() throws {
                let runtime = try SceneFile.load(sceneYAML, file: "\(name).yaml").makeRuntime()
                let outcome = GestureOutcome(replaying: samples, on: runtime)

            """
        text += expectation("outcome.touchDowns", outcome.touchDowns) {
            let view = $0.view.map(quoted) ?? "nil"
            let path = "[" + $0.path.map(quoted).joined(separator: ", ") + "]"
            return "GestureOutcome.TouchDown(pointerID: \($0.pointerID), view: \(view), path: \(path))"
        }
        text += expectation("outcome.recognizers", outcome.recognizers) {
            "GestureOutcome.RecognizerEnd(name: \(quoted($0.name)), state: .\($0.state.rawValue))"
        }
        text += expectation("outcome.controlEvents", outcome.controlEvents) {
            "GestureOutcome.ControlEvent(control: \(quoted($0.control)), event: \(quoted($0.event)))"
        }
        return text + "}\n"
    }

    /// Builds the scene from `sceneYAML`, replays `samples` on it to see their outcome, and returns
    /// ``swiftTest(sceneYAML:samples:outcome:testName:)`` with that outcome.
    @MainActor
    public static func swiftTest(sceneYAML: String, samples: [PointerSample], testName: String) throws(SceneFileError)
        -> String
    {
        let runtime = try SceneFile.load(sceneYAML, file: "\(identifier(testName)).yaml").makeRuntime()
        let outcome = GestureOutcome(replaying: samples, on: runtime)
        return swiftTest(sceneYAML: sceneYAML, samples: samples, outcome: outcome, testName: testName)
    }

    private static func expectation<Item>(_ subject: String, _ items: [Item], _ literal: (Item) -> String) -> String {
        if items.isEmpty { return "    #expect(\(subject).isEmpty)\n" }
        var text = "    #expect(\n        \(subject) == [\n"
        for item in items { text += "            \(literal(item)),\n" }
        return text + "        ])\n"
    }

    /// `testName` as a Swift identifier.
    static func identifier(_ testName: String) -> String {
        var name = String(String.UnicodeScalarView(testName.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_") }))
        if name.isEmpty { name = "recordedGesture" }
        if let first = name.unicodeScalars.first, first.properties.numericType != nil { name = "_" + name }
        return name
    }

    /// `text` as a Swift string literal, escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text` as a multi-line raw string literal whose delimiter has one `#` more than any run the text
    /// puts after `"""` or `\` (so nothing in it closes the literal or starts an escape); text with
    /// a carriage return or another control character (which a multi-line literal would change or
    /// refuse) as an escaped one-line literal instead.
    static func stringLiteral(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var longest = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\r" || (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || scalar.value == 0x7F
                || scalar.properties.generalCategory == .format
            {
                return quoted(text)
            }
            let opens = scalar == "\\" || (scalar == "\"" && index >= 2 && scalars[index - 1] == "\"" && scalars[index - 2] == "\"")
            guard opens else { continue }
            var run = 0
            while index + 1 + run < scalars.count, scalars[index + 1 + run] == "#" { run += 1 }
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }
}
