import ArgumentParser
import Foundation
import HitKit
import HitKitScenes

/// `hitkit render SCENE -o FILE.svg|FILE.png [--at X,Y]`: the scene to scale, each window and view an outlined
/// box labelled with its name; with `--at`, the hit path and the views hit-testing skipped, and why.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a scene (or dump) to scale as SVG or PNG, with the hit-test of a point.",
        discussion: """
            Every window and view is an outlined box labelled with its name, drawn back to front; \
            transformed views are drawn as their true polygons; hidden views are dashed and views with \
            alpha <= 0.01 faded; views whose geometry is not finite or beyond ±1e9 points are left out, \
            named in the picture and on standard error. With --at X,Y (screen coordinates) one touch is \
            sent there: the point is marked, the hit view and its superviews are drawn in red, and the \
            views hit-testing skipped in orange with the reason. PNG output runs rsvg-convert (Debian \
            package librsvg2-bin).
            """)

    @Argument(help: "The scene file (.yaml, .yml, .json) or recursiveDescription dump; '-': standard input.")
    var scene: String?

    @Option(help: "A built-in scene to draw instead of a file (see 'hitkit examples').")
    var example: String?

    @Option(help: "Hit-test this point, X,Y in screen coordinates, and show the result.")
    var at: String?

    @Option(name: .shortAndLong, help: "The picture to write: a .svg or .png file.")
    var output: String

    func validate() throws {
        if (scene == nil) == (example == nil) {
            throw ValidationError("give a scene file or --example ID (one of them)")
        }
        if let example, !BuiltInScenes.ids.contains(example) {
            throw ValidationError("unknown example '\(example)'; see 'hitkit examples'")
        }
        if let at, SceneArguments.point(at) == nil {
            throw ValidationError("--at expects X,Y (two numbers), found '\(at)'")
        }
        let suffix = URL(fileURLWithPath: output).pathExtension.lowercased()
        if suffix != "svg" && suffix != "png" {
            throw ValidationError("-o expects a .svg or .png file, found '\(output)'")
        }
    }

    func run() throws {
        let svg: String
        let leftOut: [String]
        let name: String
        do throws(SceneFileError) {
            let file = try SceneArguments.load(path: scene, example: example)
            let point = at.flatMap(SceneArguments.point)
            let drawn = MainActor.assumeIsolated {
                Result { () throws(SceneFileError) in
                    let runtime = try file.makeRuntime()
                    let renderer = SceneRenderer(runtime: runtime, title: file.document.title)
                    return (renderer.svg(at: point), renderer.leftOutViewNames)
                }
            }
            (svg, leftOut) = try drawn.get()
            name = file.file
        } catch {
            throw reportBadInput(error)
        }
        if !leftOut.isEmpty {
            let note =
                "\(name): note: render left out \(leftOut.count) views whose geometry is "
                + "\(SceneRenderer.notDrawable): \(leftOut.joined(separator: ", "))\n"
            FileHandle.standardError.write(Data(note.utf8))
        }
        if URL(fileURLWithPath: output).pathExtension.lowercased() == "png" {
            try writePNG(svg)
        } else {
            try write(svg, to: output)
        }
    }

    private func write(_ text: String, to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw reportBadInput(
                SceneFileError(
                    code: .unreadable, file: path, line: 0, column: 0, path: "", message: "cannot write the file"))
        }
    }

    /// Writes the SVG next to nothing (a temporary file) and converts it with `rsvg-convert`.
    private func writePNG(_ svg: String) throws {
        guard let converter = Self.findExecutable("rsvg-convert") else {
            FileHandle.standardError.write(
                Data(
                    "\(output): error: PNG output needs rsvg-convert (Debian package librsvg2-bin); write .svg instead\n"
                        .utf8))
            throw ExitCode(2)
        }
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("hitkit-render-\(ProcessInfo.processInfo.processIdentifier).svg").path
        try write(svg, to: temporary)
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format=png", "--output=\(output)", temporary]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data("\(output): error: rsvg-convert failed: ".utf8) + message)
            throw ExitCode(2)
        }
    }

    /// The first executable called `name` on `PATH`.
    static func findExecutable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
