import HitKit

extension GestureExport {
    /// A Swift Testing test, ready to paste into a test target that depends on `HitKit` and
    /// `HitKitScenes`: it builds the scene from `sceneYAML` (embedded as a raw string literal that
    /// no content can close), replays `samples` with their exact virtual times through
    /// ``GestureOutcome/init(replaying:on:)-([PointerSample],_)``, and expects `outcome`'s touch-downs, recognizer ends
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
        var text = ""
        for sample in GestureRecorder.normalized(samples) { text += "    \(literal(sample)),\n" }
        return swiftTest(
            sceneYAML: sceneYAML, list: ("samples", "PointerSample", text), outcome: outcome, testName: testName)
    }

    /// A Swift Testing test as ``swiftTest(sceneYAML:samples:outcome:testName:)`` writes one, for
    /// input of every kind: it replays `inputs` — `.pointer`, `.key`, `.scroll`, `.transform` and `.hover`
    /// samples with their exact virtual times — through ``GestureOutcome/init(replaying:on:)-([InputSample],_)``.
    /// Inputs that are all pointer samples are written as that function writes them.
    ///
    /// - Complexity: Linear in the scene text, the inputs and the outcome.
    public static func swiftTest(
        sceneYAML: String, inputs: [InputSample], outcome: GestureOutcome, testName: String
    ) -> String {
        let pointers = inputs.compactMap { if case .pointer(let sample) = $0 { sample } else { nil } }
        if pointers.count == inputs.count {
            return swiftTest(sceneYAML: sceneYAML, samples: pointers, outcome: outcome, testName: testName)
        }
        var text = ""
        for input in GestureRecorder.normalized(inputs) {
            switch input {
            case .pointer(let sample): text += "    .pointer(\(literal(sample))),\n"
            case .key(let sample):
                text += "    .key(KeySample(keyCode: \(sample.keyCode), phase: .\(sample.phase.rawValue), "
                text += "characters: \(quoted(sample.characters)), "
                text += "charactersIgnoringModifiers: \(quoted(sample.charactersIgnoringModifiers)), "
                text += "modifierFlags: UIKeyModifierFlags(rawValue: \(sample.modifierFlags.rawValue)), "
                text += "timestamp: \(literal(sample.timestamp, "Double")))),\n"
            case .scroll(let sample):
                text +=
                    "    .scroll(ScrollSample(source: .\(sample.source.rawValue), phase: .\(sample.phase.rawValue), "
                text += "location: \(literal(sample.location)), "
                text +=
                    "delta: CGVector(dx: \(literal(sample.delta.dx, "CGFloat")), dy: \(literal(sample.delta.dy, "CGFloat"))), "
                text += "timestamp: \(literal(sample.timestamp, "Double")))),\n"
            case .transform(let sample):
                text +=
                    "    .transform(TransformSample(phase: .\(sample.phase.rawValue), location: \(literal(sample.location)), "
                text += "scale: \(literal(sample.scale, "CGFloat")), rotation: \(literal(sample.rotation, "CGFloat")), "
                text += "timestamp: \(literal(sample.timestamp, "Double")))),\n"
            case .hover(let sample):
                text += "    .hover(HoverSample(pointerID: \(sample.pointerID), phase: .\(sample.phase.rawValue), "
                text += "location: \(literal(sample.location)), timestamp: \(literal(sample.timestamp, "Double")), "
                text += "kind: .\(sample.kind.rawValue), zOffset: \(literal(sample.zOffset, "CGFloat")))),\n"
            }
        }
        return swiftTest(
            sceneYAML: sceneYAML, list: ("inputs", "InputSample", text), outcome: outcome, testName: testName)
    }

    /// A pointer sample as a Swift expression; a mouse's or a pen's with its kind and buttons.
    private static func literal(_ sample: PointerSample) -> String {
        var text = "PointerSample(pointerID: \(sample.pointerID), phase: .\(sample.phase.rawValue), "
        text += "location: \(literal(sample.location)), timestamp: \(literal(sample.timestamp, "Double"))"
        if sample.kind != .finger || !sample.buttons.isEmpty {
            text +=
                ", kind: .\(sample.kind.rawValue), buttons: UIEvent.ButtonMask(rawValue: \(sample.buttons.rawValue))"
        }
        return text + ")"
    }

    private static func literal(_ point: CGPoint) -> String {
        "CGPoint(x: \(literal(point.x, "CGFloat")), y: \(literal(point.y, "CGFloat")))"
    }

    /// The test, its replayed list (`name`, its element type and its lines) written before it.
    private static func swiftTest(
        sceneYAML: String, list: (name: String, type: String, lines: String), outcome: GestureOutcome,
        testName: String
    ) -> String {
        let name = identifier(testName)
        var text = """
            // A gesture recorded with HitKit: the scene, the samples with their exact virtual times, and the
            // outcome they had. It needs a test target that depends on HitKit and HitKitScenes.
            import HitKit
            import HitKitScenes
            import Testing

            private let sceneYAML = \(stringLiteral(sceneYAML))

            private let \(list.name): [\(list.type)] = [

            """
        text += list.lines
        text += """
            ]

            @MainActor
            @Test("The recorded gesture \(name) has the outcome it had when it was recorded")
            func \(name)() throws {
                let runtime = try SceneFile.load(sceneYAML, file: "\(name).yaml").makeRuntime()
                let outcome = GestureOutcome(replaying: \(list.name), on: runtime)

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

    /// Builds the scene from `sceneYAML`, replays `inputs` on it to see their outcome, and returns
    /// ``swiftTest(sceneYAML:inputs:outcome:testName:)`` with that outcome.
    @MainActor
    public static func swiftTest(sceneYAML: String, inputs: [InputSample], testName: String) throws(SceneFileError)
        -> String
    {
        let runtime = try SceneFile.load(sceneYAML, file: "\(identifier(testName)).yaml").makeRuntime()
        let outcome = GestureOutcome(replaying: inputs, on: runtime)
        return swiftTest(sceneYAML: sceneYAML, inputs: inputs, outcome: outcome, testName: testName)
    }

    private static func expectation<Item>(_ subject: String, _ items: [Item], _ literal: (Item) -> String) -> String {
        if items.isEmpty { return "    #expect(\(subject).isEmpty)\n" }
        var text = "    #expect(\n        \(subject) == [\n"
        for item in items { text += "            \(literal(item)),\n" }
        return text + "        ])\n"
    }

    /// `testName` as a Swift identifier.
    static func identifier(_ testName: String) -> String {
        var name = String(
            String.UnicodeScalarView(
                testName.unicodeScalars.filter {
                    $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_")
                }))
        if name.isEmpty { name = "recordedGesture" }
        if let first = name.unicodeScalars.first, first.properties.numericType != nil { name = "_" + name }
        return name
    }

    /// `text` as a Swift string literal, escaped.
    static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, needsEscape: needsEscape) { "\\u{\(String($0, radix: 16))}" }
    }

    /// Whether a Swift literal writes `scalar` as an escape: a control character or an invisible format
    /// character (a bidirectional override could make the code read otherwise than it compiles).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .format
    }

    /// `text` as a multi-line raw string literal whose delimiter has one `#` more than any run the text
    /// puts after `"""` or `\` (so nothing in it closes the literal or starts an escape); text with
    /// a carriage return or another control character (which a multi-line literal would change or
    /// refuse) as an escaped one-line literal instead.
    static func stringLiteral(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var longest = 0
        for (index, scalar) in scalars.enumerated() {
            if scalar != "\n" && scalar != "\t" && needsEscape(scalar) { return quoted(text) }
            let opens =
                scalar == "\\"
                || (scalar == "\"" && index >= 2 && scalars[index - 1] == "\"" && scalars[index - 2] == "\"")
            guard opens else { continue }
            var run = 0
            while index + 1 + run < scalars.count, scalars[index + 1 + run] == "#" { run += 1 }
            longest = max(longest, run)
        }
        let hashes = String(repeating: "#", count: longest + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }
}
