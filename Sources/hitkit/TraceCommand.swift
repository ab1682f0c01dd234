import ArgumentParser
import Foundation
import HitKit
import HitKitScenes

/// `hitkit trace`: runs a scene's touches and prints its log, then the dispatch trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run touches through a scene and print its log, then the dispatch trace.",
        discussion: """
            Text output has two sections: '== log' (the lines the scene's views, actions and \
            recognizers declare, as the article's code prints them) and '== trace' (every step \
            of dispatch: hit-tests, point(inside:) answers and skips, the window chosen, the \
            view bound, touches… deliveries and forwarding, control events, recognizer states \
            and arbitration decisions, a table's didHighlightRowAt / didUnhighlightRowAt / \
            didSelectRowAt / didDeselectRowAt, a collection view's didHighlightItemAt / … / \
            didDeselectItemAt, a text view's textViewDidBeginEditing / \
            textViewDidEndEditing); --interleave prints one list in dispatch order instead, the \
            log's lines marked 'log: '. --format json prints one object {scene, log, trace}.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The scene file (.yaml, .yml or .json) or a recursiveDescription dump; '-': standard input.")
    var scene: String?

    @Option(help: "A built-in scene to run instead of a file (see 'hitkit examples').")
    var example: String?

    @Option(name: .customLong("tap"), help: "Tap at X,Y instead of the scene's own touches (repeatable).")
    var taps: [String] = []

    @Option(help: "A touch script to run instead of the scene's own touches ('tap 10,10; wait 1s; …').")
    var touches: String?

    @Option(help: "A touch script file to run instead of the scene's own touches ('-': standard input).")
    var script: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @Flag(help: "Text format: one list in dispatch order, the log's lines marked 'log: ' among the trace's.")
    var interleave = false

    @Option(
        help: ArgumentHelp(
            """
            Also write the run as a Swift Testing test that replays it and expects its outcome (a file \
            ending .touches: as a touch script with exact times).
            """, valueName: "file"))
    var record: String?

    func validate() throws {
        if (scene == nil) == (example == nil) {
            throw ValidationError("give a scene file or --example ID (one of them)")
        }
        if [!taps.isEmpty, touches != nil, script != nil].filter({ $0 }).count > 1 {
            throw ValidationError("use one of --tap, --touches and --script")
        }
        if let example, !BuiltInScenes.ids.contains(example) {
            throw ValidationError("unknown example '\(example)'; see 'hitkit examples'")
        }
        if scene == "-", script == "-" {
            throw ValidationError("the scene and --script cannot both be '-': standard input is read once")
        }
    }

    func run() throws {
        do throws(SceneFileError) {
            let file = try SceneArguments.load(path: scene, example: example)
            let override = try touchScript()
            let done = MainActor.assumeIsolated {
                Result { () throws(SceneFileError) in try trace(file, override: override) }
            }
            try done.get()
        } catch {
            throw reportBadInput(error)
        }
    }

    /// Runs `file` with `override` (or its own touches) and prints the log and the trace.
    @MainActor
    func trace(_ file: SceneFile, override: TouchScript?) throws(SceneFileError) {
        let runtime = try file.makeRuntime()
        let touches: TouchScript
        if let override { touches = override } else { touches = try file.script() }
        try runtime.checkActivations(of: touches)
        if record != nil, let activation = touches.activations.first {
            throw SceneFileError(
                code: .script, file: activation.file, line: activation.line, column: activation.column, path: "",
                message:
                    "--record writes input samples and cannot keep 'activate' (VoiceOver calls the view's "
                    + "accessibilityActivate(), which no sample replays); record without it")
        }
        let json = TraceJSON(runtime: runtime)
        var merged: [String] = []
        runtime.onLog = { merged.append("log: \($0)") }
        json.onEvent = { merged.append($0) }
        runtime.onTableEvent = { json.record($0) }
        runtime.onCollectionEvent = { json.record($0) }
        runtime.onTextViewEvent = { json.record($0) }
        runtime.application.addObserver(json)
        runtime.run(touches)
        runtime.application.removeObserver(json)
        switch format {
        case .text where interleave:
            for line in merged { print(line) }
        case .text:
            print("== log")
            for line in runtime.lines { print(line) }
            print("== trace")
            for line in json.lines { print(line) }
        case .json:
            print(json.document(scene: file.file, log: runtime.lines))
        }
        if let record { try write(file, touches, to: record) }
    }

    /// Writes the run to `path`: a touch script if it ends `.touches`, else a Swift Testing test named
    /// after the file (`TapFrontButtonTests.swift` → `tapFrontButton`).
    @MainActor
    private func write(_ file: SceneFile, _ touches: TouchScript, to path: String) throws(SceneFileError) {
        let url = URL(fileURLWithPath: path)
        let text: String
        if url.pathExtension == "touches" {
            text = GestureExport.touchScript(touches.inputs)
        } else {
            var name = url.deletingPathExtension().lastPathComponent
            if name.hasSuffix("Tests"), name.count > 5 { name.removeLast(5) }
            name = name.prefix(1).lowercased() + name.dropFirst()
            text = try GestureExport.swiftTest(sceneYAML: file.text, inputs: touches.inputs, testName: name)
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw SceneFileError(
                code: .unreadable, file: path, line: 0, column: 0, path: "", message: "cannot write the file")
        }
    }

    /// The script the options give instead of the scene's own, if any.
    func touchScript() throws(SceneFileError) -> TouchScript? {
        if !taps.isEmpty {
            return try TouchScript.parse(taps.map { "tap \($0)" }.joined(separator: "\n"), file: "--tap")
        }
        if let touches { return try TouchScript.parse(touches, file: "--touches") }
        if let script {
            return try TouchScript.parse(SceneFile.readText(atPath: script), file: SceneFile.inputName(script))
        }
        return nil
    }
}
