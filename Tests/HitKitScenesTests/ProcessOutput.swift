import Foundation

/// What a finished process printed on its standard output and error, and its exit status: how the
/// `hitkit` command tests run the built binary (or a shell around it).
struct ProcessOutput {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Runs `executable` with `arguments` in `folder`, with `environment` added to this process's,
    /// and waits for it to exit.
    static func run(
        _ executable: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
            stderr: String(decoding: errorData, as: UTF8.self))
    }
}
