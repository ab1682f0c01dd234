import ArgumentParser
import Foundation

/// `hitkit inspect`: runs the inspector's server, the `hitkit-inspect` executable, with the same arguments. The
/// server (and its web framework) is a package of its own, `Inspector/`, so that `hitkit` and HitKit neither
/// fetch nor build it: a checkout builds it on the first `hitkit inspect`.
struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Touch a scene live in the browser: hover, touch, timeline, hit map, edit, export a test.",
        discussion: """
            Usage: hitkit inspect [SCENE | --example ID] [--port N] [--host ADDRESS]. Runs the \
            'hitkit-inspect' server beside this executable, or in a SwiftPM checkout the one its Inspector \
            package builds (building it first when missing), which \
            prints 'HitKit inspector: http://127.0.0.1:PORT/' and serves the page until Ctrl-C. It listens \
            on 127.0.0.1 only unless --host names another address, and reads nothing but the scene named. \
            'hitkit inspect --help' shows the server's own options.
            """)

    @Argument(parsing: .captureForPassthrough, help: "The server's arguments: [SCENE | --example ID] [--port N].")
    var arguments: [String] = []

    func run() throws {
        let exec = try Self.serverExecutable()
        var argv: [UnsafeMutablePointer<CChar>?] = ([exec] + arguments).map { strdup($0) }
        argv.append(nil)
        fflush(nil)
        execv(exec, argv)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("hitkit inspect: cannot run \(exec): \(reason)\n".utf8))
        throw ExitCode(1)
    }

    /// The `hitkit-inspect` beside this executable; else, when this executable is a SwiftPM checkout's build
    /// product, the one the checkout's `Inspector` package builds (built first when missing); else an error that
    /// says how to build it.
    static func serverExecutable() throws -> String {
        let own = URL(fileURLWithPath: ownExecutablePath()).resolvingSymlinksInPath()
        let folder = own.deletingLastPathComponent()
        let beside = folder.appendingPathComponent("hitkit-inspect").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        guard let build = SwiftPMBuild(productsFolder: folder) else {
            FileHandle.standardError.write(
                Data(
                    """
                    hitkit inspect: the inspector's server 'hitkit-inspect' is not installed beside \(own.path).
                    Build it in a HitKit checkout with 'swift build --package-path Inspector --product hitkit-inspect' \
                    (add '-c release' for a release build) and put it beside 'hitkit'.

                    """.utf8))
            throw ExitCode(1)
        }
        let server = build.server.path
        if FileManager.default.isExecutableFile(atPath: server) { return server }
        try build.buildServer()
        guard FileManager.default.isExecutableFile(atPath: server) else {
            FileHandle.standardError.write(Data("hitkit inspect: the build made no \(server)\n".utf8))
            throw ExitCode(1)
        }
        return server
    }

    /// This process's executable (Linux: `/proc/self/exe`; else the first argument).
    static func ownExecutablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}

/// A SwiftPM build folder that `hitkit` was built into: `<package>/<scratch>/<triple>/<configuration>/`, with
/// `<package>/Package.swift` and the server's package in `<package>/Inspector/`.
struct SwiftPMBuild {
    var package: URL
    var configuration: String

    init?(productsFolder: URL) {
        let configuration = productsFolder.lastPathComponent
        let scratch = productsFolder.deletingLastPathComponent().deletingLastPathComponent()
        let package = scratch.deletingLastPathComponent()
        guard ["debug", "release"].contains(configuration), scratch.lastPathComponent.hasPrefix(".build"),
            FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
        else { return nil }
        (self.package, self.configuration) = (package, configuration)
    }

    /// The checkout's server package.
    var serverPackage: URL { package.appendingPathComponent("Inspector") }

    /// Where `buildServer()` puts the server (`.build/debug` and `.build/release` link to the platform's folder).
    var server: URL {
        serverPackage.appendingPathComponent(".build").appendingPathComponent(configuration)
            .appendingPathComponent("hitkit-inspect")
    }

    /// `swift build --package-path Inspector --product hitkit-inspect` in the checkout, its output on standard
    /// error.
    func buildServer() throws {
        let arguments = [
            "build", "--package-path", serverPackage.path, "--product", "hitkit-inspect", "-c", configuration,
        ]
        FileHandle.standardError.write(
            Data(
                """
                hitkit inspect: building the inspector's server first (swift \(arguments.joined(separator: " "))); \
                the first build takes a few minutes.

                """.utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("hitkit inspect: cannot run swift: \(error)\n".utf8))
            throw ExitCode(1)
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data("hitkit inspect: building hitkit-inspect failed\n".utf8))
            throw ExitCode(1)
        }
    }
}
