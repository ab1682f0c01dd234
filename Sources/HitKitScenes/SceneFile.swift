import Foundation
import HitKit
import Yams

/// A scene file read and checked: its document, its name for errors, and where its nodes are.
///
/// ```swift
/// let scene = try SceneFile.load(contentsOf: "card.yaml")
/// let lines = try scene.run()          // the scene's log, with the file's own touches
/// ```
///
/// A `recursiveDescription` dump loads too: its text is recognised by ``DumpImport/looksLikeDump(_:)`` and
/// imported (see ``DumpImport``), so every tool that reads scene files reads dumps.
public struct SceneFile: Sendable {
    /// The decoded document.
    public let document: SceneDocument
    /// The file's name, as errors print it.
    public let file: String
    /// The file's text.
    public let text: String
    /// For a dump read as a scene, the import's notes (classes HitKit does not have, …); `nil` for a scene file.
    public let importNotes: [String]?
    /// The node tree the file was decoded from, kept so that building the scene and reading its
    /// script do not parse the text again.
    var parsed: ParsedIndex? = nil

    /// Reads and decodes the scene file (or dump) at `path`: a regular file, a pipe, a FIFO or a
    /// process substitution, or standard input for `-` (named `<stdin>` in errors), at most
    /// ``maximumInputSize`` bytes.
    public static func load(contentsOf path: String) throws(SceneFileError) -> SceneFile {
        try load(SceneLoader.readText(atPath: path), file: inputName(path))
    }

    /// The UTF-8 text of the input at `path` (`-` for standard input), at most ``maximumInputSize``
    /// bytes, or an `unreadable` (or, past the size, a `limit`) error.
    public static func readText(atPath path: String) throws(SceneFileError) -> String {
        try SceneLoader.readText(atPath: path)
    }

    /// The name errors give the input at `path`: `<stdin>` for `-`, else the path.
    public static func inputName(_ path: String) -> String { InputReader.displayName(path) }

    /// Decodes a scene from `text`; `file` names it in errors (a name ending `.json` reads JSON). A
    /// `recursiveDescription` dump is imported (``DumpImport``).
    public static func load(_ text: String, file: String) throws(SceneFileError) -> SceneFile {
        if DumpImport.looksLikeDump(text) {
            let imported = try DumpImport(text: text, file: file)
            return SceneFile(document: imported.document, file: file, text: text, importNotes: imported.notes)
        }
        let (document, index) = try SceneLoader.parse(text, file: file)
        return SceneFile(document: document, file: file, text: text, importNotes: nil, parsed: ParsedIndex(index))
    }

    private var index: NodeIndex? {
        if let parsed { return parsed.index }
        return importNotes != nil ? nil : try? SceneLoader.parse(text, file: file).index
    }

    /// Builds the scene, and its touch script, to find reference and script errors without running it.
    @MainActor
    public func check() throws(SceneFileError) {
        let runtime = try makeRuntime()
        try runtime.checkActivations(of: try script())
    }

    /// Builds the scene: a fresh application, its windows and views, ready for touches.
    @MainActor
    public func makeRuntime() throws(SceneFileError) -> SceneRuntime {
        var builder = SceneBuilder(document: document, file: file, index: index)
        return try builder.build()
    }

    /// The file's own touch script (`touches`), with errors at their place in the file.
    public func script() throws(SceneFileError) -> TouchScript {
        guard let entries = document.touches else { return TouchScript() }
        let index = self.index
        let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var lines: [TouchScript.Line] = []
        for (offset, entry) in entries.enumerated() {
            let path: [any CodingKey] =
                entries.count == 1 && index?.node(at: [AnyCodingKey(stringValue: "touches")]).node.sequence == nil
                ? [AnyCodingKey(stringValue: "touches")]
                : [AnyCodingKey(stringValue: "touches"), AnyCodingKey(intValue: offset)]
            let mark = index?.node(at: path).node.mark
            let scalar = index?.node(at: path).node.scalar
            let isBlock = scalar?.style == .literal || scalar?.style == .folded
            for (lineOffset, text) in entry.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // A block scalar's text starts on the line after its `|`; a quoted one a column in.
                let line = (mark?.line ?? 0) + lineOffset + (isBlock ? 1 : 0)
                var column = (mark?.column ?? 0) + (scalar?.style == .plain || scalar == nil ? 0 : 1)
                if lineOffset > 0 || isBlock, fileLines.indices.contains(line - 1), !text.isEmpty,
                    let range = fileLines[line - 1].range(of: text)
                {
                    column =
                        fileLines[line - 1].unicodeScalars.distance(
                            from: fileLines[line - 1].unicodeScalars.startIndex, to: range.lowerBound) + 1
                }
                lines.append(TouchScript.Line(text: String(text), line: line, column: column))
            }
        }
        do {
            return try TouchScript.parse(lines: lines, file: file)
        } catch {
            var located = error
            located.path = "touches"
            throw located
        }
    }

    /// Builds the scene, runs `script` (the file's own touches if `nil`), and returns its log:
    /// the lines its views, actions and recognizers declare, the `logTrace` lines, a
    /// `diagnostic: …` line for every problem HitKit reports and a `leftover: …` line for every
    /// touch or recognizer left undecided at the end. `observers` watch the dispatch from the
    /// first touch on.
    @MainActor
    public func run(script: TouchScript? = nil, observers: [any DispatchObserver] = []) throws(SceneFileError)
        -> [String]
    {
        let runtime = try makeRuntime()
        let touches: TouchScript
        if let script { touches = script } else { touches = try self.script() }
        try runtime.checkActivations(of: touches)
        for observer in observers { runtime.application.addObserver(observer) }
        runtime.run(touches)
        for observer in observers { runtime.application.removeObserver(observer) }
        return runtime.lines
    }
}

extension SceneRuntime {
    /// Runs `script` as ``perform(_:)`` does, adding a `diagnostic: …` line to the log for every
    /// problem HitKit reports meanwhile.
    public func run(_ script: TouchScript) {
        let report: @Sendable (HitKitDiagnostic) -> Void = { [self] diagnostic in
            MainActor.assumeIsolated { self.log("diagnostic: \(diagnostic)") }
        }
        HitKitDiagnostics.$handler.withValue(report) { perform(script) }
    }

    /// Sends `script`'s inputs (pointer, key, scroll, transform and hover samples) through `UIApplication.send(_:)` in order,
    /// with its VoiceOver activations at their places (see ``TouchScript``), lets the clock run one
    /// more second (so pending timers fire) and ends the scene with ``finish()``.
    public func perform(_ script: TouchScript) {
        var next = 0
        for (index, input) in script.inputs.enumerated() {
            while next < script.activations.count, script.activations[next].sampleIndex <= index {
                activate(script.activations[next])
                next += 1
            }
            switch input {
            case .pointer(let sample): application.send(sample)
            case .key(let sample): application.send(sample)
            case .scroll(let sample): application.send(sample)
            case .transform(let sample): application.send(sample)
            case .hover(let sample): application.send(sample)
            }
        }
        for activation in script.activations[next...] { activate(activation) }
        application.advanceTime(to: script.endTime + 1)
        finish()
    }
}

/// A decoded file's node tree, shared by the copies of its ``SceneFile``: never changed after it is
/// made, so it may cross actors although Yams' nodes do not say they are `Sendable`.
final class ParsedIndex: @unchecked Sendable {
    let index: NodeIndex

    init(_ index: NodeIndex) { self.index = index }
}
